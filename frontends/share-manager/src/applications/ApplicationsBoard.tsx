import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import type { KeyboardEventHandler, PointerEventHandler } from 'react';
import { GripVertical } from 'lucide-react';
import { APPLICATION_STATUSES, type ApplicationStatus, type ApplicationSummary } from '@resume/contracts';
import { cn, formatNumber } from '@resume/platform';
import { useShareManagerT } from '../locales/use-share-manager-t';
import { ApplicationCard } from './ApplicationCard';
import { columnCoordinates } from './board-keyboard';

type Edit = (application: ApplicationSummary) => void;
const isStatus = (id: unknown): id is ApplicationStatus => APPLICATION_STATUSES.includes(id as ApplicationStatus);

function DraggableCard({ application, onEdit }: { application: ApplicationSummary; onEdit: Edit }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({
    id: application.id,
  });
  const t = useShareManagerT();
  // dnd-kit types its listeners as Function: each is a React handler of the event it is named for.
  const onPointerDown = listeners?.onPointerDown as PointerEventHandler | undefined;
  const onKeyDown = listeners?.onKeyDown as KeyboardEventHandler | undefined;
  // The pointer drags the whole card; the keyboard picks it up from its handle, a button of its own, so the card
  // holds no nested controls and Enter on 'Edit' edits.
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform) }}
      className={cn('list-none rounded-lg', { 'relative z-10 opacity-80': isDragging })}
      onPointerDown={onPointerDown}
      data-testid="application-card"
    >
      <ApplicationCard
        application={application}
        handle={
          <button
            type="button"
            ref={setActivatorNodeRef}
            {...attributes}
            onKeyDown={onKeyDown}
            aria-roledescription="draggable"
            aria-label={t('applications.move', { company: application.company })}
            aria-describedby="applications-board-help"
            className="-m-1 cursor-grab rounded p-1 text-slate-400 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-500"
          >
            <GripVertical aria-hidden className="h-4 w-4" />
          </button>
        }
        onEdit={() => onEdit(application)}
        className="cursor-grab"
      />
    </li>
  );
}

function Column({ status, items, onEdit }: { status: ApplicationStatus; items: ApplicationSummary[]; onEdit: Edit }) {
  const t = useShareManagerT();
  const { setNodeRef, isOver } = useDroppable({ id: status });
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={`column-${status}`}
      data-testid={`board-column-${status}`}
      data-over={isOver}
      className={cn('flex min-h-[12rem] min-w-0 flex-col gap-2 rounded-xl bg-slate-100 p-2', {
        'ring-2 ring-blue-400': isOver,
      })}
    >
      <h2
        id={`column-${status}`}
        className="flex items-center justify-between px-1 text-sm font-semibold text-slate-700"
      >
        {t(`applications.statuses.${status}`)}
        <span className="text-xs font-normal text-slate-500">{formatNumber(items.length)}</span>
      </h2>
      <ul className="flex flex-col gap-2">
        {items.map((a) => (
          <DraggableCard key={a.id} application={a} onEdit={onEdit} />
        ))}
      </ul>
    </section>
  );
}

/**
 * The board by status (issue 28): drag a card to another column with the pointer, or by keyboard (focus a card,
 * Space to pick it up, Left and Right to go a column, Space to drop, Escape to cancel), each move announced.
 */
export function ApplicationsBoard({
  applications,
  onMove,
  onEdit,
}: {
  applications: ApplicationSummary[];
  onMove: (application: ApplicationSummary, status: ApplicationStatus) => void;
  onEdit: Edit;
}) {
  const t = useShareManagerT();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates }),
  );
  const byId = new Map(applications.map((a) => [a.id, a]));
  const company = (id: unknown) => byId.get(String(id))?.company ?? '';
  const status = (id: ApplicationStatus) => t(`applications.statuses.${id}`);
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('applications.pickedUp', { company: company(active.id) }),
    onDragOver: ({ active, over }) =>
      over && isStatus(over.id)
        ? t('applications.over', { company: company(active.id), status: status(over.id) })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over && isStatus(over.id)
        ? t('applications.moved', { company: company(active.id), status: status(over.id) })
        : t('applications.dropped', { company: company(active.id) }),
    onDragCancel: ({ active }) => t('applications.cancelled', { company: company(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const application = byId.get(String(active.id));
    if (application && over && isStatus(over.id) && over.id !== application.status) onMove(application, over.id);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={rectIntersection}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: t('applications.instructions'),
        },
      }}
    >
      <p id="applications-board-help" className="sr-only">
        {t('applications.help')}
      </p>
      {/* Columns at least 14rem wide, scrolled sideways when six do not fit (at 1280-1400 px they squeezed the
          cards to a few letters); one row, as the keyboard moves go left and right by column. */}
      <div
        className="grid grid-cols-[repeat(6,minmax(14rem,1fr))] gap-3 overflow-x-auto pb-2"
        data-testid="applications-board"
      >
        {APPLICATION_STATUSES.map((status) => (
          <Column
            key={status}
            status={status}
            items={applications.filter((a) => a.status === status)}
            onEdit={onEdit}
          />
        ))}
      </div>
    </DndContext>
  );
}
