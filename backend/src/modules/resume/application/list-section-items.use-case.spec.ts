import { CreateSectionItem } from './create-section-item.use-case';
import { ListSectionItems } from './list-section-items.use-case';
import { resumeFakes } from './testing/in-memory-ports';

describe('ListSectionItems', () => {
  it('lists the user’s skills by category (alphabetically), then by order; nobody else’s', async () => {
    const { items, changes, resumes } = resumeFakes();
    const create = new CreateSectionItem(items, changes);
    await create.execute('u1', 'skills', { name: 'Git', category: 'tools' });
    await create.execute('u1', 'skills', { name: 'TS', category: 'Lang' });
    await create.execute('u1', 'skills', { name: 'Go', category: 'Lang' });
    resumes.rows.push({ ...resumes.rows[0], id: 'r2', userId: 'u2' });
    await create.execute('u2', 'skills', { name: 'Theirs', category: 'Lang' });
    const listed = await new ListSectionItems(items).execute('u1', 'skills');
    expect(listed.map((s) => s.name)).toEqual(['TS', 'Go', 'Git']);
  });
});
