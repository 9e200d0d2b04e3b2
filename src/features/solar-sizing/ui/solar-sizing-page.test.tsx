import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { navigation } from '../../../../tests/support/next-navigation';
import { SolarSizingPage } from './solar-sizing-page';

beforeEach(() => {
  navigation.pathname = '/solar-pump-sizing';
});

/** The page as the server renders it, i.e. what a visitor without JavaScript gets. */
const render = (query: string) =>
  renderToStaticMarkup(<SolarSizingPage searchParams={new URLSearchParams(query)} origin="https://www.example.com" />);

describe('/solar-pump-sizing, server-rendered', () => {
  it('is a GET form to itself with the sites grouped by country', () => {
    const html = render('');
    expect(html).toMatch(/<form [^>]*action="\/solar-pump-sizing" method="get"/);
    expect(html).toContain('<optgroup label="India">');
    expect(html).toContain('<option value="lusaka">Lusaka, Zambia</option>');
    expect(html).toContain('Start with the place');
  });

  it('renders the sheet: the set, twelve months, the design day, head, energy, assumptions and the quote link', () => {
    const html = render(
      'site=jaipur&dailyWaterM3=60&staticLiftM=40&deliveryHeightM=3&horizontalRunM=50&boreDiameterIn=6',
    );
    expect(html).toMatch(/Your solar pump for 60 m³\/day at 44\.\d m/);
    expect(html.match(/data-testid="solar-component"/g)).toHaveLength(3);
    expect(html).toContain('data-testid="monthly-water-chart"');
    expect(html).toContain('data-testid="design-day-chart"');
    for (const month of ['January', 'June', 'December']) expect(html).toContain(`>${month}</th>`);
    expect(html).toContain('Total dynamic head');
    expect(html).toContain('0.355 L/kWh');
    expect(html).toContain('data-testid="solar-sample-caveat"');
    const quote = /data-testid="solar-quote" href="([^"]+)"/.exec(html)![1]!.replaceAll('&amp;', '&');
    const params = new URL(quote, 'https://x').searchParams;
    expect(params.get('solar')).toContain('site=jaipur');
    expect(params.get('solarSet')).toMatch(/^KC4-08\/14 3\.7 kW \(5 HP\); controller KSC-3\.7/);
    // The printed sheet carries its own link.
    expect(html).toContain('This sheet online: https://www.example.com/solar-pump-sizing?site=jaipur');
  });

  it('labels the design day’s hours once each: every hour from sm, the even ones alone on a phone', () => {
    const html = render('site=jaipur&dailyWaterM3=60&staticLiftM=40&boreDiameterIn=6');
    const chart = /data-testid="design-day-chart"[\s\S]*?<\/figure>/.exec(html)![0];
    // An even hour reads the same on a phone and from sm: one label, in no breakpoint's wrapper.
    expect(chart).toMatch(/<span class="min-w-0 flex-1">12<\/span>/);
    // An odd hour shows from sm only; a phone shows nothing there, and no empty element stands for it.
    expect(chart).toMatch(/<span class="min-w-0 flex-1"><span class="hidden sm:inline">11<\/span><\/span>/);
    expect(chart).not.toContain('<span class="sm:hidden"></span>');
    // The months keep both: J on a phone, Jan from sm.
    const months = /data-testid="monthly-water-chart"[\s\S]*?<\/figure>/.exec(html)![0];
    expect(months).toContain('<span class="sm:hidden">J</span><span class="hidden sm:inline">Jan</span>');
  });

  it('with a need per month: one dash per month in the chart, a need column, the rule, and the needs in the quote', () => {
    const needs = '20,20,30,60,70,70,30,30,30,25,20,20';
    const html = render(
      `site=jaipur&dailyWaterM3=${needs}&staticLiftM=40&deliveryHeightM=3&horizontalRunM=50&boreDiameterIn=6`,
    );
    expect(html).toMatch(/Your solar pump for your monthly needs \(up to 70 m³\/day\) at 4\d\.\d m/);
    expect(html.match(/data-testid="need-mark"/g)).toHaveLength(12);
    expect(html).toContain('Need (m³/day)');
    expect(html).toContain('data-testid="solar-design-rule"');
    expect(html).toContain('the design month is the one hardest to meet');
    // The form shows the twelve figures back in the text field that takes them.
    expect(html).toMatch(/id="solar-dailyWaterM3" type="text"[^>]*name="dailyWaterM3" value="20,20,30/);
    const quote = /data-testid="solar-quote" href="([^"]+)"/.exec(html)![1]!.replaceAll('&amp;', '&');
    const params = new URL(quote, 'https://x').searchParams;
    expect(params.get('solar')).toContain(`dailyWaterM3=${encodeURIComponent(needs)}`);
    expect(params.get('solarSet')).toContain(
      'need by month Jan–Dec 20, 20, 30, 60, 70, 70, 30, 30, 30, 25, 20, 20 m³/day',
    );
  });

  it('with one need: one line across the chart and no need column; the array floor is listed', () => {
    const html = render('site=jaipur&dailyWaterM3=60&staticLiftM=40&boreDiameterIn=6');
    expect(html).not.toContain('data-testid="need-mark"');
    expect(html).toContain('Need 60');
    expect(html).not.toContain('Need (m³/day)');
    expect(html).toMatch(
      /data-testid="solar-array-floor"[^>]*>The array is at least 1 .*?>kWp<\/abbr>.*? per kW of motor/,
    );
  });

  it('shows the cold-morning string voltage and, in words, the issue-48 warnings with their figures', () => {
    // 150 m³/day from 40 m at −12 °C typed in: strings of at most 14 (15 would be 821 V on 800 V).
    const cold = render('site=jaipur&dailyWaterM3=150&staticLiftM=40&boreDiameterIn=8&minAmbientC=-12');
    expect(cold).toMatch(/String Voc at -12 °C<\/dt><dd[^>]*>\d{3} V/);
    expect(cold).toContain('data-warning="string-voc-over-limit"');
    expect(cold).toContain('would reach 821 V open-circuit');
    expect(cold).toMatch(/name="minAmbientC"[^>]*value="-12"/);
    // 50 m³/day from 10 m: the floor sets 5.94 kWp for about five times the need.
    const big = render('site=jaipur&dailyWaterM3=50&staticLiftM=10&boreDiameterIn=6');
    expect(big).toContain('data-warning="oversized"');
    expect(big).toMatch(/Oversized for the need: the KP6-30\/04 \(5\.5 kW\) with 5\.94 kWp gives 25\d\.\d m³\/day/);
  });

  it('says beside the water why the set gives more than the need (issue 49, item 4)', () => {
    // 30 m³/day from 20 m: the smallest set's controller needs strings of 8 modules, which lift about 64 m³/day.
    const window = render('site=jaipur&dailyWaterM3=30&staticLiftM=20&boreDiameterIn=4');
    expect(window).toMatch(
      /data-testid="solar-volume-reason">6\d\.\d m³\/day in \w+ for your 30 m³\/day: the KSC-[\d.]+ works only with strings of at least 8 modules \(its MPPT window starts at \d+ V\), and those lift this much\.</,
    );
    // 50 m³/day from 10 m: the floor of 1 kWp per kW of motor sets the 5.5 kW pump's array.
    const floor = render('site=jaipur&dailyWaterM3=50&staticLiftM=10&boreDiameterIn=6');
    expect(floor).toMatch(
      /data-testid="solar-volume-reason">251 m³\/day in December for your 50 m³\/day: the 5\.5 kW motor gets at least 5\.5 kWp so it reaches full speed near noon/,
    );
  });

  it('writes pipe sizes with their inch mark and explains the solar terms in place (issue 49, item 4)', () => {
    const html = render('site=jaipur&dailyWaterM3=30&staticLiftM=20&boreDiameterIn=4');
    // 'uPVC column pipe 2 102 m' read as one number; the size now carries ″ before the length.
    expect(html).toMatch(/<dt[^>]*>Pipe<\/dt><dd[^>]*>[^<]* \d+( \d\/\d)?″<span[^>]*>[\d.]+ m<\/span>/);
    for (const term of [
      'MPPT window',
      'Max. input',
      'String Vmp (STC)',
      'String Voc (STC)',
      'Peak power',
      'kWp',
      'HOMER’s default fuel curve',
      'Total dynamic head',
    ]) {
      expect(html, term).toMatch(
        new RegExp(
          `<abbr tabindex="0" aria-describedby="[^"]+"[^>]*>${term.replace(/[.()]/g, '\\$&')}</abbr><span role="tooltip"`,
        ),
      );
    }
    expect(html).toContain('The range of array voltage in which the controller finds the most power');
  });

  it('keeps the form and shows the message for a refused figure', () => {
    const html = render('site=jaipur&dailyWaterM3=1e3&staticLiftM=40&boreDiameterIn=6');
    expect(html).toContain('role="alert"');
    expect(html).toContain('(dailyWaterM3)');
    expect(html).toMatch(/name="staticLiftM"[^>]*value="40"/);
  });

  it('fills the form in from a borewell sheet and asks for the site', () => {
    const borewell = 'boreDiameterIn=6&boreDepthM=120&staticLevelM=30&drawdownM=15&flowM3h=6';
    const html = render(`fromBorewell=${encodeURIComponent(borewell)}`);
    expect(html).toContain('now choose the site');
    expect(html).toMatch(/name="staticLiftM"[^>]*value="45"/);
    expect(html).toMatch(/name="dailyWaterM3"[^>]*value="48"/);
    expect(html).toContain('type="hidden" name="fromBorewell"');
  });
});
