import { Injectable } from '@nestjs/common';
import type { CompleteResume, User } from '@resume/contracts';
import { DomainError } from '../../../shared/domain/domain-error';
import { ResumeRepository } from './ports/resume.repository';

@Injectable()
export class GetCompleteResume {
  constructor(private readonly resumes: ResumeRepository) {}

  async execute(user: User): Promise<CompleteResume> {
    const resume = await this.resumes.findByUserId(user.id);
    if (!resume) throw new DomainError('RESUME_NOT_FOUND');
    const sections = await this.resumes.listSections(user.id);
    return {
      resume: {
        id: resume.id,
        summary: resume.summary,
        lastUpdated: resume.lastUpdated.toISOString(),
        font: resume.font,
        theme: resume.theme,
      },
      user,
      ...sections,
    };
  }
}
