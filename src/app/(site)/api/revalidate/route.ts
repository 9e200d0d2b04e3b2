import { revalidatePath } from 'next/cache';
import { isRevalidationToken } from '@/cms/publish/revalidation-token';

export const dynamic = 'force-dynamic';

/**
 * `POST /api/revalidate` `{ paths: string[] }`: the site's own call, on loopback, after a publish
 * (`src/cms/publish/revalidation-poller.ts`); each page is regenerated on its next request. `*`
 * regenerates every page (a change in the site's chrome), `/prefix/*` every page under `/prefix/`. Bearer key derived from the CMS secret;
 * anyone else gets 404, as if the endpoint were not there.
 */
export async function POST(request: Request): Promise<Response> {
  const bearer = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? null;
  if (!isRevalidationToken(bearer)) return Response.json({ message: 'Not found.' }, { status: 404 });
  const body = (await request.json().catch(() => ({}))) as { paths?: unknown };
  const paths = Array.isArray(body.paths) ? body.paths.filter((p): p is string => typeof p === 'string') : [];
  for (const path of paths) {
    if (path === '*') revalidatePath('/', 'layout');
    else if (path.endsWith('/*')) revalidatePath(path.slice(0, -2), 'layout');
    else if (path.startsWith('/')) revalidatePath(path);
  }
  return Response.json({ revalidated: paths }, { headers: { 'cache-control': 'no-store' } });
}
