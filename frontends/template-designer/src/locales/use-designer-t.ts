import './register';
import { currentLanguage, useT } from '@resume/platform';
import { languageDirection } from '@resume/contracts';

export const DESIGNER_NAMESPACE = 'template-designer';

/** The `template-designer` namespace's t (suspends until the page's language is loaded). */
export const useDesignerT = () => useT(DESIGNER_NAMESPACE);

/**
 * The page's direction now, for parts that draw the page itself left to right (the layout mirror) while their own
 * controls follow the interface; read while rendering, and a component using useDesignerT re-renders on a change.
 */
export const pageDirection = () => languageDirection(currentLanguage());
