import { LIMITS } from '@resume/contracts';
import { PerUserLimit } from '../../../../infrastructure/rate-limit/per-user-limit.guard';

/**
 * JSON Resume imports per signed-in person (LIMITS.jsonResumeImportsPerUser): each reads and checks up to 1 MiB and
 * rewrites the resume, so one account cannot keep an API replica busy with them (security review 2026-11-23).
 */
export const JsonResumeImportLimit = PerUserLimit('json-resume-import', LIMITS.jsonResumeImportsPerUser);
