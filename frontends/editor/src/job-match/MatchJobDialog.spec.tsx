/** 'Match a job' (issue 28): the answer as the dialog shows it, the posting's own errors, and the filter's gating. */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { ERROR_CODES, JOB_MATCH_API } from '@resume/contracts';
import {
  aUser,
  answerRoutes,
  jsonResponse,
  mockFetch,
  renderWithProviders,
  requestsMade,
} from '@resume/platform/testing';
import { MatchJobAction } from './MatchJobAction';
import { RESULT } from './testing/job-match-result';

const fetchMock = mockFetch();

async function match(paid: boolean, posting = 'Backend Engineer\nRequirements: PostgreSQL') {
  answerRoutes(fetchMock, { [`POST ${JOB_MATCH_API.match}`]: () => jsonResponse(200, RESULT) });
  renderWithProviders(<MatchJobAction user={aUser(paid ? { plan: 'premium', subscriptionStatus: 'active' } : {})} />);
  fireEvent.click(screen.getByRole('button', { name: 'Match a job' }));
  const dialog = await screen.findByRole('dialog', { name: 'Match a job posting' });
  fireEvent.change(within(dialog).getByLabelText(/Job posting/), { target: { value: posting } });
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Match' }));
  });
  return dialog;
}

it('shows the score, its formula, where a term was found, the missing terms and the tags', async () => {
  const dialog = await match(true);
  expect((await within(dialog).findByTestId('job-match-score')).textContent).toContain('81 %');
  expect(within(dialog).getByTestId('job-match-formula').textContent).toBe(RESULT.formula.expression);
  expect(within(dialog).getByTestId('job-match-found').textContent).toContain(
    'Work Experience · Senior Engineer, PayCo · description',
  );
  expect(within(dialog).getByTestId('job-match-missing').textContent).toContain('Apache Kafka');
  expect((within(dialog).getByLabelText('Filter name') as HTMLInputElement).value).toBe('Backend Engineer');
  expect(requestsMade(fetchMock, 'POST')[0].body).toEqual({ posting: 'Backend Engineer\nRequirements: PostgreSQL' });
});

it('says an empty posting is empty without sending it', async () => {
  const dialog = await match(true, '   ');
  expect(within(dialog).getByText(ERROR_CODES.JOB_POSTING_EMPTY.message)).toBeTruthy();
  expect(requestsMade(fetchMock, 'POST')).toEqual([]);
});

it("opens the Premium Feature dialog for a free plan's 'Create filter for this job', sending nothing", async () => {
  const dialog = await match(false);
  await within(dialog).findByTestId('job-match-score');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create filter for this job' }));
  const premium = await screen.findByTestId('premium-required-dialog');
  expect(premium.textContent).toContain('Filters are a premium feature.');
  expect(requestsMade(fetchMock, 'POST').map((r) => r.url)).toEqual([JOB_MATCH_API.match]);
});

it('makes the filter of the suggested tags and says so in a toast', async () => {
  const dialog = await match(true);
  await within(dialog).findByTestId('job-match-score');
  answerRoutes(fetchMock, {
    [`POST ${JOB_MATCH_API.createFilter}`]: () =>
      jsonResponse(201, { filter: { id: 'f1', name: 'Backend Engineer', tags: ['Go'] }, match: RESULT }),
  });
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create filter for this job' }));
  });
  const toast = await screen.findByTestId('toast');
  expect(toast.textContent).toContain('Filter created');
  expect(toast.textContent).toContain('"Backend Engineer" shows the items tagged Go.');
  expect(requestsMade(fetchMock, 'POST')[1]).toMatchObject({
    url: JOB_MATCH_API.createFilter,
    body: { posting: 'Backend Engineer\nRequirements: PostgreSQL', name: 'Backend Engineer' },
  });
});
