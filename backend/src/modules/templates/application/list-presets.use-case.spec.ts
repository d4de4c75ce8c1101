import { newTemplate } from '../domain/template';
import { ListPresets } from './list-presets.use-case';
import { templatesWithPreset } from './testing/in-memory-ports';

describe('ListPresets', () => {
  it('lists the presets, the templates without an owner', async () => {
    const templates = templatesWithPreset();
    templates.rows.push(newTemplate('t1', 'a', {}, new Date()));
    expect(await new ListPresets(templates).execute()).toEqual([
      expect.objectContaining({ id: 'preset-modern', userId: null }),
    ]);
  });
});
