import type * as PdfJs from 'pdfjs-dist';

export interface PdfJsRuntime {
  pdfjs: typeof PdfJs;
  /** The one worker every preview document is read in; a document's destroy() leaves it running. */
  worker: PdfJs.PDFWorker;
}

let loading: Promise<PdfJsRuntime> | null = null;

/**
 * pdf.js, loaded on first use (its own chunk: the editor's first paint does not wait for it), with its worker in a
 * separate thread so parsing and drawing pages never block typing. One worker for the page's lifetime, passed to
 * each document explicitly: a worker pdf.js makes from GlobalWorkerOptions.workerPort belongs to the document and
 * is torn down with it, and the next document (the next preview) would then fail while that teardown runs.
 */
export function loadPdfJs(): Promise<PdfJsRuntime> {
  loading ??= import(/* webpackChunkName: "pdfjs" */ 'pdfjs-dist').then((pdfjs) => {
    const port = new Worker(new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url), { type: 'module' });
    // The constructor's typings (from JSDoc) leave out the port it takes (pdf.js' own fromPort passes one).
    return { pdfjs, worker: new pdfjs.PDFWorker({ port: port as never }) };
  });
  return loading;
}
