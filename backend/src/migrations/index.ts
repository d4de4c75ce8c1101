import { InitialSchema1732000000000 } from './1732000000000-initial-schema';
import { SectionTextLengths1732000000001 } from './1732000000001-section-text-lengths';
import { SystemPresets1732000000002 } from './1732000000002-system-presets';
import { Sharing1732000000003 } from './1732000000003-sharing';
import { SweepIndexes1732000000004 } from './1732000000004-sweep-indexes';

/** Listed by class (not a glob) so the same list works from src under jest and from dist under node. */
export const MIGRATIONS = [InitialSchema1732000000000, SectionTextLengths1732000000001, SystemPresets1732000000002, Sharing1732000000003, SweepIndexes1732000000004];
