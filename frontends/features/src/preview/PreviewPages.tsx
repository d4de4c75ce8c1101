import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { PreviewPdf } from './preview-pdf';
import { useFeaturesT } from '../locales';
import { loadPdfJs } from './pdfjs';

/** PDF points per CSS inch. */
const POINTS_PER_INCH = 72;

interface PageSize {
  widthPt: number;
  heightPt: number;
}

interface PreviewPagesProps {
  pdf: PreviewPdf;
  /** The width each page is drawn at, in CSS pixels. */
  pageWidthPx: number;
  /** Called with the page count once the document is read (the caption, the tests). */
  onPageCount?: (count: number) => void;
  /** 'column': pages one under the other (the editor); 'row': side by side, scrolling sideways (a dialog). */
  layout?: 'column' | 'row';
  'data-testid'?: string;
}

/**
 * The printed pages themselves (docs/decisions/0045-live-preview.md): the PDF the export would make, drawn by
 * pdf.js page by page, each inside its outline (the paper's edge) with the printable area (inside the margin) as
 * a dashed box, so a person sees exactly where each page breaks. A page is drawn only once it scrolls near view.
 */
export function PreviewPages({
  pdf,
  pageWidthPx,
  onPageCount,
  layout = 'column',
  'data-testid': testId,
}: PreviewPagesProps) {
  const t = useFeaturesT();
  const [document, setDocument] = useState<PDFDocumentProxy | null>(null);
  const [sizes, setSizes] = useState<PageSize[]>([]);
  const onCount = useRef(onPageCount);
  useLayoutEffect(() => {
    onCount.current = onPageCount;
  });

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const { pdfjs, worker } = await loadPdfJs();
      if (cancelled) return;
      // pdf.js takes the buffer over (transfers it to its worker): give it a copy, the answer may be drawn again.
      const task = pdfjs.getDocument({ data: new Uint8Array(pdf.bytes.slice(0)), worker, isEvalSupported: false });
      const opened = await task.promise;
      const pages = await Promise.all(Array.from({ length: opened.numPages }, (_, i) => opened.getPage(i + 1)));
      // Replaced before it was shown: nobody else holds it.
      if (cancelled) return void opened.destroy();
      const found = pages.map((page) => {
        const [x0, y0, x1, y1] = page.view;
        return { widthPt: x1 - x0, heightPt: y1 - y0 };
      });
      setDocument(opened);
      setSizes(found);
      onCount.current?.(found.length);
    })().catch((error: unknown) => {
      // A document replaced before it was read ends here; anything else is worth a line in the console.
      if (!cancelled) console.error('The preview could not be drawn', error);
    });
    return () => {
      cancelled = true;
    };
  }, [pdf]);

  // The pages on screen keep drawing from the document they were given until the next one is read (a live preview
  // does not blink at each edit); a document is destroyed only once its pages have moved on to the next one, or
  // left the screen. Destroyed while still shown, a page asking it for a page crashed the whole editor.
  useEffect(() => {
    if (!document) return;
    return () => void document.destroy();
  }, [document]);

  const pageCount = sizes.length;
  return (
    <ol
      className={
        layout === 'row'
          ? 'flex list-none items-start gap-3 overflow-x-auto p-1 pb-6'
          : 'grid list-none justify-items-center gap-8 p-0 pb-6'
      }
      aria-label={
        pageCount ? t(pageCount === 1 ? 'pages.one' : 'pages.other', { pages: pageCount }) : t('pages.unknown')
      }
      data-testid={testId}
      data-page-count={pageCount || undefined}
      data-paper-size={pdf.paperSize}
    >
      {document &&
        sizes.map((size, index) => (
          <PreviewPage
            key={index}
            document={document}
            number={index + 1}
            of={pageCount}
            size={size}
            marginIn={pdf.marginIn}
            topBottomIn={index === 0 ? pdf.marginIn : pdf.laterMarginIn}
            widthPx={pageWidthPx}
          />
        ))}
    </ol>
  );
}

interface PreviewPageProps {
  document: PDFDocumentProxy;
  number: number;
  of: number;
  size: PageSize;
  /** The page margin (its sides); `topBottomIn` its top and bottom (wider after page 1 for the running elements). */
  marginIn: number;
  topBottomIn: number;
  widthPx: number;
}

function PreviewPage({ document, number, of, size, marginIn, topBottomIn, widthPx }: PreviewPageProps) {
  const t = useFeaturesT();
  const frame = useRef<HTMLLIElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [visible, setVisible] = useState(false);
  const [drawn, setDrawn] = useState(false);
  const scale = widthPx / size.widthPt;
  const heightPx = Math.round(size.heightPt * scale);
  const marginPx = marginIn * POINTS_PER_INCH * scale;
  const topBottomPx = topBottomIn * POINTS_PER_INCH * scale;

  useEffect(() => {
    const element = frame.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setVisible(true), {
      rootMargin: '600px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!visible || !canvas.current) return;
    let cancelled = false;
    let task: { cancel: () => void; promise: Promise<void> } | null = null;
    document.getPage(number).then(
      (page) => {
        if (cancelled || !canvas.current) return;
        const ratio = Math.min(window.devicePixelRatio || 1, 2);
        const viewport = page.getViewport({ scale: scale * ratio });
        canvas.current.width = Math.floor(viewport.width);
        canvas.current.height = Math.floor(viewport.height);
        task = page.render({ canvas: canvas.current, viewport });
        task.promise.then(
          () => !cancelled && setDrawn(true),
          () => undefined,
        );
      },
      () => undefined,
    ); // its document was destroyed meanwhile: the next one draws this page
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [document, number, scale, visible]);

  return (
    <li
      ref={frame}
      className="relative shrink-0 bg-white shadow-md ring-1 ring-slate-300"
      style={{ width: widthPx, height: heightPx }}
      data-testid="preview-page"
      data-drawn={drawn || undefined}
      aria-label={t('pages.pageOf', { number, of })}
    >
      {/* dir: a canvas's text direction is inherited, and pdf.js draws each run of the PDF with fillText; in the
          right-to-left app the runs would be drawn from their right end (overlapping glyphs). The PDF has its own. */}
      <canvas ref={canvas} dir="ltr" className="block h-full w-full" aria-hidden="true" />
      {marginPx > 0 && (
        <div
          aria-hidden="true"
          data-testid="preview-margin"
          className="pointer-events-none absolute border border-dashed border-sky-400/70"
          style={{ inset: `${topBottomPx}px ${marginPx}px` }}
        />
      )}
      <span
        aria-hidden="true"
        className="absolute -bottom-5 end-0 text-[11px] font-medium text-slate-600"
      >{`${number} / ${of}`}</span>
    </li>
  );
}
