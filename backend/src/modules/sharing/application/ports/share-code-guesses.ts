import type { ClientGuesses, WrongCode } from '../../domain/share-code-guessing';
import type { ShareLink } from '../../domain/share-link';

/**
 * The wrong codes of a link, per client address and in total (docs/decisions/0014-share-code-guessing.md). In the
 * database, so every replica counts the same; the link's total and the client's count change in one transaction.
 */
export abstract class ShareCodeGuesses {
  /** The client's wrong codes on the link since the owner last set the code, or null when it has none. */
  abstract ofClient(linkId: string, clientKey: string): Promise<ClientGuesses | null>;
  /**
   * Records a wrong code if nobody counted one on the link meanwhile: compare-and-set on the link's
   * `failedAttempts` (and on the client's count) as read. False when another attempt won; the caller reads again.
   */
  abstract recordWrongCode(link: ShareLink, clientKey: string, before: ClientGuesses | null, outcome: WrongCode): Promise<boolean>;
  /** The owner set a new code (or none): the link's count, its lock and every client's count start again. */
  abstract reset(linkId: string): Promise<void>;
}
