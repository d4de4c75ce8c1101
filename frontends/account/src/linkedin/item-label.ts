import type { LinkedInImportItems, ResumeSection } from '@resume/contracts';

/** One line naming an item of the export, as the person knows it from their resume. */
export function itemLabel<S extends ResumeSection>(section: S, item: LinkedInImportItems[S]): string {
  const i = item as LinkedInImportItems[ResumeSection];
  switch (section) {
    case 'experiences': {
      const e = i as LinkedInImportItems['experiences'];
      return `${e.title} at ${e.company}`;
    }
    case 'education': {
      const e = i as LinkedInImportItems['education'];
      return `${e.degree}, ${e.institution}`;
    }
    case 'certifications': {
      const c = i as LinkedInImportItems['certifications'];
      return `${c.name} (${c.issuer})`;
    }
    default:
      return (i as { name: string }).name;
  }
}
