/** 'Export PDF' failures (spec 2.7, 8): the 'Export Failed' toast, with the server's own text where a retry cannot help. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ERROR_CODES, GENERATE_PDF, MESSAGES, TAILORING_API, type Template } from '@resume/contracts';
import { aUser, answerRoutes, jsonResponse, mockFetch, renderWithProviders } from '@resume/platform/testing';
import { ExportPdfAction } from './ExportPdfAction';

const fetchMock = mockFetch();

const preset = { id: 'traditional', userId: -1, isDefault: true, primaryColor: '#2563EB' } as Template;

/** Opens the picker, presses Export (no filter, no template) and returns the toast that follows. */
async function exportAnswered(answer: () => Response): Promise<HTMLElement> {
  answerRoutes(fetchMock, {
    [`GET ${TAILORING_API.presets}`]: () => jsonResponse(200, [preset]),
    [`POST ${GENERATE_PDF}`]: answer,
  });
  renderWithProviders(<ExportPdfAction resumeId="r1" user={aUser()} />);
  fireEvent.click(screen.getByRole('button', { name: 'Export PDF' }));
  const dialog = await screen.findByRole('dialog', { name: 'Export PDF' });
  const exportButton = within(dialog).getByRole('button', { name: 'Export' }) as HTMLButtonElement;
  // Enabled once the templates to choose from are there.
  await waitFor(() => expect(exportButton.disabled).toBe(false));
  await act(async () => {
    fireEvent.click(exportButton);
  });
  return screen.findByTestId('toast');
}

it("503 PDF_UNAVAILABLE: 'Export Failed' with the server's text, which names CHROMIUM_PATH", async () => {
  const toast = await exportAnswered(() =>
    jsonResponse(503, { code: 'PDF_UNAVAILABLE', message: ERROR_CODES.PDF_UNAVAILABLE.message }),
  );
  expect(within(toast).getByText('Export Failed')).toBeTruthy();
  expect(within(toast).getByText(ERROR_CODES.PDF_UNAVAILABLE.message)).toBeTruthy();
  expect(toast.textContent).toContain('CHROMIUM_PATH');
  expect(toast.textContent).not.toContain(MESSAGES.export.failed.description);
});

it("any other failure: 'Export Failed' with the spec's text", async () => {
  const toast = await exportAnswered(() =>
    jsonResponse(502, { code: 'PDF_FAILED', message: ERROR_CODES.PDF_FAILED.message }),
  );
  expect(within(toast).getByText('Export Failed')).toBeTruthy();
  expect(within(toast).getByText(MESSAGES.export.failed.description!)).toBeTruthy();
});
