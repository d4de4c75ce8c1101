import { relativeTime, useT } from '@resume/platform';
import { SHARE_MANAGER_NAMESPACE } from './namespace';
import './register';

/** The translation function of the `share-manager` namespace, suspending until its catalogue is there. */
export function useShareManagerT() {
  return useT(SHARE_MANAGER_NAMESPACE);
}

/** What useShareManagerT gives: the words helpers outside components (a link's reading, an activity) take it. */
export type ShareManagerT = ReturnType<typeof useShareManagerT>;

/** Below this a moment is 'just now', as the platform's relativeTime says it. */
const JUST_NOW_MS = 45_000;

/**
 * The platform's relativeTime ('2 hours ago', 'vor 2 Stunden', 'قبل ساعتين'), with 'just now' from this namespace:
 * on the remote's screens the platform's own 'just now' stayed English in German and Arabic (its catalogue in that
 * language is not loaded there), while Intl's words were translated.
 */
export function ago(t: ShareManagerT, date: string | number, now: number = Date.now()): string {
  return Math.abs(now - new Date(date).getTime()) < JUST_NOW_MS ? t('time.justNow') : relativeTime(date, now);
}
