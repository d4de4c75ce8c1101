import { useState, type FormEvent } from 'react';
import { Languages, Loader2, Save } from 'lucide-react';
import {
  ERROR_CODES,
  isResumeLanguage,
  isSectionHeadings,
  languageOwnName,
  MESSAGES,
  RENAMABLE_SECTIONS,
  SECTION_HEADING_MAX_LENGTH,
  SECTION_HEADINGS,
  SECTION_LABELS,
  type RenamableSection,
  type Resume,
  type ResumeLanguage,
  type SectionHeadings,
} from '@resume/contracts';
import { Button, Card, currentLanguage, FormField, Input, isApiError, toast } from '@resume/platform';
import { ResumeLanguageOptions, useUpdateResume } from '@resume/features';

const T = MESSAGES.resumeLanguage;

const SELECT_CLASS =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus-visible:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary/30';

/** A language named in the app's language, as the toast's sentence is ('auf Englisch', not 'auf English'). */
const nameInAppLanguage = (language: ResumeLanguage) =>
  new Intl.DisplayNames([currentLanguage()], { type: 'language' }).of(language) ?? languageOwnName(language);

const failure = (error: unknown) =>
  T.failed(isApiError(error) ? (error.serverMessage ?? error.message) : String((error as Error)?.message ?? error));

/**
 * The resume's language and renamed headings (PATCH /api/resume { language } / { sectionHeadings }, docs/decisions/
 * 0047-resume-language.md): each language listed by its own name (Intl.DisplayNames), saved as it is chosen; the
 * headings saved together, each input showing the catalogue's heading in the chosen language as its placeholder.
 */
export function ResumeLanguageCard({ resume }: { resume: Resume }) {
  const update = useUpdateResume();
  const language = isResumeLanguage(resume.language) ? resume.language : 'en';
  const [headings, setHeadings] = useState<SectionHeadings>(() => ({ ...(resume.sectionHeadings ?? {}) }));
  const [headingsError, setHeadingsError] = useState<string | undefined>();

  const chooseLanguage = async (next: string) => {
    if (!isResumeLanguage(next) || next === language) return;
    try {
      await update.mutateAsync({ language: next });
      toast(T.languageSaved(nameInAppLanguage(next)));
    } catch (error) {
      toast({ ...failure(error), variant: 'destructive' });
    }
  };

  const saveHeadings = async (event: FormEvent) => {
    event.preventDefault();
    // The form's own check is the API's rule (contracts), so a too-long heading is named before any request.
    if (!isSectionHeadings(headings)) return setHeadingsError(ERROR_CODES.SECTION_HEADING_INVALID.message);
    setHeadingsError(undefined);
    try {
      const saved = await update.mutateAsync({ sectionHeadings: headings });
      if (saved?.sectionHeadings) setHeadings({ ...saved.sectionHeadings });
      toast(T.headingsSaved);
    } catch (error) {
      setHeadingsError(isApiError(error) ? (error.serverMessage ?? error.message) : undefined);
      toast({ ...failure(error), variant: 'destructive' });
    }
  };

  const setHeading = (section: RenamableSection, value: string) => setHeadings((old) => ({ ...old, [section]: value }));

  return (
    <section aria-labelledby="resume-language-heading" data-testid="resume-language">
      <Card>
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-6 py-4">
          <h2 id="resume-language-heading" className="flex items-center gap-2.5 text-lg font-semibold text-slate-900">
            <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-primary-soft text-primary">
              <Languages className="h-4 w-4" aria-hidden="true" />
            </span>
            {T.heading}
          </h2>
        </div>
        <div className="grid gap-5 p-6">
          <FormField label={T.select} hint={T.description}>
            <select
              className={SELECT_CLASS}
              value={language}
              disabled={update.isPending}
              onChange={(e) => void chooseLanguage(e.target.value)}
              data-testid="resume-language-select"
            >
              <ResumeLanguageOptions />
            </select>
          </FormField>

          <details className="group rounded-lg border border-slate-200" open={Boolean(headingsError) || undefined}>
            <summary className="cursor-pointer rounded-lg px-4 py-3 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary">
              {T.headings}
            </summary>
            <form
              onSubmit={(e) => void saveHeadings(e)}
              noValidate
              className="grid gap-4 border-t border-slate-200 p-4"
            >
              <p className="text-sm text-slate-600">{T.headingsHint}</p>
              <div className="grid gap-4 sm:grid-cols-2">
                {RENAMABLE_SECTIONS.map((section) => (
                  <FormField key={section} label={SECTION_LABELS[section]}>
                    <Input
                      value={headings[section] ?? ''}
                      placeholder={SECTION_HEADINGS[language][section]}
                      lang={language}
                      maxLength={SECTION_HEADING_MAX_LENGTH}
                      autoComplete="off"
                      onChange={(e) => setHeading(section, e.target.value)}
                      data-testid={`section-heading-${section}`}
                    />
                  </FormField>
                ))}
              </div>
              {headingsError && (
                <p role="alert" className="text-sm text-red-600">
                  {headingsError}
                </p>
              )}
              <div>
                <Button type="submit" disabled={update.isPending}>
                  {update.isPending ? (
                    <Loader2 className="animate-spin" aria-hidden="true" />
                  ) : (
                    <Save aria-hidden="true" />
                  )}
                  {T.saveHeadings}
                </Button>
              </div>
            </form>
          </details>
        </div>
      </Card>
    </section>
  );
}
