// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigation } from '../../../../tests/support/next-navigation';
import { QuoteForm } from './quote-form';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const products = ['Submersible pumps', 'Pressure boosting pumps'];

function renderQuoteForm() {
  return render(<QuoteForm products={products} countries={['India']} />);
}

describe('QuoteForm prefill from a "Request a quote for this pump" link', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/contact-us');
    navigation.pathname = '/contact-us';
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('selects the model category, writes the quote line and carries the selection as hidden fields', async () => {
    window.history.replaceState(
      null,
      '',
      '/contact-us?model=KS4-05%2F24&flow=6&head=120&hz=50&category=SUBMERSIBLE%20PUMPS#contact-form',
    );
    const { container } = renderQuoteForm();
    // The code that reads the link is fetched after hydration (issue 26), so the fields fill a moment later.
    await waitFor(() =>
      expect((screen.getByLabelText('Product') as HTMLSelectElement).value).toBe('Submersible pumps'),
    );
    expect((screen.getByLabelText(/Message/) as HTMLTextAreaElement).value).toBe(
      'Quote for KS4-05/24 at 6 m³/h, 120 m, 50 Hz.\n',
    );
    const hidden = Object.fromEntries(
      [...container.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((i) => [i.name, i.value]),
    );
    expect(hidden).toMatchObject({ model: 'KS4-05/24', flowM3h: '6', headM: '120', frequencyHz: '50' });
  });

  it('sends the selection with the JSON post', async () => {
    window.history.replaceState(null, '', '/contact-us?model=KS4-05%2F24&flow=6&head=120&hz=50');
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ message: 'ok' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const { container } = renderQuoteForm();
    await waitFor(() => expect(container.querySelector('input[name=model]')).not.toBeNull());
    fireEvent.change(screen.getByLabelText(/Full Name/), { target: { value: 'Asha Rao' } });
    fireEvent.change(screen.getByLabelText(/Phone/), { target: { value: '9876543210' } });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'asha@example.com' } });
    fireEvent.change(screen.getByLabelText(/Company/), { target: { value: 'Rao Farms' } });
    fireEvent.change(screen.getByLabelText(/City/), { target: { value: 'Coimbatore' } });
    fireEvent.click(screen.getByRole('checkbox'));
    await act(async () => {
      fireEvent.submit(screen.getByRole('button', { name: 'Submit' }).closest('form')!);
    });
    // The checks' code loads on the form's first focus or its submit (issue 47), so the post follows a moment later.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    const body = JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body).toMatchObject({ model: 'KS4-05/24', flowM3h: '6', headM: '120', frequencyHz: '50' });
    expect(body.message).toContain('Quote for KS4-05/24');
  });

  it('reads the URL the router commits after a client-side navigation', async () => {
    vi.useFakeTimers();
    try {
      // Rendered while the address bar still shows the page the visitor came from.
      window.history.replaceState(null, '', '/pump-selector/compare?models=KS4-05%2F24&flow=6&head=120&hz=50');
      renderQuoteForm();
      window.history.replaceState(null, '', '/contact-us?model=KS4-05%2F24&flow=6&head=120&hz=50#contact-form');
      await act(async () => {
        vi.runOnlyPendingTimers();
      });
      vi.useRealTimers();
      await waitFor(() =>
        expect((screen.getByLabelText(/Message/) as HTMLTextAreaElement).value).toBe(
          'Quote for KS4-05/24 at 6 m³/h, 120 m, 50 Hz.\n',
        ),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves the form empty without a selection in the link', async () => {
    const { container } = renderQuoteForm();
    await act(async () => {});
    expect((screen.getByLabelText(/Message/) as HTMLTextAreaElement).value).toBe('');
    expect(container.querySelector('input[name=model]')).toBeNull();
  });
});
