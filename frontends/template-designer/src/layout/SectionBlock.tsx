import type { CSSProperties } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, EyeOff, GripVertical, MoveHorizontal } from 'lucide-react';
import {
  SECTION_WIDTHS,
  canMoveLeft,
  canMoveRight,
  gridColumnStart,
  type LayoutSection,
  type TextDirection,
} from '@resume/contracts';
import { cn } from '@resume/platform';
import { IconButton } from './IconButton';
import { useDesignerT } from '../locales/use-designer-t';
import { sectionLabel } from './labels';

export interface SectionActions {
  cycleWidth: () => void;
  move: (direction: 'left' | 'right' | 'up' | 'down') => void;
  hide: () => void;
}

interface SectionBlockProps {
  section: LayoutSection;
  canMoveUp: boolean;
  canMoveDown: boolean;
  actions: SectionActions;
  /** The page's direction: the block's own controls follow it inside the left-to-right mirror. */
  dir?: TextDirection;
}

/**
 * One visible section on the 12-column mirror: spans its width from its slot (stacked on small screens), carries
 * the per-section buttons, and is dragged by its grip to swap places with another section.
 */
export function SectionBlock({ section, canMoveUp, canMoveDown, actions, dir }: SectionBlockProps) {
  const t = useDesignerT();
  const label = sectionLabel(t, section.id);
  const width = t(`widths.${section.width}`);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging, isOver } =
    useSortable({ id: section.id });
  const style = {
    '--td-col': `${gridColumnStart(section.width, section.x)} / span ${SECTION_WIDTHS[section.width]}`,
    transform: CSS.Translate.toString(transform),
    transition,
  } as CSSProperties;

  return (
    <li
      ref={setNodeRef}
      style={style}
      data-section-id={section.id}
      data-width={section.width}
      data-x={section.x}
      data-y={section.y}
      dir={dir}
      aria-label={t('layout.block', { section: label, width: t(`blockWidths.${section.width}`) })}
      className={cn(
        'relative col-span-full flex min-w-0 flex-col gap-2 rounded-lg border border-s-4 border-slate-200 border-s-primary bg-white p-2.5 shadow-sm sm:[grid-column:var(--td-col)]',
        isDragging && 'z-10 opacity-90 shadow-lg ring-2 ring-primary',
        isOver && !isDragging && 'border-dashed border-primary bg-primary-soft',
      )}
    >
      <div className="flex min-w-0 items-center gap-1">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('layout.drag', { section: label })}
          title={t('layout.dragTitle')}
          className="-ms-1 inline-flex h-7 w-6 shrink-0 cursor-grab touch-none items-center justify-center rounded text-slate-500 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary active:cursor-grabbing"
        >
          <GripVertical className="h-4 w-4" aria-hidden="true" />
        </button>
        <span className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-800" title={label}>
          {label}
        </span>
        <IconButton
          label={t('layout.hide', { section: label })}
          onClick={actions.hide}
          className="shrink-0 border-transparent"
        >
          <EyeOff aria-hidden="true" />
        </IconButton>
      </div>
      <div className="flex flex-wrap items-center gap-1">
        <button
          type="button"
          onClick={actions.cycleWidth}
          // The name holds the visible width (WCAG 2.5.3, label in name).
          aria-label={t('layout.changeWidth', { section: label, width })}
          title={t('layout.widthTitle', {
            width,
            columns: t('layout.columns', { count: SECTION_WIDTHS[section.width] }),
          })}
          className="inline-flex h-7 items-center gap-1 rounded-md bg-slate-100 px-2 text-xs font-medium text-slate-700 transition-colors hover:bg-slate-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-1"
        >
          <MoveHorizontal className="h-3.5 w-3.5" aria-hidden="true" />
          <span data-testid="width-label">{width}</span>
        </button>
        {section.width !== 'full' && (
          <>
            <IconButton
              label={t('layout.moveLeft', { section: label })}
              onClick={() => actions.move('left')}
              disabled={!canMoveLeft(section)}
            >
              <ArrowLeft aria-hidden="true" />
            </IconButton>
            <IconButton
              label={t('layout.moveRight', { section: label })}
              onClick={() => actions.move('right')}
              disabled={!canMoveRight(section)}
            >
              <ArrowRight aria-hidden="true" />
            </IconButton>
          </>
        )}
        <IconButton
          label={t('layout.moveUp', { section: label })}
          onClick={() => actions.move('up')}
          disabled={!canMoveUp}
        >
          <ArrowUp aria-hidden="true" />
        </IconButton>
        <IconButton
          label={t('layout.moveDown', { section: label })}
          onClick={() => actions.move('down')}
          disabled={!canMoveDown}
        >
          <ArrowDown aria-hidden="true" />
        </IconButton>
      </div>
    </li>
  );
}
