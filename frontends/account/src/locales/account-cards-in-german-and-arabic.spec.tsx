/**
 * The profile's LinkedIn, Custom Domain and signed-in devices cards as a German or Arabic speaker sees them
 * (docs/decisions/0049-app-translations.md): their own texts (namespace `account`), the toasts they raise with those
 * texts, and the counts in the language's plural forms (Arabic has six).
 */
import './register';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { API_PATHS, DOMAIN_ACTIVATION_NOTE, type DomainSettings } from '@resume/contracts';
import { aUser, answerRoutes, i18n, jsonResponse, mockFetch, renderWithProviders } from '@resume/platform/testing';
import { DomainsCard } from '../domains/DomainsCard';
import { LinkedInCard } from '../linkedin/LinkedInCard';
import { ada, status } from '../linkedin/linkedin-fixtures';
import { importSummary } from '../linkedin/texts';
import { OtherSessionsCard } from '../profile/OtherSessionsCard';

const fetchMock = mockFetch();
const paid = aUser({ plan: 'premium', subscriptionStatus: 'active' });

const pending: DomainSettings = {
  subdomainsEnabled: true,
  appDomain: 'resumes.example.com',
  subdomain: null,
  subdomainUrl: null,
  customDomain: 'cv.example.org',
  customDomainUrl: null,
  state: 'pending',
  lastCheckedAt: null,
  records: [{ type: 'TXT', name: '_resume-verify.cv.example.org', value: 'code-1234' }],
  activationNote: DOMAIN_ACTIVATION_NOTE,
};

const LANGUAGES = [
  {
    language: 'de',
    linkedinTitle: 'LinkedIn-Integration',
    notConnected: 'Nicht verbunden',
    exportTitle: 'LinkedIn-Export hochladen',
    domainsTitle: 'Eigene Domain',
    pendingState: 'Ausstehend',
    verifyNow: 'Jetzt prüfen',
    records: 'Fügen Sie diese Einträge bei Ihrem DNS-Anbieter hinzu:',
    copyName: 'Name des TXT-Eintrags',
    sessionsButton: 'Von allen anderen Geräten abmelden',
    sessionsDone: { 1: '1 andere Sitzung wurde abgemeldet.', 2: '2 andere Sitzungen wurden abgemeldet.' },
    summary: 'Hinzugefügt: 2 Berufserfahrungen, 1 Kenntnis und 1 Profilfeld.',
  },
  {
    language: 'ar',
    linkedinTitle: 'التكامل مع LinkedIn',
    notConnected: 'غير متصل',
    exportTitle: 'رفع ملف تصدير LinkedIn',
    domainsTitle: 'النطاق المخصص',
    pendingState: 'قيد الانتظار',
    verifyNow: 'التحقق الآن',
    records: 'أضف هذه السجلات لدى مزوّد DNS الخاص بك:',
    copyName: 'اسم سجل TXT',
    sessionsButton: 'تسجيل الخروج من جميع الأجهزة الأخرى',
    sessionsDone: { 1: 'تم تسجيل الخروج من جلسة أخرى واحدة.', 2: 'تم تسجيل الخروج من جلستين أخريين.' },
    summary: 'أُضيف: خبرتان، مهارة واحدة وحقل واحد في الملف الشخصي.',
  },
] as const;

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe.each(LANGUAGES)('the account cards in $language', (expected) => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage(expected.language));
  });

  it('the LinkedIn card speaks the language', async () => {
    answerRoutes(fetchMock, { 'GET /api/linkedin': () => jsonResponse(200, status()) });
    renderWithProviders(<LinkedInCard user={ada} />);
    expect(await screen.findByText(expected.notConnected)).toBeTruthy();
    expect(screen.getByText(expected.linkedinTitle)).toBeTruthy();
    expect(screen.getByRole('heading', { name: expected.exportTitle })).toBeTruthy();
  });

  it('the Custom Domain card speaks the language, its records too', async () => {
    answerRoutes(fetchMock, { 'GET /api/domains': () => jsonResponse(200, pending) });
    renderWithProviders(<DomainsCard user={paid} />);
    expect(await screen.findByText(expected.records)).toBeTruthy();
    expect(screen.getAllByText(expected.domainsTitle).length).toBeGreaterThan(0);
    expect(screen.getByText(expected.pendingState)).toBeTruthy();
    expect(screen.getByRole('button', { name: expected.verifyNow })).toBeTruthy();
    expect(screen.getByRole('button', { name: new RegExp(expected.copyName) })).toBeTruthy();
  });

  it.each([1, 2] as const)('signing %i other sessions out is counted in the language', async (ended) => {
    answerRoutes(fetchMock, {
      [`POST ${API_PATHS.signOutOthers}`]: () => jsonResponse(200, { success: true, ended }),
    });
    renderWithProviders(<OtherSessionsCard />);
    fireEvent.click(await screen.findByRole('button', { name: expected.sessionsButton }));
    const dialog = await screen.findByRole('alertdialog');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: expected.sessionsButton }));
    });
    expect(await screen.findByText(expected.sessionsDone[ended])).toBeTruthy();
  });

  it("the LinkedIn export's import toast counts in the language", () => {
    const t = i18n.getFixedT(expected.language, 'account');
    const result = {
      added: { experiences: 2, education: 0, skills: 1, projects: 0, certifications: 0 },
      profile: { filled: [{ field: 'name', value: 'Ada' }], kept: [] },
    };
    expect(importSummary(t as never, result as never)).toBe(expected.summary);
  });
});
