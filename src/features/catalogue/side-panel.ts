import { catalogueFile, getHome } from '@/content/resources';
import type { Frequency } from '@/content/schemas/common';
import type { ApplicationsPanelProps } from './components/applications-panel';

/** Application names of the listing side panel: the six industries of the home page, in SPEC order. */
export function listingApplications(): string[] {
  return getHome().industries.items.map((industry) => industry.name);
}

/** The frequency's 'All Products Catalogue' PDF link for the listing side panel. */
export function catalogueBrochure(hz: Frequency): ApplicationsPanelProps['brochure'] {
  return { href: catalogueFile(hz), label: `All Products Catalogue ${hz === '50hz' ? '50Hz' : '60Hz'}` };
}
