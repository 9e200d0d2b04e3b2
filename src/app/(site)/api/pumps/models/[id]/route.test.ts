import { describe, expect, it, vi } from 'vitest';
import { OPTIONS, POST, PUT, PATCH, DELETE } from './route';

// The handler comes through the feature's server entry, which refuses a client bundle (`server-only`).
vi.mock('server-only', () => ({}));

describe('/api/pumps/models/{id} methods', () => {
  it('announces only GET and HEAD on OPTIONS, and refuses the rest with 405 naming them (issue 51)', async () => {
    const options = OPTIONS();
    expect(options.status).toBe(204);
    expect(options.headers.get('Allow')).toBe('GET, HEAD, OPTIONS');
    for (const [method, handler] of Object.entries({ POST, PUT, PATCH, DELETE })) {
      const refused = handler(new Request('http://localhost/api/pumps/models/KS4-05%2F24', { method }));
      expect(refused.status, method).toBe(405);
      expect(refused.headers.get('Allow'), method).toBe('GET, HEAD');
    }
  });
});
