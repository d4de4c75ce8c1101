/**
 * The five resume sections (spec 7): create, update, delete and reorder, a function and a hook side by side.
 * The sections behave the same, so the calls are generic (`createSectionItem('experiences', input)`); the
 * per-section names (`createExperience`, `useCreateExperience`, ...) are bound at the end.
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
import { apiJson } from './api-client';
import { completeResumeQueryKey } from './resume';

export interface SectionInputs {
  experiences: ExperienceInput;
  education: EducationInput;
  skills: SkillInput;
  projects: ProjectInput;
  certifications: CertificationInput;
}
type Item<S extends ResumeSection> = SectionItems[S];
type Input<S extends ResumeSection> = SectionInputs[S];

/** Queries are keyed by path: the section's list is `['/api/<section>']`. */
export const sectionQueryKey = (section: ResumeSection) => [RESUME_API.section(section)] as const;

/** POST /api/<section>: the created item (201). */
export function createSectionItem<S extends ResumeSection>(section: S, input: Input<S>): Promise<Item<S>> {
  return apiJson<Item<S>>('POST', RESUME_API.section(section), input);
}

/** PATCH /api/<section>/<id> with the full item: the updated item. */
export function updateSectionItem<S extends ResumeSection>(
  section: S,
  id: string,
  input: Partial<Input<S>>,
): Promise<Item<S>> {
  return apiJson<Item<S>>('PATCH', RESUME_API.item(section, id), input);
}

/** DELETE /api/<section>/<id> (204). */
export async function deleteSectionItem(section: ResumeSection, id: string): Promise<void> {
  await apiJson<null>('DELETE', RESUME_API.item(section, id));
}

/** PUT /api/<section>/order { ids }: every id of the section in the new order; answers the reordered list. */
export function reorderSection<S extends ResumeSection>(section: S, ids: string[]): Promise<Item<S>[]> {
  return apiJson<Item<S>[]>('PUT', RESUME_API.order(section), { ids });
}

/** Rewrites one section of the cached complete resume. */
export function setCachedSection<S extends ResumeSection>(
  client: QueryClient,
  section: S,
  update: (items: Item<S>[]) => Item<S>[],
): void {
  client.setQueryData<CompleteResume>(completeResumeQueryKey, (old) =>
    old ? { ...old, [section]: update(old[section] as Item<S>[]) } : old,
  );
}

/** Invalidates the section's path and the complete resume (spec 7: "after any change ... refreshed"). */
export function invalidateSection(client: QueryClient, section: ResumeSection): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: sectionQueryKey(section) }),
    client.invalidateQueries({ queryKey: completeResumeQueryKey }),
  ]);
}

export function useCreateSectionItem<S extends ResumeSection>(section: S) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Input<S>) => createSectionItem(section, input),
    onSuccess: (item) => {
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

/** The four calls of one section, bound to it. */
function sectionCalls<S extends ResumeSection>(section: S) {
  return {
    create: (input: Input<S>) => createSectionItem(section, input),
    update: (id: string, input: Partial<Input<S>>) => updateSectionItem(section, id, input),
    remove: (id: string) => deleteSectionItem(section, id),
    reorder: (ids: string[]) => reorderSection(section, ids),
    useCreate: () => useCreateSectionItem(section),
    useUpdate: () => useUpdateSectionItem(section),
    useDelete: () => useDeleteSectionItem(section),
    useReorder: () => useReorderSection(section),
  };
}

export const {
  create: createExperience,
  update: updateExperience,
  remove: deleteExperience,
  reorder: reorderExperiences,
  useCreate: useCreateExperience,
  useUpdate: useUpdateExperience,
  useDelete: useDeleteExperience,
  useReorder: useReorderExperiences,
} = sectionCalls('experiences');
export const {
  create: createEducation,
  update: updateEducation,
  remove: deleteEducation,
  reorder: reorderEducation,
  useCreate: useCreateEducation,
  useUpdate: useUpdateEducation,
  useDelete: useDeleteEducation,
  useReorder: useReorderEducation,
} = sectionCalls('education');
export const {
  create: createSkill,
  update: updateSkill,
  remove: deleteSkill,
  reorder: reorderSkills,
  useCreate: useCreateSkill,
  useUpdate: useUpdateSkill,
  useDelete: useDeleteSkill,
  useReorder: useReorderSkills,
} = sectionCalls('skills');
export const {
  create: createProject,
  update: updateProject,
  remove: deleteProject,
  reorder: reorderProjects,
  useCreate: useCreateProject,
  useUpdate: useUpdateProject,
  useDelete: useDeleteProject,
  useReorder: useReorderProjects,
} = sectionCalls('projects');
export const {
  create: createCertification,
  update: updateCertification,
  remove: deleteCertification,
  reorder: reorderCertifications,
  useCreate: useCreateCertification,
  useUpdate: useUpdateCertification,
  useDelete: useDeleteCertification,
  useReorder: useReorderCertifications,
} = sectionCalls('certifications');
