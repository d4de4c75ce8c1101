import { Injectable } from '@nestjs/common';
import { newId } from '../../../shared/domain/random';
import { emptyResume } from '../domain/resume';
import { ResumeRepository } from './ports/resume.repository';

/** Public entry of the resume module: every account owns exactly one resume, created with the account. */
@Injectable()
export class ProvisionResume {
  constructor(private readonly resumes: ResumeRepository) {}

  async execute(userId: string, now: Date): Promise<void> {
    if (await this.resumes.findByUserId(userId)) return;
    await this.resumes.create(emptyResume(newId(), userId, now));
  }
}
