import type { ClientGuesses, WrongCode } from '../../domain/share-code-guessing';

/** A link's guessing state as it is at the moment a code is weighed. */
export interface GuessState {
  /** Wrong codes from everyone since the owner set the code. */
  failedAttempts: number;
  /** The code now (the owner may have changed it since the link was read). */
  securityCode: string | null;
  /** This client's wrong codes on the link, or null when it has none. */
  client: ClientGuesses | null;
}

/** What weighing one code decided: an answer, and for a wrong code the counts to write. */
export interface Weighed<T> {
  result: T;
  wrong?: WrongCode;
}

/**
 * The wrong codes of a link, per client address and in total (docs/decisions/0014-share-code-guessing.md). In the
 * database, so every replica counts the same.
 */
export abstract class ShareCodeGuesses {
  /** The client's wrong codes on the link since the owner last set the code, or null when it has none. */
  abstract ofClient(linkId: string, clientKey: string): Promise<ClientGuesses | null>;
  /**
   * Weighs one code attempt with the link held: no other attempt on the link (on any replica) is weighed between
   * reading its state and writing what `decide` returns, so every code is weighed against the count as it is, and
   * concurrent guesses cannot all be weighed against the same count. `decide` gets null when the link is locked.
   */
  abstract weigh<T>(linkId: string, clientKey: string, decide: (state: GuessState | null) => Weighed<T>): Promise<T>;
  /** The owner set a new code (or none): the link's count, its lock and every client's count start again. */
  abstract reset(linkId: string): Promise<void>;
}
