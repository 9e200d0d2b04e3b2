/**
 * Server start hook (Next.js instrumentation): applies the database migrations and starts the enquiry
 * outbox worker in the Node.js runtime, and the back office's revalidation poller. Does nothing in the edge runtime and during `next build`, so a
 * build needs no database and no mail settings. Registers what readiness waits for and what the
 * graceful shutdown stops (src/lib/runtime/lifecycle.ts; the `npm start` server reads them).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  // The `npm start` server limits the tool pages' renders per client with the tools' APIs' counters (issue 51).
  const { registerToolPageGate } = await import('@/lib/tool-answers/page-gate');
  const { admitToolComputation } = await import('@/lib/tool-answers/serve.server');
  registerToolPageGate({ admit: (client) => admitToolComputation(client) });
  const { registerReadinessCheck, registerShutdownStep } = await import('@/lib/runtime/lifecycle');
  const { startEnquiries, enquiryReadiness, stopOutboxWorker, closeEnquiries } =
    await import('@/features/enquiries/server/runtime.server');
  registerReadinessCheck('enquiry database', enquiryReadiness);
  registerShutdownStep({ label: 'outbox worker', phase: 'work', run: stopOutboxWorker });
  registerShutdownStep({ label: 'enquiry database', phase: 'resources', run: closeEnquiries });
  await startEnquiries();
  // Pages a publish in the back office changed are regenerated on this instance, and what the process
  // keeps of the published content (the search indexes, the footer's contact details) is read again
  // on its next use (issue 45).
  const { startPublishing } = await import('@/cms/publish/runtime');
  const { latestChangeId } = await import('@/cms/publish/revalidation-poller');
  const { markPublishedChanged } = await import('@/lib/publishing/published-generation');
  const { readPublishedPostSlugs } = await import('@/cms/content');
  const { cmsPayload } = await import('@/cms/payload');
  // The back office's migrations ran before the server listened (`npm run cms -- setup`); ready when
  // its store answers.
  registerReadinessCheck('back office', async () => {
    await latestChangeId(await cmsPayload());
    return null;
  });
  await readPublishedPostSlugs();
  const stopPublishing = await startPublishing(async () => {
    markPublishedChanged();
    await readPublishedPostSlugs();
  });
  registerShutdownStep({ label: 'publish poller', phase: 'work', run: async () => stopPublishing() });
  // Accepted enquiries are copied into the back office's inbox and routed to their dealer (issue 46).
  // Closed enquiries lose their personal data after ENQUIRY_RETENTION_DAYS (a daily run).
  const { enquiryLeadSource } = await import('@/features/enquiries/server/runtime.server');
  const { startInboxSync, startRetention } = await import('@/features/enquiries/server/inbox/runtime.server');
  const { siteUrl } = await import('@/lib/http/site-url');
  const { getEnv } = await import('@/lib/runtime/env');
  const source = enquiryLeadSource;
  const stopInboxSync = startInboxSync({ payload: cmsPayload, source, siteUrl });
  const stopRetention = startRetention({ payload: cmsPayload, source, days: getEnv().enquiryRetentionDays });
  registerShutdownStep({ label: 'inbox sync', phase: 'work', run: stopInboxSync });
  registerShutdownStep({ label: 'retention', phase: 'work', run: async () => stopRetention() });
  const { closeProcessTools } = await import('@/lib/tool-answers/serve.server');
  registerShutdownStep({ label: 'tool workers', phase: 'resources', run: closeProcessTools });
  registerShutdownStep({
    label: 'back office database',
    phase: 'resources',
    run: async () => {
      const payload = await cmsPayload();
      await payload.db.destroy?.();
    },
  });
}
