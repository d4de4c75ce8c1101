import { useT } from '@resume/platform';
import { SHARE_MANAGER_NAMESPACE } from './namespace';
import './register';

/** The translation function of the `share-manager` namespace, suspending until its catalogue is there. */
export function useShareManagerT() {
  return useT(SHARE_MANAGER_NAMESPACE);
}

/** What useShareManagerT gives: the words helpers outside components (a link's reading, an activity) take it. */
export type ShareManagerT = ReturnType<typeof useShareManagerT>;
