import type { CompleteResume } from '@resume/contracts';
import { AccountSidebar } from '@resume/platform';
import { hasPaidAccess, paymentPastDue } from '@resume/contracts';
import { ResumeHeaderCard } from './header/ResumeHeaderCard';
import { ItemSection } from './items/ItemSection';
import { certificationSection, educationSection, experienceSection, projectSection } from './items/configs';
import { SectionLinks } from './layout/SectionLinks';
import { UpgradeNote } from './layout/UpgradeNote';
import { useActiveSection } from './layout/useActiveSection';
import { PersonalInfoSection } from './personal/PersonalInfoSection';
import { SummarySection } from './personal/SummarySection';
import { SkillsSection } from './skills/SkillsSection';

// The shell's header is sticky and 4rem high: the sticky navigation sits below it.

/**
 * The editor's page (spec 2.7): the account sidebar with the 'Resume Sections' list, the header card, the seven
 * sections, a sticky side navigation, and on the free plan the upgrade note.
 */
export function EditorPage({ data }: { data: CompleteResume }) {
  const { active, select } = useActiveSection();
  return (
    // One column that may shrink below its content (grid-cols-1 is minmax(0, 1fr)): at 320 px the sticky section
    // links scroll sideways inside their own list instead of widening the page (WCAG 1.4.10).
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] xl:grid-cols-[15rem_minmax(0,1fr)_11rem]">
      <div className="hidden lg:block">
        <AccountSidebar user={data.user}>
          <div className="border-t border-slate-100 pt-4">
            <SectionLinks label="Resume sections" heading="Resume Sections" active={active} onSelect={select} />
          </div>
        </AccountSidebar>
      </div>

      <div className="grid min-w-0 grid-cols-1 content-start gap-6">
        <ResumeHeaderCard data={data} />
        <div className="sticky top-16 z-10 -mx-1 bg-slate-50/95 px-1 py-2 backdrop-blur xl:hidden">
          <SectionLinks label="Section navigation" active={active} onSelect={select} responsive />
        </div>
        <PersonalInfoSection user={data.user} />
        <SummarySection resume={data.resume} />
        <ItemSection config={experienceSection} items={data.experiences} />
        <ItemSection config={educationSection} items={data.education} />
        <SkillsSection skills={data.skills} />
        <ItemSection config={projectSection} items={data.projects} />
        <ItemSection config={certificationSection} items={data.certifications} />
        {/* A past-due payment is fixed in Manage Subscription, not by upgrading (decision 0041). */}
        {!hasPaidAccess(data.user) && !paymentPastDue(data.user) && <UpgradeNote />}
      </div>

      <div className="hidden xl:block">
        <div className="sticky top-24">
          <SectionLinks
            label="Section navigation"
            heading="On this page"
            active={active}
            onSelect={select}
            responsive
          />
        </div>
      </div>
    </div>
  );
}
