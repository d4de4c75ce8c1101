import { Injectable } from '@nestjs/common';
import { availableTags } from '@resume/contracts';
import { ResumeSource } from './ports/resume-source';

/** The sorted unique tags of the user's experiences and projects: the ones a filter may choose (spec 5). */
@Injectable()
export class ListAvailableTags {
  constructor(private readonly resume: ResumeSource) {}

  async execute(userId: string): Promise<string[]> {
    const { experiences, projects } = await this.resume.taggedItems(userId);
    return availableTags(experiences, projects);
  }
}
