/**
 * The 12-column layout rules of spec 4 and 9, pure functions shared by the template designer (what the user
 * does), the backend (what it accepts) and the renderer (where a section goes).
 */
import {
  DEFAULT_SECTION_WIDTHS,
  LAYOUT_COLUMNS,
  SECTION_IDS,
  SECTION_WIDTHS,
  SECTION_WIDTH_CYCLE,
  type SectionId,
  type SectionWidth,
} from '../constants/style';
import type { LayoutSection, TemplateLayout } from '../api/entities';

/** The highest column slot a width may take (spec 4): full 0; half, two-thirds, three-quarters 1; third 2; quarter 3. */
export const MAX_SLOT: Record<SectionWidth, number> = {
  full: 0,
  half: 1,
  'two-thirds': 1,
  'three-quarters': 1,
  third: 2,
  quarter: 3,
};

export const clampSlot = (width: SectionWidth, x: number): number => Math.max(0, Math.min(MAX_SLOT[width], x));

/** The width after this one in the designer's cycle: full, half, two-thirds, three-quarters, third, quarter, full. */
export function nextWidth(width: SectionWidth): SectionWidth {
  const i = SECTION_WIDTH_CYCLE.indexOf(width);
  return SECTION_WIDTH_CYCLE[(i + 1) % SECTION_WIDTH_CYCLE.length];
}

/** First grid column (1-based) of a section: slots of its own width, the last slot flush right. */
export function gridColumnStart(width: SectionWidth, x: number): number {
  const span = SECTION_WIDTHS[width];
  return Math.min(clampSlot(width, x) * span, LAYOUT_COLUMNS - span) + 1;
}

/** Sections in reading order: by row, then by column slot. */
export function sortSections(sections: readonly LayoutSection[]): LayoutSection[] {
  return [...sections].sort((a, b) => a.y - b.y || a.x - b.x);
}

/** Renumbers `order` to the reading order, so the stored order always agrees with rows and slots. */
function renumber(sections: LayoutSection[]): LayoutSection[] {
  const order = new Map(sortSections(sections).map((s, i) => [s.id, i]));
  return sections.map((s) => ({ ...s, order: order.get(s.id) ?? s.order }));
}

function update(sections: readonly LayoutSection[], id: SectionId, change: (s: LayoutSection) => LayoutSection) {
  return renumber(sections.map((s) => (s.id === id ? change(s) : s)));
}

/** Cycles a section's width and clamps its slot to the new width. */
export function cycleWidth(sections: readonly LayoutSection[], id: SectionId): LayoutSection[] {
  return update(sections, id, (s) => {
    const width = nextWidth(s.width);
    return { ...s, width, x: clampSlot(width, s.x) };
  });
}

/** Sets a width directly (e.g. from a menu), clamping the slot. */
export function setWidth(sections: readonly LayoutSection[], id: SectionId, width: SectionWidth): LayoutSection[] {
  return update(sections, id, (s) => ({ ...s, width, x: clampSlot(width, s.x) }));
}

/** Moves a non-full section one slot left (-1) or right (+1) within its bounds; full sections do not move. */
export function moveHorizontally(sections: readonly LayoutSection[], id: SectionId, step: -1 | 1): LayoutSection[] {
  return update(sections, id, (s) => (s.width === 'full' ? s : { ...s, x: clampSlot(s.width, s.x + step) }));
}

export const canMoveLeft = (s: LayoutSection) => s.width !== 'full' && s.x > 0;
export const canMoveRight = (s: LayoutSection) => s.width !== 'full' && s.x < MAX_SLOT[s.width];

/** The sections a vertical move may swap with: `visibleOnly` skips hidden ones (the designer's buttons). */
export interface MoveVerticallyOptions {
  visibleOnly?: boolean;
}

/** The sections above (-1) or below (+1) a section's row, among those a vertical move considers. */
function rowNeighbours(
  sections: readonly LayoutSection[],
  me: LayoutSection,
  step: -1 | 1,
  options: MoveVerticallyOptions,
) {
  return sections.filter(
    (s) => s.id !== me.id && (!options.visibleOnly || s.visible) && (step < 0 ? s.y < me.y : s.y > me.y),
  );
}

/** Whether moveVertically would move the section (there is a neighbour in that direction). */
export function canMoveVertically(
  sections: readonly LayoutSection[],
  id: SectionId,
  step: -1 | 1,
  options: MoveVerticallyOptions = {},
): boolean {
  const me = sections.find((s) => s.id === id);
  return !!me && rowNeighbours(sections, me, step, options).length > 0;
}

/**
 * Moves a section up (-1) or down (+1) by swapping rows with its nearest neighbour in that direction: the section
 * whose row is the closest above (or below), the one nearest in column slot if several share that row. With
 * `visibleOnly`, hidden sections are passed over (swapping with one would change nothing on the page).
 */
export function moveVertically(
  sections: readonly LayoutSection[],
  id: SectionId,
  step: -1 | 1,
  options: MoveVerticallyOptions = {},
): LayoutSection[] {
  const me = sections.find((s) => s.id === id);
  if (!me) return [...sections];
  const candidates = rowNeighbours(sections, me, step, options);
  if (candidates.length === 0) return [...sections];
  const neighbour = candidates.reduce((best, s) => {
    const d = Math.abs(s.y - me.y) - Math.abs(best.y - me.y);
    if (d !== 0) return d < 0 ? s : best;
    return Math.abs(s.x - me.x) < Math.abs(best.x - me.x) ? s : best;
  });
  return renumber(
    sections.map((s) => {
      if (s.id === me.id) return { ...s, y: neighbour.y };
      if (s.id === neighbour.id) return { ...s, y: me.y };
      return s;
    }),
  );
}

/** Drag and drop: puts the dragged section in the target's row and slot and the target where the dragged one was. */
export function swapPositions(
  sections: readonly LayoutSection[],
  dragged: SectionId,
  target: SectionId,
): LayoutSection[] {
  const a = sections.find((s) => s.id === dragged);
  const b = sections.find((s) => s.id === target);
  if (!a || !b || a.id === b.id) return [...sections];
  return renumber(
    sections.map((s) => {
      if (s.id === a.id) return { ...s, y: b.y, x: clampSlot(s.width, b.x) };
      if (s.id === b.id) return { ...s, y: a.y, x: clampSlot(s.width, a.x) };
      return s;
    }),
  );
}

export function toggleVisibility(sections: readonly LayoutSection[], id: SectionId): LayoutSection[] {
  return update(sections, id, (s) => ({ ...s, visible: !s.visible }));
}

/** The default layout of spec 9: personal info and summary full, the rest half, two per row. */
export function defaultLayout(): TemplateLayout {
  let row = 0;
  let slot = 0;
  const sections: LayoutSection[] = SECTION_IDS.map((id, order) => {
    const width = DEFAULT_SECTION_WIDTHS[id];
    if (width === 'full') {
      if (slot > 0) row += 1;
      const s = { id, visible: true, order, width, x: 0, y: row };
      row += 1;
      slot = 0;
      return s;
    }
    const s = { id, visible: true, order, width, x: slot, y: row };
    slot += 1;
    if (slot > MAX_SLOT[width]) {
      slot = 0;
      row += 1;
    }
    return s;
  });
  return { sections, flexibleLayout: true };
}

/** The legacy fields (an older client's column count and section column) stay whole numbers within the grid. */
const isLegacyCount = (value: unknown, min: number) =>
  Number.isInteger(value) && (value as number) >= min && (value as number) < LAYOUT_COLUMNS + min;

/** What is wrong with a layout, as `{field, problem}` pairs; empty when it is valid. */
export function layoutProblems(layout: unknown): { field: string; problem: string }[] {
  const problems: { field: string; problem: string }[] = [];
  const l = layout as Partial<TemplateLayout> | null;
  if (!l || typeof l !== 'object' || !Array.isArray(l.sections)) {
    return [{ field: 'layout.sections', problem: 'must be a list of sections' }];
  }
  const seen = new Set<string>();
  l.sections.forEach((s, i) => {
    const at = `layout.sections[${i}]`;
    if (!s || typeof s !== 'object') return problems.push({ field: at, problem: 'must be an object' });
    if (!(SECTION_IDS as readonly string[]).includes(s.id))
      problems.push({ field: `${at}.id`, problem: `must be one of ${SECTION_IDS.join(', ')}` });
    else if (seen.has(s.id)) problems.push({ field: `${at}.id`, problem: 'appears twice' });
    seen.add(s.id);
    if (!(s.width in SECTION_WIDTHS))
      problems.push({ field: `${at}.width`, problem: `must be one of ${Object.keys(SECTION_WIDTHS).join(', ')}` });
    else if (!Number.isInteger(s.x) || s.x < 0 || s.x > MAX_SLOT[s.width as SectionWidth])
      problems.push({
        field: `${at}.x`,
        problem: `must be a column slot from 0 to ${MAX_SLOT[s.width as SectionWidth]} for ${s.width}`,
      });
    if (!Number.isInteger(s.y) || s.y < 0 || s.y > 100)
      problems.push({ field: `${at}.y`, problem: 'must be a row from 0 to 100' });
    if (typeof s.visible !== 'boolean') problems.push({ field: `${at}.visible`, problem: 'must be true or false' });
    if (!Number.isInteger(s.order) || s.order < 0)
      problems.push({ field: `${at}.order`, problem: 'must be a whole number' });
    if (s.column !== undefined && !isLegacyCount(s.column, 0))
      problems.push({ field: `${at}.column`, problem: `must be a column from 0 to ${LAYOUT_COLUMNS - 1}` });
  });
  if (typeof l.flexibleLayout !== 'boolean')
    problems.push({ field: 'layout.flexibleLayout', problem: 'must be true or false' });
  if (l.columns !== undefined && !isLegacyCount(l.columns, 1))
    problems.push({ field: 'layout.columns', problem: `must be a column count from 1 to ${LAYOUT_COLUMNS}` });
  return problems;
}
