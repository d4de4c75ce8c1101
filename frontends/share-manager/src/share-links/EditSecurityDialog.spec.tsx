/**
 * 'Edit Security' (spec 4, 5, 9): the switch turns on a random code of exactly 4 digits (1000-9999) or clears it
 * and sends null; the code field keeps digits only, at most 4, and Save waits for exactly 4; a locked link says so.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { MESSAGES, type ShareLinkDetails } from '@resume/contracts';
import { answerRoutes, jsonResponse, mockFetch, renderWithProviders, requestsMade } from '@resume/platform/testing';
import { aShareLink } from './testing/share-link';
import { EditSecurityDialog } from './EditSecurityDialog';

const fetchMock = mockFetch();

const link = aShareLink();

function openDialog(
  shown: ShareLinkDetails,
  patch: () => Response = () => jsonResponse(200, shown),
  { publicPage = false } = {},
) {
  answerRoutes(fetchMock, {
    'GET /api/user': () => jsonResponse(200, { id: 'u1', publicPage }),
    'PATCH /api/share-links/l1': patch,
  });
  const onOpenChange = jest.fn();
  renderWithProviders(<EditSecurityDialog link={shown} onOpenChange={onOpenChange} />);
  return onOpenChange;
}
const codeSwitch = () => screen.getByRole('switch', { name: 'Require a security code' });
const codeInput = () => screen.getByTestId('security-code-input') as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

async function save() {
  await act(async () => {
    fireEvent.click(saveButton());
  });
}

describe('Edit Security', () => {
  it('turning the code on generates a random 4-digit code, and Save sends it', async () => {
    const onOpenChange = openDialog(link);
    expect(saveButton().disabled).toBe(true);
    fireEvent.click(codeSwitch());

    const code = codeInput().value;
    expect(code).toMatch(/^\d{4}$/);
    expect(Number(code)).toBeGreaterThanOrEqual(1000);
    await save();

    expect(await screen.findByText('Link Updated')).toBeTruthy();
    expect(requestsMade(fetchMock, 'PATCH')).toEqual([
      { url: '/api/share-links/l1', method: 'PATCH', body: { securityCode: code } },
    ]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('the code keeps digits only, at most 4; fewer than 4 or below 1000 is refused before saving', () => {
    openDialog({ ...link, securityCode: '1234' });
    fireEvent.change(codeInput(), { target: { value: '9a8-7' } });
    expect(codeInput().value).toBe('987');
    expect(screen.getByText(MESSAGES.shareLinks.codeFormat)).toBeTruthy();
    expect(saveButton().disabled).toBe(true);

    fireEvent.change(codeInput(), { target: { value: '0987' } });
    expect(screen.getByText(MESSAGES.shareLinks.codeFormat)).toBeTruthy();
    expect(saveButton().disabled).toBe(true);

    fireEvent.change(codeInput(), { target: { value: '98765' } });
    expect(codeInput().value).toBe('9876');
    expect(screen.queryByText(MESSAGES.shareLinks.codeFormat)).toBeNull();
    expect(saveButton().disabled).toBe(false);
  });

  it('turning the code off clears it and sends null', async () => {
    openDialog({ ...link, securityCode: '1234' });
    expect(codeInput().value).toBe('1234');
    fireEvent.click(codeSwitch());
    expect(screen.queryByTestId('security-code-input')).toBeNull();
    await save();

    expect(requestsMade(fetchMock, 'PATCH')[0].body).toEqual({ securityCode: null });
  });

  it('a locked link says so, and saving the same code again unlocks it', async () => {
    openDialog({ ...link, securityCode: '1234', locked: true, failedAttempts: 10 });
    expect(screen.getByTestId('link-locked-note').textContent).toContain(
      'Too many wrong codes were entered, so this link refuses every code.',
    );
    expect(saveButton().disabled).toBe(false);
    await save();
    expect(requestsMade(fetchMock, 'PATCH')[0].body).toEqual({ securityCode: '1234' });
  });

  it('while the public page is on, warns that the code protects nothing', async () => {
    openDialog({ ...link, securityCode: '1234' }, undefined, { publicPage: true });
    expect((await screen.findByTestId('public-page-warning')).textContent).toContain(
      'Anyone can read your complete resume on your public page without this code.',
    );
  });

  it('switches a live link to Frozen, sending only the mode', async () => {
    openDialog(link);
    expect((screen.getByRole('radio', { name: /^Live/ }) as HTMLInputElement).checked).toBe(true);
    expect(saveButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /^Frozen/ }));
    await save();
    expect(requestsMade(fetchMock, 'PATCH')[0].body).toEqual({ mode: 'frozen' });
  });

  it('says since when a frozen link is frozen, and can make it live again', async () => {
    const frozenAt = new Date(Date.now() - 3 * 86_400_000).toISOString();
    openDialog({ ...link, mode: 'frozen', frozenAt });
    expect((screen.getByRole('radio', { name: /^Frozen/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('link-frozen-at').textContent).toContain('Frozen 3 days ago');
    fireEvent.click(screen.getByRole('radio', { name: /^Live/ }));
    expect(screen.queryByTestId('link-frozen-at')).toBeNull();
    await save();
    expect(requestsMade(fetchMock, 'PATCH')[0].body).toEqual({ mode: 'live' });
  });

  it("a failed update shows 'Failed to update the share link' and keeps the dialog open", async () => {
    const onOpenChange = openDialog(link, () => jsonResponse(500, { code: 'INTERNAL', message: 'boom' }));
    fireEvent.click(codeSwitch());
    await save();

    expect(await screen.findByText('Failed to update the share link')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
