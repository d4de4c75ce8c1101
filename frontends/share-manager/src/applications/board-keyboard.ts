import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';

/**
 * Keyboard moves on the board jump a whole column: Right and Left go to the next column's top, so Space, Right,
 * Space moves a card one status on (dnd-kit's default would move it 25 px per press). Up and Down do nothing: the
 * board's columns are not ordered within.
 */
export const columnCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const { droppableRects, collisionRect, over } = context;
  const direction = event.code === KeyboardCode.Right ? 1 : event.code === KeyboardCode.Left ? -1 : 0;
  if (!direction || !collisionRect) return undefined;
  event.preventDefault();
  const columns = [...droppableRects.entries()].sort(([, a], [, b]) => a.left - b.left);
  const centre = collisionRect.left + collisionRect.width / 2;
  const current = over
    ? columns.findIndex(([id]) => id === over.id)
    : columns.findIndex(([, r]) => centre >= r.left && centre <= r.left + r.width);
  const target = columns[current + direction];
  if (!target) return currentCoordinates;
  const [, rect] = target;
  return {
    x: currentCoordinates.x + (rect.left + (rect.width - collisionRect.width) / 2 - collisionRect.left),
    y: currentCoordinates.y + (rect.top + 48 - collisionRect.top),
  };
};
