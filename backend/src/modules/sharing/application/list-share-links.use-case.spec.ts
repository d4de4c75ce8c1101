import { ListShareLinks } from './list-share-links.use-case';
import { aShareLink, sharingFakes } from './testing/in-memory-ports';

describe('ListShareLinks', () => {
  it('lists the user’s links only, oldest first, each with its filter’s name (null without one or once gone)', async () => {
    const { links, content } = sharingFakes();
    links.rows.push(
      aShareLink({ id: 'a', filterId: 'f1' }),
      aShareLink({ id: 'b', userId: 'u2' }),
      aShareLink({ id: 'c' }),
      aShareLink({ id: 'd', filterId: 'deleted' }),
    );
    const listed = await new ListShareLinks(links, content).execute('u1');
    expect(listed.map((l) => [l.link.id, l.filterName])).toEqual([
      ['a', 'Math jobs'],
      ['c', null],
      ['d', null],
    ]);
  });
});
