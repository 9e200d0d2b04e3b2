import { requestApiRoute } from '@/lib/http/query-api-route';
import { answerToolRequest } from '@/lib/tool-answers/serve.server';

/**
 * `GET /api/pumps/select?flow=&flowUnit=&head=&headUnit=&hz=&…` (issue 12, section 3): the selector's
 * results as JSON for distributors' own tools; 400 `{ message }` on bad input.
 */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = requestApiRoute((request) =>
  answerToolRequest(request, 'pump-selection'),
);
