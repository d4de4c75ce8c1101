import { Injectable } from '@nestjs/common';
import type { Filter, JobMatchResult, User } from '@resume/contracts';
import { DomainError } from '../../../shared/domain/domain-error';
import type { JobMatchInput } from '../domain/job-match';
import { MatchJob } from './match-job.use-case';
import { JobFilters } from './ports/job-filters';

/**
 * 'Create filter for this job': the posting is matched again (the same rules give the same tags, so the client
 * cannot slip in others) and a filter of its suggested tags is made under the given name. JOB_MATCH_NO_TAGS when
 * no tag covers a term; the tailoring module's own checks (tags, filter limit) hold as for any filter.
 */
@Injectable()
export class CreateFilterForJob {
  constructor(
    private readonly matchJob: MatchJob,
    private readonly filters: JobFilters,
  ) {}

  async execute(
    user: User,
    input: JobMatchInput & { name: string },
  ): Promise<{ filter: Filter; match: JobMatchResult }> {
    const match = await this.matchJob.execute(user, { posting: input.posting, language: input.language });
    if (match.suggestedTags.length === 0) throw new DomainError('JOB_MATCH_NO_TAGS');
    const filter = await this.filters.create(user.id, {
      name: input.name,
      tags: match.suggestedTags.map((s) => s.tag),
    });
    return { filter, match };
  }
}
