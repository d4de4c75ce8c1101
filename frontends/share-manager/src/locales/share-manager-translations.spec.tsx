/**
 * The `share-manager` namespace (docs/decisions/0049-app-translations.md): German and Arabic have every English key
 * and no other, the plural forms their language needs, and the screens speak them: the applications board and
 * the share-link dialogs in German, the same in Arabic with the page right to left.
 */
import { Suspense, type ReactNode } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import { switchLanguage } from '@resume/platform';
import { renderWithProviders } from '@resume/platform/testing';
import { ApplicationsBoard } from '../applications/ApplicationsBoard';
import { anApplication, anApplicationLink } from '../applications/testing/application';
import { EditSecurityDialog } from '../share-links/EditSecurityDialog';
import { ModeBadge } from '../share-links/link-badges';
import { aShareLink } from '../share-links/testing/share-link';
import { shareManagerAr } from './ar';
import { shareManagerDe } from './de';
import { shareManagerEn } from './en';
import { localizedCatalogueProblems } from '@resume/contracts';

describe('the share-manager catalogue', () => {
  it.each([
    ['en', shareManagerEn],
    ['de', shareManagerDe],
    ['ar', shareManagerAr],
  ])('in %s has every English key, no other, its plural forms and the same placeholders', (language, catalogue) => {
    expect(localizedCatalogueProblems(shareManagerEn, catalogue, language)).toEqual([]);
  });

  it('names a missing text, a missing Arabic plural form and a lost placeholder', () => {
    const { title: _, ...share } = shareManagerDe.share;
    const { views_two: __, ...reading } = shareManagerAr.reading;
    expect(
      localizedCatalogueProblems(shareManagerEn, { ...shareManagerDe, share } as typeof shareManagerDe, 'de'),
    ).toEqual(['missing key share.title']);
    expect(localizedCatalogueProblems(shareManagerEn, { ...shareManagerAr, reading }, 'ar')).toEqual([
      'missing plural form reading.views_two',
    ]);
    const lost = { ...shareManagerDe, reading: { ...shareManagerDe.reading, views_other: 'Aufrufe' } };
    expect(localizedCatalogueProblems(shareManagerEn, lost, 'de')).toEqual(['placeholders of reading.views_other: {}']);
  });
});

const applications = [
  anApplication({ appliedOn: null }),
  anApplication({
    id: 'a2',
    company: 'ShopCo',
    status: 'saved',
    matchScore: null,
    link: anApplicationLink({ viewCount: 2, downloadCount: 0, lastOpenedAt: null }),
  }),
];

const board = () => <ApplicationsBoard applications={applications} onMove={jest.fn()} onEdit={jest.fn()} />;
const inSuspense = (ui: ReactNode) => <Suspense fallback={null}>{ui}</Suspense>;
const lockedLink = aShareLink({ securityCode: '4321', locked: true, failedAttempts: 5 });

afterEach(async () => {
  await act(() => switchLanguage('en'));
});

describe('the share-manager screens', () => {
  it('speak German', async () => {
    await act(() => switchLanguage('de'));
    render(inSuspense(board()));
    const applied = await screen.findByTestId('board-column-applied');
    expect(within(applied).getByRole('heading', { name: /Beworben/ })).toBeTruthy();
    expect(within(applied).getByText('Übereinstimmung 74 %')).toBeTruthy();
    expect(within(applied).getByText('Geöffnet vor 2 Std. · 3 Aufrufe · 1 Download')).toBeTruthy();
    expect(within(screen.getByTestId('board-column-saved')).getByText('2 Aufrufe · 0 Downloads')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'PayCo verschieben' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('speak Arabic, right to left, with its plural forms', async () => {
    await act(() => switchLanguage('ar'));
    render(inSuspense(board()));
    const applied = await screen.findByTestId('board-column-applied');
    expect(within(applied).getByRole('heading', { name: /تم التقديم/ })).toBeTruthy();
    // 3 is 'few' (مشاهدات), 1 'one' (تنزيل واحد), 2 'two' (مشاهدتان), 0 'zero' (لا تنزيلات).
    expect(within(applied).getByText('فُتح قبل ساعتين · 3 مشاهدات · تنزيل واحد')).toBeTruthy();
    expect(within(screen.getByTestId('board-column-saved')).getByText('مشاهدتان · لا تنزيلات')).toBeTruthy();
    expect(document.documentElement).toHaveProperty('dir', 'rtl');
    expect(document.documentElement.lang).toBe('ar');
  });

  it('an open dialog in German and in Arabic: Edit Security of a locked link', async () => {
    await act(() => switchLanguage('de'));
    const { unmount } = renderWithProviders(
      inSuspense(<EditSecurityDialog link={lockedLink} onOpenChange={jest.fn()} />),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Sicherheit bearbeiten' });
    expect(within(dialog).getByTestId('link-locked-note').textContent).toContain('Gesperrt');
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
    expect(within(dialog).getByText('Sicherheitscode verlangen')).toBeTruthy();
    unmount();
    await act(() => switchLanguage('ar'));
    renderWithProviders(inSuspense(<EditSecurityDialog link={lockedLink} onOpenChange={jest.fn()} />));
    const arabic = await screen.findByRole('dialog', { name: 'تعديل الأمان' });
    expect(within(arabic).getByRole('group', { name: 'ما يعرضه الرابط' })).toBeTruthy();
    expect(within(arabic).getByRole('button', { name: 'حفظ' })).toBeTruthy();
  });

  it("says 'just now' in the page's language", async () => {
    await act(() => switchLanguage('ar'));
    const link = aShareLink({ mode: 'frozen', frozenAt: new Date().toISOString() });
    render(inSuspense(<ModeBadge link={link} />));
    expect((await screen.findByTestId('link-mode')).textContent).toBe('مُجمَّد الآن');
  });
});
