import { describe, expect, it } from 'vitest';
import { assigneeLabel, describeChanges } from './history';
import { deliveryLabel } from '../../server/inbox/source';

describe('describeChanges', () => {
  it('names each changed field with its old and new value', () => {
    expect(
      describeChanges(
        { status: 'new', assignedTo: null, nextAction: null },
        {
          status: 'contacted',
          assignedTo: { relationTo: 'users', value: 4 },
          nextAction: '2026-12-03T00:00:00.000Z',
        },
      ),
    ).toEqual(['status: new → contacted', 'assigned: nobody → users:4', 'next action: none → 2026-12-03']);
  });

  it('records nothing for an unchanged or absent field (a populated assignee equals its id)', () => {
    const before = {
      status: 'quoted',
      assignedTo: { relationTo: 'dealers', value: 7 },
      nextAction: '2026-12-03T00:00:00.000Z',
    };
    expect(
      describeChanges(before, { status: 'quoted', assignedTo: { relationTo: 'dealers', value: { id: 7 } } }),
    ).toEqual([]);
    expect(describeChanges(before, {})).toEqual([]);
  });

  it('tells a dealer from a user with the same id', () => {
    expect(assigneeLabel({ relationTo: 'dealers', value: 1 })).not.toBe(
      assigneeLabel({ relationTo: 'users', value: 1 }),
    );
  });
});

describe('deliveryLabel', () => {
  const base = { attempts: 0, lastError: null, sentAt: null };
  it('names the outbox states as staff read them', () => {
    expect(deliveryLabel({ ...base, status: 'pending' })).toBe('queued');
    expect(deliveryLabel({ ...base, status: 'pending', attempts: 2 })).toBe('retrying');
    expect(deliveryLabel({ ...base, status: 'sending', attempts: 1 })).toBe('sending');
    expect(deliveryLabel({ ...base, status: 'sent', attempts: 1 })).toBe('sent');
    expect(deliveryLabel({ ...base, status: 'dead', attempts: 8 })).toBe('dead-lettered');
    expect(deliveryLabel(undefined)).toBe('none');
  });
});
