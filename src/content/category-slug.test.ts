import { describe, expect, it } from 'vitest';
import { categoryFromSlug, categorySlug } from './category-slug';

describe('category slugs', () => {
  it('writes a category as the selector URL spells it and reads it back', () => {
    expect(categorySlug('END SUCTION PUMP')).toBe('end-suction-pump');
    expect(categorySlug('SUBMERSIBLE PUMPS')).toBe('submersible-pumps');
    expect(categoryFromSlug('submersible-pumps')).toBe('SUBMERSIBLE PUMPS');
    expect(categoryFromSlug('bicycles')).toBeUndefined();
  });
});
