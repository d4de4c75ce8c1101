/**
 * The choice to hide the live preview beside the editor: kept on the device, the same in every part of the page and
 * in other tabs, and followed on this page even where the browser refuses storage.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { PREVIEW_HIDDEN_KEY } from './preview-hidden-key';
import { usePreviewHidden } from './use-preview-hidden';

function Choice({ name }: { name: string }) {
  const [hidden, setHidden] = usePreviewHidden();
  return (
    <button type="button" data-testid={name} onClick={() => setHidden(!hidden)}>
      {hidden ? 'hidden' : 'shown'}
    </button>
  );
}

afterEach(() => {
  jest.restoreAllMocks();
  act(() => {
    window.localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
  });
});

it('shows the preview until hidden, keeps the choice on the device, and every reader follows it', () => {
  render(
    <>
      <Choice name="one" />
      <Choice name="two" />
    </>,
  );
  expect(screen.getByTestId('one').textContent).toBe('shown');
  fireEvent.click(screen.getByTestId('one'));
  expect([screen.getByTestId('one').textContent, screen.getByTestId('two').textContent]).toEqual(['hidden', 'hidden']);
  expect(window.localStorage.getItem(PREVIEW_HIDDEN_KEY)).toBe('true');
  fireEvent.click(screen.getByTestId('two'));
  expect(screen.getByTestId('one').textContent).toBe('shown');
  expect(window.localStorage.getItem(PREVIEW_HIDDEN_KEY)).toBeNull();
});

it('follows a choice made in another tab', () => {
  render(<Choice name="here" />);
  act(() => {
    window.localStorage.setItem(PREVIEW_HIDDEN_KEY, 'true');
    window.dispatchEvent(new StorageEvent('storage', { key: PREVIEW_HIDDEN_KEY }));
  });
  expect(screen.getByTestId('here').textContent).toBe('hidden');
});

it('follows the choice on this page where the browser refuses storage', () => {
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('refused', 'SecurityError');
  });
  render(<Choice name="private" />);
  fireEvent.click(screen.getByTestId('private'));
  expect(screen.getByTestId('private').textContent).toBe('hidden');
});
