// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { navigation } from '../../../../tests/support/next-navigation';
import { BorewellSizingPage } from './borewell-sizing-page';

beforeEach(() => {
  navigation.pathname = '/borewell-sizing';
});
afterEach(cleanup);

/**
 * Issue 25: the visitor who chose imperial gets the sheet in imperial: figures, headings, the TDH
 * parts, the well drawing's labels and the printed link. Hand conversions (NIST SP 811): 120 m /
 * 0.3048 = 393.7 ft → '394 ft'; 30 m = 98.4 ft; 15 m = 49.2 ft; 6 m³/h / 0.227 125 = 26.4 US gpm;
 * 1 bar = 14.5 psi, and 10.197 m/bar × 0.068 948 bar/psi / 0.3048 m/ft = 2.307 ft/psi.
 */
const well =
  'boreDiameterIn=6&boreDepthM=120&staticLevelM=30&drawdownM=15&deliveryHeightM=5&horizontalRunM=50&outletPressureBar=1&flowM3h=6&cableLengthM=20';

function renderSheet(query: string) {
  render(<BorewellSizingPage searchParams={new URLSearchParams(query)} origin="https://example.test" />);
  return screen.getByTestId('sizing-sheet');
}

/** A metric quantity in running text: a number followed by m, m³/h, m/s, bar or mm (mm² is the cable's size in both systems). */
const metricQuantity = /\d\s?(m|m³\/h|m³|m\/s|bar|mm)(?![²\w/])/;

describe('the borewell sheet in imperial units (issue 25)', () => {
  it('gives the heading, the set, the TDH parts and the well drawing in ft, US gpm and psi', () => {
    const sheet = renderSheet(`${well}&units=imperial`);
    expect(within(sheet).getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(
      /^Your pump set for 26\.4 US gpm at \d+ ft$/,
    );
    expect(sheet.textContent).toContain('A 6-inch bore, 394 ft deep');

    const tdh = screen.getByRole('table');
    // Each part's working in ft, and the pressure's conversion from psi (1 psi = 2.307 ft of water).
    expect(tdh).toHaveTextContent(/static level 98\.4 ft \+ drawdown 49\.2 ft/);
    expect(tdh).toHaveTextContent(/14\.5 psi × 2\.307 ft\/psi/);
    for (const cell of within(tdh).getAllByRole('cell')) expect(cell.textContent).toMatch(/^[\d,.]+ ft$/);
    expect(tdh.textContent).not.toMatch(metricQuantity);

    const drawing = screen.getByRole('img', { name: /^Section through the well/ });
    expect(drawing.getAttribute('aria-label')).toMatch(/static water level 98\.4 ft, .* bore depth 394 ft\.$/);
    expect(drawing.textContent).toContain('Bore depth 394 ft');
    expect(drawing.textContent).not.toMatch(metricQuantity);

    // Everything but the worked formulas (SI, said so) and the cable's mm² is imperial.
    const working = screen.getByTestId('working').closest('section')!;
    expect(working.textContent).toContain('Worked in SI units');
    working.remove();
    expect(sheet.textContent).not.toMatch(metricQuantity);
    // Every pump for the duty, in the selector in the same units.
    const selector = new URL(
      screen.getByRole('link', { name: 'See every pump for this duty' }).getAttribute('href')!,
      'https://x.test',
    );
    expect(selector.searchParams.get('flowUnit')).toBe('usgpm');
    expect(selector.searchParams.get('headUnit')).toBe('ft');
    expect(selector.searchParams.get('flow')).toBe('26.42');
    // The printed link opens the same sheet in imperial.
    expect(sheet.textContent).toMatch(
      /this sheet online, with all the well data: https:\/\/example\.test\/borewell-sizing\?.*&units=imperial/i,
    );
  });

  it('stays metric without units=imperial', () => {
    const sheet = renderSheet(well);
    expect(within(sheet).getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(
      /^Your pump set for 6 m³\/h at [\d.]+ m$/,
    );
    expect(sheet.textContent).toContain('A 6-inch bore, 120 m deep');
    expect(screen.getByRole('table')).toHaveTextContent(/1 bar × 10\.197 m\/bar/);
    // Issue 48: the motor's load beside its rating.
    expect(sheet.textContent).toMatch(/\d+ leads, \d+ % of nameplate/);
  });

  it('opens with the article the bore’s number is read with', () => {
    const opening = (boreDiameterIn: string) => {
      const sheet = renderSheet(well.replace('boreDiameterIn=6', `boreDiameterIn=${boreDiameterIn}`));
      const text = /An? [\d.]+-inch bore/.exec(sheet.textContent ?? '')?.[0];
      cleanup();
      return text;
    };
    expect(opening('8')).toBe('An 8-inch bore');
    expect(opening('10')).toBe('A 10-inch bore');
  });
});

describe('the issue 48 warnings on the sheet', () => {
  it('says in words, in the visitor’s units, what 40 °C water changes', () => {
    // uPVC at 40 °C: × 0.715 (ISO 1452-2 Annex A); above 30 °C the motor needs 0.91 m/s = 2.99 ft/s.
    const metric = renderSheet(`${well}&waterTempC=40`);
    const warm = metric.querySelector('[data-warning="warm-water"]');
    expect(warm?.textContent).toMatch(
      /^Water at 40 °C: the uPVC column pipe's pressure rating is derated × 0\.715 to [\d.]+ bar \(ISO 1452-2 Annex A\); above the 30 °C a standard motor is rated for, the water must pass it at 0\.91 m\/s or more/,
    );
    cleanup();
    const imperial = renderSheet(`${well}&waterTempC=40&units=imperial`);
    expect(imperial.querySelector('[data-warning="warm-water"]')?.textContent).toMatch(
      /derated × 0\.715 to [\d.]+ psi .* at 2\.99 ft\/s or more/,
    );
  });
});
