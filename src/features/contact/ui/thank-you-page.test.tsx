import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThankYouPage } from './thank-you-page';

const contact = { phone: '+919876543210', phoneDisplay: '+91 98765 43210' };
const summary = {
  reference: 'KX-3F2A-9C1E',
  title: 'Quote request',
  lines: [
    { label: 'Product', value: 'Submersible pumps' },
    { label: 'Pump model', value: 'KS4-05/24' },
    { label: 'City', value: 'Pune' },
  ],
};

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('thank-you page (SPEC 2.12, issue 49 item 10)', () => {
  it('without a reference is the SPEC page alone', () => {
    render(<ThankYouPage contact={contact} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("Thank You! We've Received Your Message.");
    expect(screen.queryByTestId('enquiry-reference')).toBeNull();
  });

  it('shows the reference and, in the tab that sent it, what was sent without contact details', () => {
    sessionStorage.setItem('kavex-enquiry-sent', JSON.stringify(summary));
    render(<ThankYouPage contact={contact} reference="KX-3F2A-9C1E" />);
    expect(screen.getByTestId('enquiry-reference').textContent).toBe(
      'Your reference: KX-3F2A-9C1E. Quote it if you call or write to us.',
    );
    const sent = screen.getByRole('region', { name: 'What you sent: quote request' });
    expect(within(sent).getByText('Pump model').nextSibling?.textContent).toBe('KS4-05/24');
    expect(within(sent).getByText('City').nextSibling?.textContent).toBe('Pune');
  });

  it("shows no summary of another enquiry's", () => {
    sessionStorage.setItem('kavex-enquiry-sent', JSON.stringify({ ...summary, reference: 'KX-0000-0000' }));
    render(<ThankYouPage contact={contact} reference="KX-3F2A-9C1E" />);
    expect(screen.getByTestId('enquiry-reference')).toBeInTheDocument();
    expect(screen.queryByTestId('sent-summary')).toBeNull();
  });
});
