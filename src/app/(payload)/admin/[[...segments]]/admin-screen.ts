import config from '@payload-config';
import { generatePageMetadata } from '@payloadcms/next/views';
import type { Metadata } from 'next';

/** What Next.js hands an admin screen: the path below /admin and the query. */
export interface AdminScreenArgs {
  params: Promise<{ segments: string[] }>;
  searchParams: Promise<Record<string, string | string[]>>;
}

/** The admin's page metadata (title; `noindex, nofollow` from the Payload config), for a screen or an unknown one. */
export const adminScreenMetadata = ({ params, searchParams }: AdminScreenArgs): Promise<Metadata> =>
  generatePageMetadata({ config, params, searchParams });
