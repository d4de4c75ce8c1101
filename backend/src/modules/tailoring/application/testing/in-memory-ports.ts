import type { CompleteResume, Experience, Project, User } from '@resume/contracts';
import type { Filter } from '../../domain/filter';
import { AdjustableClock } from '../../../../shared/testing/adjustable-clock';
import { ImmediateTransaction } from '../../../../shared/testing/immediate-transaction';
import { InMemoryOwned } from '../../../../shared/testing/in-memory-owned';
import { ListAvailableTags } from '../list-available-tags.use-case';
import type { FilterRepository } from '../ports/filter.repository';
import { ResumeSource } from '../ports/resume-source';

/** In-memory fakes of the tailoring module's ports, for use-case unit tests. */
export class InMemoryFilters extends InMemoryOwned<Filter> implements FilterRepository {}

/** One resume per user id, given as its experiences' and projects' tags. */
export class FakeResumeSource extends ResumeSource {
  constructor(private readonly tagsByUser: Record<string, { experiences: string[][]; projects: string[][] }>) {
    super();
  }
  async taggedItems(userId: string) {
    const tags = this.tagsByUser[userId] ?? { experiences: [], projects: [] };
    return {
      experiences: tags.experiences.map((t, i) => ({ id: `e${i}`, tags: t }) as unknown as Experience),
      projects: tags.projects.map((t, i) => ({ id: `p${i}`, tags: t }) as unknown as Project),
    };
  }
  async complete(user: User): Promise<CompleteResume> {
    const { experiences, projects } = await this.taggedItems(user.id);
    return {
      resume: { id: `r-${user.id}` },
      user,
      experiences,
      projects,
      education: [],
      skills: [],
      certifications: [],
    } as unknown as CompleteResume;
  }
}

/** The fakes wired as the module wires them: user a's items tagged React, Node and web; user b's Go. */
export function tailoringFakes() {
  const filters = new InMemoryFilters();
  const resume = new FakeResumeSource({
    a: { experiences: [['React', 'Node'], []], projects: [['web']] },
    b: { experiences: [['Go']], projects: [] },
  });
  return {
    filters,
    resume,
    tags: new ListAvailableTags(resume),
    transaction: new ImmediateTransaction(),
    clock: new AdjustableClock(),
  };
}
