import { defaultLayout } from '@resume/contracts';
import type { TemplateLayout } from '@resume/contracts';
import { TEMPLATE_LIMITS } from '@resume/contracts/dto';
import { checkRoomForTemplate, marginText, newTemplate, savedOver } from './template';

const NOW = new Date('2026-01-02T03:04:05Z');
const LATER = new Date('2026-01-03T03:04:05Z');

describe('templates', () => {
  it('writes the margin as text', () => {
    expect([marginText(0.75), marginText('1.50'), marginText(2), marginText(null)]).toEqual([
      '0.75',
      '1.5',
      '2',
      '0.25',
    ]);
  });

  it('stores only the known fields of a layout, the legacy columns (spec 3) among them, exactly as sent', () => {
    const layout = defaultLayout();
    const legacy = { ...layout, columns: 2, sections: layout.sections.map((s) => ({ ...s, column: 1 })) };
    const sent = {
      ...legacy,
      theme: 'dark',
      sections: legacy.sections.map((s) => ({ ...s, colour: 'red' })),
    } as TemplateLayout;
    expect(newTemplate('t1', 'u1', { layout: sent }, NOW).layout).toEqual(legacy);
    expect(newTemplate('t1', 'u1', { layout }, NOW).layout).toEqual(layout);
    expect(newTemplate('t1', 'u1', { layoutData: legacy }, NOW).layout).toEqual(legacy);
    expect(newTemplate('t1', 'u1', { layout, layoutData: legacy }, NOW).layout).toEqual(layout);
  });

  it('saves over a template: sent fields replace, absent ones stay, null resets a style field', () => {
    const template = newTemplate(
      't1',
      'u1',
      { primaryColor: '#EF4444', font: 'Lato', companyName: 'Acme', isDefault: true },
      NOW,
    );
    const saved = savedOver(template, { font: null, companyName: null, pageMargin: 1 }, LATER);
    expect(saved).toEqual({ ...template, font: 'Inter', companyName: null, pageMargin: '1', updatedAt: LATER });
  });

  it(`allows ${TEMPLATE_LIMITS.perUser} templates per user`, () => {
    expect(() => checkRoomForTemplate(TEMPLATE_LIMITS.perUser - 1)).not.toThrow();
    expect(() => checkRoomForTemplate(TEMPLATE_LIMITS.perUser)).toThrow(
      expect.objectContaining({ code: 'TEMPLATE_LIMIT_REACHED' }),
    );
  });
});
