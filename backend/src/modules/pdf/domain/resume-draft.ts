import type {
  Certification,
  CompleteResume,
  Education,
  Experience,
  PreviewDraftItem,
  Project,
  ResumeDraft,
  User,
} from '@resume/contracts';

/** The personal fields a printed resume shows: the rest of the personal form (username, page settings) is not laid over. */
const PRINTED_USER_FIELDS = ['name', 'title', 'email', 'phone', 'location', 'linkedin', 'github', 'website'] as const;

/** The id a new item carries in the preview only (it is never saved). */
export const DRAFT_ITEM_ID = 'draft';

type ListItem = Experience | Education | Project | Certification;

/** The blank of every field an item of the section has, for a new item whose form left a field out. */
const BLANKS: Record<PreviewDraftItem['section'], Record<string, unknown>> = {
  experiences: { location: null, endDate: null, current: false, description: null, tags: [] },
  education: { location: null, endDate: null, gpa: null, description: null },
  projects: { url: null, description: null, year: null, tags: [] },
  certifications: { issueDate: null, expirationDate: null, url: null },
};

/** An item's draft values as the saved item would carry them: a current position has no end date (as saving does). */
function itemFields(item: PreviewDraftItem): Record<string, unknown> {
  const { section: _section, id: _id, ...values } = item as PreviewDraftItem & Record<string, unknown>;
  if (item.section === 'experiences' && values.current === true) values.endDate = null;
  return values;
}

function withItem<T extends ListItem>(items: readonly T[], item: PreviewDraftItem): T[] {
  const values = itemFields(item);
  const index = item.id === null ? -1 : items.findIndex((saved) => saved.id === item.id);
  if (index >= 0) return items.map((saved, i) => (i === index ? ({ ...saved, ...values } as T) : saved));
  // A new item, or one deleted meanwhile: it goes last, as a saved new item does.
  const order = items.reduce((max, saved) => Math.max(max, saved.order), -1) + 1;
  return [...items, { ...BLANKS[item.section], ...values, id: DRAFT_ITEM_ID, order } as unknown as T];
}

/**
 * The saved resume with what the person is typing laid over it (docs/decisions/0045-live-preview.md): the printed
 * personal fields, the summary, and one item (replacing the saved one of its id, or added last). Pure: nothing is
 * saved, and the input is not changed.
 */
export function applyDraft(data: CompleteResume, draft: ResumeDraft | undefined): CompleteResume {
  if (!draft) return data;
  let user: User = data.user;
  if (draft.user) {
    const fields = Object.fromEntries(
      PRINTED_USER_FIELDS.filter((field) => draft.user?.[field] !== undefined).map((field) => [
        field,
        draft.user?.[field],
      ]),
    );
    user = { ...user, ...fields };
  }
  const resume = draft.resume?.summary !== undefined ? { ...data.resume, summary: draft.resume.summary } : data.resume;
  const next: CompleteResume = { ...data, user, resume };
  const item = draft.item;
  if (!item) return next;
  switch (item.section) {
    case 'experiences':
      return { ...next, experiences: withItem(data.experiences, item) };
    case 'education':
      return { ...next, education: withItem(data.education, item) };
    case 'projects':
      return { ...next, projects: withItem(data.projects, item) };
    case 'certifications':
      return { ...next, certifications: withItem(data.certifications, item) };
  }
}
