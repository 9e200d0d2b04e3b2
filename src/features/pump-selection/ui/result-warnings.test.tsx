import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultWarnings } from './result-warnings';

describe('ResultWarnings', () => {
  it('lists each warning under a name that says whose they are', () => {
    render(
      <ResultWarnings
        model="KS4-05/24"
        warnings={[
          { code: 'end-of-curve', message: "End of curve: the operating flow is 100 % of this model's maximum." },
          {
            code: 'outside-por',
            message: 'Outside the preferred operating region: 134 % of the best-efficiency flow.',
          },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Operating warnings for KS4-05/24' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      "End of curve: the operating flow is 100 % of this model's maximum.",
      'Outside the preferred operating region: 134 % of the best-efficiency flow.',
    ]);
  });

  it('renders nothing for a pump that runs well', () => {
    const { container } = render(<ResultWarnings model="KS4-05/24" warnings={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
