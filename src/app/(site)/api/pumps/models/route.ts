import { queryApiRoute } from '@/lib/http/query-api-route';
import { modelListResponse } from '@/features/pump-selection/index.server';

/** `GET /api/pumps/models` (issue 23): the catalogue's pump models as open JSON data. */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = queryApiRoute(modelListResponse);
