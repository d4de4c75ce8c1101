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
import { SectionBlock, type SectionActions } from './SectionBlock';
import { sectionLabel } from './labels';

/** Sections do not make room while one is dragged: a drop swaps two places (spec 4), it does not reorder a list. */
const noShift = () => null;

/** The section under the pointer; for the keyboard (no pointer), the nearest one. */
const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : closestCenter(args);
};

const announcements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${sectionLabel(active.id)}.`,
  onDragOver: ({ active, over }) => {
    if (!over) return `${sectionLabel(active.id)} is not over another section.`;
    return over.id === active.id ? undefined : `${sectionLabel(active.id)} is over ${sectionLabel(over.id)}.`;
  },
  onDragEnd: ({ active, over }) =>
    over && over.id !== active.id
      ? `${sectionLabel(active.id)} swapped places with ${sectionLabel(over.id)}.`
      : `${sectionLabel(active.id)} was dropped in place.`,
  onDragCancel: ({ active }) => `Moving ${sectionLabel(active.id)} was cancelled.`,
};

const screenReaderInstructions = {
  draggable:
    'To pick up a section, press space or enter. Use the arrow keys to move it over another section, then press space or enter to swap the two, or escape to cancel.',
};

interface LayoutGridProps {
  sections: LayoutSection[];
  onChange: (sections: LayoutSection[]) => void;
}

/**
 * The visible sections on a mirror of the resume's 12-column grid, placed as the renderer places them (column
 * from width and slot, reading order by row). Every change goes through the shared layout rules.
 */
export function LayoutGrid({ sections, onChange }: LayoutGridProps) {
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
        Every section is hidden. Show one below.
      </p>
    );
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions }}
    >
      <SortableContext items={visible.map((s) => s.id)} strategy={noShift}>
        <div className="relative rounded-lg bg-slate-50 p-2">
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
            aria-label="Visible sections in reading order"
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
              />
            ))}
          </ol>
        </div>
      </SortableContext>
    </DndContext>
  );
}
