import { queryApiRoute } from '@/lib/query-api-route';
import { solarSizingResponse } from '@/features/solar-sizing/index.server';

/**
 * `GET /api/solar-sizing?site=&dailyWaterM3=&staticLiftM=&boreDiameterIn=&…` (issue 29): the solar
 * pump set, its array and controller, and the water in every month as JSON; 400 `{ message, field }`
 * on bad or contradictory input.
 */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = queryApiRoute(solarSizingResponse);
