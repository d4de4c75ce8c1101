import { useEffect, useLayoutEffect, useRef } from 'react';
import type { PaperSize } from '@resume/contracts';
import { PrintPreview } from '../preview/PrintPreview';
import { useLivePreview } from '../preview/use-live-preview';

/** A choice in the dialog prints again after this pause (a few quick clicks print once). */
const CHOICE_DELAY_MS = 300;
const THUMBNAIL_WIDTH_PX = 150;

interface ExportPreviewProps {
  filterId: string | null;
  templateId: string | null;
  paperSize: PaperSize;
  enabled: boolean;
}

/**
 * The export dialog's preview (docs/decisions/0045-live-preview.md): the pages the chosen filter, template and paper
 * print, side by side in their page outlines, so the page count and breaks are seen before exporting.
 */
export function ExportPreview({ filterId, templateId, paperSize, enabled }: ExportPreviewProps) {
  const choice = useRef({ filterId, templateId, paperSize });
  useLayoutEffect(() => {
    choice.current = { filterId, templateId, paperSize };
  });
  const preview = useLivePreview({ delayMs: CHOICE_DELAY_MS, enabled, build: () => choice.current });
  const { schedule } = preview;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    schedule();
  }, [filterId, templateId, paperSize, schedule]);
  return <PrintPreview preview={preview} pageWidthPx={THUMBNAIL_WIDTH_PX} layout="row" data-testid="export-preview" />;
}
