import { Injectable } from '@nestjs/common';
import type { JsonResume, User } from '@resume/contracts';
import { toJsonResume } from '../domain/json-resume';
import { ResumeRepository } from './ports/resume.repository';
import { readWholeResume } from './read-resume';

@Injectable()
export class ExportJsonResume {
  constructor(private readonly resumes: ResumeRepository) {}

  async execute(user: User): Promise<JsonResume> {
    const { resume, sections } = await readWholeResume(this.resumes, user.id);
    return toJsonResume({ details: user, summary: resume.summary, sections, settings: resume });
  }
}
