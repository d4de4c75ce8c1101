/** The header card's 'Connect LinkedIn' (spec 2.7): the premium dialog on free, the connect flow on a paid plan. */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MESSAGES, type CompleteResume, type User } from '@resume/contracts';
import {
  aUser,
  answerRoutes,
  jsonResponse,
  mockFetch,
  renderWithProviders,
  requestsMade,
} from '@resume/platform/testing';
import { HeaderAction } from './HeaderAction';

const fetchMock = mockFetch();

const user = aUser();

const resumeOf = (owner: User): CompleteResume => ({
  resume: {
    id: 'r1',
    summary: null,
    lastUpdated: '2024-01-01T00:00:00.000Z',
    font: 'Inter',
    theme: 'blue',
    language: 'en',
    sectionHeadings: {},
  },
  user: owner,
  experiences: [],
  education: [],
  skills: [],
  projects: [],
  certifications: [],
});

async function clickConnect() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Connect LinkedIn' }));
  });
}

it("free plan: 'Connect LinkedIn' opens the premium dialog with the spec's text and sends nothing", async () => {
  renderWithProviders(<HeaderAction data={resumeOf(user)} />);
  await clickConnect();
  const dialog = await screen.findByTestId('premium-required-dialog');
  expect(dialog.textContent).toContain(MESSAGES.linkedin.premiumDialog);
  expect(within(dialog).getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/pricing');
  // The dialog reads the signed-in user (a past-due payment changes its words, decision 0041); nothing else is asked.
  expect(requestsMade(fetchMock).filter((r) => r.url !== '/api/user')).toEqual([]);
});

it('paid plan in development: runs the simulated connect as the signed-in user', async () => {
  answerRoutes(fetchMock, {
    'GET /api/linkedin': () =>
      jsonResponse(200, {
        connected: false,
        linkedinId: null,
        mode: 'simulation',
        canConnect: true,
        canSync: false,
        connectedAt: null,
        tokenExpiresAt: null,
      }),
    'POST /api/dev-connect-linkedin': () => jsonResponse(200, { success: true, linkedinId: 'dev-u1' }),
    'POST /api/dev-import-linkedin': () => jsonResponse(200, { success: true, filled: [], kept: [] }),
  });
  renderWithProviders(<HeaderAction data={resumeOf({ ...user, plan: 'premium', subscriptionStatus: 'active' })} />);
  await clickConnect();
  expect(await screen.findByText('Development Mode')).toBeTruthy();
  expect(await screen.findByText('LinkedIn Connected', {}, { timeout: 4000 })).toBeTruthy();
  expect(requestsMade(fetchMock, 'POST')[0]).toEqual({
    url: '/api/dev-connect-linkedin',
    method: 'POST',
    body: { userId: 'u1' },
  });
  expect(screen.queryByTestId('premium-required-dialog')).toBeNull();
});
