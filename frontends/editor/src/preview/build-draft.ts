import type { ResumeDraft } from '@resume/contracts';
import type { FormValues } from '../forms/form-types';
import { resolverFor } from '../forms/resolver';
import type { DraftSource } from './draft-store';

/**
 * The draft a preview sends: each open form's values that pass the same DTO the server checks them with (so the
 * preview never asks with what the server would refuse); a form whose values do not pass yet is left out, and its
 * saved content shows until they do. With several items open, the one typed in last is previewed.
 */
export async function buildDraft(sources: readonly DraftSource[]): Promise<ResumeDraft | undefined> {
  let draft: ResumeDraft = {};
  for (const source of sources) {
    const result = await resolverFor<FormValues>(source.dto)(source.values, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    if (Object.keys(result.errors).length > 0) continue;
    draft = { ...draft, ...source.toDraft(result.values as FormValues) };
  }
  return Object.keys(draft).length > 0 ? draft : undefined;
}
