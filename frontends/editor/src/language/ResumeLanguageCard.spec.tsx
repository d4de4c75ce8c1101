/**
 * The resume's language card as the owner meets it (docs/decisions/0047-resume-language.md): each language by its
 * own name, a choice saved at once; the headings form refuses a too-long heading with the catalogue's message
 * before anything is sent and saves the renames together.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { ERROR_CODES, RESUME_LANGUAGES, SECTION_HEADING_MAX_LENGTH, type Resume } from '@resume/contracts';
import { jsonResponse, mockFetch, renderWithProviders, requestsMade } from '@resume/platform/testing';
import { ResumeLanguageCard } from './ResumeLanguageCard';

const fetchMock = mockFetch();

const resume: Resume = {
  id: 'r1',
  summary: null,
  lastUpdated: '2026-01-01T00:00:00.000Z',
  font: 'Inter',
  theme: 'blue',
  language: 'en',
  sectionHeadings: {},
};

/** PATCH /api/resume answers the resume with the patch applied. */
function answer() {
  fetchMock.mockImplementation(async (_url, init) =>
    jsonResponse(200, { ...resume, ...(init?.body ? JSON.parse(String(init.body)) : {}) }),
  );
}

describe('resume language card', () => {
  it('lists every language by its own name and saves the one chosen', async () => {
    answer();
    renderWithProviders(<ResumeLanguageCard resume={resume} />);
    const select = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    expect(select.options).toHaveLength(RESUME_LANGUAGES.length);
    expect([...select.options].map((o) => o.textContent)).toEqual(
      expect.arrayContaining(['English', 'Deutsch', '日本語', 'العربية']),
    );
    await act(async () => {
      fireEvent.change(select, { target: { value: 'de' } });
    });
    expect(requestsMade(fetchMock, 'PATCH').map((r) => r.body)).toEqual([{ language: 'de' }]);
    // The sentence names it in the app's language (the list names each in its own).
    expect(await screen.findByText('Your resume is now in German.')).toBeTruthy();
  });

  it("shows the language's catalogue headings as placeholders, refuses a too-long one, saves the renames", async () => {
    answer();
    renderWithProviders(<ResumeLanguageCard resume={{ ...resume, language: 'de' }} />);
    const skills = screen.getByTestId('section-heading-skills') as HTMLInputElement;
    expect(skills.placeholder).toBe('Kenntnisse');
    expect((screen.getByTestId('section-heading-experience') as HTMLInputElement).placeholder).toBe('Berufserfahrung');

    // maxLength stops typing, not a pasted or programmatic value: the rule itself refuses it.
    fireEvent.change(skills, { target: { value: 'x'.repeat(SECTION_HEADING_MAX_LENGTH + 1) } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save headings' }));
    });
    expect(screen.getByRole('alert').textContent).toBe(ERROR_CODES.SECTION_HEADING_INVALID.message);
    expect(requestsMade(fetchMock, 'PATCH')).toHaveLength(0);

    fireEvent.change(skills, { target: { value: 'Technologien' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save headings' }));
    });
    expect(requestsMade(fetchMock, 'PATCH').map((r) => r.body)).toEqual([
      { sectionHeadings: { skills: 'Technologien' } },
    ]);
    expect(await screen.findByText('Section headings updated')).toBeTruthy();
  });
});
