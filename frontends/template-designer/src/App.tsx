import './styles.css';
import { useState } from 'react';
import { FullScreenSpinner, LoadErrorCard, PortalContainerProvider } from '@resume/platform';
import { useCompleteResume, useTemplatePresets, useTemplates } from '@resume/features';
import { TemplateDesigner } from './page/TemplateDesigner';
import { useDesignerT } from './locales/use-designer-t';

export const TEMPLATE_DESIGNER_VERSION = __REMOTE_VERSION__;

function Screen() {
  const t = useDesignerT();
  const resume = useCompleteResume();
  const templates = useTemplates();
  const presets = useTemplatePresets();

  if (resume.isPending || templates.isPending || presets.isPending) return <FullScreenSpinner />;
  if (resume.isError)
    return (
      <LoadErrorCard
        data-testid="template-load-error"
        title={t('load.resumeTitle')}
        description={t('load.resumeDescription')}
      />
    );
  if (templates.isError) {
    return (
      <LoadErrorCard
        data-testid="template-load-error"
        title={t('load.templatesTitle')}
        description={t('load.templatesDescription')}
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
