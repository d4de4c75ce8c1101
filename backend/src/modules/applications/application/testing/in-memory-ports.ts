import type { ApplicationLink, CompleteResume, CreateShareLinkRequest, Filter, User } from '@resume/contracts';
import { AdjustableClock } from '../../../../shared/testing/adjustable-clock';
import { ImmediateTransaction } from '../../../../shared/testing/immediate-transaction';
import { InMemoryOwned } from '../../../../shared/testing/in-memory-owned';
import { DomainError } from '../../../../shared/domain/domain-error';
import type { Application } from '../../domain/application';
import { BACKEND_RESUME } from '../../domain/testing/resumes';
import { CreateApplication } from '../create-application.use-case';
import { GetApplication } from '../get-application.use-case';
import { ListApplications } from '../list-applications.use-case';
import { MatchJob } from '../match-job.use-case';
import { ApplicationLinks, LinkActivity } from '../ports/application-links';
import type { ApplicationRepository } from '../ports/application.repository';
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

export class InMemoryApplications extends InMemoryOwned<Application> implements ApplicationRepository {}

/** Links kept in a map: made by `create` (refused with `refuseWith` when set), read by `of`, deleted by `delete`. */
export class FakeLinks extends ApplicationLinks {
  readonly links = new Map<string, ApplicationLink & { userId: string; request: CreateShareLinkRequest }>();
  refuseWith: 'SHARE_LINK_LIMIT_REACHED' | null = null;
  private next = 0;

  async create(user: User, request: CreateShareLinkRequest): Promise<ApplicationLink> {
    if (this.refuseWith) throw new DomainError(this.refuseWith);
    this.next += 1;
    const link: ApplicationLink = {
      id: `link${this.next}`,
      shareableId: `share${this.next}`,
      mode: request.mode ?? 'live',
      frozenAt: request.mode === 'frozen' ? '2026-11-27T10:00:00.000Z' : null,
      viewCount: 0,
      downloadCount: 0,
      lastOpenedAt: null,
    };
    this.links.set(link.id, { ...link, userId: user.id, request });
    return link;
  }
}

export class FakeLinkActivity extends LinkActivity {
  constructor(private readonly links: FakeLinks) {
    super();
  }
  async of(userId: string, linkIds: string[]): Promise<Map<string, ApplicationLink>> {
    const found = new Map<string, ApplicationLink>();
    for (const id of linkIds) {
      const link = this.links.links.get(id);
      if (link && link.userId === userId) {
        const { userId: _u, request: _r, ...shown } = link;
        found.set(id, shown);
      }
    }
    return found;
  }
}

export const personA = { ...BACKEND_RESUME.user, id: 'userA' } as unknown as User;
export const personB = { ...BACKEND_RESUME.user, id: 'userB' } as unknown as User;

/** The use cases on the fakes, sharing one store. */
export function applicationsWorld() {
  const applications = new InMemoryApplications();
  const links = new FakeLinks();
  const activity = new FakeLinkActivity(links);
  const clock = new AdjustableClock();
  const transaction = new ImmediateTransaction();
  const match = new MatchJob(new FakeResumeToMatch());
  return {
    applications,
    links,
    activity,
    match,
    clock,
    transaction,
    /** The use cases other specs make and read applications with. */
    get: new GetApplication(applications, activity),
    list: new ListApplications(applications, activity),
    create: new CreateApplication(applications, links, match, clock, transaction),
  };
}
