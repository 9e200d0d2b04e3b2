/**
 * Server start hook (Next.js instrumentation): applies the database migrations and starts the enquiry
 * outbox worker in the Node.js runtime. Does nothing in the edge runtime and during `next build`, so a
 * build needs no database and no mail settings.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startEnquiries } = await import('@/features/enquiries/runtime.server');
  await startEnquiries();
}
