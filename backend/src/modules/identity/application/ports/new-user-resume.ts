/** Gives a new account its empty resume. Implemented by a bridge to the resume module. */
export abstract class NewUserResume {
  abstract createFor(userId: string, now: Date): Promise<void>;
}
