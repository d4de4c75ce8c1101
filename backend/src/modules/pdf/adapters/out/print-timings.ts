import { channel } from 'node:diagnostics_channel';

/**
 * How long each step of a print took, in ms (load: setContent; fonts: layout and document.fonts.ready; print:
 * page.pdf), published on a diagnostics channel for bench/pdf.mjs, which subscribes in its own process. Nothing is
 * timed or kept while no one listens.
 */
export const PRINT_TIMINGS_CHANNEL = 'resume:pdf-print-timings';
const timings = channel(PRINT_TIMINGS_CHANNEL);

export interface PrintLaps {
  /** The time since the previous lap (or the start) is `step`'s. */
  lap(step: string): void;
  /** Sends the laps to the subscribers. */
  publish(): void;
}

const UNTIMED: PrintLaps = { lap: () => undefined, publish: () => undefined };

export function startPrintLaps(): PrintLaps {
  if (!timings.hasSubscribers) return UNTIMED;
  const laps: Record<string, number> = {};
  let last = performance.now();
  return {
    lap(step) {
      const now = performance.now();
      laps[step] = now - last;
      last = now;
    },
    publish: () => timings.publish(laps),
  };
}
