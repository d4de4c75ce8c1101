import { TIMINGS, type SectionId } from '@resume/contracts';

export const sectionElementId = (id: SectionId) => `section-${id}`;

/** Scrolls smoothly so the section's top sits 100 px below the viewport top (spec 2.7, TIMINGS.scrollOffsetPx). */
export function scrollToSection(id: SectionId): void {
  const element = document.getElementById(sectionElementId(id));
  if (!element) return;
  const top = element.getBoundingClientRect().top + window.scrollY - TIMINGS.scrollOffsetPx;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: Math.max(0, top), behavior: reduceMotion ? 'auto' : 'smooth' });
}
