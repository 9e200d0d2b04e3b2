import type { ReactNode } from 'react';

/**
 * What an engineering tool shows before its form is filled in (server component): a first step in
 * bold and one paragraph on what the tool needs and why.
 */
export function ToolEmptyState({ lead, children }: { lead: string; children: ReactNode }) {
  return (
    <div className="mt-4 rounded-card border border-dashed border-water-600/40 bg-water-50 p-6 text-ink-700">
      <p className="font-semibold text-navy-900">{lead}</p>
      <p className="mt-1 max-w-2xl">{children}</p>
    </div>
  );
}

/** The message of a tool's rejected input (server component), announced as an alert. */
export function ToolAlert({ message }: { message: string }) {
  return (
    <p role="alert" className="mt-4 rounded-lg border border-accent-600 bg-accent-100 px-4 py-3 text-accent-700">
      {message}
    </p>
  );
}
