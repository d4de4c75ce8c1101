import { TEMPLATE_LIMITS } from '@resume/contracts/dto';
import { AdjustableClock } from '../../../shared/testing/adjustable-clock';
import { ImmediateTransaction } from '../../../shared/testing/immediate-transaction';
import { newTemplate } from '../domain/template';
import { DeleteTemplate } from './delete-template.use-case';
import { ListPresets } from './list-presets.use-case';
import { ListTemplates } from './list-templates.use-case';
import { SaveTemplate } from './save-template.use-case';
import { InMemoryTemplates } from './testing/in-memory-templates';

function setup() {
  const templates = new InMemoryTemplates();
  templates.rows.push({ ...newTemplate('preset-modern', 'x', { primaryColor: '#8B5CF6' }, new Date()), userId: null });
  const transaction = new ImmediateTransaction();
  return {
    templates,
    transaction,
    save: new SaveTemplate(templates, transaction, new AdjustableClock()),
    list: new ListTemplates(templates),
    presets: new ListPresets(templates),
    remove: new DeleteTemplate(templates),
  };
}

const defaults = (t: InMemoryTemplates, userId: string) =>
  t.rows.filter((r) => r.userId === userId && r.isDefault).map((r) => r.id);

describe('template use cases', () => {
  it('creates without an id, saves over with one, each in one transaction', async () => {
    const { save, list, transaction } = setup();
    const created = await save.execute('a', undefined, { font: 'Lato' });
    expect(created).toMatchObject({ created: true, template: { userId: 'a', font: 'Lato' } });
    const over = await save.execute('a', created.template.id, { companyName: 'Acme' });
    expect(over).toEqual({
      created: false,
      template: { ...created.template, companyName: 'Acme', updatedAt: expect.any(Date) },
    });
    expect(await list.execute('a')).toEqual([over.template]);
    expect(transaction.runs).toBe(2);
  });

  it('keeps one default per user', async () => {
    const { save, templates } = setup();
    const other = (await save.execute('b', undefined, { isDefault: true })).template;
    const first = (await save.execute('a', undefined, { isDefault: true })).template;
    const second = (await save.execute('a', undefined, { isDefault: true })).template;
    expect(defaults(templates, 'a')).toEqual([second.id]);
    await save.execute('a', first.id, { isDefault: true });
    expect(defaults(templates, 'a')).toEqual([first.id]);
    expect(defaults(templates, 'b')).toEqual([other.id]);
  });

  it("answers NOT_FOUND for another user's template or a preset, changing nothing", async () => {
    const { save, remove, templates } = setup();
    const mine = (await save.execute('a', undefined, {})).template;
    const before = structuredClone(templates.rows);
    for (const id of [mine.id, 'preset-modern']) {
      await expect(save.execute('b', id, { font: 'Lato' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(remove.execute('b', id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(templates.rows).toEqual(before);
  });

  it(`refuses template ${TEMPLATE_LIMITS.perUser + 1} but still saves over one`, async () => {
    const { save } = setup();
    let last;
    for (let i = 0; i < TEMPLATE_LIMITS.perUser; i++) last = (await save.execute('a', undefined, {})).template;
    await expect(save.execute('a', undefined, {})).rejects.toMatchObject({ code: 'TEMPLATE_LIMIT_REACHED' });
    await expect(save.execute('a', last!.id, { font: 'Lato' })).resolves.toMatchObject({ created: false });
  });

  it('lists the presets, the templates without an owner', async () => {
    expect(await setup().presets.execute()).toEqual([expect.objectContaining({ id: 'preset-modern', userId: null })]);
  });
});
