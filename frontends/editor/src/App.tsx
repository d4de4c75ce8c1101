import './styles.css';
import './locales/register';
import { useState } from 'react';
import { FullScreenSpinner, LoadErrorCard, PortalContainerProvider, useT } from '@resume/platform';
import { useCompleteResume } from '@resume/features';
import { EditorPage } from './EditorPage';

export const EDITOR_VERSION = __EDITOR_VERSION__;

/**
 * The resume editor (spec 2.7), exposed as 'editor/App'. Rendered by the shell at /resume-editor inside its
 * providers and router. Dialogs render inside the editor's root, so its scoped styles apply to them.
 */
export default function App() {
  const t = useT('editor');
  const { data, isLoading, isError } = useCompleteResume();
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setRoot} data-remote="editor" data-remote-version={EDITOR_VERSION} data-testid="editor-root">
      <PortalContainerProvider container={root}>
        <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 2xl:max-w-[100rem]">
          {isLoading ? (
            <FullScreenSpinner />
          ) : isError || !data ? (
            <LoadErrorCard
              data-testid="resume-load-error"
              title={t('chrome:pages.loadError.title')}
              description={t('chrome:pages.loadError.description')}
            />
          ) : (
            <EditorPage data={data} />
          )}
        </div>
      </PortalContainerProvider>
    </div>
  );
}
