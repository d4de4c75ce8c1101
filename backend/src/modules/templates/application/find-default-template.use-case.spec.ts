import { SYSTEM_PRESETS } from '@resume/contracts';
import { newTemplate } from '../domain/template';
import { FindDefaultTemplate } from './find-default-template.use-case';
import { templatesWithPreset } from './testing/in-memory-ports';

describe('FindDefaultTemplate', () => {
  it('answers the user’s default, else the Traditional preset, else null', async () => {
    const templates = templatesWithPreset();
    const find = new FindDefaultTemplate(templates);
    expect(await find.execute('a')).toBeNull();
    const traditional = { ...newTemplate(SYSTEM_PRESETS.traditional.id, 'x', {}, new Date()), userId: null };
    templates.rows.push(traditional, newTemplate('t1', 'a', {}, new Date()));
    expect((await find.execute('a'))?.id).toBe(SYSTEM_PRESETS.traditional.id);
    templates.rows.push({ ...newTemplate('t2', 'a', {}, new Date()), isDefault: true });
    templates.rows.push({ ...newTemplate('t3', 'b', {}, new Date()), isDefault: true });
    expect((await find.execute('a'))?.id).toBe('t2');
  });
});
