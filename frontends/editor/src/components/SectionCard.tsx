import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { SectionId } from '@resume/contracts';
import { Card, useT } from '@resume/platform';
import { sectionElementId } from '../layout/section-scroll';

interface SectionCardProps {
  sectionId: SectionId;
  icon: LucideIcon;
  /** Buttons at the right of the heading (pencil, 'Add ...'). */
  actions?: ReactNode;
  children: ReactNode;
}

/** One editor section: a card with an anchor the side navigation scrolls to, a heading and its actions. */
export function SectionCard({ sectionId, icon: Icon, actions, children }: SectionCardProps) {
  const t = useT('editor');
  const headingId = `${sectionElementId(sectionId)}-heading`;
  return (
    <section id={sectionElementId(sectionId)} aria-labelledby={headingId} data-testid={`section-${sectionId}`}>
      <Card>
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-6 py-4">
          <h2 id={headingId} className="flex items-center gap-2.5 text-lg font-semibold text-slate-900">
            <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-primary-soft text-primary">
              <Icon className="h-4 w-4" aria-hidden="true" />
            </span>
            {t(`sections.${sectionId}`)}
          </h2>
          {actions && <div className="flex items-center gap-2">{actions}</div>}
        </div>
        <div className="p-6">{children}</div>
      </Card>
    </section>
  );
}
