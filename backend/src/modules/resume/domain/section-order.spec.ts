import type { Skill } from '@resume/contracts';
import { appendOrder, appendOrders, inListOrder, packOrders, reorder } from './section-order';

const skill = (id: string, category: string, order: number): Skill => ({
  id,
  category,
  name: id,
  level: 3,
  proficiency: null,
  order,
});
const item = (id: string, order: number) => ({
  id,
  order,
  name: id,
  url: null,
  description: null,
  year: null,
  tags: [],
});

describe('section order', () => {
  it('appends: the count of the section, for skills of the category', () => {
    expect(appendOrder('projects', [item('a', 0), item('b', 1)], item('c', 0))).toBe(2);
    const skills = [skill('a', 'Lang', 0), skill('b', 'Lang', 1), skill('c', 'Tools', 0)];
    expect(appendOrder('skills', skills, skill('d', 'Tools', 0))).toBe(1);
    expect(appendOrder('skills', skills, skill('d', 'New', 0))).toBe(0);
  });

  it('appends several in sequence as appendOrder would one by one', () => {
    expect(appendOrders('projects', [item('a', 0)], [item('b', 0), item('c', 0)])).toEqual([1, 2]);
    const skills = [skill('a', 'Lang', 0), skill('b', 'Tools', 0)];
    const added = [skill('c', 'Tools', 0), skill('d', 'New', 0), skill('e', 'Tools', 0), skill('f', 'Lang', 0)];
    expect(appendOrders('skills', skills, added)).toEqual([1, 0, 2, 1]);
    expect(appendOrders('skills', [], added)).toEqual([0, 0, 1, 0]);
  });

  it('lists skills by category, then order; others by order', () => {
    const skills = [skill('z', 'tools', 0), skill('y', 'Lang', 1), skill('x', 'Lang', 0)];
    expect(inListOrder('skills', skills).map((s) => s.id)).toEqual(['x', 'y', 'z']);
    expect(inListOrder('projects', [item('b', 1), item('a', 0)]).map((p) => p.id)).toEqual(['a', 'b']);
  });

  it('packs orders to 0..n-1 (per category for skills), returning only changes', () => {
    expect(packOrders('projects', [item('a', 0), item('c', 2), item('d', 5)])).toEqual([
      { id: 'c', order: 1 },
      { id: 'd', order: 2 },
    ]);
    expect(packOrders('skills', [skill('a', 'L', 1), skill('b', 'T', 0), skill('c', 'L', 3)])).toEqual([
      { id: 'a', order: 0 },
      { id: 'c', order: 1 },
    ]);
  });

  it('reorders with every id exactly once, else INVALID_ORDER', () => {
    const items = [item('a', 0), item('b', 1), item('c', 2)];
    expect(reorder('projects', items, ['c', 'a', 'b'])).toEqual([
      { id: 'c', order: 0 },
      { id: 'a', order: 1 },
      { id: 'b', order: 2 },
    ]);
    for (const ids of [['a', 'b'], ['a', 'b', 'c', 'a'], ['a', 'b', 'x'], ['a', 'b', 'c', 'x'], []]) {
      expect(() => reorder('projects', items, ids)).toThrow(expect.objectContaining({ code: 'INVALID_ORDER' }));
    }
    const skills = [skill('a', 'L', 0), skill('b', 'L', 1), skill('c', 'T', 0)];
    expect(reorder('skills', skills, ['c', 'b', 'a'])).toEqual([
      { id: 'b', order: 0 },
      { id: 'a', order: 1 },
    ]);
  });
});
