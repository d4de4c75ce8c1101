/**
 * Toasts and API errors in the page's language (docs/decisions/0049-app-translations.md): the screens raise toasts
 * with the contracts' English MESSAGES and show the API's English error texts; the person reads them in German or
 * Arabic, and in English byte for byte as before.
 */
import { act, render, screen } from '@testing-library/react';
import { ERROR_CODES, MESSAGES } from '@resume/contracts';
import { apiJson, isApiError, type ApiError } from '../api/api-client';
import { switchLanguage } from '../i18n/use-language';
import { i18n } from '../i18n/instance';
import { Toaster } from './toaster';
import { toast } from './use-toast';

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

/** The ApiError of a request the server answers with `body` and `status`. */
async function failure(status: number, body: object): Promise<ApiError> {
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));
  const error = await apiJson('PATCH', '/api/user', {}).catch((e: unknown) => e);
  if (!isApiError(error)) throw new Error('expected an ApiError');
  return error;
}

const usernameTaken = () => failure(409, { code: 'USERNAME_TAKEN', message: ERROR_CODES.USERNAME_TAKEN.message });

function raise(message: { title: string; description?: string }) {
  act(() => {
    toast({ ...message });
  });
}

describe('a toast', () => {
  it('shows the spec message in German', async () => {
    await act(() => switchLanguage('de'));
    render(<Toaster />);
    raise(MESSAGES.templates.presetApplied);
    expect(await screen.findByText('Vorgabe angewendet')).toBeTruthy();
    raise(MESSAGES.shareLinks.refreshed);
    expect(await screen.findByText('Link aufgefrischt')).toBeTruthy();
    expect(screen.getByText('Der Link zeigt Ihren Lebenslauf jetzt in seinem aktuellen Stand.')).toBeTruthy();
  });

  it('built from a detail: the message and an error text inside it, in German', async () => {
    await act(() => switchLanguage('de'));
    render(<Toaster />);
    raise(MESSAGES.templates.saveFailed(ERROR_CODES.TEMPLATE_LIMIT_REACHED.message));
    expect(
      await screen.findByText(
        'Vorlage konnte nicht gespeichert werden: Sie können höchstens 20 Vorlagen behalten. Löschen Sie eine, um eine weitere hinzuzufügen.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Fehler')).toBeTruthy();
  });

  it('in Arabic, and a text of the screen’s own (not in the contracts) stays as it was', async () => {
    await act(() => switchLanguage('ar'));
    render(<Toaster />);
    raise({ title: MESSAGES.shareLinks.linkCopied.title, description: 'Acme GmbH' });
    expect(await screen.findByText('تم نسخ الرابط')).toBeTruthy();
    expect(screen.getByText('Acme GmbH')).toBeTruthy();
  });

  it('in English is the spec message itself', () => {
    render(<Toaster />);
    raise(MESSAGES.templates.saveFailed('Not found.'));
    expect(screen.getByText('Failed to save template: Not found.')).toBeTruthy();
  });
});

describe('an API error', () => {
  it('reads in German by its code, shown in a toast as a screen shows it', async () => {
    await act(() => switchLanguage('de'));
    render(<Toaster />);
    const error = await usernameTaken();
    expect(error.serverMessage).toBe('Dieser Benutzername ist bereits vergeben.');
    expect(error.body?.message).toBe('This username is already taken.');
    raise({ ...MESSAGES.privacy.saveFailed, description: error.serverMessage });
    expect(await screen.findByText('Dieser Benutzername ist bereits vergeben.')).toBeTruthy();
  });

  it('reads in Arabic; in English it is the server’s text byte for byte', async () => {
    expect((await usernameTaken()).serverMessage).toBe(ERROR_CODES.USERNAME_TAKEN.message);
    await act(() => switchLanguage('ar'));
    await act(() => i18n.loadNamespaces('messages'));
    expect((await usernameTaken()).serverMessage).toBe('اسم المستخدم هذا مأخوذ بالفعل.');
  });

  it('whose text is more particular than its code’s keeps it (a rule’s own words)', async () => {
    await act(() => switchLanguage('de'));
    await act(() => i18n.loadNamespaces('messages'));
    const error = await failure(400, { code: 'VALIDATION_FAILED', message: 'Job Title must be shorter.' });
    expect(error.serverMessage).toBe('Job Title must be shorter.');
  });
});
