import './styles.css';
import { useState } from 'react';
import { MESSAGES } from '@resume/contracts';
import { FullScreenSpinner, LoadErrorCard, PortalContainerProvider } from '@resume/platform';
import { useCompleteResume, useTemplatePresets, useTemplates } from '@resume/features';
import { TemplateDesigner } from './page/TemplateDesigner';

export const TEMPLATE_DESIGNER_VERSION = __REMOTE_VERSION__;

function Screen() {
  const resume = useCompleteResume();
  const templates = useTemplates();
  const presets = useTemplatePresets();

  if (resume.isPending || templates.isPending || presets.isPending) return <FullScreenSpinner />;
  if (resume.isError) return <LoadErrorCard data-testid="template-load-error" {...MESSAGES.resumeViews.loadError} />;
  if (templates.isError) {
    return (
      <LoadErrorCard
        data-testid="template-load-error"
        title="Error loading templates"
        description="There was a problem loading your templates. Please try again."
        onRetry={() => void templates.refetch()}
      />
    );
  }
  // Without presets the editor still works: it starts from the default style (spec 4).
  return <TemplateDesigner resume={resume.data} templates={templates.data} presets={presets.data ?? []} />;
}

/**
 * The template editor (spec 2.9), exposed as 'templateDesigner/App' and rendered by the shell at /template-editor
 * behind the paid guard. Its styles are scoped under the root element, which also hosts its portals.
 */
export default function App() {
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  return (
    <div
      ref={setRoot}
      data-remote="template-designer"
      data-remote-version={TEMPLATE_DESIGNER_VERSION}
      data-testid="template-designer-root"
    >
      <PortalContainerProvider container={root}>
        <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
          <Screen />
        </div>
      </PortalContainerProvider>
    </div>
  );
}
