/**
 * A person's own address with its copy button (spec 9): 'Copied' for the moment after a copy and no toast (the
 * button says it), a toast only when the browser refuses.
 */
import { act, screen } from '@testing-library/react';
import { mockClipboard, renderWithProviders } from '@resume/platform/testing';
import { AddressLink } from './AddressLink';

const URL = 'https://jane.resume.example';

const withClipboard = mockClipboard();

async function clickCopy() {
  await act(async () => screen.getByRole('button', { name: 'Copy subdomain address' }).click());
}

describe('AddressLink', () => {
  it('copies the address and says Copied without a toast', async () => {
    const writeText = jest.fn(async () => {});
    withClipboard(writeText);
    renderWithProviders(<AddressLink url={URL} copyLabel="subdomain address" testId="subdomain-url" />);
    expect(screen.getByTestId('subdomain-url').getAttribute('href')).toBe(URL);
    await clickCopy();
    expect(writeText).toHaveBeenCalledWith(URL);
    expect(screen.getByRole('button', { name: 'Copy subdomain address' }).textContent).toBe('Copied');
    expect(screen.queryByText('Link copied')).toBeNull();
  });

  it('toasts Failed to copy when the browser refuses', async () => {
    withClipboard(async () => {
      throw new Error('denied');
    });
    renderWithProviders(<AddressLink url={URL} copyLabel="subdomain address" testId="subdomain-url" />);
    await clickCopy();
    expect(await screen.findByText('Failed to copy')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy subdomain address' }).textContent).toBe('Copy');
  });
});
