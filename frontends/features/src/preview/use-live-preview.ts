import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { PreviewPdfRequest } from '@resume/contracts';
import { fetchPreviewPdf, PreviewError, type PreviewPdf } from './preview-pdf';
import { PreviewScheduler } from './preview-scheduler';

export type PreviewStatus = 'idle' | 'updating' | 'ready' | 'failed';

export interface LivePreview {
  /** The last preview printed (kept on screen while a newer one is asked for, and after a failure). */
  pdf: PreviewPdf | null;
  status: PreviewStatus;
  error: PreviewError | null;
  /** Something was typed: ask again once typing pauses. */
  schedule: () => void;
  /** A choice was made (paper, template): ask now. */
  flush: () => void;
}

/**
 * The preview of whatever `build` answers at the moment of asking (read then, not at each keystroke: typing only
 * restarts a timer). While `enabled` is false nothing is asked; turning it on asks at once.
 */
export function useLivePreview({
  build,
  delayMs,
  enabled = true,
}: {
  build: () => Promise<PreviewPdfRequest | null> | PreviewPdfRequest | null;
  delayMs: number;
  enabled?: boolean;
}): LivePreview {
  const [pdf, setPdf] = useState<PreviewPdf | null>(null);
  const [status, setStatus] = useState<PreviewStatus>('idle');
  const [error, setError] = useState<PreviewError | null>(null);
  const buildRef = useRef(build);
  useLayoutEffect(() => {
    buildRef.current = build;
  });
  const scheduler = useRef<PreviewScheduler<PreviewPdf | null> | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const created = new PreviewScheduler<PreviewPdf | null>({
      delayMs,
      run: async (signal) => {
        const request = await buildRef.current();
        if (!request || signal.aborted) return null;
        return fetchPreviewPdf(request, signal);
      },
      onStart: () => setStatus('updating'),
      onResult: (result) => {
        if (result) setPdf(result);
        setError(null);
        setStatus('ready');
      },
      onError: (failure) => {
        setError(failure instanceof PreviewError ? failure : new PreviewError(0, 'PDF_FAILED'));
        setStatus('failed');
      },
    });
    scheduler.current = created;
    created.flush();
    return () => {
      created.dispose();
      scheduler.current = null;
    };
  }, [enabled, delayMs]);

  const schedule = useCallback(() => scheduler.current?.schedule(), []);
  const flush = useCallback(() => scheduler.current?.flush(), []);
  return { pdf, status, error, schedule, flush };
}
