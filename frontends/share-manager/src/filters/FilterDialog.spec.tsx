/**
 * 'New Filter' and 'Edit Filter' (spec 2.10, 5): the button stays disabled while the name is blank, tags are chosen
 * from the user's tags (a chosen one toggles off, never twice), and the spec's toasts follow the answer.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import type { Filter } from '@resume/contracts';
import { answerRoutes, jsonResponse, mockFetch, renderWithProviders, requestsMade } from '@resume/platform/testing';
import { FilterDialog } from './FilterDialog';

const fetchMock = mockFetch();
const TAGS = ['backend', 'React', 'typescript'];

function openDialog(filter?: Filter) {
  const onOpenChange = jest.fn();
  renderWithProviders(<FilterDialog open onOpenChange={onOpenChange} filter={filter} />);
  return onOpenChange;
}
const nameInput = () => screen.getByLabelText(/^Filter name/) as HTMLInputElement;
const tag = (name: string) => screen.getByRole('button', { name });

async function click(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

describe('New Filter', () => {
  it('keeps Create Filter disabled while the name is empty or blank', async () => {
    answerRoutes(fetchMock, { 'GET /api/filters/tags': () => jsonResponse(200, TAGS) });
    openDialog();
    const create = () => screen.getByRole('button', { name: 'Create Filter' }) as HTMLButtonElement;
    expect(create().disabled).toBe(true);
    fireEvent.change(nameInput(), { target: { value: '   ' } });
    expect(create().disabled).toBe(true);
    fireEvent.change(nameInput(), { target: { value: 'Frontend Engineer' } });
    expect(create().disabled).toBe(false);
  });

  it("offers the user's tags as toggles; a chosen tag toggles off again", async () => {
    answerRoutes(fetchMock, { 'GET /api/filters/tags': () => jsonResponse(200, TAGS) });
    openDialog();
    expect(await screen.findByRole('button', { name: 'React' })).toBeTruthy();
    expect(screen.getByText('No tags chosen: the filter shows your full resume.')).toBeTruthy();

    fireEvent.click(tag('React'));
    expect(tag('React').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('1 selected. Experiences and projects with any of these tags are shown.')).toBeTruthy();
    fireEvent.click(tag('React'));
    expect(tag('React').getAttribute('aria-pressed')).toBe('false');
  });

  it("creates the filter with the trimmed name and chosen tags, and says 'Filter created'", async () => {
    answerRoutes(fetchMock, {
      'GET /api/filters/tags': () => jsonResponse(200, TAGS),
      'POST /api/filters': () => jsonResponse(201, { id: 'f1', name: 'Frontend', tags: ['React'] }),
    });
    const onOpenChange = openDialog();
    fireEvent.change(nameInput(), { target: { value: '  Frontend ' } });
    fireEvent.click(await screen.findByRole('button', { name: 'React' }));
    await click('Create Filter');

    expect(await screen.findByText('Filter created')).toBeTruthy();
    expect(requestsMade(fetchMock, 'POST')[0]).toMatchObject({
      url: '/api/filters',
      body: { name: 'Frontend', tags: ['React'], font: null, primaryColor: null, accentStyle: null },
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("a refused create shows 'Failed to create filter: ...' with the server's reason and stays open", async () => {
    answerRoutes(fetchMock, {
      'GET /api/filters/tags': () => jsonResponse(200, TAGS),
      'POST /api/filters': () =>
        jsonResponse(409, {
          code: 'FILTER_LIMIT_REACHED',
          message: 'You can keep at most 50 filters. Delete one to add another.',
        }),
    });
    const onOpenChange = openDialog();
    fireEvent.change(nameInput(), { target: { value: 'Frontend' } });
    await click('Create Filter');

    expect(
      await screen.findByText('Failed to create filter: You can keep at most 50 filters. Delete one to add another.'),
    ).toBeTruthy();
    expect(screen.getByTestId('toast').getAttribute('data-variant')).toBe('destructive');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('with no tags yet, says where tags come from', async () => {
    answerRoutes(fetchMock, { 'GET /api/filters/tags': () => jsonResponse(200, []) });
    openDialog();
    expect((await screen.findByTestId('no-tags-hint')).textContent).toContain(
      'You have no tags yet. Tags come from your experiences and projects',
    );
  });
});

describe('Edit Filter', () => {
  const filter: Filter = { id: 'f7', name: 'Backend', tags: ['backend'] };

  it("opens with the filter's name and tags and saves the changes with PATCH ('Filter updated')", async () => {
    answerRoutes(fetchMock, {
      'GET /api/filters/tags': () => jsonResponse(200, TAGS),
      'PATCH /api/filters/f7': () => jsonResponse(200, { ...filter, name: 'Backend Engineer' }),
    });
    openDialog(filter);
    expect(screen.getByRole('heading', { name: 'Edit Filter' })).toBeTruthy();
    expect(nameInput().value).toBe('Backend');
    expect((await screen.findByRole('button', { name: 'backend' })).getAttribute('aria-pressed')).toBe('true');

    fireEvent.change(nameInput(), { target: { value: 'Backend Engineer' } });
    await click('Save Changes');

    expect(await screen.findByText('Filter updated')).toBeTruthy();
    expect(requestsMade(fetchMock, 'PATCH')[0].body).toMatchObject({ name: 'Backend Engineer', tags: ['backend'] });
  });
});
