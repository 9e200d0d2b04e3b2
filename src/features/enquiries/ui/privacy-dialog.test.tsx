import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PrivacyDialog } from './privacy-dialog';

const policy = {
  updated: '2025-06-01',
  updatedLabel: '1 June 2025',
  body: '## Collection of Information\n\nWe collect what you send us.',
};
const fetchMock = vi.fn();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('privacy modal (SPEC 2.6; issue 16: its text loads on first opening)', () => {
  it('fetches the policy only when opened, shows it with its date, and keeps it for the next opening', async () => {
    fetchMock.mockResolvedValue(Response.json(policy));
    render(<PrivacyDialog />);
    expect(fetchMock).not.toHaveBeenCalled();

    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Privacy and Policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Privacy Policy' });
    expect(fetchMock).toHaveBeenCalledWith('/api/privacy-policy', expect.anything());
    expect(await screen.findByRole('heading', { level: 3, name: 'Collection of Information' })).toBeVisible();
    expect(dialog).toHaveTextContent('Last updated 1 June 2025');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('link', { name: 'Privacy and Policy' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Collection of Information' })).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('points to the policy page when the text cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(new Response('', { status: 503 }));
    render(<PrivacyDialog />);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Privacy and Policy' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('could not be loaded');
    expect(screen.getByRole('link', { name: 'Privacy Policy page' })).toHaveAttribute('href', '/privacy-policy');
  });
});
