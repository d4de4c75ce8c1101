import type { CompleteResume, Experience, Project, User } from '@resume/contracts';

/** The resume a filter tailors, kept by the resume module. Implemented by a bridge to it. */
export abstract class ResumeSource {
  abstract complete(user: User): Promise<CompleteResume>;
  /** The items that carry tags: the user's experiences and projects. */
  abstract taggedItems(userId: string): Promise<{ experiences: Experience[]; projects: Project[] }>;
}
