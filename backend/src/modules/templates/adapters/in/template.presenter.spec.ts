import { defaultLayout } from '@resume/contracts';
import { newTemplate } from '../../domain/template';
import { toTemplateJson } from './template.presenter';

const NOW = new Date('2026-01-02T03:04:05Z');

describe('template presenter', () => {
  it('gets the default style for whatever a new save leaves out', () => {
    expect(toTemplateJson(newTemplate('t1', 'u1', {}, NOW))).toEqual({
      id: 't1',
      userId: 'u1',
      isDefault: false,
      primaryColor: '#3B82F6',
      secondaryColor: '#60A5FA',
      font: 'Inter',
      pageMargin: '0.25',
      accentStyle: 'border-left',
      companyName: null,
      logoImage: null,
      headerImage: null,
      layout: defaultLayout(),
      layoutData: defaultLayout(),
      paperSize: null,
      runningElements: true,
    });
  });

  it('shows a preset (no owner) as userId -1', () => {
    expect(toTemplateJson({ ...newTemplate('p', 'u1', {}, NOW), userId: null }).userId).toBe(-1);
  });
});
