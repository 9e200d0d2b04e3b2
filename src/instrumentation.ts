/**
 * Server start hook (Next.js instrumentation): applies the database migrations and starts the enquiry
 * outbox worker in the Node.js runtime, and the back office's revalidation poller. Does nothing in the edge runtime and during `next build`, so a
 * build needs no database and no mail settings.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  // The `npm start` server limits the tool pages' renders per client with the tools' APIs' counters (issue 51).
  const { registerToolPageGate } = await import('@/lib/tool-answers/page-gate');
  const { admitToolComputation } = await import('@/lib/tool-answers/serve.server');
  registerToolPageGate({ admit: (client) => admitToolComputation(client) });
  const { startEnquiries } = await import('@/features/enquiries/runtime.server');
  await startEnquiries();
  // Pages a publish in the back office changed are regenerated on this instance, and what the process
  // keeps of the published content (the search indexes, the footer's contact details) is read again
  // on its next use (issue 45).
  const { startPublishing } = await import('@/cms/publish/runtime');
  const { markPublishedChanged } = await import('@/lib/published-generation');
  const { readPublishedPostSlugs } = await import('@/cms/content');
  await readPublishedPostSlugs();
  await startPublishing(async () => {
    markPublishedChanged();
    await readPublishedPostSlugs();
  });
  // Accepted enquiries are copied into the back office's inbox and routed to their dealer (issue 46).
  // Closed enquiries lose their personal data after ENQUIRY_RETENTION_DAYS (a daily run).
  const { enquiryLeadSource } = await import('@/features/enquiries/runtime.server');
  const { startInboxSync, startRetention } = await import('@/features/enquiries/inbox/runtime.server');
  const { cmsPayload } = await import('@/cms/payload');
  const { siteUrl } = await import('@/lib/site-url');
  const { getEnv } = await import('@/lib/env');
  const source = enquiryLeadSource;
  startInboxSync({ payload: cmsPayload, source, siteUrl });
  startRetention({ payload: cmsPayload, source, days: getEnv().enquiryRetentionDays });
}
