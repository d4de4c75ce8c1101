import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { defaultLayout } from '../rules/layout';
import { isPreset, templateName } from '../rules/templates';
import { isPageMargin, SaveTemplateDto } from './tailoring.dto';

const problems = (body: object) =>
  validateSync(plainToInstance(SaveTemplateDto, body)).flatMap((e) => Object.values(e.constraints ?? {}));

describe('template rules', () => {
  it('accepts page margins from 0.25 to 2 inches in steps of 0.25, as numbers or strings', () => {
    expect([0.25, '0.5', 1.75, '2'].every(isPageMargin)).toBe(true);
    expect([0, 0.3, '2.25', 'wide', '', null].some(isPageMargin)).toBe(false);
  });

  it('checks colours, accent style, image URLs and the layout', () => {
    expect(problems({ primaryColor: '#2563EB', pageMargin: '0.25', layout: defaultLayout() })).toEqual([]);
    const layout = defaultLayout();
    layout.sections[2] = { ...layout.sections[2], width: 'third', x: 3 };
    expect(
      problems({ primaryColor: 'blue', accentStyle: 'shadow', logoImage: 'javascript:alert(1)', layout }).sort(),
    ).toEqual([
      'Accent style must be one of: border-top, border-right, border-bottom, border-left.',
      'Layout is not valid: reset it to the default layout and arrange the sections again.',
      'Logo image URL must be an image address starting with http:// or https://',
      'Primary colour must be a colour code, for example #3B82F6',
    ]);
  });

  it('names templates as spec 3 says', () => {
    expect(templateName({ userId: -1, primaryColor: '#2563eb' })).toBe('Traditional Template');
    expect(templateName({ userId: -1, primaryColor: '#8B5CF6' })).toBe('Modern Template');
    expect(templateName({ userId: -1, primaryColor: '#000000' })).toBe('System Template');
    expect(templateName({ userId: 'u1', primaryColor: '#2563EB' })).toBe('Custom Template');
  });

  it('recognises a preset by its owner -1 only', () => {
    expect(isPreset({ userId: -1 })).toBe(true);
    expect(isPreset({ userId: 'u1' })).toBe(false);
  });
});
