import { ListAvailableTags } from './list-available-tags.use-case';
import { tailoringFakes } from './testing/in-memory-ports';

describe('ListAvailableTags', () => {
  it("offers the user's own sorted unique tags", async () => {
    const tags = new ListAvailableTags(tailoringFakes().resume);
    expect(await tags.execute('a')).toEqual(['Node', 'React', 'web']);
    expect(await tags.execute('b')).toEqual(['Go']);
    expect(await tags.execute('nobody')).toEqual([]);
  });
});
