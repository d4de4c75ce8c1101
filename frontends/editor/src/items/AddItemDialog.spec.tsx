/**
 * Adding an item through its dialog (spec 4, 5), shown for experience: title, company and start date are
 * required ('Required fields missing'), 'Current Position' clears and disables the end date and sends none,
 * tags refuse a duplicate, and a failed add shows the section's toast.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { jsonResponse, mockFetch, renderWithProviders, requestsMade } from '@resume/platform/testing';
import { AddItemDialog } from './AddItemDialog';
import { experienceSection } from './configs/experience';

const fetchMock = mockFetch();

function openDialog() {
  const onOpenChange = jest.fn();
  renderWithProviders(<AddItemDialog config={experienceSection} open onOpenChange={onOpenChange} />);
  return onOpenChange;
}
const input = (name: string) => screen.getByLabelText(new RegExp(`^${name}`)) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
/** Firefox and Safari show a month field as a text box: people type 'March 2021'. */
function typeWithoutMonthPicker(name: string, value: string) {
  input(name).type = 'text';
  type(name, value);
}
/** The message shown under a field (FormField links it with aria-describedby). */
function fieldError(name: string): string | null {
  const ids = input(name).getAttribute('aria-describedby')?.split(' ') ?? [];
  const texts = ids.map((id) => document.getElementById(id)?.textContent ?? '');
  return texts.find((t) => t.length > 0) ?? null;
}

async function save() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  });
}

describe('Add Experience dialog', () => {
  it("a missing required field raises 'Required fields missing' and sends nothing", async () => {
    openDialog();
    expect(screen.getByRole('heading', { name: 'Add Experience' })).toBeTruthy();
    type('Job Title', 'Engineer');
    await save();

    expect(await screen.findByText('Required fields missing')).toBeTruthy();
    expect(
      screen.getByText('Please fill in all required fields.', { selector: '[data-testid="toast"] *' }),
    ).toBeTruthy();
    expect(input('Company').getAttribute('aria-invalid')).toBe('true');
    expect(input('Start Date').getAttribute('aria-invalid')).toBe('true');
    expect(input('Job Title').getAttribute('aria-invalid')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("a blank start date asks for the required fields, in the spec's words", async () => {
    openDialog();
    type('Job Title', 'Engineer');
    type('Company', 'Analytical Engines');
    await save();

    expect(await screen.findByText('Required fields missing')).toBeTruthy();
    expect(input('Start Date').getAttribute('aria-invalid')).toBe('true');
    expect(fieldError('Start Date')).toBe('Please fill in all required fields.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("a start date that is not a month is refused in the form's own words, naming no API field", async () => {
    openDialog();
    type('Job Title', 'Engineer');
    type('Company', 'Analytical Engines');
    typeWithoutMonthPicker('Start Date', 'Sometime in 2021');
    await save();

    expect(fieldError('Start Date')).toBe('Start date must be a month, for example March 2024');
    expect(document.body.textContent).not.toMatch(/startDate|endDate|must be a string/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("takes 'March 2021' typed where the browser has no month picker, and sends 2021-03", async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 'e1' }));
    openDialog();
    type('Job Title', 'Engineer');
    type('Company', 'Analytical Engines');
    typeWithoutMonthPicker('Start Date', 'March 2021');
    await save();

    expect(await screen.findByText('Experience added')).toBeTruthy();
    expect(requestsMade(fetchMock, 'POST')[0].body).toMatchObject({ startDate: '2021-03' });
  });

  it("'Current Position' clears and disables the end date, and the item is sent without one", async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 'e1' }));
    const onOpenChange = openDialog();
    type('Job Title', 'Engineer');
    type('Company', 'Analytical Engines');
    type('Start Date', '2021-03');
    type('End Date', '2023-06');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Current Position' }));

    expect(input('End Date').value).toBe('');
    expect(input('End Date').disabled).toBe(true);
    await save();

    expect(await screen.findByText('Experience added')).toBeTruthy();
    const [post] = requestsMade(fetchMock, 'POST');
    expect(post.url).toBe('/api/experiences');
    expect(post.body).toMatchObject({
      title: 'Engineer',
      company: 'Analytical Engines',
      startDate: '2021-03',
      current: true,
      endDate: null,
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('tags: Enter adds the trimmed tag, a duplicate in another case is refused with the spec toast', () => {
    openDialog();
    const tags = screen.getByPlaceholderText('Type a tag and press Enter');
    fireEvent.change(tags, { target: { value: '  react ' } });
    fireEvent.keyDown(tags, { key: 'Enter' });
    fireEvent.change(tags, { target: { value: 'React' } });
    fireEvent.keyDown(tags, { key: 'Enter' });

    expect(screen.getByText('Duplicate tag')).toBeTruthy();
    expect(screen.getByText('This tag has already been added.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Remove tag/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Remove tag react',
    ]);
  });

  it("a failed add shows 'Failed to add experience' and keeps the dialog open", async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { code: 'INTERNAL', message: 'boom' }));
    const onOpenChange = openDialog();
    type('Job Title', 'Engineer');
    type('Company', 'Analytical Engines');
    type('Start Date', '2021-03');
    await save();

    expect(await screen.findByText('Failed to add experience')).toBeTruthy();
    expect(screen.getByTestId('toast').getAttribute('data-variant')).toBe('destructive');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('a save retried after a lost or 503 answer sends the same Idempotency-Key; the next add sends a new one', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse(503, { code: 'SERVICE_UNAVAILABLE', message: 'later' }))
      .mockResolvedValueOnce(jsonResponse(201, { id: 'e1' }))
      .mockResolvedValueOnce(jsonResponse(201, { id: 'e2' }));
    openDialog();
    type('Job Title', 'Engineer');
    type('Company', 'Analytical Engines');
    type('Start Date', '2021-03');
    await save();
    expect(await screen.findByText('Failed to add experience')).toBeTruthy();
    await save();
    await save();
    expect(await screen.findByText('Experience added')).toBeTruthy();
    // The person adds the same experience again on purpose: a new action.
    await save();

    const keys = fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys).toHaveLength(4);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(keys.slice(0, 3)).toEqual([keys[0], keys[0], keys[0]]);
    expect(keys[3]).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(keys[3]).not.toBe(keys[0]);
  });
});
