/** 'Sign out of all other devices' as a person uses it: a question first, then the API call and a toast. */
import { fireEvent, screen, within } from '@testing-library/react';
import { API_PATHS, MESSAGES } from '@resume/contracts';
import { answerRoutes, jsonResponse, mockFetch, renderWithProviders, requestsMade } from '@resume/platform/testing';
import { OtherSessionsCard } from './OtherSessionsCard';

const fetchMock = mockFetch();
const TEXTS = MESSAGES.otherSessions;

describe('OtherSessionsCard', () => {
  it('asks first; Cancel sends nothing', async () => {
    answerRoutes(fetchMock, {});
    renderWithProviders(<OtherSessionsCard />);
    fireEvent.click(screen.getByRole('button', { name: TEXTS.button }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(TEXTS.confirmText)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(requestsMade(fetchMock, 'POST')).toEqual([]);
  });

  it('signs the other sessions out and says how many', async () => {
    answerRoutes(fetchMock, {
      [`POST ${API_PATHS.signOutOthers}`]: () => jsonResponse(200, { success: true, ended: 2 }),
    });
    renderWithProviders(<OtherSessionsCard />);
    fireEvent.click(screen.getByRole('button', { name: TEXTS.button }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: TEXTS.button }));
    expect(await screen.findByText(TEXTS.done(2).description!)).toBeTruthy();
    expect(screen.getByText('2 other sessions were signed out.')).toBeTruthy();
    expect(requestsMade(fetchMock, 'POST')).toEqual([{ url: API_PATHS.signOutOthers, method: 'POST', body: {} }]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says so when it failed, and keeps the question open to try again', async () => {
    answerRoutes(fetchMock, {
      [`POST ${API_PATHS.signOutOthers}`]: () => jsonResponse(500, { code: 'INTERNAL', message: 'boom' }),
    });
    renderWithProviders(<OtherSessionsCard />);
    fireEvent.click(screen.getByRole('button', { name: TEXTS.button }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: TEXTS.button }));
    expect(await screen.findByText(TEXTS.failed.description!)).toBeTruthy();
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });
});
