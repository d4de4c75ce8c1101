import { InitialSchema1732000000000 } from './1732000000000-initial-schema';

/** Listed by class (not a glob) so the same list works from src under jest and from dist under node. */
export const MIGRATIONS = [InitialSchema1732000000000];
