import { catalogueProblems } from '@resume/contracts';
import { editorAr } from './ar';
import { editorDe } from './de';
import { editorEn } from './en';

describe('the editor catalogue', () => {
  it.each([
    ['de', editorDe],
    ['ar', editorAr],
  ])('in %s has every English key, no other, with the same placeholders', (_, catalogue) => {
    expect(catalogueProblems(editorEn, catalogue)).toEqual([]);
  });

  it('a missing German text is named', () => {
    const { sectionsLabel: _, ...page } = editorDe.page;
    expect(catalogueProblems(editorEn, { ...editorDe, page } as typeof editorDe)).toEqual([
      expect.stringContaining('page.sectionsLabel'),
    ]);
  });
});
