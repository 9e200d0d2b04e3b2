import type { Payload, TypedUser } from 'payload';
import { workingDaysBefore } from '../../domain/inbox/working-days';

/** Working days after which a `new` enquiry counts as waiting too long (issue 46). */
export const waitingWorkingDays = 2;

/**
 * How many enquiries this user may see are still `new` and were received more than
 * {@link waitingWorkingDays} working days before `now` (`workingDaysBefore`).
 */
export async function countWaitingEnquiries(payload: Payload, user: TypedUser, now: Date): Promise<number> {
  const before = workingDaysBefore(now, waitingWorkingDays).toISOString();
  const { totalDocs } = await payload.count({
    collection: 'enquiries',
    where: { and: [{ status: { equals: 'new' } }, { receivedAt: { less_than: before } }] },
    overrideAccess: false,
    user,
  });
  return totalDocs;
}
