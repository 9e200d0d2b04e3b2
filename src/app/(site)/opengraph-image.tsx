import { siteConfig } from '@/config/site';
import { siteShareCard, renderShareImage, shareImageContentType, shareImageSize } from '@/features/seo';

export const alt = `${siteConfig.name}: submersible, booster, end suction and waste-water pumps for 50 Hz and 60 Hz`;
export const size = shareImageSize;
export const contentType = shareImageContentType;

/** Default share image of every page without one of its own (generated at build). */
export default function Image() {
  return renderShareImage(siteShareCard());
}
