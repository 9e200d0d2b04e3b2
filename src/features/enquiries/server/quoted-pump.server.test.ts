import { describe, expect, it, vi } from 'vitest';
import { testDatabasePerTest, testDialects, type TestDatabase } from '../../../../tests/support/test-databases';
import { quoteForm } from '../../../../tests/support/enquiries';
import { getModelFrequencies } from './choices.server';
import { composeEnquiryEmail } from '../domain/email';
import { createEnquiryRateLimiter } from './rate-limit.server';
import { EnquiryRepository } from './repository.server';
import { EnquiryService } from './service.server';
import { selectionHiddenValues } from '../ui/quote-prefill';
import { describeSelection, selectionFromSearchParams } from '../domain/quoted-pump';
import { parseSolarQuery, sizeSolar, solarQuoteHref } from '@/features/solar-sizing';
import { catalogueSolarDeps, solarResponse } from '@/features/solar-sizing/index.server';

vi.mock('server-only', () => ({}));

const quote = {
  ...quoteForm,
  phone: '+919876543210',
  product: '',
  country: '',
  message: 'Quote for KS4-05/24 at 6 m³/h, 120 m, 50 Hz',
  website: '',
};

/** The enquiry service on a test database, with a generous rate limit and no choice lists. */
function serviceOn(database: TestDatabase) {
  const repository = new EnquiryRepository(database.database);
  const service = new EnquiryService({
    repository,
    rateLimiter: createEnquiryRateLimiter(database.database, { perMinute: 5, perDay: 30 }),
    choices: () => ({ products: [], countries: [] }),
    modelFrequencies: getModelFrequencies,
  });
  return { repository, service };
}

describe.each(testDialects)('a quote with a pump selection on %s', (dialect) => {
  const freshDatabase = testDatabasePerTest(dialect);

  it('stores the model and duty point in their own columns and mails them in a Selection block', async () => {
    const test = await freshDatabase();
    const { repository, service } = serviceOn(test);
    const meta = { rateLimitKey: 'k', clientAddress: null, userAgent: null, page: '/contact-us' };
    const outcome = await service.submit(
      { ...quote, model: 'KS4-05/24', flowM3h: '6', headM: '120', frequencyHz: '50' },
      meta,
    );
    expect(outcome).toMatchObject({ status: 'accepted', spam: false });
    const plain = await service.submit({ ...quote }, meta);
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
    const test = await freshDatabase();
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

  it('stores a solar set from its sheet’s quote link, every figure, and mails a link to the solar sheet', async () => {
    const test = await freshDatabase();
    const { repository, service } = serviceOn(test);
    const deps = catalogueSolarDeps();
    const url = new URLSearchParams(
      'site=jaipur&dailyWaterM3=60&staticLiftM=40&deliveryHeightM=3&horizontalRunM=50&boreDiameterIn=6&ghi=4.4,5.3,6.3,7,7.3,6.9,5.6,5.2,5.7,5.4,4.7,4.2',
    );
    const parsed = parseSolarQuery(url, (id) => deps.sites.some((s) => s.id === id));
    if (!parsed.ok) throw new Error(parsed.message);
    const sheet = sizeSolar(parsed.query, deps);
    const link = new URL(solarQuoteHref(sheet, parsed.query), 'https://www.example.com');
    const selection = selectionFromSearchParams(link.searchParams)!;
    expect(describeSelection(selection)).toMatch(
      /^Quote for a solar set: KC4-08\/14 3.7 kW \(5 HP\); controller KSC-3.7/,
    );
    const meta = { rateLimitKey: 'k', clientAddress: null, userAgent: null, page: '/contact-us' };
    const hidden = selectionHiddenValues(selection);
    expect(await service.submit({ ...quote, ...hidden }, meta)).toMatchObject({ status: 'accepted', spam: false });

    const [stored] = await repository.listEnquiries({ order: 'oldest' });
    const body = solarResponse(url, deps).body as {
      array: { modules: number; peakW: number };
      months: { dailyVolumeM3: number }[];
    };
    expect(stored).toMatchObject({
      model: sheet.set!.pump.model,
      frequency_hz: 50,
      solar_query: link.searchParams.get('solar'),
    });
    // Every figure of the set is in the stored line: pump, motor, controller, MPPT window, array, tilt, water, head, site.
    for (const part of [
      'KSC-3.7 3.7 kW, MPPT 250–750 V',
      // Voc of 8 × 49.6 V at Jaipur's 3 °C design minimum: 8 × 49.6 × (1 + 0.0028 × 22) = 421.2 V.
      `array ${body.array.modules} × 540 W = ${body.array.peakW / 1000} kWp (1 × 8 in series, Voc 421 V at 3 °C), tilt 27°`,
      `m³/day in August for 60 m³/day at 44.1 m`,
      'site Jaipur, Rajasthan, India',
    ]) {
      expect(stored!.solar_set).toContain(part);
    }
    const mail = composeEnquiryEmail(stored!, {
      to: 's@x.example',
      from: 'f@x.example',
      siteUrl: 'https://www.example.com',
    });
    expect(mail.text).toContain(`Solar set: ${stored!.solar_set}\r\n`);
    expect(mail.text).toContain(`Solar sheet: https://www.example.com/solar-pump-sizing?${stored!.solar_query}\r\n`);
    // The sheet the link opens is the same sizing.
    expect(new URLSearchParams(stored!.solar_query!).get('ghi')).toBe('4.4,5.3,6.3,7,7.3,6.9,5.6,5.2,5.7,5.4,4.7,4.2');
  });

  it('stores figures as sent, to 9 decimals (issue 27, finding 4)', async () => {
    const test = await freshDatabase();
    const { repository, service } = serviceOn(test);
    const meta = { rateLimitKey: 'k', clientAddress: null, userAgent: null, page: '/contact-us' };
    // 100 US gpm = 100 × 0.003785411784 m³/min × 60 = 22.712470704 m³/h, sent as a JSON number.
    const sent = { ...quote, model: 'KS4-05/24', flowM3h: 22.712470704, headM: '4999.999999999', frequencyHz: 50 };
    expect(await service.submit(sent, meta)).toMatchObject({ status: 'accepted' });
    const [stored] = await repository.listEnquiries({ order: 'oldest' });
    expect(stored).toMatchObject({ flow_m3h: 22.712470704, head_m: 4999.999999999, frequency_hz: 50 });
  });

  it.each([
    ['a head above 5000 m', { headM: 5000.01 }, 'headM'],
    ['a flow with 10 decimals', { flowM3h: '22.7124707041' }, 'flowM3h'],
    ['a flow in exponent form', { flowM3h: 1e-7 }, 'flowM3h'],
    ['a flow below 0.001 m³/h', { flowM3h: '0.0009' }, 'flowM3h'],
    ['a frequency of 55 Hz', { frequencyHz: '55' }, 'frequencyHz'],
    ['a model not in the catalogue', { model: 'XX9-99/99' }, 'model'],
    ['a model code with markup', { model: '<script>' }, 'model'],
    ['a 50 Hz model at 60 Hz', { model: 'KS4-05/24', frequencyHz: 60 }, 'frequencyHz'],
    ['a 60 Hz model at 50 Hz', { model: 'KP4-02/02', frequencyHz: '50' }, 'frequencyHz'],
    ['a well value of 17 characters', { borewellQuery: `boreDepthM=${'1'.repeat(17)}` }, 'borewellQuery'],
    [
      'a well query of 21 pairs',
      { borewellQuery: Array.from({ length: 21 }, (_, i) => `p${i}x=1`).join('&') },
      'borewellQuery',
    ],
    [
      'a well query at 50 Hz for a 60 Hz duty',
      { frequencyHz: '60', borewellQuery: 'boreDepthM=120&hz=50' },
      'borewellQuery',
    ],
    [
      'a well query of 10 m³/h for a duty of 0.001 m³/h',
      { model: 'KS4-05/24', flowM3h: '0.001', frequencyHz: '50', borewellQuery: 'boreDepthM=120&flowM3h=10&hz=50' },
      'borewellQuery',
    ],
    ['a column pipe of 121 characters', { columnPipe: `uPVC ${'x'.repeat(116)}` }, 'columnPipe'],
    ['a solar query with markup', { solarQuery: 'site=<b>' }, 'solarQuery'],
    [
      'a solar query of 21 pairs',
      { solarQuery: Array.from({ length: 21 }, (_, i) => `p${i}x=1`).join('&') },
      'solarQuery',
    ],
    ['a solar set with a bidi control', { solarSet: 'KC4-08/14\u202e; array 8 × 540 W' }, 'solarSet'],
    ['a solar set of 601 characters', { solarSet: `K${'x'.repeat(600)}` }, 'solarSet'],
    ['a drop cable with a control character', { dropCable: '4 mm\u0000 flat' }, 'dropCable'],
    // Issue 51: parts that are not strings or numbers were dropped and the enquiry stored with NULLs.
    ['a model sent as a list', { model: ['KS4-05/24'] }, 'model'],
    ['a flow sent as an object', { model: 'KS4-05/24', flowM3h: { v: 10 } }, 'flowM3h'],
    ['a frequency sent as true', { model: 'KS4-05/24', frequencyHz: true }, 'frequencyHz'],
  ])('refuses %s with the part named, storing nothing (issue 27, finding 4)', async (_, selection, field) => {
    const test = await freshDatabase();
    const { repository, service } = serviceOn(test);
    const meta = { rateLimitKey: 'k', clientAddress: null, userAgent: null, page: '/contact-us' };
    expect(await service.submit({ ...quote, ...selection }, meta)).toMatchObject({ status: 'invalid', field });
    expect(await repository.listEnquiries({ order: 'oldest' })).toEqual([]);
  });
});
