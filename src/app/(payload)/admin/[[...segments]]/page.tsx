import config from '@payload-config';
import { RootPage } from '@payloadcms/next/views';
import { importMap } from '../importMap.js';
import { adminScreenMetadata, type AdminScreenArgs } from './admin-screen';

export const generateMetadata = adminScreenMetadata;

/** Every admin screen (Payload's router). */
export default function AdminPage({ params, searchParams }: AdminScreenArgs) {
  return RootPage({ config, params, searchParams, importMap });
}
