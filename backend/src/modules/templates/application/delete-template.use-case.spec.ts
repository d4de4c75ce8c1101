import { newTemplate } from '../domain/template';
import { DeleteTemplate } from './delete-template.use-case';
import { templatesWithPreset } from './testing/in-memory-ports';

describe('DeleteTemplate', () => {
  it("deletes the user's template; another user's or a preset is NOT_FOUND and stays", async () => {
    const templates = templatesWithPreset();
    templates.rows.push(newTemplate('t1', 'a', {}, new Date()));
    const remove = new DeleteTemplate(templates);
    for (const id of ['t1', 'preset-modern'])
      await expect(remove.execute('b', id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(templates.rows).toHaveLength(2);
    await remove.execute('a', 't1');
    expect(templates.rows.map((t) => t.id)).toEqual(['preset-modern']);
  });
});
