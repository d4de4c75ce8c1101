/** The question before an action: what a keyboard and screen-reader user meets, and what pending does. */
import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfirmActionDialog } from './confirm-action-dialog';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

function Question({ pending = false, onConfirm = () => {} }: { pending?: boolean; onConfirm?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmActionDialog
      open={open}
      onOpenChange={setOpen}
      title="Replace your values?"
      description="Three fields differ."
      cancelLabel="Keep mine"
      confirmLabel="Replace"
      onConfirm={onConfirm}
      pending={pending}
    >
      <p>Headline</p>
    </ConfirmActionDialog>
  );
}

describe('ConfirmActionDialog', () => {
  it('is an alert dialog named by its title, with the text, the extra content and Cancel focused', async () => {
    const onConfirm = jest.fn();
    render(<Question onConfirm={onConfirm} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Replace your values?' });
    expect(within(dialog).getByText('Three fields differ.')).toBeTruthy();
    expect(within(dialog).getByText('Headline')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep mine' })));
    act(() => within(dialog).getByRole('button', { name: 'Replace' }).click());
    expect(onConfirm).toHaveBeenCalledTimes(1);
    act(() => within(dialog).getByRole('button', { name: 'Keep mine' }).click());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('stays open with both buttons disabled while the action runs', async () => {
    render(<Question pending />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Replace your values?' });
    expect(within(dialog).getByRole('button', { name: 'Keep mine' }).hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Replace' }).hasAttribute('disabled')).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });
});

describe('ConfirmDeleteDialog', () => {
  it("asks with the caller's text and the buttons 'Delete' and 'Cancel'", async () => {
    const onConfirm = jest.fn();
    render(
      <ConfirmDeleteDialog
        open
        onOpenChange={() => {}}
        title="Delete share link"
        description="This link stops working."
        onConfirm={onConfirm}
      />,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete share link' });
    expect(dialog.getAttribute('data-testid')).toBe('confirm-delete-dialog');
    expect(within(dialog).getByText('This link stops working.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    act(() => within(dialog).getByRole('button', { name: 'Delete' }).click());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
