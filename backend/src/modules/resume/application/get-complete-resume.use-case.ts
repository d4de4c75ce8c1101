import { Injectable } from '@nestjs/common';
import type { User } from '@resume/contracts';
import type { WholeResume } from '../domain/resume';
import { ResumeRepository } from './ports/resume.repository';
import { readWholeResume } from './read-resume';

@Injectable()
export class GetCompleteResume {
  constructor(private readonly resumes: ResumeRepository) {}

  async execute(user: User): Promise<WholeResume> {
    const { resume, sections } = await readWholeResume(this.resumes, user.id);
    return { resume, user, ...sections };
  }
}
