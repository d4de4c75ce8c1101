import { Injectable } from '@nestjs/common';
import type { Resume, ResumePatch } from '../domain/resume';
import { ResumeChanges } from './resume-changes';

/** Summary, font, theme (the DTO has checked them against the lists of spec 9), language and renamed headings. */
@Injectable()
export class UpdateResume {
  constructor(private readonly changes: ResumeChanges) {}

  execute(userId: string, patch: ResumePatch): Promise<Resume> {
    const sent = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as ResumePatch;
    return this.changes.run(userId, async (resume) => resume, sent);
  }
}
