import { localizedCatalogueProblems } from '@resume/contracts';
import { accountAr } from './ar';
import { accountDe } from './de';
import { accountEn } from './en';

describe('the account catalogue', () => {
  it.each([
    ['de', accountDe],
    ['ar', accountAr],
  ])(
    'in %s has every English key, no other, with the same placeholders and its plural forms',
    (language, catalogue) => {
      expect(localizedCatalogueProblems(accountEn, catalogue, language)).toEqual([]);
    },
  );

  it('a missing Arabic text is named', () => {
    const { title: _, ...publicPage } = accountAr.publicPage;
    expect(localizedCatalogueProblems(accountEn, { ...accountAr, publicPage } as typeof accountAr, 'ar')).toEqual([
      expect.stringContaining('publicPage.title'),
    ]);
  });

  it('a missing Arabic plural form is named', () => {
    const { done_two: _, ...sessions } = accountAr.sessions;
    expect(localizedCatalogueProblems(accountEn, { ...accountAr, sessions } as typeof accountAr, 'ar')).toEqual([
      'missing plural form sessions.done_two',
    ]);
  });
});
