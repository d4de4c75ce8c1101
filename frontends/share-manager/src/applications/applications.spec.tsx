/**
 * The Applications screen (issue 28 point 2): the board's columns and cards with their activity line, the table's
 * status select, and the free plan's prompt instead of the screen.
 */
import { act, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { APPLICATIONS_API, MESSAGES } from '@resume/contracts';
import { answerRoutes, jsonResponse, mockFetch, renderWithProviders, requestsMade } from '@resume/platform/testing';
import { useShareManagerT } from '../locales/use-share-manager-t';
import { activityLabel } from './activity-label';
import { anApplication, anApplicationLink } from './testing/application';
import { ApplicationsBoard } from './ApplicationsBoard';
import { ApplicationsPage } from './ApplicationsPage';
import { ApplicationsTable } from './ApplicationsTable';

const fetchMock = mockFetch();
const now = Date.now();

const link = anApplicationLink;
const app = anApplication;

const rows = [
  app({}),
  app({
    id: 'a2',
    company: 'ShopCo',
    status: 'saved',
    matchScore: null,
    link: link({ id: 'l2', viewCount: 0, downloadCount: 0, lastOpenedAt: null }),
  }),
  app({ id: 'a3', company: 'GoneCo', status: 'rejected', link: null }),
];

describe('activityLabel', () => {
  const t = renderHook(() => useShareManagerT()).result.current;
  it("says 'Opened 2 h ago · 3 views · 1 download', 'Not opened yet' and 'Link deleted'", () => {
    expect(activityLabel(t, rows[0].link, now)).toBe('Opened 2 h ago · 3 views · 1 download');
    expect(activityLabel(t, rows[1].link, now)).toBe('Not opened yet · 0 views · 0 downloads');
    expect(activityLabel(t, null, now)).toBe('Link deleted');
    expect(activityLabel(t, link({ lastOpenedAt: null, viewCount: 1, downloadCount: 2 }), now)).toBe(
      '1 view · 2 downloads',
    );
  });
});

describe('ApplicationsBoard', () => {
  it('shows one column per status, in order, each with its cards, counts and activity', () => {
    render(<ApplicationsBoard applications={rows} onMove={jest.fn()} onEdit={jest.fn()} />);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Saved1', 'Applied1', 'Interviewing0', 'Offer0', 'Rejected1', 'Withdrawn0']);
    const applied = screen.getByTestId('board-column-applied');
    expect(within(applied).getByText('PayCo')).toBeTruthy();
    expect(within(applied).getByText('Match 74 %')).toBeTruthy();
    expect(within(applied).getByText('Opened 2 h ago · 3 views · 1 download')).toBeTruthy();
    expect(within(screen.getByTestId('board-column-rejected')).getByText('Link deleted')).toBeTruthy();
    // Each card has a keyboard handle with the instructions for picking it up.
    const handle = within(applied).getByRole('button', { name: 'Move PayCo' });
    expect(handle.getAttribute('aria-describedby')).toBe('applications-board-help');
    expect(handle.getAttribute('aria-roledescription')).toBe('draggable');
  });
});

describe('ApplicationsTable', () => {
  it('lists every application with its status select, and a change calls onMove with the new status', () => {
    const onMove = jest.fn();
    const onEdit = jest.fn();
    render(<ApplicationsTable applications={rows} onMove={onMove} onEdit={onEdit} />);
    const table = screen.getByTestId('applications-table');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('Opened 2 h ago · 3 views · 1 download')).toBeTruthy();
    expect((within(table).getAllByRole('link', { name: 'Frozen link' })[0] as HTMLAnchorElement).href).toContain(
      '/r/s/s1',
    );
    fireEvent.change(screen.getByLabelText('Status of ShopCo'), { target: { value: 'interviewing' } });
    expect(onMove).toHaveBeenCalledWith(rows[1], 'interviewing');
    fireEvent.click(screen.getByRole('button', { name: 'Edit GoneCo' }));
    expect(onEdit).toHaveBeenCalledWith(rows[2]);
  });
});

describe('ApplicationsPage', () => {
  it('shows a free plan what the screen is and the Premium Feature prompt, and asks for no applications', async () => {
    answerRoutes(fetchMock, {
      'GET /api/user': () => jsonResponse(200, { id: 'u1', plan: 'free', subscriptionStatus: null }),
    });
    renderWithProviders(<ApplicationsPage />);
    expect(await screen.findByTestId('applications-upsell', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(MESSAGES.applications.upsellTitle)).toBeTruthy();
    expect(await screen.findByText('Premium Feature')).toBeTruthy();
    expect(requestsMade(fetchMock).some((r) => r.url.includes(APPLICATIONS_API.applications))).toBe(false);
  });

  it('edits the notes and the applied date of an application, sending only those fields', async () => {
    answerRoutes(fetchMock, {
      'GET /api/user': () => jsonResponse(200, { id: 'u1', plan: 'premium', subscriptionStatus: 'active' }),
      'GET /api/applications': () => jsonResponse(200, rows),
      'GET /api/filters': () => jsonResponse(200, []),
      'PATCH /api/applications/a1': () => jsonResponse(200, { ...rows[0], notes: 'Call back' }),
    });
    renderWithProviders(<ApplicationsPage />);
    await act(async () =>
      fireEvent.click(await screen.findByRole('button', { name: 'Edit PayCo' }, { timeout: 5000 })),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Notes'), { target: { value: 'Call back' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    await waitFor(() =>
      expect(requestsMade(fetchMock, 'PATCH')).toEqual([
        expect.objectContaining({
          url: '/api/applications/a1',
          body: { notes: 'Call back', appliedOn: '2026-11-20', postingUrl: null },
        }),
      ]),
    );
  });

  it('gives a paid plan the board, the table and the CSV export', async () => {
    answerRoutes(fetchMock, {
      'GET /api/user': () => jsonResponse(200, { id: 'u1', plan: 'premium', subscriptionStatus: 'active' }),
      'GET /api/applications': () => jsonResponse(200, rows),
      'GET /api/filters': () => jsonResponse(200, []),
    });
    renderWithProviders(<ApplicationsPage />);
    expect(await screen.findByTestId('applications-board', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Export CSV/ }).getAttribute('href')).toBe(APPLICATIONS_API.csv);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Table' })));
    await waitFor(() => expect(screen.getByTestId('applications-table')).toBeTruthy());
  });
});
