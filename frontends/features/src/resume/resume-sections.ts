/**
 * The five resume sections (spec 7): create, update, delete and reorder. The sections behave the same, so the
 * calls are generic (`useCreateSectionItem('experiences')`).
 *
 * The editor reads the items from GET /api/complete-resume. After any change the hooks update that cached
 * resume at once (append, replace, remove, reorder) and invalidate the section's path and the complete resume.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  RESUME_API,
  type CertificationInput,
  type CompleteResume,
  type EducationInput,
  type ExperienceInput,
  type ProjectInput,
  type ResumeSection,
  type SectionItems,
  type SkillInput,
} from '@resume/contracts';
import { apiJson } from '@resume/platform';
import { useRetryKey } from '../idempotency/retry-key';
import { completeResumeQueryKey } from './resume';

interface SectionInputs {
  experiences: ExperienceInput;
  education: EducationInput;
  skills: SkillInput;
  projects: ProjectInput;
  certifications: CertificationInput;
}
type Item<S extends ResumeSection> = SectionItems[S];
type Input<S extends ResumeSection> = SectionInputs[S];

/** Queries are keyed by path: the section's list is `['/api/<section>']`. */
const sectionQueryKey = (section: ResumeSection) => [RESUME_API.section(section)] as const;

/** POST /api/<section>: the created item (201). */
function createSectionItem<S extends ResumeSection>(
  section: S,
  input: Input<S>,
  idempotencyKey: string,
): Promise<Item<S>> {
  return apiJson<Item<S>>('POST', RESUME_API.section(section), input, { idempotencyKey });
}

/** PATCH /api/<section>/<id> with the full item: the updated item. */
function updateSectionItem<S extends ResumeSection>(
  section: S,
  id: string,
  input: Partial<Input<S>>,
): Promise<Item<S>> {
  return apiJson<Item<S>>('PATCH', RESUME_API.item(section, id), input);
}

/** DELETE /api/<section>/<id> (204). */
async function deleteSectionItem(section: ResumeSection, id: string): Promise<void> {
  await apiJson<null>('DELETE', RESUME_API.item(section, id));
}

/** PUT /api/<section>/order { ids }: every id of the section in the new order; answers the reordered list. */
function reorderSection<S extends ResumeSection>(section: S, ids: string[]): Promise<Item<S>[]> {
  return apiJson<Item<S>[]>('PUT', RESUME_API.order(section), { ids });
}

/** Rewrites one section of the cached complete resume. */
function setCachedSection<S extends ResumeSection>(
  client: QueryClient,
  section: S,
  update: (items: Item<S>[]) => Item<S>[],
): void {
  client.setQueryData<CompleteResume>(completeResumeQueryKey, (old) =>
    old ? { ...old, [section]: update(old[section] as Item<S>[]) } : old,
  );
}

/** Invalidates the section's path and the complete resume (spec 7: "after any change ... refreshed"). */
function invalidateSection(client: QueryClient, section: ResumeSection): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: sectionQueryKey(section) }),
    client.invalidateQueries({ queryKey: completeResumeQueryKey }),
  ]);
}

export function useCreateSectionItem<S extends ResumeSection>(section: S) {
  const client = useQueryClient();
  // A Save repeated after 'Failed to save' carries the failed attempt's key: one item, whatever became of the first.
  const retryKey = useRetryKey();
  return useMutation({
    mutationFn: (input: Input<S>) => createSectionItem(section, input, retryKey.for(input)),
    onSuccess: (item) => {
      retryKey.done();
      setCachedSection(client, section, (items) => [...items, item]);
      void invalidateSection(client, section);
    },
  });
}

export function useUpdateSectionItem<S extends ResumeSection>(section: S) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: Partial<Input<S>> }) => updateSectionItem(section, id, input),
    onSuccess: (item) => {
      setCachedSection(client, section, (items) => items.map((i) => (i.id === item.id ? item : i)));
      void invalidateSection(client, section);
    },
  });
}

export function useDeleteSectionItem(section: ResumeSection) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteSectionItem(section, id),
    onSuccess: (_, id) => {
      setCachedSection(client, section, (items) => items.filter((i) => i.id !== id));
      void invalidateSection(client, section);
    },
  });
}

/** Optimistic: the cached list takes the new order at once and goes back to the old one if the call fails. */
export function useReorderSection<S extends ResumeSection>(section: S) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => reorderSection(section, ids),
    onMutate: async (ids) => {
      await client.cancelQueries({ queryKey: completeResumeQueryKey });
      const previous = client.getQueryData<CompleteResume>(completeResumeQueryKey);
      setCachedSection(client, section, (items) => {
        const byId = new Map(items.map((i) => [i.id, i]));
        return ids.flatMap((id, order) => {
          const item = byId.get(id);
          return item ? [{ ...item, order }] : [];
        });
      });
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) client.setQueryData(completeResumeQueryKey, context.previous);
    },
    onSettled: () => invalidateSection(client, section),
  });
}

/** The skill chips add and remove one skill at a time; the other sections go through the generic hooks. */
export const useCreateSkill = () => useCreateSectionItem('skills');
export const useDeleteSkill = () => useDeleteSectionItem('skills');
