import { allowedMethods, methodNotAllowed } from '@/lib/http/method-not-allowed';
import { postEnquiry } from '@/features/enquiries/index.server';

/** `POST /api/enquiries`: the quote and distributor forms (JSON or plain form posts); see `handleEnquiryPost`. */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return postEnquiry(request);
}

const refuse = methodNotAllowed(['POST']);
export { refuse as GET, refuse as PUT, refuse as PATCH, refuse as DELETE };
export const OPTIONS = allowedMethods(['POST']);
