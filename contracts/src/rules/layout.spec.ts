import type { LayoutSection } from '../api/entities';
import {
  canMoveLeft,
  canMoveRight,
  canMoveVertically,
  cycleWidth,
  defaultLayout,
  gridColumnStart,
  layoutProblems,
  moveHorizontally,
  moveVertically,
  nextWidth,
  setWidth,
  sortSections,
  swapPositions,
  toggleVisibility,
} from './layout';

const byId = (sections: LayoutSection[], id: string) => sections.find((s) => s.id === id)!;

describe('default layout (spec 9)', () => {
  it('puts personal info and summary full width, the rest half width two per row', () => {
    const { sections, flexibleLayout } = defaultLayout();
    expect(flexibleLayout).toBe(true);
    expect(sections.map((s) => [s.id, s.width, s.x, s.y])).toEqual([
      ['personal-info', 'full', 0, 0],
      ['summary', 'full', 0, 1],
      ['experience', 'half', 0, 2],
      ['education', 'half', 1, 2],
      ['skills', 'half', 0, 3],
      ['projects', 'half', 1, 3],
      ['certifications', 'half', 0, 4],
    ]);
    expect(layoutProblems(defaultLayout())).toEqual([]);
  });
});

describe('width cycle (spec 4)', () => {
  it('goes full, half, two-thirds, three-quarters, third, quarter, then full again', () => {
    const seen = ['full' as const];
    for (let i = 0; i < 6; i++) seen.push(nextWidth(seen[seen.length - 1]) as never);
    expect(seen).toEqual(['full', 'half', 'two-thirds', 'three-quarters', 'third', 'quarter', 'full']);
  });

  it('clamps the column slot to the new width', () => {
    let sections = setWidth(defaultLayout().sections, 'experience', 'quarter');
    sections = moveHorizontally(
      moveHorizontally(moveHorizontally(sections, 'experience', 1), 'experience', 1),
      'experience',
      1,
    );
    expect(byId(sections, 'experience').x).toBe(3);
    sections = cycleWidth(sections, 'experience'); // quarter -> full
    expect(byId(sections, 'experience')).toMatchObject({ width: 'full', x: 0 });
    sections = setWidth(setWidth(sections, 'experience', 'third'), 'experience', 'third');
    sections = moveHorizontally(
      moveHorizontally(moveHorizontally(sections, 'experience', 1), 'experience', 1),
      'experience',
      1,
    );
    expect(byId(sections, 'experience').x).toBe(2);
    sections = setWidth(sections, 'experience', 'two-thirds');
    expect(byId(sections, 'experience').x).toBe(1);
  });
});

describe('moves', () => {
  it('moves non-full sections left and right within their bounds only', () => {
    let sections = defaultLayout().sections;
    expect(canMoveLeft(byId(sections, 'education'))).toBe(true);
    expect(canMoveRight(byId(sections, 'education'))).toBe(false);
    sections = moveHorizontally(sections, 'education', 1);
    expect(byId(sections, 'education').x).toBe(1);
    sections = moveHorizontally(sections, 'education', -1);
    expect(byId(sections, 'education').x).toBe(0);
    sections = moveHorizontally(sections, 'education', -1);
    expect(byId(sections, 'education').x).toBe(0);
  });

  it('does not move full-width sections sideways', () => {
    const sections = moveHorizontally(defaultLayout().sections, 'summary', 1);
    expect(byId(sections, 'summary').x).toBe(0);
    expect(canMoveLeft(byId(sections, 'summary'))).toBe(false);
    expect(canMoveRight(byId(sections, 'summary'))).toBe(false);
  });

  it('swaps rows with the nearest neighbour above or below and keeps order in reading order', () => {
    let sections = moveVertically(defaultLayout().sections, 'certifications', -1);
    expect(byId(sections, 'certifications').y).toBe(3);
    expect(byId(sections, 'skills').y).toBe(4); // same slot as certifications, nearest
    expect(sortSections(sections).map((s) => s.order)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    sections = moveVertically(sections, 'personal-info', -1);
    expect(byId(sections, 'personal-info').y).toBe(0); // nothing above
    sections = moveVertically(sections, 'personal-info', 1);
    expect(byId(sections, 'personal-info').y).toBe(1);
    expect(byId(sections, 'summary').y).toBe(0);
  });

  it('passes over hidden sections when asked to (visibleOnly)', () => {
    const hidden = toggleVisibility(defaultLayout().sections, 'skills'); // skills: half, slot 0, row 3
    // Without the option certifications swaps with the hidden skills section: nothing visible changes.
    expect(byId(moveVertically(hidden, 'certifications', -1), 'skills').y).toBe(4);
    const sections = moveVertically(hidden, 'certifications', -1, { visibleOnly: true });
    expect(byId(sections, 'certifications').y).toBe(3);
    expect(byId(sections, 'projects').y).toBe(4); // the only visible section on row 3
    expect(byId(sections, 'skills').y).toBe(3); // untouched
    expect(sortSections(sections).map((s) => s.order)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('tells whether a vertical move is possible', () => {
    const sections = defaultLayout().sections;
    expect(canMoveVertically(sections, 'personal-info', -1)).toBe(false);
    expect(canMoveVertically(sections, 'personal-info', 1)).toBe(true);
    expect(canMoveVertically(sections, 'certifications', 1)).toBe(false);
    expect(canMoveVertically(sections, 'education', -1)).toBe(true);
    const onlyTwoShown = sections.map((s) => ({ ...s, visible: s.id === 'summary' || s.id === 'skills' }));
    expect(canMoveVertically(onlyTwoShown, 'skills', 1, { visibleOnly: true })).toBe(false);
    expect(canMoveVertically(onlyTwoShown, 'skills', -1, { visibleOnly: true })).toBe(true);
    expect(canMoveVertically(onlyTwoShown, 'summary', -1, { visibleOnly: true })).toBe(false);
  });

  it('swaps row and slot of two sections on drag and drop', () => {
    const sections = swapPositions(defaultLayout().sections, 'certifications', 'education');
    expect(byId(sections, 'certifications')).toMatchObject({ x: 1, y: 2 });
    expect(byId(sections, 'education')).toMatchObject({ x: 0, y: 4 });
  });

  it('hides and shows a section', () => {
    const hidden = toggleVisibility(defaultLayout().sections, 'skills');
    expect(byId(hidden, 'skills').visible).toBe(false);
    expect(byId(toggleVisibility(hidden, 'skills'), 'skills').visible).toBe(true);
  });
});

describe('grid placement', () => {
  it('maps widths to 12, 6, 4, 3, 8, 9 columns and slots to start columns', () => {
    expect(gridColumnStart('full', 0)).toBe(1);
    expect(gridColumnStart('half', 1)).toBe(7);
    expect(gridColumnStart('third', 2)).toBe(9);
    expect(gridColumnStart('quarter', 3)).toBe(10);
    expect(gridColumnStart('two-thirds', 1)).toBe(5);
    expect(gridColumnStart('three-quarters', 1)).toBe(4);
  });
});

describe('layout validation', () => {
  it('lists unknown ids, widths, out-of-range slots and duplicates', () => {
    const problems = layoutProblems({
      flexibleLayout: true,
      sections: [
        { id: 'hobbies', visible: true, order: 0, width: 'full', x: 0, y: 0 },
        { id: 'summary', visible: true, order: 1, width: 'huge', x: 0, y: 1 },
        { id: 'skills', visible: true, order: 2, width: 'third', x: 3, y: 2 },
        { id: 'skills', visible: 'yes', order: 3, width: 'half', x: 0, y: 3 },
      ],
    });
    expect(problems.map((p) => p.field)).toEqual([
      'layout.sections[0].id',
      'layout.sections[1].width',
      'layout.sections[2].x',
      'layout.sections[3].id',
      'layout.sections[3].visible',
    ]);
    expect(layoutProblems(null)).toEqual([{ field: 'layout.sections', problem: 'must be a list of sections' }]);
  });

  it("accepts an older client's column count and section columns within the grid, nothing else", () => {
    const legacy = defaultLayout();
    expect(
      layoutProblems({ ...legacy, columns: 2, sections: legacy.sections.map((s) => ({ ...s, column: 1 })) }),
    ).toEqual([]);
    const bad = { ...legacy, columns: 0, sections: [{ ...legacy.sections[0], column: 1.5 }] };
    expect(layoutProblems(bad)).toEqual([
      { field: 'layout.sections[0].column', problem: 'must be a column from 0 to 11' },
      { field: 'layout.columns', problem: 'must be a column count from 1 to 12' },
    ]);
    expect(layoutProblems({ ...legacy, columns: 13 })).toHaveLength(1);
  });
});
