import { afterEach, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../tests/support/test-databases';
import { composeEnquiryEmail } from './email';
import { createEnquiryRateLimiter } from './rate-limit.server';
import { EnquiryRepository } from './repository.server';
import { EnquiryService } from './service.server';

vi.mock('server-only', () => ({}));

const quote = {
  kind: 'quote',
  name: 'Asha Rao',
  phone: '+919876543210',
  email: 'asha@example.com',
  product: '',
  company: 'Rao Farms',
  city: 'Coimbatore',
  country: '',
  message: 'Quote for KS4-05/24 at 6 m³/h, 120 m, 50 Hz',
  privacy: true,
  website: '',
};

/** The enquiry service on a test database, with a generous rate limit and no choice lists. */
function serviceOn(database: TestDatabase) {
  const repository = new EnquiryRepository(database.database);
  const service = new EnquiryService({
    repository,
    rateLimiter: createEnquiryRateLimiter(database.database, { perMinute: 5, perDay: 30 }),
    choices: () => ({ products: [], countries: [] }),
  });
  return { repository, service };
}

describe.each(testDialects)('a quote with a pump selection on %s', (dialect) => {
  let test: TestDatabase | undefined;
  afterEach(async () => {
    await test?.cleanup();
    test = undefined;
  });

  it('stores the model and duty point in their own columns and mails them in a Selection block', async () => {
    test = await openTestDatabase(dialect);
    const { repository, service } = serviceOn(test);
    const meta = { rateLimitKey: 'k', clientAddress: null, userAgent: null, page: '/contact-us' };
    const outcome = await service.submit(
      { ...quote, model: 'KS4-05/24', flowM3h: '6', headM: '120', frequencyHz: '50' },
      meta,
    );
    expect(outcome).toMatchObject({ status: 'accepted', spam: false });
    const plain = await service.submit({ ...quote, model: '<script>', flowM3h: 'x' }, meta);
    expect(plain).toMatchObject({ status: 'accepted' });

    const [withSelection, without] = await repository.listEnquiries({ order: 'oldest' });
    expect(withSelection).toMatchObject({ model: 'KS4-05/24', flow_m3h: 6, head_m: 120, frequency_hz: 50 });
    expect(without).toMatchObject({ model: null, flow_m3h: null, head_m: null, frequency_hz: null });

    const mail = composeEnquiryEmail(withSelection!, { to: 's@x.example', from: 'f@x.example', siteUrl: 'http://x' });
    expect(mail.text).toContain(
      'Selection:\r\nModel: KS4-05/24\r\nFlow: 6 m³/h\r\nHead: 120 m\r\nFrequency: 50 Hz\r\n',
    );
  });

  it('stores a borewell set in its own columns and mails it with a link to its system sheet', async () => {
    test = await openTestDatabase(dialect);
    const { repository, service } = serviceOn(test);
    const set = {
      model: 'KC4-05/13',
      flowM3h: '6',
      headM: '60.11',
      frequencyHz: '50',
      borewellQuery: 'boreDiameterIn=6&boreDepthM=120&staticLevelM=30&drawdownM=15&flowM3h=6',
      columnPipe: 'uPVC 1 1/4″ Elegant',
      dropCable: '1 mm² flat, 75 m',
      controlPanel: 'DOL – Direct-on-line starter',
    };
    const meta = { rateLimitKey: 'k', clientAddress: null, userAgent: null, page: '/contact-us' };
    expect(await service.submit({ ...quote, ...set }, meta)).toMatchObject({ status: 'accepted', spam: false });

    const [stored] = await repository.listEnquiries({ order: 'oldest' });
    expect(stored).toMatchObject({
      model: 'KC4-05/13',
      head_m: 60.11,
      borewell_query: set.borewellQuery,
      column_pipe: set.columnPipe,
      drop_cable: set.dropCable,
      control_panel: set.controlPanel,
    });
    const mail = composeEnquiryEmail(stored!, {
      to: 's@x.example',
      from: 'f@x.example',
      siteUrl: 'https://www.example.com',
    });
    expect(mail.text).toContain('Column pipe: uPVC 1 1/4″ Elegant\r\nDrop cable: 1 mm² flat, 75 m\r\n');
    expect(mail.text).toContain(`System sheet: https://www.example.com/borewell-sizing?${set.borewellQuery}\r\n`);
  });
});
