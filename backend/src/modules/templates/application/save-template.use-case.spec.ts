import { TEMPLATE_LIMITS } from '@resume/contracts/dto';
import { AdjustableClock } from '../../../shared/testing/adjustable-clock';
import { ImmediateTransaction } from '../../../shared/testing/immediate-transaction';
import { SaveTemplate } from './save-template.use-case';
import { InMemoryTemplates, templatesWithPreset } from './testing/in-memory-ports';

describe('SaveTemplate', () => {
  const setup = () => {
    const templates = templatesWithPreset();
    const transaction = new ImmediateTransaction();
    return { templates, transaction, save: new SaveTemplate(templates, transaction, new AdjustableClock()) };
  };
  const defaults = (t: InMemoryTemplates, userId: string) =>
    t.rows.filter((r) => r.userId === userId && r.isDefault).map((r) => r.id);

  it('creates without an id, saves over with one, each in one transaction', async () => {
    const { save, templates, transaction } = setup();
    const created = await save.execute('a', undefined, { font: 'Lato' });
    expect(created).toMatchObject({ created: true, template: { userId: 'a', font: 'Lato' } });
    const over = await save.execute('a', created.template.id, { companyName: 'Acme' });
    expect(over).toEqual({
      created: false,
      template: { ...created.template, companyName: 'Acme', updatedAt: expect.any(Date) },
    });
    expect(await templates.listByUser('a')).toEqual([over.template]);
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
    const { save, templates } = setup();
    const mine = (await save.execute('a', undefined, {})).template;
    const before = structuredClone(templates.rows);
    for (const id of [mine.id, 'preset-modern'])
      await expect(save.execute('b', id, { font: 'Lato' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(templates.rows).toEqual(before);
  });

  it(`refuses a template past ${TEMPLATE_LIMITS.perUser} (TEMPLATE_LIMIT_REACHED) but still saves over one`, async () => {
    const { save } = setup();
    let last;
    for (let i = 0; i < TEMPLATE_LIMITS.perUser; i++) last = (await save.execute('a', undefined, {})).template;
    await expect(save.execute('a', undefined, {})).rejects.toMatchObject({ code: 'TEMPLATE_LIMIT_REACHED' });
    await expect(save.execute('a', last!.id, { font: 'Lato' })).resolves.toMatchObject({ created: false });
  });
});
