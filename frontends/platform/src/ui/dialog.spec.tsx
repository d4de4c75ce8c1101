/** Focus as a keyboard user meets it: into the dialog on open, back to the button that opened it on close. */
import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add Experience
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Add Experience</DialogTitle>
          <DialogDescription>Fields marked with * are required.</DialogDescription>
          <label htmlFor="title">Job Title</label>
          <input id="title" />
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('DialogContent', () => {
  it('takes focus on open and gives it back to the opener on close', async () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Add Experience' });
    opener.focus();
    act(() => opener.click());
    const dialog = await screen.findByRole('dialog', { name: 'Add Experience' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });
});
