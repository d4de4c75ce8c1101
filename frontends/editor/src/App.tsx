import './styles.css';
import { ResumeHeaderCard } from './components/ResumeHeaderCard';
import { ResumeLoadError } from './components/ResumeLoadError';
import { FullScreenSpinner, useCompleteResume } from '@resume/platform';

export const EDITOR_VERSION = __EDITOR_VERSION__;

/**
 * The resume editor (spec 2.7), exposed as 'editor/App'. Rendered by the shell at /resume-editor inside its
 * providers and router. This version shows the header card; the sections come in a later issue.
 */
export default function App() {
  const { data, isLoading, isError } = useCompleteResume();
  return (
    <div data-remote="editor" data-remote-version={EDITOR_VERSION} data-testid="editor-root">
      <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
        {isLoading ? (
          <FullScreenSpinner />
        ) : isError || !data ? (
          <ResumeLoadError />
        ) : (
          <ResumeHeaderCard resume={data.resume} />
        )}
      </div>
    </div>
  );
}
