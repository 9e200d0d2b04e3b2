/**
 * The enquiry's history (issue 46): one line per change a person made, kept append-only beside the
 * enquiry with who and when.
 */

/** Sales statuses of an enquiry, in the order it usually moves through them. */
export const leadStatuses = ['new', 'contacted', 'quoted', 'won', 'lost', 'spam'] as const;

/** One sales status. */
export type LeadStatus = (typeof leadStatuses)[number];

/** Statuses after which nothing more is done: the retention job may anonymise these. */
export const closedStatuses: readonly LeadStatus[] = ['won', 'lost', 'spam'];

/** The fields of an enquiry whose changes are recorded. */
export interface LeadState {
  status?: string | null;
  /** The assignee, as Payload stores a polymorphic relationship (the value may be populated). */
  assignedTo?: { relationTo: string; value: unknown } | null;
  /** ISO-8601 instant, or null. */
  nextAction?: string | null;
}

/** A reference `users:3` or `dealers:7` for an assignee, or 'nobody'. */
export function assigneeLabel(assigned: LeadState['assignedTo']): string {
  if (!assigned?.value) return 'nobody';
  const value = assigned.value as { id?: unknown } | string | number;
  const id = typeof value === 'object' ? value.id : value;
  return `${assigned.relationTo}:${String(id)}`;
}

const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : 'none');

/**
 * What changed between two states of an enquiry, one line each: `status: new → contacted`,
 * `assigned: users:2 → dealers:1`, `next action: none → 2026-12-03` (the date's UTC day).
 * Fields absent from `after` are unchanged.
 */
export function describeChanges(before: LeadState, after: LeadState): string[] {
  const lines: string[] = [];
  if (after.status !== undefined && after.status !== before.status) {
    lines.push(`status: ${before.status ?? 'none'} → ${after.status ?? 'none'}`);
  }
  if (after.assignedTo !== undefined && assigneeLabel(after.assignedTo) !== assigneeLabel(before.assignedTo)) {
    lines.push(`assigned: ${assigneeLabel(before.assignedTo)} → ${assigneeLabel(after.assignedTo)}`);
  }
  if (after.nextAction !== undefined && day(after.nextAction) !== day(before.nextAction)) {
    lines.push(`next action: ${day(before.nextAction)} → ${day(after.nextAction)}`);
  }
  return lines;
}
