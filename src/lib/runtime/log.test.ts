import { describe, expect, it } from 'vitest';
import type { LogLevel } from './env';
import { createLogger, errorMessage, withoutAddresses } from './log';

/** A logger at `level` whose lines the test reads. */
function captured(level?: LogLevel) {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger({ level, destination: { write: (line: string) => void lines.push(JSON.parse(line)) } });
  return { logger, lines };
}

describe('the log (issue 50 item 5)', () => {
  it('writes one JSON object per line with the level as a word, an ISO time and the message', () => {
    const { logger, lines } = captured();
    logger.info({ reference: 'KX-3F2A-9C1E' }, 'outbox delivery sent');
    logger.debug('not written at info');
    expect(lines).toEqual([
      {
        level: 'info',
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        reference: 'KX-3F2A-9C1E',
        msg: 'outbox delivery sent',
      },
    ]);
  });

  it('withholds personal fields passed by mistake', () => {
    const { logger, lines } = captured();
    logger.warn({
      email: 'asha@visitor.example',
      phone: '9876543210',
      password: 'hunter22',
      enquiry: { email: 'a@b.example' },
    });
    expect(JSON.stringify(lines)).not.toMatch(/asha|9876543210|hunter22|a@b/);
    expect(lines[0]).toMatchObject({ email: '[withheld]', phone: '[withheld]', enquiry: { email: '[withheld]' } });
  });

  it('masks e-mail addresses in error messages from mail servers', () => {
    expect(withoutAddresses('550 5.1.1 <dealer.one@agro-pumps.co.in>: Recipient address rejected')).toBe(
      '550 5.1.1 <[address]>: Recipient address rejected',
    );
    expect(errorMessage(new Error('from Asha.Rao+x@visitor.example refused'))).toBe('from [address] refused');
    expect(errorMessage('x'.repeat(600))).toHaveLength(500);
  });
});
