import { languageOwnName, RESUME_LANGUAGES } from '@resume/contracts';

/** The `<option>`s of every resume language, each by its own name and marked with its lang (editor and filters). */
export function ResumeLanguageOptions() {
  return (
    <>
      {RESUME_LANGUAGES.map((tag) => (
        <option key={tag} value={tag} lang={tag}>
          {languageOwnName(tag)}
        </option>
      ))}
    </>
  );
}
