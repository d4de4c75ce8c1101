/**
 * A link's field on the share page (spec 9): Copy puts the link on the clipboard, says 'Copied' and toasts
 * 'Link copied'; a refused clipboard toasts how to copy by hand and says no 'Copied'.
 */
import { act, screen } from '@testing-library/react';
import { mockClipboard, renderWithProviders } from '@resume/platform/testing';
import { CopyField } from './CopyField';

const URL = 'https://resume.example/s/abc123';

const withClipboard = mockClipboard();

async function clickCopy() {
  await act(async () => screen.getByRole('button', { name: 'Copy complete resume link' }).click());
}

describe('CopyField', () => {
  it('copies the link, says Copied and toasts Link copied; Open names the link', async () => {
    const writeText = jest.fn(async () => {});
    withClipboard(writeText);
    renderWithProviders(<CopyField label="Complete resume link" value={URL} openHref={URL} />);
    expect((screen.getByRole('textbox', { name: 'Complete resume link' }) as HTMLInputElement).value).toBe(URL);
    expect(screen.getByRole('link', { name: 'Open complete resume link in a new tab' }).getAttribute('href')).toBe(URL);
    await clickCopy();
    expect(writeText).toHaveBeenCalledWith(URL);
    expect(screen.getByRole('button', { name: 'Copy complete resume link' }).textContent).toBe('Copied');
    expect(await screen.findByText('Link copied')).toBeTruthy();
  });

  it('says how to copy by hand when the browser refuses', async () => {
    withClipboard(async () => {
      throw new Error('denied');
    });
    renderWithProviders(<CopyField label="Complete resume link" value={URL} />);
    await clickCopy();
    expect(await screen.findByText('Please select and copy the link manually')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy complete resume link' }).textContent).toBe('Copy');
  });
});
