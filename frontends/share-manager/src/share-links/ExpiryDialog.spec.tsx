/**
 * Link expiry (docs/decisions/0054-link-controls-and-previews.md): a day from today to 365 days ahead, kept to the
 * end of that day in the owner's time zone; 'Remove Expiry' sends null; a refusal shows the server's words.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { ERROR_CODES, MESSAGES, type ShareLinkDetails } from '@resume/contracts';
import { answerRoutes, jsonResponse, mockFetch, renderWithProviders, requestsMade } from '@resume/platform/testing';
import { aShareLink } from './testing/share-link';
import { dayValue, endOfDay, ExpiryDialog } from './ExpiryDialog';

const fetchMock = mockFetch();

const link = aShareLink();

function open(shown: ShareLinkDetails, patch: () => Response = () => jsonResponse(200, shown)) {
  answerRoutes(fetchMock, { 'PATCH /api/share-links/l1': patch });
  const onOpenChange = jest.fn();
  renderWithProviders(<ExpiryDialog link={shown} onOpenChange={onOpenChange} />);
  return onOpenChange;
}
const day = () => screen.getByLabelText('Works until the end of') as HTMLInputElement;
const click = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};
const patches = () => requestsMade(fetchMock).filter((r) => r.method === 'PATCH');

describe('Link Expiry', () => {
  it('a day is kept to its last moment in the local time zone', () => {
    const end = new Date(endOfDay('2027-03-09'));
    expect([end.getFullYear(), end.getMonth(), end.getDate(), end.getHours(), end.getMinutes()]).toEqual([
      2027, 2, 9, 23, 59,
    ]);
    expect(dayValue(new Date(2027, 0, 5, 12))).toBe('2027-01-05');
  });

  it('offers today to 365 days ahead, and saves the end of the chosen day', async () => {
    const onOpenChange = open(link);
    expect(screen.getByRole('dialog', { name: MESSAGES.shareLinks.expiryDialog.title })).toBeTruthy();
    expect(day().min).toBe(dayValue(new Date()));
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Remove Expiry' })).toBeNull();
    const chosen = dayValue(new Date(Date.now() + 10 * 24 * 60 * 60 * 1000));
    fireEvent.change(day(), { target: { value: chosen } });
    await click('Save');
    expect(patches().map((r) => r.body)).toEqual([{ expiresAt: endOfDay(chosen) }]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('shows a set expiry and removes it with null', async () => {
    const expiresAt = endOfDay(dayValue(new Date(Date.now() + 3 * 24 * 60 * 60 * 1000)));
    open({ ...link, expiresAt });
    expect(day().value).toBe(dayValue(new Date(expiresAt)));
    await click('Remove Expiry');
    expect(patches().map((r) => r.body)).toEqual([{ expiresAt: null }]);
  });

  it("keeps the dialog open on a refusal, with the server's words", async () => {
    const { message } = ERROR_CODES.SHARE_LINK_EXPIRY_INVALID;
    const onOpenChange = open(link, () => jsonResponse(400, { code: 'SHARE_LINK_EXPIRY_INVALID', message }));
    fireEvent.change(day(), { target: { value: dayValue(new Date(Date.now() + 24 * 60 * 60 * 1000)) } });
    await click('Save');
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    expect(await screen.findByText(message)).toBeTruthy();
  });
});
