import { availableTags, matchesFilter, tailorItems } from './tailoring';

const items = [
  { id: 'a', tags: ['React', 'TypeScript'] },
  { id: 'b', tags: ['Go'] },
  { id: 'c', tags: [] },
];

describe('tailoring rule', () => {
  it('keeps items carrying at least one of the filter tags, ignoring letter case', () => {
    expect(tailorItems(items, ['react']).map((i) => i.id)).toEqual(['a']);
    expect(tailorItems(items, ['go', 'typescript']).map((i) => i.id)).toEqual(['a', 'b']);
  });

  it('leaves untagged items out of a tailored resume', () => {
    expect(matchesFilter(items[2], ['React'])).toBe(false);
  });

  it('keeps everything without a filter or with a filter that has no tags', () => {
    expect(tailorItems(items, null)).toHaveLength(3);
    expect(tailorItems(items, [])).toHaveLength(3);
  });

  it('offers the sorted unique tags of experiences and projects', () => {
    expect(availableTags(items, [{ tags: ['react', 'Design'] }])).toEqual(['Design', 'Go', 'React', 'TypeScript']);
  });
});
