import { catalogueProblems } from '@resume/contracts';
import { accountAr } from './ar';
import { accountDe } from './de';
import { accountEn } from './en';

describe('the account catalogue', () => {
  it.each([
    ['de', accountDe],
    ['ar', accountAr],
  ])('in %s has every English key, no other, with the same placeholders', (_, catalogue) => {
    expect(catalogueProblems(accountEn, catalogue)).toEqual([]);
  });

  it('a missing Arabic text is named', () => {
    const { title: _, ...publicPage } = accountAr.publicPage;
    expect(catalogueProblems(accountEn, { ...accountAr, publicPage } as typeof accountAr)).toEqual([
      expect.stringContaining('publicPage.title'),
    ]);
  });
});
