import type { NameKind, ReleasedName } from '../../domain/released-name';

/** Names accounts gave up, with who and when (table released_names): the cooldown before another may take one. */
export abstract class ReleasedNames {
  abstract find(kind: NameKind, name: string): Promise<ReleasedName | null>;
  /** Records the release, replacing an earlier one of the same name. */
  abstract release(released: ReleasedName): Promise<void>;
  /** The name is held again: its release is over. */
  abstract forget(kind: NameKind, name: string): Promise<void>;
}
