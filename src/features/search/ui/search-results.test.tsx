import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Snippet } from './search-results';

describe('Snippet (a result’s text with the query’s terms marked)', () => {
  it('marks the matched terms and gives the text between them as plain text, not an element each', () => {
    const { container } = render(
      <p>
        <Snippet
          segments={[
            { text: 'A ', match: false },
            { text: 'solar', match: true },
            { text: ' pump set for ', match: false },
            { text: 'borewells', match: true },
            { text: ' of 4 inches.', match: false },
          ]}
        />
      </p>,
    );
    const paragraph = container.querySelector('p')!;
    expect(paragraph.textContent).toBe('A solar pump set for borewells of 4 inches.');
    expect([...paragraph.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['solar', 'borewells']);
    // Only the marks are elements: the page's payload and render carry no element per piece of text.
    expect([...paragraph.children].map((child) => child.tagName)).toEqual(['MARK', 'MARK']);
  });
});
