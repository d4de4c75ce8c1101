/** The spec's toast limit as a user sees it: one toast at a time, the newest one. */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TOAST_LIMIT, toast } from './use-toast';
import { Toaster } from './toaster';

describe('Toaster', () => {
  it('shows one toast at a time: a new toast replaces the one on screen', () => {
    expect(TOAST_LIMIT).toBe(1);
    render(<Toaster />);
    act(() => {
      toast({ title: 'Saved', description: 'Your resume was saved.' });
    });
    expect(screen.getByText('Your resume was saved.')).toBeTruthy();

    act(() => {
      toast({ title: 'Copied', description: 'The link is on your clipboard.' });
    });
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByText('The link is on your clipboard.')).toBeTruthy();
    expect(screen.queryByText('Your resume was saved.')).toBeNull();
  });

  it('closing the toast hides it', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Logged out', description: 'You have been successfully logged out.' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('You have been successfully logged out.')).toBeNull();
  });

  it('is announced politely, as a status', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Experience Added', description: 'Your experience was added.' });
    });
    const announcement = screen.getByRole('status');
    expect(announcement.getAttribute('aria-live')).toBe('polite');
    await waitFor(() => expect(announcement.textContent).toContain('Experience Added'));
  });
});
