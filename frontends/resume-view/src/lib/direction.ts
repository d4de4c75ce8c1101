/**
 * Which way a resume reads (issue 27 point 3, docs/decisions/0048-right-to-left.md): the contracts' rule, so the
 * server's pages and the renderer decide alike.
 */
export { textDirectionOf as directionOf } from '@resume/contracts';

export type TextDirection = 'ltr' | 'rtl';
