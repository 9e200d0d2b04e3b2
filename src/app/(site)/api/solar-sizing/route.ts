import { requestApiRoute } from '@/lib/http/query-api-route';
import { answerToolRequest } from '@/lib/tool-answers/serve.server';

/**
 * `GET /api/solar-sizing?site=&dailyWaterM3=&staticLiftM=&boreDiameterIn=&…` (issue 29): the solar
 * pump set, its array and controller, and the water in every month as JSON; 400 `{ message, field }`
 * on bad or contradictory input. Cached by canonical query with an ETag, computed off the main
 * thread, limited per client (src/lib/tool-answers, issue 51).
 */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = requestApiRoute((request) =>
  answerToolRequest(request, 'solar-sizing'),
);
