/** A picture field as the Local API returns it at depth 1: an upload document, or a site path. */
export interface PictureValue {
  image?: { url?: string | null } | number | null;
  src?: string | null;
  alt?: string | null;
}

/** The site path of an upload's URL (Payload gives it with the site's origin; pages link site paths). */
export function uploadPath(url: string): string {
  return new URL(url, 'http://site.invalid').pathname;
}

/**
 * The site path of a picture field: the uploaded file's URL when there is an upload, else the path
 * of a picture the build prepared under `public/`.
 * @throws Error when the field has neither (the collection's validation makes that impossible)
 */
export function pictureSrc(picture: PictureValue | null | undefined, where: string): string {
  const upload = picture?.image;
  if (upload && typeof upload === 'object' && upload.url) return uploadPath(upload.url);
  if (picture?.src) return picture.src;
  throw new Error(`${where}: the picture has neither an upload nor a site path`);
}
