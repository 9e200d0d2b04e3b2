import { getCatalogueDownload, getIndustries } from '@/content/resources';
import type { Frequency } from '@/content/schemas/common';
import type { ApplicationsPanelProps } from './applications-panel';

/** Application names of the listing side panel: the six industries of the home page, in SPEC order. */
export function listingApplications(): string[] {
  return getIndustries().map((industry) => industry.name);
}

/**
 * The frequency's 'All Products Catalogue' PDF link for the listing side panel.
 * @throws ContentError when the PDF has not been generated (it is made in `prebuild`).
 */
export function catalogueBrochure(hz: Frequency): ApplicationsPanelProps['brochure'] {
  const { title, file } = getCatalogueDownload(hz);
  return { href: file, label: title };
}
