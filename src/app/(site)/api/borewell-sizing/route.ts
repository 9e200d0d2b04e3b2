import { requestApiRoute } from '@/lib/http/query-api-route';
import { answerToolRequest } from '@/lib/tool-answers/serve.server';

/**
 * `GET /api/borewell-sizing?boreDiameterIn=&boreDepthM=&staticLevelM=&drawdownM=&…` (issue 13): the
 * system sheet of a borewell as JSON; 400 `{ message, field }` on bad or contradictory input.
 */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = requestApiRoute((request) =>
  answerToolRequest(request, 'borewell-sizing'),
);
