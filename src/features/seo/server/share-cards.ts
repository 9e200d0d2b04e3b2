import { siteConfig } from '@/config/site';
import type { ShareCard } from './share-image';

/** Share card of the site as a whole (home page and every page without a card of its own). */
export function siteShareCard(): ShareCard {
  return {
    eyebrow: '50 Hz and 60 Hz pumping solutions',
    title: 'Submersible, booster, end suction and waste-water pumps, motors and controls',
    subtitle: siteConfig.certifiedFacilities,
    picture: '/images/brand/icon.svg',
  };
}
