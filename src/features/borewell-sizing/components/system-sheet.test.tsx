import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { sizingOutcome } from '../sheet-port';
import { SystemSheet } from './system-sheet';

const well = {
  boreDepthM: '250',
  staticLevelM: '110',
  drawdownM: '25',
  deliveryHeightM: '10',
  horizontalRunM: '200',
  outletPressureBar: '0.5',
  flowM3h: '40',
  pipeMaterial: 'gi',
  hz: '50',
  phase: '3',
  voltage: '415',
  cableLengthM: '100',
};

/** The sheet's opening sentence for a bore of this diameter (inch). */
function opening(boreDiameterIn: string): string {
  const outcome = sizingOutcome(new URLSearchParams({ ...well, boreDiameterIn }));
  if (outcome.status !== 'ok') throw new Error(outcome.status);
  const text = renderToStaticMarkup(<SystemSheet sheet={outcome.sheet} origin="https://example.com" />)
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'");
  return /An? [\d.]+-inch bore[^.]*\./.exec(text)?.[0] ?? '';
}

describe('SystemSheet', () => {
  it('opens with the bore and supply, with the article the number is read with', () => {
    expect(opening('8')).toBe('An 8-inch bore, 250 m deep, on a three-phase 415 V 50 Hz supply.');
    expect(opening('10')).toBe('A 10-inch bore, 250 m deep, on a three-phase 415 V 50 Hz supply.');
  });
});
