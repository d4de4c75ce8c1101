import { Injectable } from '@nestjs/common';
import type { User } from '@resume/contracts';
import { DomainError } from '../../../shared/domain/domain-error';
import { TailoredResume, tailorResume } from '../domain/tailored-resume';
import { FilterRepository } from './ports/filter.repository';
import { ResumeSource } from './ports/resume-source';

/** The owner's private preview of their resume through one of their filters (/resume?filter=). */
@Injectable()
export class GetFilteredResume {
  constructor(
    private readonly filters: FilterRepository,
    private readonly resume: ResumeSource,
  ) {}

  async execute(user: User, filterId: string): Promise<TailoredResume> {
    const filter = await this.filters.findOwned(user.id, filterId);
    if (!filter) throw new DomainError('RESUME_NOT_FOUND');
    return tailorResume(await this.resume.complete(user), filter);
  }
}
