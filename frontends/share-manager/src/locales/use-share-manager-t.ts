import { useT } from '@resume/platform';
import { SHARE_MANAGER_NAMESPACE } from './namespace';
import './register';

/**
 * The translation function of the `share-manager` namespace, suspending until its catalogue is there. It waits
 * for the platform's too: the platform's relativeTime ('just now') reads it without a hook, so a screen in German
 * or Arabic would otherwise say 'just now' in English until something else loaded it.
 */
export function useShareManagerT() {
  return useT(NAMESPACES);
}

const NAMESPACES = [SHARE_MANAGER_NAMESPACE, 'platform'] as const;

/** What useShareManagerT gives: the words helpers outside components (a link's reading, an activity) take it. */
export type ShareManagerT = ReturnType<typeof useShareManagerT>;
