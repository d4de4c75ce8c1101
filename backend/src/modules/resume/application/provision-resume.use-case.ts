import { Injectable } from '@nestjs/common';
import type { ResumeLanguage } from '@resume/contracts';
import { newId } from '../../../shared/domain/random';
import { emptyResume } from '../domain/resume';
import { ResumeRepository } from './ports/resume.repository';

/** Every account owns exactly one resume, created with the account (identity's sign-up, through ResumeModuleApi). */
@Injectable()
export class ProvisionResume {
  constructor(private readonly resumes: ResumeRepository) {}

  /** `language`: the one the person's browser asked for at sign-up (docs/decisions/0047-resume-language.md). */
  async execute(userId: string, now: Date, language: ResumeLanguage = 'en'): Promise<void> {
    if (await this.resumes.findByUserId(userId)) return;
    await this.resumes.create(emptyResume(newId(), userId, now, language));
  }
}
