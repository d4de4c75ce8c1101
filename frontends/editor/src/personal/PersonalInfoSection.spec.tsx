/**
 * The personal information form as the owner meets it: the pencil opens it with the saved values, the API's own
 * rules refuse a bad e-mail before anything is sent, Save sends the changes and closes the form, and a refusal
 * from the server lands on its field with the spec's toast.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { aUser, jsonResponse, mockFetch, renderWithProviders, requestsMade } from '@resume/platform/testing';
import { PersonalInfoSection } from './PersonalInfoSection';

const fetchMock = mockFetch();

const ada = aUser();

/** GET /api/user answers Ada; PATCH /api/user answers `patch`. */
function answerWith(patch: () => Response) {
  fetchMock.mockImplementation(async (_url, init) => (init?.method === 'PATCH' ? patch() : jsonResponse(200, ada)));
}

function openForm() {
  renderWithProviders(<PersonalInfoSection user={ada} />);
  fireEvent.click(screen.getByRole('button', { name: 'Edit personal information' }));
}
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

async function save() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  });
}

describe('personal information form', () => {
  it('opens with the saved values and closes again with Cancel', () => {
    answerWith(() => jsonResponse(200, ada));
    openForm();
    expect(field('Full Name').value).toBe('Ada Lovelace');
    expect(field('Email').value).toBe('ada@example.com');
    expect(field('Phone').value).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('personal-info-form')).toBeNull();
    expect(screen.getByTestId('personal-info-view').textContent).toContain('Ada Lovelace');
  });

  it('refuses an invalid e-mail on its field and sends nothing', async () => {
    answerWith(() => jsonResponse(200, ada));
    openForm();
    fireEvent.change(field('Email'), { target: { value: 'not-an-address' } });
    await save();

    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(requestsMade(fetchMock, 'PATCH')).toHaveLength(0);
    expect(screen.getByTestId('personal-info-form')).toBeTruthy();
  });

  it('saves trimmed values (a blank as null), says so and leaves edit mode', async () => {
    answerWith(() => jsonResponse(200, { ...ada, title: 'Principal Engineer', location: null }));
    openForm();
    fireEvent.change(field('Professional Title'), { target: { value: '  Principal Engineer ' } });
    fireEvent.change(field('Location'), { target: { value: '   ' } });
    await save();

    expect(await screen.findByText('Personal information updated')).toBeTruthy();
    expect(screen.getByText('Success')).toBeTruthy();
    expect(screen.queryByTestId('personal-info-form')).toBeNull();
    const [patch] = requestsMade(fetchMock, 'PATCH');
    expect(patch.url).toBe('/api/user');
    expect(patch.body).toMatchObject({ title: 'Principal Engineer', location: null, email: 'ada@example.com' });
  });

  it('a taken username is marked on the field, with the failure toast, and the form stays open', async () => {
    answerWith(() => jsonResponse(409, { code: 'USERNAME_TAKEN', message: 'This username is already taken.' }));
    openForm();
    fireEvent.change(field('Username'), { target: { value: 'grace' } });
    await save();

    expect(await screen.findByText('This username is already taken.')).toBeTruthy();
    expect(field('Username').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Failed to update personal information')).toBeTruthy();
    expect(screen.getByTestId('toast').getAttribute('data-variant')).toBe('destructive');
    expect(screen.getByTestId('personal-info-form')).toBeTruthy();
  });

  it('a new e-mail waits for confirmation: the toast says where the link went', async () => {
    answerWith(() => jsonResponse(200, { ...ada, pendingEmail: 'ada@new.example' }));
    openForm();
    fireEvent.change(field('Email'), { target: { value: 'Ada@New.example' } });
    await save();

    expect(await screen.findByText('Confirm your new email')).toBeTruthy();
    expect(
      screen.getByText('We sent a confirmation link to ada@new.example. Your email changes when you open it.'),
    ).toBeTruthy();
  });
});
