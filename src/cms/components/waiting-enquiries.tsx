import type { Payload, TypedUser } from 'payload';
import { countWaitingEnquiries, waitingWorkingDays } from '@/features/enquiries/back-office';

/**
 * The dashboard's count of enquiries still `new` after {@link waitingWorkingDays} working days (issue
 * 46), for the people who work enquiries; marketing sees nothing. Counted with the reader's own access,
 * so a dealer counts its own. Rendered by Payload on the server.
 */
export async function WaitingEnquiries({ payload, user }: { payload: Payload; user?: TypedUser | null }) {
  const role = (user as { role?: string } | null | undefined)?.role;
  if (!user || !role || role === 'marketing') return null;
  // A dealer account not yet linked to a dealer record may read no enquiry: no count then.
  const waiting = await countWaitingEnquiries(payload, user, new Date()).catch(() => null);
  if (waiting === null) return null;
  const href = `/admin/collections/enquiries?where[status][equals]=new&sort=receivedAt`;
  return (
    <section aria-labelledby="waiting-enquiries" style={{ marginBottom: '1.5rem', maxWidth: '60rem' }}>
      <h2 id="waiting-enquiries" style={{ fontSize: '1.1rem', marginBottom: '0.5rem' }}>
        Enquiries waiting
      </h2>
      <p>
        <a href={href}>
          <strong>{waiting}</strong> {waiting === 1 ? 'enquiry is' : 'enquiries are'} still new after more than{' '}
          {waitingWorkingDays} working days.
        </a>
      </p>
    </section>
  );
}
