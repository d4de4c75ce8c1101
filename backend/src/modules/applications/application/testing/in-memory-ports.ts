import type { CompleteResume, Filter, User } from '@resume/contracts';
import { DomainError } from '../../../../shared/domain/domain-error';
import { BACKEND_RESUME } from '../../domain/testing/resumes';
import { JobFilters } from '../ports/job-filters';
import { ResumeToMatch } from '../ports/resume-to-match';

/** In-memory fakes of the applications module's ports, for use-case unit tests. */

/** Every user's master resume is `resume` (the backend engineer's unless set); the users asked for, in order. */
export class FakeResumeToMatch extends ResumeToMatch {
  resume: CompleteResume = BACKEND_RESUME;
  readonly asked: string[] = [];
  async complete(user: User) {
    this.asked.push(user.id);
    return this.resume;
  }
}

/** The tailoring module's filters: kept per user, refused past `limit` as its plan limit does. */
export class InMemoryJobFilters extends JobFilters {
  readonly rows: (Filter & { userId: string })[] = [];
  limit = Infinity;
  async create(userId: string, input: { name: string; tags: string[] }) {
    if (this.rows.filter((f) => f.userId === userId).length >= this.limit)
      throw new DomainError('FILTER_LIMIT_REACHED');
    const filter = { id: `f${this.rows.length + 1}`, ...input };
    this.rows.push({ ...filter, userId });
    return filter;
  }
}
