/**
 * 'New Share Link' (spec 2.12, 5): it needs the resume id ('Resume Not Found') and a template ('Template Required'),
 * sends the optional 4-digit code, and sends nothing while the code is not exactly 4 digits. The picker inside is
 * used as a user uses it (its default template), not tested here.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MESSAGES, type Template } from '@resume/contracts';
import { answerRoutes, jsonResponse, mockFetch, renderWithProviders, requestsMade } from '@resume/platform/testing';
import { NewShareLinkDialog } from './NewShareLinkDialog';

const fetchMock = mockFetch();

const premium = { id: 'u1', plan: 'premium', subscriptionStatus: 'active', publicPage: false };
const preset = { id: 'traditional', userId: -1, isDefault: true, primaryColor: '#2563EB' } as Template;

/** `resumeId: null` stands for a complete resume that has not loaded (the dialog gets undefined). */
function openDialog({ resumeId = 'r1' as string | null, presets = [preset] } = {}) {
  answerRoutes(fetchMock, {
    'GET /api/user': () => jsonResponse(200, premium),
    'GET /api/filters': () => jsonResponse(200, []),
    'GET /api/templates': () => jsonResponse(200, []),
    'GET /api/templates/presets': () => jsonResponse(200, presets),
    'POST /api/share-links': () => jsonResponse(201, { id: 'l1' }),
  });
  const onOpenChange = jest.fn();
  renderWithProviders(<NewShareLinkDialog open onOpenChange={onOpenChange} resumeId={resumeId ?? undefined} />);
  return onOpenChange;
}

async function createLink() {
  const button = screen.getByRole('button', { name: 'Create Link' }) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  await act(async () => {
    fireEvent.click(button);
  });
}

describe('New Share Link', () => {
  it('creates the link with the default template and the code, and says so', async () => {
    const onOpenChange = openDialog();
    fireEvent.click(screen.getByRole('switch', { name: 'Require a security code' }));
    const code = (screen.getByTestId('security-code-input') as HTMLInputElement).value;
    await createLink();

    expect(await screen.findByText('Share Link Created')).toBeTruthy();
    expect(requestsMade(fetchMock, 'POST')).toEqual([
      {
        url: '/api/share-links',
        method: 'POST',
        body: { resumeId: 'r1', filterId: null, templateId: 'traditional', securityCode: code, mode: 'live' },
      },
    ]);
    expect(code).toMatch(/^\d{4}$/);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("is Live unless 'Frozen' is chosen, and sends the mode", async () => {
    openDialog();
    expect((screen.getByRole('radio', { name: /^Live/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /^Frozen/ }));
    await createLink();

    expect(await screen.findByText('Share Link Created')).toBeTruthy();
    expect(requestsMade(fetchMock, 'POST')[0].body).toMatchObject({ templateId: 'traditional', mode: 'frozen' });
  });

  it.each(['12', '0123'])('sends nothing while the code is %s (not 4 digits from 1000 to 9999)', async (code) => {
    openDialog();
    fireEvent.click(screen.getByRole('switch', { name: 'Require a security code' }));
    fireEvent.change(screen.getByTestId('security-code-input'), { target: { value: code } });
    await createLink();

    expect(screen.getByText(MESSAGES.shareLinks.codeFormat)).toBeTruthy();
    expect(requestsMade(fetchMock, 'POST')).toHaveLength(0);
  });

  it("without the resume id says 'Resume Not Found' and sends nothing", async () => {
    openDialog({ resumeId: null });
    await createLink();

    expect(await screen.findByText('Resume Not Found')).toBeTruthy();
    expect(requestsMade(fetchMock, 'POST')).toHaveLength(0);
  });

  it("without any template says 'Template Required' and sends nothing", async () => {
    openDialog({ presets: [] });
    await createLink();

    expect(await screen.findByText('Please select a template for your share link.')).toBeTruthy();
    expect(screen.getByText('Template Required')).toBeTruthy();
    expect(requestsMade(fetchMock, 'POST')).toHaveLength(0);
  });
});
