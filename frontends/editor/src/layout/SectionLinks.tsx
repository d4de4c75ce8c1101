import { SECTION_IDS, type SectionId } from '@resume/contracts';
import { cn, useT } from '@resume/platform';

interface SectionLinksProps {
  /** The navigation landmark's name (two lists of sections exist: sidebar and side navigation). */
  label: string;
  heading?: string;
  active: SectionId;
  onSelect: (id: SectionId) => void;
  className?: string;
  /** Horizontal on small screens (the sticky side navigation). */
  responsive?: boolean;
  /** Horizontal at every width (the sticky bar above the sections, beside which the preview stands on wide screens). */
  horizontal?: boolean;
}

/** The seven resume sections as buttons; choosing one makes it active without navigating (spec 2.4, 2.7). */
export function SectionLinks({
  label,
  heading,
  active,
  onSelect,
  className,
  responsive = false,
  horizontal = false,
}: SectionLinksProps) {
  const t = useT('editor');
  return (
    <nav aria-label={label} className={className}>
      {heading && <p className="mb-2 px-2 text-xs font-semibold uppercase tracking-wide text-slate-500">{heading}</p>}
      <ul
        className={cn(
          'flex gap-0.5',
          horizontal ? 'overflow-x-auto' : responsive ? 'overflow-x-auto xl:flex-col' : 'flex-col',
        )}
      >
        {SECTION_IDS.map((id) => {
          const current = id === active;
          return (
            <li key={id} className="shrink-0">
              <button
                type="button"
                aria-current={current ? 'true' : undefined}
                onClick={() => onSelect(id)}
                className={cn(
                  'w-full whitespace-nowrap rounded-md px-2 py-1.5 text-start text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary',
                  current
                    ? 'bg-primary-soft font-semibold text-primary'
                    : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                  responsive && 'xl:border-s-2 xl:rounded-none xl:rounded-e-md',
                  responsive && (current ? 'xl:border-primary' : 'xl:border-transparent'),
                )}
              >
                {t(`sections.${id}`)}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
