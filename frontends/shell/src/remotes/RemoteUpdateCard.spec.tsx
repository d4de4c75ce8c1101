import { fireEvent, render, screen } from '@testing-library/react';
import { RemoteUpdateCard } from './RemoteUpdateCard';

it("the update card's Reload button reloads the page", () => {
  const reload = jest.fn();
  render(<RemoteUpdateCard name="editor" onReload={reload} />);
  expect(screen.getByRole('alert').textContent).toContain('Reload the page to get the latest version.');
  fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
  expect(reload).toHaveBeenCalledTimes(1);
});
