import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';

/**
 * Keyboard moves on the board jump a whole column: Right and Left go to the next column's top, so Space, Right,
 * Space moves a card one status on (dnd-kit's default would move it 25 px per press). Up and Down do nothing: the
 * board's columns are not ordered within. The column the card is in is the one nearest the card's centre.
 */
export const columnCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const { droppableRects, collisionRect } = context;
  const direction = event.code === KeyboardCode.Right ? 1 : event.code === KeyboardCode.Left ? -1 : 0;
  if (!direction || !collisionRect) return undefined;
  event.preventDefault();
  const columns = [...droppableRects.values()].sort((a, b) => a.left - b.left);
  if (columns.length === 0) return currentCoordinates;
  const width = collisionRect.width;
  const centre = currentCoordinates.x + width / 2;
  const distance = (r: { left: number; width: number }) => Math.abs(r.left + r.width / 2 - centre);
  const current = columns.reduce((best, r, i) => (distance(r) < distance(columns[best]) ? i : best), 0);
  const target = columns[current + direction];
  if (!target) return currentCoordinates;
  return { x: target.left + (target.width - width) / 2, y: target.top + 40 };
};
