import { tailoringFakes } from './testing/in-memory-ports';

describe('ListAvailableTags', () => {
  it("offers the user's own sorted unique tags", async () => {
    const { tags } = tailoringFakes();
    expect(await tags.execute('a')).toEqual(['Node', 'React', 'web']);
    expect(await tags.execute('b')).toEqual(['Go']);
    expect(await tags.execute('nobody')).toEqual([]);
  });
});
