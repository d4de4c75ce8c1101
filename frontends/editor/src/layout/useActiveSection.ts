import { useCallback, useState } from 'react';
import type { SectionId } from '@resume/contracts';
import { scrollToSection } from './section-scroll';

/** The active section: choosing one marks it and scrolls smoothly to it with the 100 px offset. */
export function useActiveSection(initial: SectionId = 'personal-info') {
  const [active, setActive] = useState<SectionId>(initial);
  const select = useCallback((id: SectionId) => {
    setActive(id);
    scrollToSection(id);
  }, []);
  return { active, select };
}
