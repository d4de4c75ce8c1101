import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  pointerWithin,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import {
  LAYOUT_COLUMNS,
  TIMINGS,
  canMoveVertically,
  cycleWidth,
  moveHorizontally,
  moveVertically,
  sortSections,
  swapPositions,
  toggleVisibility,
  type LayoutSection,
  type SectionId,
} from '@resume/contracts';
import { pageDirection, useDesignerT } from '../locales/use-designer-t';
import { SectionBlock, type SectionActions } from './SectionBlock';
import { sectionLabel } from './labels';

/** Sections do not make room while one is dragged: a drop swaps two places (spec 4), it does not reorder a list. */
const noShift = () => null;

/** The section under the pointer; for the keyboard (no pointer), the nearest one. */
const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : closestCenter(args);
};

/** What a screen reader hears while a section is dragged, in the page's language. */
function announcementsIn(t: ReturnType<typeof useDesignerT>): Announcements {
  const name = (id: string | number) => sectionLabel(t, id);
  return {
    onDragStart: ({ active }) => t('drag.start', { section: name(active.id) }),
    onDragOver: ({ active, over }) => {
      if (!over) return t('drag.notOver', { section: name(active.id) });
      return over.id === active.id ? undefined : t('drag.over', { section: name(active.id), other: name(over.id) });
    },
    onDragEnd: ({ active, over }) =>
      over && over.id !== active.id
        ? t('drag.swapped', { section: name(active.id), other: name(over.id) })
        : t('drag.inPlace', { section: name(active.id) }),
    onDragCancel: ({ active }) => t('drag.cancelled', { section: name(active.id) }),
  };
}

interface LayoutGridProps {
  sections: LayoutSection[];
  onChange: (sections: LayoutSection[]) => void;
}

/**
 * The visible sections on a mirror of the resume's 12-column grid, placed as the renderer places them (column
 * from width and slot, reading order by row). Every change goes through the shared layout rules.
 */
export function LayoutGrid({ sections, onChange }: LayoutGridProps) {
  const t = useDesignerT();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: TIMINGS.dragActivationDistancePx } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const visible = sortSections(sections).filter((s) => s.visible);

  const actionsFor = (id: SectionId): SectionActions => ({
    cycleWidth: () => onChange(cycleWidth(sections, id)),
    move: (direction) => {
      if (direction === 'left' || direction === 'right')
        onChange(moveHorizontally(sections, id, direction === 'left' ? -1 : 1));
      else onChange(moveVertically(sections, id, direction === 'up' ? -1 : 1, { visibleOnly: true }));
    },
    hide: () => onChange(toggleVisibility(sections, id)),
  });

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && over.id !== active.id) onChange(swapPositions(sections, active.id as SectionId, over.id as SectionId));
  };

  if (visible.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500">
        {t('layout.allHidden')}
      </p>
    );
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: announcementsIn(t),
        screenReaderInstructions: { draggable: t('drag.instructions') },
      }}
    >
      <SortableContext items={visible.map((s) => s.id)} strategy={noShift}>
        {/* The mirror of the page: slot 0 is its left, as on the printed resume and the arrows' words; each block's
            own controls follow the page's language (SectionBlock). */}
        <div dir="ltr" className="relative rounded-lg bg-slate-50 p-2">
          {/* The 12 columns, as a faint guide behind the blocks. */}
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-2 hidden gap-2 sm:grid"
            style={{ gridTemplateColumns: `repeat(${LAYOUT_COLUMNS}, minmax(0, 1fr))` }}
          >
            {Array.from({ length: LAYOUT_COLUMNS }, (_, i) => (
              <div key={i} className="rounded-sm bg-slate-200/40" />
            ))}
          </div>
          <ol
            aria-label={t('layout.grid')}
            data-testid="layout-grid"
            className="relative grid gap-2"
            style={{ gridTemplateColumns: `repeat(${LAYOUT_COLUMNS}, minmax(0, 1fr))` }}
          >
            {visible.map((section) => (
              <SectionBlock
                key={section.id}
                section={section}
                canMoveUp={canMoveVertically(sections, section.id, -1, { visibleOnly: true })}
                canMoveDown={canMoveVertically(sections, section.id, 1, { visibleOnly: true })}
                actions={actionsFor(section.id)}
                dir={pageDirection()}
              />
            ))}
          </ol>
        </div>
      </SortableContext>
    </DndContext>
  );
}
