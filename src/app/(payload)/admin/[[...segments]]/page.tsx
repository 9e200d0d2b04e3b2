import config from '@payload-config';
import { generatePageMetadata, RootPage } from '@payloadcms/next/views';
import type { Metadata } from 'next';
import { importMap } from '../importMap.js';

type Args = {
  params: Promise<{ segments: string[] }>;
  searchParams: Promise<Record<string, string | string[]>>;
};

/** The admin's page metadata (title; `noindex, nofollow` from the Payload config). */
export const generateMetadata = ({ params, searchParams }: Args): Promise<Metadata> =>
  generatePageMetadata({ config, params, searchParams });

/** Every admin screen (Payload's router). */
export default function AdminPage({ params, searchParams }: Args) {
  return RootPage({ config, params, searchParams, importMap });
}
