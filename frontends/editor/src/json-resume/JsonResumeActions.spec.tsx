/**
 * Importing a JSON Resume file: a file that is not a JSON object is refused at once, a document is confirmed first
 * (what it holds, what it replaces), the server's problems are listed in the dialog, and success closes it.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { ERROR_CODES, RESUME_LIMITS, type JsonResume } from '@resume/contracts';
import { jsonResponse, mockFetch, renderWithProviders, requestsMade } from '@resume/platform/testing';
import { JsonResumeActions } from './JsonResumeActions';

const fetchMock = mockFetch();

const document_: JsonResume = {
  basics: { name: 'Ada Lovelace' },
  work: [{ name: 'Analytical Engines', position: 'Engineer', startDate: '2021-03' }],
  skills: [{ name: 'Languages', keywords: ['TypeScript', 'SQL'] }],
};

async function chooseFile(text: string) {
  renderWithProviders(<JsonResumeActions />);
  const input = screen.getByTestId('json-resume-file');
  // jsdom's File has no text(); the component reads the file with it, as browsers allow.
  const file = Object.assign(new File([text], 'resume.json', { type: 'application/json' }), {
    text: async () => text,
  });
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => {
    fireEvent.change(input);
  });
}

async function confirm() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Replace my resume' }));
  });
}

describe('JSON Resume import', () => {
  it.each([
    ['not JSON', '{ "basics": '],
    ['a JSON array', '[1, 2]'],
  ])('refuses a file that is %s without asking the server', async (_what, text) => {
    await chooseFile(text);
    expect(await screen.findByText('Import failed')).toBeTruthy();
    expect(screen.getByText('This file is not a valid JSON Resume document.')).toBeTruthy();
    expect(screen.queryByTestId('import-json-resume-dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a document larger than the server reads without asking the server', async () => {
    const summary = 'x'.repeat(RESUME_LIMITS.importBodyBytes);
    await chooseFile(JSON.stringify({ basics: { summary } }));
    expect(await screen.findByText('Import failed')).toBeTruthy();
    expect(screen.getByText(ERROR_CODES.JSON_RESUME_TOO_LARGE.message)).toBeTruthy();
    expect(screen.queryByTestId('import-json-resume-dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a document refused for its number of entries (413) with the sections over their limits', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(413, {
        code: 'JSON_RESUME_TOO_MANY_ENTRIES',
        message: ERROR_CODES.JSON_RESUME_TOO_MANY_ENTRIES.message,
        details: [{ field: 'work', problem: 'at most 100 entries (found 340000)' }],
      }),
    );
    await chooseFile(JSON.stringify(document_));
    await confirm();

    const problems = await screen.findByTestId('import-problems');
    expect(problems.textContent).toContain('work: at most 100 entries (found 340000)');
    expect(screen.getByText(ERROR_CODES.JSON_RESUME_TOO_MANY_ENTRIES.message)).toBeTruthy();
  });

  it('asks before replacing the resume and says what the file holds; Cancel sends nothing', async () => {
    await chooseFile(JSON.stringify(document_));
    expect(await screen.findByRole('alertdialog', { name: 'Import JSON Resume?' })).toBeTruthy();
    expect(
      screen.getByText('The file holds 1 work entries, 0 education entries, 2 skills, 0 projects, 0 certificates.'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("lists the server's problems in the dialog with the failure toast, and keeps it open", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        code: 'INVALID_JSON_RESUME',
        message: 'This file is not a valid JSON Resume document.',
        details: [{ field: 'work[0].startDate', problem: 'startDate must be a date like 2021-03' }],
      }),
    );
    await chooseFile(JSON.stringify(document_));
    await confirm();

    const problems = await screen.findByTestId('import-problems');
    expect(problems.textContent).toContain('The file was not imported:');
    expect(problems.textContent).toContain('work[0].startDate: startDate must be a date like 2021-03');
    expect(screen.getByText('Import failed')).toBeTruthy();
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(requestsMade(fetchMock, 'POST')).toEqual([
      { url: '/api/resume/import/json-resume', method: 'POST', body: document_ },
    ]);
  });

  it('a successful import says so and closes the dialog', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, counts: {}, adjustments: [] }));
    await chooseFile(JSON.stringify(document_));
    await confirm();

    expect(await screen.findByText('Your resume was imported from the JSON Resume file.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('an import the server fitted lists each change in the dialog until Done', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        success: true,
        counts: {},
        adjustments: [
          { field: 'education[0].score', change: 'longer than 20 characters: moved to the description' },
          { field: 'basics.summary', change: 'cut to 5000 characters (was 5120)' },
        ],
      }),
    );
    await chooseFile(JSON.stringify(document_));
    await confirm();

    expect(await screen.findByRole('alertdialog', { name: 'JSON Resume imported' })).toBeTruthy();
    const list = screen.getByTestId('import-adjustments');
    expect(list.textContent).toContain('Imported, with these values fitted to the limits:');
    expect(list.textContent).toContain('education[0].score: longer than 20 characters: moved to the description');
    expect(list.textContent).toContain('basics.summary: cut to 5000 characters (was 5120)');
    expect(screen.queryByRole('button', { name: 'Replace my resume' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
