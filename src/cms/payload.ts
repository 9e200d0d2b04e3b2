import config from '@payload-config';
import { getPayload, type Payload } from 'payload';

/**
 * The running site's back office (Local API), initialised once per process: what prerendering and
 * regenerating a public page read their living content from.
 */
export function cmsPayload(): Promise<Payload> {
  return getPayload({ config });
}
