import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toasts } from './toasts';
import { DistributorForm } from './distributor-form';
import { navigation } from '../../../../tests/support/next-navigation';
import { QuoteForm } from './quote-form';

const products = ['Submersible pumps', 'Control panel'];
const countries = ['India', 'Kenya'];

function renderQuote() {
  render(
    <>
      <Toasts />
      <QuoteForm products={products} countries={countries} />
    </>,
  );
  return userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
}

/** Fills every required field of the quote form with valid values, then overrides some. */
async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string> = {}) {
  const all: Record<string, string> = {
    'Full Name': 'Asha Rao',
    Phone: '9876543210',
    Email: 'asha@example.com',
    Company: 'Rao Farms',
    City: 'Pune',
    Message: 'Need a 4 inch pump',
    ...values,
  };
  for (const [label, value] of Object.entries(all)) {
    const field = screen.getByLabelText(new RegExp(`^${label}`));
    await user.clear(field);
    if (value) await user.type(field, value);
  }
}

const fetchMock = vi.fn();

/**
 * Lets pending promises (the post, the JSON body) and zero-delay timers run. The toast region loads on
 * the first toast, so toasts are awaited with `vi.waitFor`.
 */
async function flush() {
  await act(() => vi.advanceTimersByTimeAsync(0));
  await act(() => vi.advanceTimersByTimeAsync(0));
}

/** Texts of the toasts on screen (react-toastify renders each with role=alert in its container). */
function toasts(): string[] {
  const container = document.querySelector('.Toastify');
  return container ? [...container.querySelectorAll('[role=alert]')].map((t) => t.textContent ?? '') : [];
}

beforeEach(() => {
  // user-event and happy-dom wait on zero-delay timers internally, so the fake clock also follows
  // real time; the redirect delay is then checked on the timer the form schedules.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  navigation.pathname = '/contact-us';
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('quote form (SPEC 3.2, 5)', () => {
  it('has the SPEC fields, required marks and selects starting on disabled placeholders', () => {
    renderQuote();
    for (const label of ['Full Name', 'Phone', 'Email', 'Company', 'City', 'Message']) {
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toBeRequired();
    }
    const product = screen.getByLabelText(/^Product/) as HTMLSelectElement;
    expect(product.value).toBe('');
    expect(within(product).getByRole('option', { name: 'Select Product' })).toBeDisabled();
    expect(within(screen.getByLabelText(/^Country/)).getByRole('option', { name: 'Select Country' })).toBeDisabled();
  });

  it("shows the browser's message for the first empty required field under it, not in a bubble over the next label", async () => {
    const user = renderQuote();
    await fill(user, { 'Full Name': '', Phone: '' });
    // The browser's constraint check fires `invalid` on each empty required control, in form order.
    const name = screen.getByLabelText(/^Full Name/) as HTMLInputElement;
    const phone = screen.getByLabelText(/^Phone/) as HTMLInputElement;
    const bubbleShown = [name, phone].map((control) =>
      control.dispatchEvent(new Event('invalid', { cancelable: true })),
    );
    await flush();
    expect(bubbleShown, 'the bubbles are cancelled').toEqual([false, false]);
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name.validationMessage).not.toBe('');
    expect(name).toHaveAccessibleDescription(name.validationMessage);
    expect(phone).not.toHaveAttribute('aria-invalid');
    // Typing into the field takes its message away; nothing was sent.
    await user.type(name, 'Asha');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks phone, then e-mail, then the privacy box, one message at a time, and sends nothing', async () => {
    const user = renderQuote();
    const submit = screen.getByRole('button', { name: 'Submit' });

    await fill(user, { Phone: '12345', Email: 'asha@example' });
    await user.click(submit);
    await flush();
    await vi.waitFor(() => expect(toasts()).toEqual(['Phone number must be 10 digits.']));
    expect(screen.getByLabelText(/^Phone/)).toHaveFocus();
    expect(screen.getByLabelText(/^Phone/)).toHaveAttribute('aria-invalid', 'true');

    await fill(user, { Phone: '+919876543210', Email: 'asha@example' });
    await user.click(submit);
    await flush();
    await vi.waitFor(() => expect(toasts().at(-1)).toBe('Please enter a valid email address.'));
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();

    await fill(user);
    await user.click(submit);
    await flush();
    await vi.waitFor(() => expect(toasts().at(-1)).toBe('Please check the privacy policy checkbox.'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('on success shows the SPEC message, resets the form and goes to /thankyou with the reference after exactly 2000 ms', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ id: '3f2a9c1e-5b7d-4e21-9a0c-1d2e3f405162', reference: 'KX-3F2A-9C1E' }), {
        status: 200,
      }),
    );
    const user = renderQuote();
    const setTimeoutSpy = vi.spyOn(window, 'setTimeout');
    await fill(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await flush();
    await vi.waitFor(() => expect(toasts()).toEqual(['Your request is in! We will get back to you soon. Thank you!']));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/enquiries');
    expect(JSON.parse(init.body)).toMatchObject({
      kind: 'quote',
      name: 'Asha Rao',
      phone: '9876543210',
      privacy: true,
    });
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('');

    expect(navigation.router.push).not.toHaveBeenCalled();
    const redirect = setTimeoutSpy.mock.calls.filter(([, delay]) => delay === 2000);
    expect(redirect, 'one timer of 2000 ms').toHaveLength(1);
    act(() => vi.advanceTimersByTime(2000));
    expect(navigation.router.push).toHaveBeenCalledWith('/thankyou?ref=KX-3F2A-9C1E');
    // What was sent waits in this tab for the thank-you page, without the contact details.
    expect(JSON.parse(sessionStorage.getItem('kavex-enquiry-sent')!)).toEqual({
      reference: 'KX-3F2A-9C1E',
      title: 'Quote request',
      lines: [
        { label: 'Company', value: 'Rao Farms' },
        { label: 'City', value: 'Pune' },
        { label: 'Message', value: 'Need a 4 inch pump' },
      ],
    });
  });

  it("shows the server's message on a refusal, and the generic one when the network fails", async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ message: 'Too many requests.' }), { status: 429 }));
    const user = renderQuote();
    await fill(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await flush();
    await vi.waitFor(() => expect(toasts()).toEqual(['Too many requests.']));

    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await flush();
    await vi.waitFor(() => expect(toasts().at(-1)).toBe('An error occurred. Please try again.'));
    expect(navigation.router.push).not.toHaveBeenCalled();
  });
});

describe('distributor form (SPEC 3.2, 5)', () => {
  it('has numeric phone and postcode inputs and an optional country', () => {
    render(<DistributorForm countries={countries} />);
    expect(screen.getByLabelText(/^Phone/)).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText(/^Postcode/)).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText(/^Postcode/)).toBeRequired();
    expect(screen.getByLabelText(/^Country/)).not.toBeRequired();
  });
});
