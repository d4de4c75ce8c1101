/**
 * Other tools write longer values than this product keeps (a dissertation title as an education "score", a long
 * summary). An over-long OPTIONAL field never fails the import: it is cut, moved where it fits, or left out when a
 * cut would make it wrong (a link, a phone number, a tag), and each change is listed for the person. Required
 * fields and malformed values are still refused by the checks that follow (check-json-resume.ts).
 */
import { LIMITS, RESUME_LIMITS } from '@resume/contracts';
import type { ImportAdjustment, ResumeSection } from '@resume/contracts';
import type { ReadItem, ReadJsonResume } from './json-resume';
import type { PersonalDetails } from './resume';

/** 'cut': keep the first `max` characters; 'leave out': a shortened value would be a different, wrong one. */
type Fit = [max: number, how: 'cut' | 'leave out'];

const L = RESUME_LIMITS;
const LINK: Fit = [LIMITS.urlMaxLength, 'leave out'];

const DETAIL_FITS: Record<keyof PersonalDetails, Fit> = {
  name: [LIMITS.nameMaxLength, 'cut'],
  title: [LIMITS.titleMaxLength, 'cut'],
  phone: [LIMITS.phoneMaxLength, 'leave out'],
  location: [LIMITS.locationMaxLength, 'cut'],
  website: LINK,
  linkedin: LINK,
  github: LINK,
};

const ITEM_FITS: { [S in ResumeSection]: Record<string, Fit> } = {
  experiences: { location: [L.shortTextMaxLength, 'cut'], description: [L.descriptionMaxLength, 'cut'] },
  education: { location: [L.shortTextMaxLength, 'cut'], description: [L.descriptionMaxLength, 'cut'] },
  skills: {},
  projects: { url: LINK, description: [L.descriptionMaxLength, 'cut'] },
  certifications: { url: LINK },
};

/** Characters as a reader counts them (an emoji is one), so a cut never splits one. */
/**
 * Characters (code points), as the DTOs' MaxLength counts them. A text of at most `max` UTF-16 units has at most
 * that many characters, so only a longer one is spelled out (a megabyte of descriptions used to be, every time).
 */
const lengthOf = (text: string, max: number) => (text.length <= max ? text.length : Array.from(text).length);

interface Fitted {
  value: unknown;
  change?: string;
}

function fitText(value: unknown, [max, how]: Fit): Fitted {
  if (typeof value !== 'string') return { value };
  const text = value.trim();
  const length = lengthOf(text, max);
  if (length <= max) return { value };
  if (how === 'leave out') return { value: undefined, change: `longer than ${max} characters: left out` };
  return {
    value: Array.from(text).slice(0, max).join('').trimEnd(),
    change: `cut to ${max} characters (was ${length})`,
  };
}

/** Tags: each over the length limit is left out (a cut tag is another tag), then only the first tagsPerItem kept. */
function fitTags(tags: unknown, path: string, adjustments: ImportAdjustment[]): unknown {
  if (!Array.isArray(tags)) return tags;
  const kept = tags.filter((tag, i) => {
    if (typeof tag !== 'string' || lengthOf(tag.trim(), L.tagMaxLength) <= L.tagMaxLength) return true;
    adjustments.push({ field: `${path}[${i}]`, change: `longer than ${L.tagMaxLength} characters: left out` });
    return false;
  });
  const real = kept.filter((tag) => typeof tag !== 'string' || tag.trim() !== '');
  if (real.length <= L.tagsPerItem) return kept;
  adjustments.push({
    field: path,
    change: `more than ${L.tagsPerItem} tags: kept the first ${L.tagsPerItem}, left out ${real.length - L.tagsPerItem}`,
  });
  return real.slice(0, L.tagsPerItem);
}

/** A score that is no grade (a dissertation title) belongs with the rest of the text about that study. */
function moveLongScore(fields: Record<string, unknown>, paths: Record<string, string>, out: ImportAdjustment[]) {
  const gpa = fields.gpa;
  if (typeof gpa !== 'string' || lengthOf(gpa.trim(), L.gpaMaxLength) <= L.gpaMaxLength) return;
  const description = typeof fields.description === 'string' ? fields.description.trim() : '';
  fields.description = description ? `${description}\n${gpa.trim()}` : gpa.trim();
  delete fields.gpa;
  out.push({ field: paths.gpa, change: `longer than ${L.gpaMaxLength} characters: moved to the description` });
}

function fitItem(item: ReadItem, adjustments: ImportAdjustment[]): ReadItem {
  const fields = { ...item.fields } as Record<string, unknown>;
  if (item.section === 'education') moveLongScore(fields, item.paths, adjustments);
  for (const [field, fit] of Object.entries(ITEM_FITS[item.section])) {
    const fitted = fitText(fields[field], fit);
    if (!fitted.change) continue;
    adjustments.push({ field: item.paths[field], change: fitted.change });
    if (fitted.value === undefined) delete fields[field];
    else fields[field] = fitted.value;
  }
  if ('tags' in fields) fields.tags = fitTags(fields.tags, item.paths.tags, adjustments);
  return { ...item, fields } as ReadItem;
}

export function fitJsonResume(read: ReadJsonResume): { read: ReadJsonResume; adjustments: ImportAdjustment[] } {
  const adjustments: ImportAdjustment[] = [];
  const details = { ...read.details };
  for (const [key, fit] of Object.entries(DETAIL_FITS) as [keyof PersonalDetails, Fit][]) {
    const fitted = fitText(details[key], fit);
    if (!fitted.change) continue;
    adjustments.push({ field: read.detailPaths[key], change: fitted.change });
    details[key] = (fitted.value as string | undefined) ?? null;
  }
  const summary = fitText(read.summary, [L.summaryMaxLength, 'cut']);
  if (summary.change) adjustments.push({ field: 'basics.summary', change: summary.change });
  const items = read.items.map((item) => fitItem(item, adjustments));
  return { read: { ...read, details, summary: summary.value as string | null, items }, adjustments };
}
