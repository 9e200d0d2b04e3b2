import config from '@payload-config';
import { NotFoundPage } from '@payloadcms/next/views';
import { importMap } from '../importMap.js';
import { adminScreenMetadata, type AdminScreenArgs } from './admin-screen';

/** Metadata of an unknown admin screen. */
export const generateMetadata = adminScreenMetadata;

/** An unknown admin screen, in the admin's own chrome. */
export default function AdminNotFound({ params, searchParams }: AdminScreenArgs) {
  return NotFoundPage({ config, params, searchParams, importMap });
}
