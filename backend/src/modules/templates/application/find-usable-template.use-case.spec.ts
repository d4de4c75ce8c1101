import { newTemplate } from '../domain/template';
import { FindUsableTemplate } from './find-usable-template.use-case';
import { templatesWithPreset } from './testing/in-memory-ports';

describe('FindUsableTemplate', () => {
  it('finds the user’s own template or a preset; another user’s is null', async () => {
    const templates = templatesWithPreset();
    templates.rows.push(newTemplate('t1', 'a', {}, new Date()));
    const find = new FindUsableTemplate(templates);
    expect((await find.execute('a', 't1'))?.id).toBe('t1');
    expect((await find.execute('b', 'preset-modern'))?.id).toBe('preset-modern');
    expect(await find.execute('b', 't1')).toBeNull();
    expect(await find.execute('a', 'nope')).toBeNull();
  });
});
