import { useState } from 'react';
import { Eye, PencilLine } from 'lucide-react';
import type { CompleteResume } from '@resume/contracts';
import { AccountSidebar, Button, cn, useT } from '@resume/platform';
import { hasPaidAccess, paymentPastDue } from '@resume/contracts';
import { ResumeHeaderCard } from './header/ResumeHeaderCard';
import { ItemSection } from './items/ItemSection';
import { ResumeLanguageCard } from './language/ResumeLanguageCard';
import { certificationSection, educationSection, experienceSection, projectSection } from './items/configs';
import { SectionLinks } from './layout/SectionLinks';
import { UpgradeNote } from './layout/UpgradeNote';
import { useActiveSection } from './layout/useActiveSection';
import { PersonalInfoSection } from './personal/PersonalInfoSection';
import { SummarySection } from './personal/SummarySection';
import { DraftStore, DraftStoreContext } from './preview/draft-store';
import { PreviewPanel } from './preview/PreviewPanel';
import { useMediaQuery } from './preview/use-media-query';
import { usePreviewHidden } from './preview/use-preview-hidden';
import { SkillsSection } from './skills/SkillsSection';

/** Tailwind's xl: from here the preview stands beside the form; below it is behind the 'Preview' toggle. */
export const WIDE_SCREEN_QUERY = '(min-width: 1280px)';

// The shell's header is sticky and 4rem high: the sticky navigation sits below it.

/**
 * The editor's page (spec 2.7): the account sidebar with the 'Resume Sections' list, the header card, the seven
 * sections with a sticky section navigation, the live preview (docs/decisions/0045-live-preview.md) beside them
 * on wide screens (unless hidden there, which this device remembers) and behind the 'Preview' toggle on narrow
 * ones, and on the free plan the upgrade note. The sections stay mounted while the preview is shown, so an open
 * form keeps what was typed.
 */
export function EditorPage({ data }: { data: CompleteResume }) {
  const t = useT('editor');
  const { active, select } = useActiveSection();
  const [drafts] = useState(() => new DraftStore());
  const wide = useMediaQuery(WIDE_SCREEN_QUERY);
  const [previewOn, setPreviewOn] = useState(false);
  const [hiddenBeside, setHiddenBeside] = usePreviewHidden();
  const previewing = !wide && previewOn;
  const beside = wide && !hiddenBeside;
  return (
    <DraftStoreContext.Provider value={drafts}>
      {/* One column that may shrink below its content (grid-cols-1 is minmax(0, 1fr)): at 320 px the sticky section
          links scroll sideways inside their own list instead of widening the page (WCAG 1.4.10). */}
      <div
        className={cn(
          'grid grid-cols-1 gap-6 lg:grid-cols-[15rem_minmax(0,1fr)]',
          beside && 'xl:grid-cols-[15rem_minmax(0,1fr)_24rem] 2xl:grid-cols-[15rem_minmax(0,1fr)_36rem]',
        )}
      >
        <div className="hidden lg:block">
          <AccountSidebar user={data.user}>
            <div className="border-t border-slate-100 pt-4">
              <SectionLinks
                label={t('page.sectionsLabel')}
                heading={t('page.sectionsHeading')}
                active={active}
                onSelect={select}
              />
            </div>
          </AccountSidebar>
        </div>

        <div className="grid min-w-0 grid-cols-1 content-start gap-6">
          <ResumeHeaderCard data={data} />
          <div className="sticky top-16 z-10 -mx-1 flex items-center gap-2 bg-slate-50/95 px-1 py-2 backdrop-blur">
            <SectionLinks
              label={t('page.sectionNavigation')}
              active={active}
              onSelect={select}
              horizontal
              className={cn('min-w-0 flex-1', previewing && 'invisible')}
            />
            {wide && hiddenBeside && (
              <Button
                variant="outline"
                size="sm"
                onClick={() => setHiddenBeside(false)}
                className="shrink-0"
                data-testid="preview-show"
              >
                <Eye aria-hidden="true" />
                {t('page.showPreview')}
              </Button>
            )}
            {!wide && (
              <Button
                variant={previewOn ? 'default' : 'outline'}
                size="sm"
                aria-pressed={previewOn}
                onClick={() => setPreviewOn((on) => !on)}
                className="shrink-0"
                data-testid="preview-toggle"
              >
                {previewOn ? <PencilLine aria-hidden="true" /> : <Eye aria-hidden="true" />}
                {t('page.previewToggle')}
              </Button>
            )}
          </div>
          <div className={cn('grid min-w-0 grid-cols-1 content-start gap-6', previewing && 'hidden')}>
            <PersonalInfoSection user={data.user} />
            <ResumeLanguageCard resume={data.resume} />
            <SummarySection resume={data.resume} />
            <ItemSection config={experienceSection} items={data.experiences} />
            <ItemSection config={educationSection} items={data.education} />
            <SkillsSection skills={data.skills} />
            <ItemSection config={projectSection} items={data.projects} />
            <ItemSection config={certificationSection} items={data.certifications} />
            {/* A past-due payment is fixed in Manage Subscription, not by upgrading (decision 0041). */}
            {!hasPaidAccess(data.user) && !paymentPastDue(data.user) && <UpgradeNote />}
          </div>
        </div>

        <aside
          aria-label={t('page.previewLabel')}
          className={cn(
            'min-w-0 lg:col-start-2 xl:sticky xl:top-20 xl:col-start-3 xl:row-start-1 xl:max-h-[calc(100dvh-6rem)] xl:self-start xl:overflow-y-auto',
            (wide ? !beside : !previewOn) && 'hidden',
          )}
        >
          <PreviewPanel
            data={data}
            active={beside || previewing}
            onHide={beside ? () => setHiddenBeside(true) : undefined}
          />
        </aside>
      </div>
    </DraftStoreContext.Provider>
  );
}
