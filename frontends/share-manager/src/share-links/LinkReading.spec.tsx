/**
 * A link's reading under its address (docs/decisions/0053-read-notices.md): the 'Opened' line, the time read once a
 * visit sent it, and the bell that turns the link's notices off (PATCH .../read-notices).
 */
import { act, fireEvent, screen } from '@testing-library/react';
import type { ShareLinkDetails, ShareLinkReading } from '@resume/contracts';
import { answerRoutes, jsonResponse, mockFetch, renderWithProviders, requestsMade } from '@resume/platform/testing';
import { LinkReading } from './LinkReading';

const fetchMock = mockFetch();

const link = { id: 'l1', shareableId: 'abc', viewCount: 3, downloadCount: 1 } as ShareLinkDetails;
const reading: ShareLinkReading = {
  id: 'l1',
  firstOpenedAt: new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString(),
  lastOpenedAt: new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString(),
  notifyOnOpen: true,
  readVisits: 2,
  readSeconds: 160,
  averageDepth: 80,
};

describe('LinkReading', () => {
  it('says when it was opened, its views, downloads and time read', () => {
    renderWithProviders(<LinkReading link={link} reading={reading} />);
    expect(screen.getByTestId('share-link-opened').textContent).toBe('Opened 2 hours ago · 3 views · 1 download');
    expect(screen.getByTestId('share-link-time-read').textContent).toBe(
      '1 min 20 s average · 2 min 40 s total read · read to 80 %',
    );
  });

  it('before any open: not opened yet, no time read, notices on', () => {
    renderWithProviders(<LinkReading link={{ ...link, viewCount: 0, downloadCount: 0 }} reading={undefined} />);
    expect(screen.getByTestId('share-link-opened').textContent).toBe('Not opened yet · 0 views · 0 downloads');
    expect(screen.queryByTestId('share-link-time-read')).toBeNull();
    expect(screen.getByRole('switch', { name: 'Tell me when it is first opened' }).getAttribute('aria-checked')).toBe(
      'true',
    );
  });

  it('the bell turns the link’s notices off', async () => {
    answerRoutes(fetchMock, {
      'PATCH /api/share-links/l1/read-notices': () => jsonResponse(200, { ...reading, notifyOnOpen: false }),
      'GET /api/share-links/reading': () => jsonResponse(200, [{ ...reading, notifyOnOpen: false }]),
    });
    renderWithProviders(<LinkReading link={link} reading={reading} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('switch', { name: 'Tell me when it is first opened' }));
    });
    expect(requestsMade(fetchMock, 'PATCH')).toEqual([
      { url: '/api/share-links/l1/read-notices', method: 'PATCH', body: { notifyOnOpen: false } },
    ]);
  });
});
