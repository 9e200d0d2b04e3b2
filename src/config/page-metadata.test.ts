import { describe, expect, test } from 'vitest';
import { fixedPageMetadata } from './page-metadata';

describe('fixedPageMetadata', () => {
  test('a page is canonical at its own path and indexable', () => {
    const company = fixedPageMetadata('company');
    expect(company).toMatchObject({ title: 'Company', alternates: { canonical: '/about-us' } });
    expect(company).not.toHaveProperty('robots');
  });

  test('a page rendered for a query points search engines at the page it renders and stays out of their index', () => {
    expect(fixedPageMetadata('dealerFinder')).toMatchObject({
      alternates: { canonical: '/dealers' },
      robots: { index: false, follow: true },
    });
    expect(fixedPageMetadata('thankYouSent')).toEqual(fixedPageMetadata('thankYou'));
    expect(fixedPageMetadata('thankYou').robots).toEqual({ index: false });
  });
});
