import type { ResumeLanguage } from '@resume/contracts';

/** Gives a new account its empty resume. Implemented by a bridge to the resume module. */
export abstract class NewUserResume {
  /** `language`: the resume's, from the person's browser at sign-up. */
  abstract createFor(userId: string, now: Date, language: ResumeLanguage): Promise<void>;
}
