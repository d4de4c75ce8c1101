/**
 * The item forms as a German or Arabic speaker sees them (docs/decisions/0049-app-translations.md): field labels
 * (namespace `fields`, FIELD_LABELS in English), examples and hints (the editor's `formTexts`), and the DTO's
 * field messages, which the form's resolver words in English, shown in the page's language.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { catalogueProblems, fieldMessages, RESUME_LIMITS } from '@resume/contracts';
import { i18n, renderWithProviders } from '@resume/platform/testing';
import { fieldsAr } from '../../../features/src/fields/ar';
import { fieldsDe } from '../../../features/src/fields/de';
import { fieldsEn } from '../../../features/src/fields/en';
import { translateFieldMessage } from '../../../features/src/fields/translate-field-message';
import { AddItemDialog } from '../items/AddItemDialog';
import { experienceSection } from '../items/configs';

const MAX = RESUME_LIMITS.shortTextMaxLength;

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

const LANGUAGES = [
  {
    language: 'en',
    jobTitle: 'Job Title',
    company: 'Company',
    current: 'Current Position',
    tags: 'Tags',
    example: 'Senior Software Engineer',
    hint: "Start a line with '- ' to show it as a bullet point.",
    tooLong: `Job title can be at most ${MAX} characters.`,
    required: 'Please fill in all required fields.',
  },
  {
    language: 'de',
    jobTitle: 'Berufsbezeichnung',
    company: 'Unternehmen',
    current: 'Aktuelle Position',
    tags: 'Tags',
    example: 'Senior Software Engineer',
    hint: "Beginnen Sie eine Zeile mit '- ', um sie als Aufzählungspunkt anzuzeigen.",
    tooLong: `Berufsbezeichnung darf höchstens ${MAX} Zeichen lang sein.`,
    required: 'Bitte füllen Sie alle Pflichtfelder aus.',
  },
  {
    language: 'ar',
    jobTitle: 'المسمى الوظيفي',
    company: 'الشركة',
    current: 'الوظيفة الحالية',
    tags: 'الوسوم',
    example: 'مهندس برمجيات أول',
    hint: "ابدأ السطر بـ '- ' لعرضه نقطةً في قائمة.",
    tooLong: `يمكن أن يتكون المسمى الوظيفي من ${MAX} حرف على الأكثر.`,
    required: 'يُرجى ملء جميع الحقول المطلوبة.',
  },
] as const;

describe.each(LANGUAGES)('the Add Experience form in $language', (expected) => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage(expected.language));
  });

  it('labels, examples and hints are in the language', async () => {
    renderWithProviders(<AddItemDialog config={experienceSection} open onOpenChange={jest.fn()} />);
    const title = await screen.findByLabelText(new RegExp(`^${expected.jobTitle}`));
    expect(title.getAttribute('placeholder')).toBe(expected.example);
    expect(screen.getByLabelText(new RegExp(`^${expected.company}`))).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: expected.current })).toBeTruthy();
    expect(screen.getByText(expected.tags)).toBeTruthy();
    expect(screen.getByText(expected.hint)).toBeTruthy();
  });

  it('the field messages of the DTO are in the language', async () => {
    renderWithProviders(<AddItemDialog config={experienceSection} open onOpenChange={jest.fn()} />);
    const title = await screen.findByLabelText(new RegExp(`^${expected.jobTitle}`));
    fireEvent.change(title, { target: { value: 'x'.repeat(MAX + 1) } });
    fireEvent.submit(title.closest('form') as HTMLFormElement);
    expect(await screen.findByText(expected.tooLong)).toBeTruthy();
    // The company is missing: the required text, the spec's own words, in the language too.
    expect(screen.getAllByText(expected.required).length).toBeGreaterThan(0);
  });
});

describe('the fields catalogue', () => {
  it.each([
    ['de', fieldsDe],
    ['ar', fieldsAr],
  ])('in %s has every English key, no other, with the same placeholders', (_, catalogue) => {
    expect(catalogueProblems(fieldsEn, catalogue)).toEqual([]);
  });

  // The templates must say what the contracts' rules say, or a message would not be recognised and stay English.
  const echo = (key: string, values: Record<string, string> = {}) =>
    `${key}(${Object.entries(values)
      .map(([name, value]) => `${name}=${value}`)
      .join(',')})`;
  const EXP = fieldMessages('experience');
  const EDU = fieldMessages('education');
  const STYLE = fieldMessages('style');
  it.each([
    [EXP.tooLong('title', 100), 'rules.tooLong(label=labels.experience.title(),max=100)'],
    [EXP.month('startDate'), 'rules.month(label=labels.experience.startDate())'],
    [EDU.yearOrExpected('endDate'), 'rules.yearOrExpected(label=labels.education.endDate())'],
    [EXP.tooMany('tags', 20), 'rules.tooMany(max=20,label=labels.experience.tags())'],
    [EXP.eachTooLong('tags', 50), 'rules.eachTooLong(label=labels.experience.tags(),max=50)'],
    [STYLE.colour('primaryColor', '#2563EB'), 'rules.colour(label=labels.style.primaryColor(),example=#2563EB)'],
    [STYLE.imageAddress('logoImage'), 'rules.imageAddress(label=labels.style.logoImage())'],
    [fieldMessages('personal').username('username'), 'rules.username(label=labels.personal.username())'],
    ['Please fill in all required fields.', 'texts.required()'],
    ['Category is required', 'texts.categoryRequired()'],
  ])('%s is recognised', (message, translated) => {
    expect(translateFieldMessage(message, echo)).toBe(translated);
  });

  it('a text that is no field message is kept as it is', () => {
    expect(translateFieldMessage('This username is already taken.', echo)).toBe('This username is already taken.');
    expect(translateFieldMessage('Nickname must be text.', echo)).toBe('Nickname must be text.');
  });
});
