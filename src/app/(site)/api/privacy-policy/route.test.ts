import { describe, expect, it, vi } from 'vitest';
import { seedContact } from '@/config/site';
import { GET, POST } from './route';

// The back office's contact details, as an owner changed them (issue 45): the modal names these.
vi.mock('@/cms/content', () => ({
  getContactDetails: async () => ({
    ...seedContact,
    phoneDisplay: '+91 98765 00000',
    salesEmail: 'grievance@example.com',
  }),
}));

describe('GET /api/privacy-policy (the forms modal text, issue 16)', () => {
  it('answers the policy of content/pages/privacy-policy.md with its date written out', async () => {
    const response = await GET();
    expect(response.status).toBe(200);
    const policy = (await response.json()) as { updated: string; updatedLabel: string; body: string };
    expect(policy.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(policy.updatedLabel).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    // SPEC 2.6 sections, first and last.
    expect(policy.body).toContain('Collection of Information');
    expect(policy.body).toContain('Policy Governance');
    // The Grievance Officer's contact lines name the back office's details, not the seed's.
    expect(policy.body).toContain('E-mail: grievance@example.com');
    expect(policy.body).toContain('Phone: +91 98765 00000');
    expect(policy.body).not.toContain(seedContact.phoneDisplay);
  });

  it('refuses other methods with 405 and Allow', async () => {
    const response = POST(new Request('http://localhost/api/privacy-policy', { method: 'POST' }));
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('GET, HEAD');
  });
});
