import { newTemplate } from '../domain/template';
import { ListTemplates } from './list-templates.use-case';
import { templatesWithPreset } from './testing/in-memory-ports';

describe('ListTemplates', () => {
  it('lists the user’s own templates, not the presets nor another user’s', async () => {
    const templates = templatesWithPreset();
    templates.rows.push(newTemplate('t1', 'a', {}, new Date()), newTemplate('t2', 'b', {}, new Date()));
    expect((await new ListTemplates(templates).execute('a')).map((t) => t.id)).toEqual(['t1']);
  });
});
