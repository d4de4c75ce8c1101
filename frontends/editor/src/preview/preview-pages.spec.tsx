/**
 * The printed pages of the live preview while the next preview is read: the pages on screen keep drawing from the
 * document they show, which is destroyed only once they have moved on to the next one. (CI saw the editor fall over
 * with "Cannot read properties of null (reading 'sendWithPromise')": the old document was destroyed as soon as the
 * next PDF arrived, and a page that redrew meanwhile, at a new width, asked the destroyed document for its page.)
 * pdf.js is the one thing faked here: a document that, like pdf.js's, refuses getPage once destroyed.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { PreviewPages } from '../../../features/src/preview/PreviewPages';
import type { PreviewPdf } from '../../../features/src/preview/preview-pdf';

interface FakeDocument {
  numPages: number;
  destroyed: boolean;
  pagesAsked: number;
  getPage: (n: number) => Promise<unknown>;
  destroy: () => Promise<void>;
}

function aDocument(): FakeDocument {
  const page = {
    view: [0, 0, 595, 842],
    getViewport: ({ scale }: { scale: number }) => ({ width: 595 * scale, height: 842 * scale }),
    render: () => ({ promise: Promise.resolve(), cancel: () => undefined }),
  };
  const document: FakeDocument = {
    numPages: 1,
    destroyed: false,
    pagesAsked: 0,
    getPage: () => {
      // pdf.js's own behaviour once destroyed: its transport is gone and the call throws at once.
      if (document.destroyed) throw new TypeError("Cannot read properties of null (reading 'sendWithPromise')");
      document.pagesAsked += 1;
      return Promise.resolve(page);
    },
    destroy: () => {
      document.destroyed = true;
      return Promise.resolve();
    },
  };
  return document;
}

const opening: Array<(document: FakeDocument) => void> = [];
jest.mock('../../../features/src/preview/pdfjs', () => ({
  loadPdfJs: () =>
    Promise.resolve({
      worker: {},
      pdfjs: { getDocument: () => ({ promise: new Promise((resolve) => opening.push(resolve)) }) },
    }),
}));

const aPdf = (): PreviewPdf => ({ bytes: new ArrayBuffer(8), paperSize: 'A4', marginIn: 0.5, laterMarginIn: 0.7 });

it('keeps the shown document until the next one is read, then destroys it; and the last one when it leaves', async () => {
  const first = aDocument();
  const second = aDocument();
  const view = render(<PreviewPages pdf={aPdf()} pageWidthPx={300} />);
  await waitFor(() => expect(opening).toHaveLength(1));
  await act(async () => opening[0](first));
  await waitFor(() => expect(screen.getByTestId('preview-page').getAttribute('data-drawn')).toBe('true'));

  // The next preview arrives and, while it is being read, the panel changes width: the page redraws.
  view.rerender(<PreviewPages pdf={aPdf()} pageWidthPx={320} />);
  await waitFor(() => expect(opening).toHaveLength(2));
  expect(first.destroyed).toBe(false);
  expect(first.pagesAsked).toBeGreaterThan(2); // the sizes, the first draw and the redraw at the new width
  expect(screen.getAllByTestId('preview-page')).toHaveLength(1);

  await act(async () => opening[1](second));
  await waitFor(() => expect(first.destroyed).toBe(true));
  expect(second.destroyed).toBe(false);
  await waitFor(() => expect(second.pagesAsked).toBeGreaterThan(1));

  view.unmount();
  expect(second.destroyed).toBe(true);
});

it('destroys a document that was replaced before it was shown', async () => {
  opening.length = 0;
  const skipped = aDocument();
  const shown = aDocument();
  const view = render(<PreviewPages pdf={aPdf()} pageWidthPx={300} />);
  await waitFor(() => expect(opening).toHaveLength(1));
  view.rerender(<PreviewPages pdf={aPdf()} pageWidthPx={300} />);
  await waitFor(() => expect(opening).toHaveLength(2));
  await act(async () => opening[0](skipped));
  await act(async () => opening[1](shown));
  await waitFor(() => expect(skipped.destroyed).toBe(true));
  await waitFor(() => expect(screen.getAllByTestId('preview-page')).toHaveLength(1));
  expect(shown.destroyed).toBe(false);
  view.unmount();
});
