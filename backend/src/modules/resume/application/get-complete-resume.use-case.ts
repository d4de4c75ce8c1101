import { Injectable } from '@nestjs/common';
import type { CompleteResume, User } from '@resume/contracts';
import { toResumeJson } from '../domain/resume';
import { ResumeRepository } from './ports/resume.repository';
import { readWholeResume } from './read-resume';

@Injectable()
export class GetCompleteResume {
  constructor(private readonly resumes: ResumeRepository) {}

  async execute(user: User): Promise<CompleteResume> {
    const { resume, sections } = await readWholeResume(this.resumes, user.id);
    return { resume: toResumeJson(resume), user, ...sections };
  }
}
