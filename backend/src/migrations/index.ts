import { InitialSchema1732000000000 } from './1732000000000-initial-schema';
import { SectionTextLengths1732000000001 } from './1732000000001-section-text-lengths';
import { SystemPresets1732000000002 } from './1732000000002-system-presets';
import { Sharing1732000000003 } from './1732000000003-sharing';
import { SweepIndexes1732000000004 } from './1732000000004-sweep-indexes';
import { SignInBindingAndEmailChange1732000000005 } from './1732000000005-sign-in-binding-and-email-change';
import { PublicPagePrivacy1732000000006 } from './1732000000006-public-page-privacy';
import { ShareCodeFailures1732000000007 } from './1732000000007-share-code-failures';
import { Billing1732000000008 } from './1732000000008-billing';
import { LinkedIn1732000000009 } from './1732000000009-linkedin';
import { Domains1732000000010 } from './1732000000010-domains';
import { SkillProficiency1732000000012 } from './1732000000012-skill-proficiency';
import { FrozenLinks1732000000014 } from './1732000000014-frozen-links';
import { CanonicalEmails1732000000033 } from './1732000000033-canonical-emails';
import { OwnerLocks1732000000034 } from './1732000000034-owner-locks';
import { PlanLapse1732000000036 } from './1732000000036-plan-lapse';
import { ReleasedNames1732000000037 } from './1732000000037-released-names';
import { IdempotentAnswers1732000000038 } from './1732000000038-idempotent-answers';
import { TemplatePaper1732000000039 } from './1732000000039-template-paper';
import { ResumeLanguage1732000000041 } from './1732000000041-resume-language';
import { InterfaceLanguage1732000000042 } from './1732000000042-interface-language';
import { Applications1732000000044 } from './1732000000044-applications';
import { ReadNotices1732000000045 } from './1732000000045-read-notices';
import { LinkControls1732000000046 } from './1732000000046-link-controls';

/** Listed by class (not a glob) so the same list works from src under jest and from dist under node. */
export const MIGRATIONS = [
  InitialSchema1732000000000,
  SectionTextLengths1732000000001,
  SystemPresets1732000000002,
  Sharing1732000000003,
  SweepIndexes1732000000004,
  SignInBindingAndEmailChange1732000000005,
  PublicPagePrivacy1732000000006,
  ShareCodeFailures1732000000007,
  Billing1732000000008,
  LinkedIn1732000000009,
  Domains1732000000010,
  SkillProficiency1732000000012,
  FrozenLinks1732000000014,
  CanonicalEmails1732000000033,
  OwnerLocks1732000000034,
  PlanLapse1732000000036,
  ReleasedNames1732000000037,
  IdempotentAnswers1732000000038,
  TemplatePaper1732000000039,
  ResumeLanguage1732000000041,
  InterfaceLanguage1732000000042,
  Applications1732000000044,
  ReadNotices1732000000045,
  LinkControls1732000000046,
];
