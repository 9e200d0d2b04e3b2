import { describe, expect, it } from 'vitest';
import { healthAnswer } from './health';

const report = {
  status: 'ok' as const,
  database: { status: 'ok', dialect: 'sqlite' },
  outbox: { pending: 3, dead: 1, transport: 'smtp' },
};
const token = 'a-long-health-token-0123456789';

describe('/api/health answers (issue 11, defect 10)', () => {
  it('tells the public only whether the service is up', () => {
    expect(healthAnswer(report, null, token)).toEqual({ status: 200, body: { ok: true } });
    expect(healthAnswer(report, 'Bearer wrong-token-of-the-same-len', token).body).toEqual({ ok: true });
    expect(healthAnswer(report, `Bearer ${token}`, undefined).body).toEqual({ ok: true });
    expect(healthAnswer({ status: 'error' }, null, token)).toEqual({ status: 503, body: { ok: false } });
  });

  it('gives the details to a request with the HEALTH_TOKEN bearer', () => {
    const answer = healthAnswer(report, `Bearer ${token}`, token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ok: true, outbox: { pending: 3, transport: 'smtp' } });
  });
});

describe('/api/health with a non-ASCII bearer (issue 27, finding 3)', () => {
  it('answers the public body instead of throwing when the bearer has the token’s length but not its bytes', () => {
    // 'é' is one UTF-16 unit but two UTF-8 bytes: same string length as the token, one byte longer.
    const sameLength = `é${token.slice(1)}`;
    expect(sameLength.length).toBe(token.length);
    expect(healthAnswer(report, `Bearer ${sameLength}`, token)).toEqual({ status: 200, body: { ok: true } });
    expect(healthAnswer(report, 'Bearer ☃', token).body).toEqual({ ok: true });
  });

  it('still recognises a non-ASCII token that matches exactly', () => {
    expect(healthAnswer(report, 'Bearer tökén-ünïcode', 'tökén-ünïcode').body).toMatchObject({
      outbox: { pending: 3 },
    });
  });
});
