/**
 * Uploading a LinkedIn data export: the preview says per section what will be added, what is already there, what is
 * skipped and why, and which values are cut; Import sends the same file again in import mode and says what it added.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LinkedInExportImportResponse, LinkedInExportPreview } from '@resume/contracts';
import { answerRoutes, jsonResponse, mockFetch, renderWithProviders } from '@resume/platform/testing';
import { LinkedInExportUpload } from './LinkedInExportUpload';

const fetchMock = mockFetch();

const empty = { toAdd: [], alreadyThere: [], skipped: [] };

const preview: LinkedInExportPreview = {
  mode: 'preview',
  filesFound: ['Profile.csv', 'Positions.csv', 'Skills.csv'],
  profile: {
    filled: [{ field: 'location', value: 'London, United Kingdom' }],
    kept: [{ field: 'title', current: 'Engineer', fromLinkedIn: 'Analytical Engine Programmer' }],
  },
  sections: {
    experiences: {
      toAdd: [
        {
          title: 'Lead Programmer',
          company: 'Analytical Engines Ltd',
          location: 'London',
          startDate: '2020-01',
          endDate: null,
          description: 'Wrote the Bernoulli program.',
        },
      ],
      alreadyThere: [
        {
          title: 'Programmer',
          company: 'Difference Works',
          location: null,
          startDate: '2016-03',
          endDate: '2019-12',
          description: null,
        },
      ],
      skipped: [
        { file: 'Positions.csv', row: 3, reason: 'unreadable-date', field: 'Started On', label: 'Intern at Looms' },
      ],
    },
    education: empty,
    skills: {
      toAdd: [{ category: 'Skills', name: 'Algorithms' }],
      alreadyThere: [],
      skipped: [{ file: 'Skills.csv', row: 2, reason: 'duplicate-in-export', label: 'Algorithms' }],
    },
    projects: empty,
    certifications: empty,
  },
  truncated: [
    {
      section: 'experiences',
      label: 'Lead Programmer at Analytical Engines Ltd',
      field: 'description',
      maxLength: 2000,
    },
  ],
};

const imported: LinkedInExportImportResponse = {
  mode: 'import',
  success: true,
  filesFound: preview.filesFound,
  profile: { filled: [{ field: 'location', value: 'London, United Kingdom' }], kept: [] },
  added: { experiences: 1, education: 0, skills: 1, projects: 0, certifications: 0 },
  alreadyThere: { experiences: 1, education: 0, skills: 0, projects: 0, certifications: 0 },
  skipped: [],
  truncated: [],
};

const zip = new File(['PK'], 'Basic_LinkedInDataExport.zip', { type: 'application/zip' });

async function choose(file: File) {
  renderWithProviders(<LinkedInExportUpload />);
  const input = screen.getByTestId('linkedin-export-file');
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => {
    fireEvent.change(input);
  });
}

/** The uploads sent: the query and the file in the `file` field. */
const uploads = () =>
  fetchMock.mock.calls.map(([url, init]) => ({ url: String(url), file: (init?.body as FormData).get('file') }));

describe('LinkedIn export upload', () => {
  it('previews the export: added, already there, skipped with the reason, kept fields and cut values', async () => {
    answerRoutes(fetchMock, { 'POST /api/import-linkedin-export?mode=preview': () => jsonResponse(200, preview) });
    await choose(zip);

    const dialog = await screen.findByTestId('linkedin-export-preview');
    expect(dialog.textContent).toContain('Read from the export: Profile.csv, Positions.csv, Skills.csv.');
    const experience = within(dialog).getByRole('region', { name: 'Experience' });
    expect(experience.textContent).toContain('Will be added (1)Lead Programmer at Analytical Engines Ltd');
    expect(experience.textContent).toContain('Already in your resume (1)Programmer at Difference Works');
    expect(experience.textContent).toContain(
      'Skipped (1)Intern at Looms (Positions.csv, row 3): the date in Started On could not be read',
    );
    const skills = within(dialog).getByRole('region', { name: 'Skills' });
    expect(skills.textContent).toContain('Algorithms (Skills.csv, row 2): it appears twice in the export');
    expect(within(dialog).queryByRole('region', { name: 'Education' })).toBeNull();
    expect(dialog.textContent).toContain('Location: London, United Kingdom');
    expect(dialog.textContent).toContain('Job Title: yours “Engineer”, the export’s “Analytical Engine Programmer”');
    expect(dialog.textContent).toContain(
      'Experience, Lead Programmer at Analytical Engines Ltd: description cut to 2000 characters',
    );
    expect(uploads()).toEqual([{ url: '/api/import-linkedin-export?mode=preview', file: zip }]);
  });

  it('Import sends the file in import mode (overwrite when switched on), toasts the counts and closes', async () => {
    answerRoutes(fetchMock, {
      'POST /api/import-linkedin-export?mode=preview': () => jsonResponse(200, preview),
      'POST /api/import-linkedin-export?mode=import&overwrite=true': () => jsonResponse(200, imported),
    });
    await choose(zip);
    await screen.findByTestId('linkedin-export-preview');
    fireEvent.click(screen.getByRole('switch', { name: 'Replace my values with the export’s' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    });

    expect(await screen.findByText('LinkedIn Export Imported')).toBeTruthy();
    expect(screen.getByText('Added 1 experience, 1 skill and 1 profile field.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('linkedin-export-preview')).toBeNull());
    expect(uploads().map((u) => u.url)).toEqual([
      '/api/import-linkedin-export?mode=preview',
      '/api/import-linkedin-export?mode=import&overwrite=true',
    ]);
  });

  it('an export with nothing new cannot be imported and says so', async () => {
    const nothing: LinkedInExportPreview = {
      ...preview,
      profile: { filled: [], kept: [] },
      sections: {
        ...preview.sections,
        experiences: { ...empty, alreadyThere: preview.sections.experiences.alreadyThere },
        skills: empty,
      },
      truncated: [],
    };
    answerRoutes(fetchMock, { 'POST /api/import-linkedin-export?mode=preview': () => jsonResponse(200, nothing) });
    await choose(zip);
    expect(await screen.findByText('Everything in this export is already in your resume.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("a refused file shows the server's reason and opens no preview", async () => {
    answerRoutes(fetchMock, {
      'POST /api/import-linkedin-export?mode=preview': () =>
        jsonResponse(400, {
          code: 'LINKEDIN_EXPORT_NOT_ZIP',
          message: 'This file is not a LinkedIn data export (a .zip file).',
        }),
    });
    await choose(new File(['hello'], 'notes.zip'));
    expect(await screen.findByText('Import failed')).toBeTruthy();
    expect(screen.getByText('This file is not a LinkedIn data export (a .zip file).')).toBeTruthy();
    expect(screen.queryByTestId('linkedin-export-preview')).toBeNull();
  });
});
