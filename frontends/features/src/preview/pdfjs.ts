import type * as PdfJs from 'pdfjs-dist';

let loading: Promise<typeof PdfJs> | null = null;

/**
 * pdf.js, loaded on first use (its own chunk: the editor's first paint does not wait for it), with its worker in a
 * separate thread so parsing and drawing pages never block typing. One worker for the page's lifetime.
 */
export function loadPdfJs(): Promise<typeof PdfJs> {
  loading ??= import(/* webpackChunkName: "pdfjs" */ 'pdfjs-dist').then((pdfjs) => {
    pdfjs.GlobalWorkerOptions.workerPort = new Worker(new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url), {
      type: 'module',
    });
    return pdfjs;
  });
  return loading;
}
