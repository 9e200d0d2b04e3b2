import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SearchForm } from './search-form';

describe('SearchForm (the /search page box)', () => {
  it('follows the query of the URL when a new search replaces the page, even after the visitor typed in it', () => {
    const { rerender } = render(<SearchForm query="4 inch submersible" />);
    const box = () => screen.getByRole('searchbox', { name: 'Search the site' }) as HTMLInputElement;
    expect(box().value).toBe('4 inch submersible');
    // Typing (or hydration writing the value) leaves the box's value "dirty": a new default no longer shows.
    fireEvent.change(box(), { target: { value: '4 inch submersible pump' } });
    // A second search from the header: the server sends the page again with the new query.
    rerender(<SearchForm query="submersable" />);
    expect(box().value).toBe('submersable');
  });
});
