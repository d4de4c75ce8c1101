import { useCallback, useEffect, useRef, useState } from 'react';
import { SECTION_IDS, TIMINGS, type SectionId } from '@resume/contracts';
import { scrollToSection, sectionElementId } from './section-scroll';

/** How long a chosen section stays marked while its smooth scroll runs, if the browser sends no 'scrollend'. */
const CHOSEN_SCROLL_MS = 1500;
/** Keys that scroll the page by themselves. */
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ']);

/** The section a reader is at: the last one whose top has passed the 100 px line (the first one before that). */
function sectionAtScroll(): SectionId | null {
  let current: SectionId | null = null;
  for (const id of SECTION_IDS) {
    const element = document.getElementById(sectionElementId(id));
    if (!element) continue;
    if (element.getBoundingClientRect().top <= TIMINGS.scrollOffsetPx + 1) current = id;
    else break;
  }
  return current ?? SECTION_IDS.find((id) => document.getElementById(sectionElementId(id))) ?? null;
}

/**
 * The active section: choosing one marks it and scrolls smoothly to it with the 100 px offset; scrolling by hand
 * moves the mark to the section being read. While a chosen section's own scroll runs, the mark stays on it (the
 * sections passed on the way, or a last section too short to reach the line, would otherwise take it), unless the
 * reader scrolls by wheel, touch or keys meanwhile.
 */
export function useActiveSection(initial: SectionId = 'personal-info') {
  const [active, setActive] = useState<SectionId>(initial);
  const chosenUntil = useRef(0);

  const select = useCallback((id: SectionId) => {
    setActive(id);
    chosenUntil.current = performance.now() + CHOSEN_SCROLL_MS;
    scrollToSection(id);
  }, []);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame || performance.now() < chosenUntil.current) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const id = sectionAtScroll();
        if (id) setActive(id);
      });
    };
    const release = () => {
      chosenUntil.current = 0;
    };
    // A reader who scrolls while the chosen section's scroll runs takes over: the mark follows them again.
    const onKeyDown = (event: KeyboardEvent) => {
      if (SCROLL_KEYS.has(event.key)) release();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('scrollend', release);
    window.addEventListener('wheel', release, { passive: true });
    window.addEventListener('touchstart', release, { passive: true });
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('scrollend', release);
      window.removeEventListener('wheel', release);
      window.removeEventListener('touchstart', release);
      window.removeEventListener('keydown', onKeyDown);
      cancelAnimationFrame(frame);
    };
  }, []);

  return { active, select };
}
