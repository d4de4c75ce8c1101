import type { Filter, PublicCompleteResume } from '@resume/contracts';

/** The title and description of a preview card (title, one line of who, the summary's start). */
export function previewOf(data: PublicCompleteResume, filter?: Filter | null): { title: string; description: string } {
  const name = data.user.name?.trim() || data.user.username;
  const who = [data.user.title, data.user.location].filter(Boolean).join(' · ');
  const summary = (data.resume.summary ?? '').replace(/\s+/g, ' ').trim();
  const description = [who, summary].filter(Boolean).join(' — ').slice(0, 200) || `The resume of ${name}`;
  return { title: filter ? `${name} — ${filter.name} resume` : `${name} — Resume`, description };
}
