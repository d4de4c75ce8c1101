import type { CompleteResume, User } from '@resume/contracts';

/** The master resume a posting is matched with, kept by the resume module. Implemented by a bridge to it. */
export abstract class ResumeToMatch {
  abstract complete(user: User): Promise<CompleteResume>;
}
