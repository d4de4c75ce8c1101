/**
 * Templates (spec 2.9, 7): the user's templates, the system presets and saving, a function and a hook side by side.
 * Queries are keyed by path. After a save the user's list is refreshed.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TAILORING_API, type SaveTemplateRequest, type Template } from '@resume/contracts';
import { apiJson } from '@resume/platform';
import { useRetryKey } from '../idempotency/retry-key';

const templatesQueryKey = [TAILORING_API.templates] as const;
const templatePresetsQueryKey = [TAILORING_API.presets] as const;

/** GET /api/templates: the signed-in user's templates. */
function getTemplates(): Promise<Template[]> {
  return apiJson<Template[]>('GET', TAILORING_API.templates);
}

/** The user's templates; `enabled: false` holds the call (e.g. a picker that is closed). */
export function useTemplates(options: { enabled?: boolean } = {}) {
  return useQuery<Template[]>({ queryKey: templatesQueryKey, queryFn: getTemplates, enabled: options.enabled ?? true });
}

/** GET /api/templates/presets: the system presets (userId -1). */
function getTemplatePresets(): Promise<Template[]> {
  return apiJson<Template[]>('GET', TAILORING_API.presets);
}

export function useTemplatePresets(options: { enabled?: boolean } = {}) {
  return useQuery<Template[]>({
    queryKey: templatePresetsQueryKey,
    queryFn: getTemplatePresets,
    enabled: options.enabled ?? true,
  });
}

/** POST /api/templates: creates a template, or saves over the user's own one when `id` is given. */
function saveTemplate(input: SaveTemplateRequest, idempotencyKey: string): Promise<Template | null> {
  return apiJson<Template | null>('POST', TAILORING_API.templates, input, { idempotencyKey });
}

export function useSaveTemplate() {
  const client = useQueryClient();
  const retryKey = useRetryKey();
  return useMutation({
    mutationFn: (input: SaveTemplateRequest) => saveTemplate(input, retryKey.for(input)),
    onSuccess: () => {
      retryKey.done();
      return client.invalidateQueries({ queryKey: templatesQueryKey });
    },
  });
}
