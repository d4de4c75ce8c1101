import type { CompleteResume, Experience, Project, User } from '@resume/contracts';
import type { Filter } from '../../domain/filter';
import { InMemoryOwned } from '../../../../shared/testing/in-memory-owned';
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
