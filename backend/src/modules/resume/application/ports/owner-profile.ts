import type { PersonalDetails } from '../../domain/resume';

/** The resume owner's personal fields, which the identity module keeps. Implemented by a bridge to it. */
export abstract class OwnerProfile {
  abstract replace(userId: string, details: PersonalDetails): Promise<void>;
}
