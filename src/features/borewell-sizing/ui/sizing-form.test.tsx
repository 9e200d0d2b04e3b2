// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateAfterTyping } from '../../../../tests/support/hydrate-after-typing';
import { navigation } from '../../../../tests/support/next-navigation';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FIELD_LABELS } from '../domain';
import { formValuesFromParams } from './form-fields';
import { SizingForm, sizingDebounceMs } from './sizing-form';

const well = 'boreDiameterIn=6&boreDepthM=120&staticLevelM=30&drawdownM=15&flowM3h=6';

function renderForm(query = '', error?: Parameters<typeof SizingForm>[0]['error']) {
  return render(
    <SizingForm values={formValuesFromParams(new URLSearchParams(query))} labels={FIELD_LABELS} error={error} />,
  );
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
/** The query of the last URL the form asked the router for. */
const lastQuery = () => new URL(String(navigation.router.replace.mock.lastCall?.[0]), 'http://site.test').searchParams;

describe('SizingForm', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    navigation.pathname = '/borewell-sizing';
  });

  it('is a GET form to /borewell-sizing with labelled inputs named as the URL, metric, 50 Hz three-phase uPVC', () => {
    const { container } = renderForm();
    const form = container.querySelector('form')!;
    expect(form.getAttribute('action')).toBe('/borewell-sizing');
    expect(form.getAttribute('method')).toBe('get');
    expect(input(/^Bore depth/).name).toBe('boreDepthM');
    expect(input(/^Bore depth/).required).toBe(true);
    expect(input(/^Bore depth/).labels?.[0]?.textContent).toBe('Bore depth (m)');
    expect((screen.getByLabelText('Column pipe material') as HTMLSelectElement).value).toBe('upvc');
    expect((screen.getByLabelText('50 Hz') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Supply phases') as HTMLSelectElement).value).toBe('3');
    expect(input(/^Cable length/).getAttribute('aria-describedby')).toBeTruthy();
  });

  it('renders no units switch in the server HTML: without JavaScript the form is metric only', () => {
    const html = renderToString(
      <SizingForm values={formValuesFromParams(new URLSearchParams(well))} labels={FIELD_LABELS} />,
    );
    expect(html).toContain('name="boreDepthM"');
    expect(html).not.toContain('Imperial');
  });

  it(`follows the inputs into the URL ${sizingDebounceMs} ms after the last change, in form order`, () => {
    renderForm(well);
    fireEvent.change(input(/^Drawdown/), { target: { value: '20' } });
    fireEvent.change(input(/^Delivery height/), { target: { value: '5' } });
    act(() => vi.advanceTimersByTime(sizingDebounceMs - 1));
    expect(navigation.router.replace).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(navigation.router.replace).toHaveBeenCalledTimes(1);
    expect(navigation.router.replace.mock.lastCall?.[0]).toBe(
      '/borewell-sizing?boreDiameterIn=6&boreDepthM=120&staticLevelM=30&drawdownM=20&deliveryHeightM=5&flowM3h=6&pipeMaterial=upvc&hz=50&phase=3',
    );
    expect(navigation.router.replace.mock.lastCall?.[1]).toEqual({ scroll: false });
  });

  it('submits at once, without waiting for the debounce', () => {
    renderForm(well);
    fireEvent.click(screen.getByRole('button', { name: 'Size my pump set' }));
    expect(navigation.router.replace).toHaveBeenCalledTimes(1);
    expect(lastQuery().get('boreDepthM')).toBe('120');
  });

  it('switches to imperial: the values shown become ft, US gpm and psi, the URL keeps the metric data and asks for an imperial sheet (NIST SP 811: 1 ft = 0.3048 m)', () => {
    renderForm(`${well}&outletPressureBar=2`);
    fireEvent.click(screen.getByLabelText('Imperial'));
    // The sheet follows the switch at once: the same well data, and `units=imperial` (issue 25).
    expect(navigation.router.replace).toHaveBeenCalledTimes(1);
    expect(lastQuery().get('units')).toBe('imperial');
    expect(lastQuery().get('boreDepthM')).toBe('120');
    expect(lastQuery().get('outletPressureBar')).toBe('2');
    navigation.router.replace.mockClear();
    // Four significant digits: 120 m / 0.3048 = 393.70 ft; 6 m³/h / 0.227 124 5 = 26.42 US gpm; 2 bar = 29.01 psi.
    expect(input(/^Bore depth/).value).toBe('393.7');
    expect(input(/^Bore depth/).labels?.[0]?.textContent).toBe('Bore depth (ft)');
    expect(input(/^Flow/).value).toBe('26.42');
    expect(input(/^Outlet pressure/).value).toBe('29.01');
    // The bore stays in inch in both systems.
    expect(input(/^Bore diameter/).value).toBe('6');

    fireEvent.change(input(/^Bore depth/), { target: { value: '400' } });
    act(() => vi.advanceTimersByTime(sizingDebounceMs));
    const query = lastQuery();
    expect(Number(query.get('boreDepthM'))).toBeCloseTo(121.92, 6);
    expect(Number(query.get('flowM3h'))).toBeCloseTo(6, 4);
    expect(Number(query.get('outletPressureBar'))).toBeCloseTo(2, 4);
    expect(query.get('units')).toBe('imperial');

    fireEvent.click(screen.getByLabelText('Metric'));
    expect(input(/^Bore depth/).value).toBe('121.9');
    expect(lastQuery().has('units')).toBe(false);
  });

  it('opens in imperial for a URL with units=imperial once JavaScript runs; without it the inputs stay metric and a resubmit keeps the imperial sheet (issue 25)', () => {
    const values = formValuesFromParams(new URLSearchParams(well));
    const html = renderToString(<SizingForm values={values} labels={FIELD_LABELS} unitSystem="imperial" />);
    expect(html).toMatch(/<input type="hidden" name="units" value="imperial"\/>/);
    expect(html).toContain('name="boreDepthM"');
    expect(html).toMatch(/value="120"/);

    render(<SizingForm values={values} labels={FIELD_LABELS} unitSystem="imperial" />);
    expect((screen.getByLabelText('Imperial') as HTMLInputElement).checked).toBe(true);
    expect(input(/^Bore depth/).value).toBe('393.7');
    expect(input(/^Bore depth/).labels?.[0]?.textContent).toBe('Bore depth (ft)');
    expect(navigation.router.replace).not.toHaveBeenCalled();
    // Submitting unchanged keeps the visitor's metric data and the imperial sheet.
    fireEvent.click(screen.getByRole('button', { name: 'Size my pump set' }));
    expect(lastQuery().get('boreDepthM')).toBe('120');
    expect(lastQuery().get('units')).toBe('imperial');
  });

  it("keeps the visitor's numbers through an imperial round trip: no 40.0001 in the URL or the inputs (issue 25)", () => {
    renderForm('boreDiameterIn=6&boreDepthM=120&staticLevelM=40&drawdownM=15&flowM3h=6&deliveryHeightM=60');
    fireEvent.click(screen.getByLabelText('Imperial'));
    expect(input(/^Static water level/).value).toBe('131.2');
    // Submitting the untouched imperial form sends the metric numbers the visitor had.
    fireEvent.click(screen.getByRole('button', { name: 'Size my pump set' }));
    const query = lastQuery();
    expect(query.get('staticLevelM')).toBe('40');
    expect(query.get('deliveryHeightM')).toBe('60');
    expect(query.get('boreDepthM')).toBe('120');
    expect(query.get('flowM3h')).toBe('6');
    // And back to metric: the same numbers, not converted twice.
    fireEvent.click(screen.getByLabelText('Metric'));
    expect(input(/^Static water level/).value).toBe('40');
    expect(input(/^Delivery height/).value).toBe('60');
    // A value typed in ft is the visitor's: switching to metric and back shows it again.
    fireEvent.click(screen.getByLabelText('Imperial'));
    fireEvent.change(input(/^Bore depth/), { target: { value: '400' } });
    fireEvent.click(screen.getByLabelText('Metric'));
    expect(input(/^Bore depth/).value).toBe('121.9');
    fireEvent.click(screen.getByLabelText('Imperial'));
    expect(input(/^Bore depth/).value).toBe('400');
  });

  it('marks the rejected input and reads its message with it', () => {
    renderForm(well, {
      field: 'drawdownM',
      message: 'Drawdown (drawdownM): the pumping water level must be above the bore depth.',
    });
    const drawdown = input(/^Drawdown/);
    expect(drawdown.getAttribute('aria-invalid')).toBe('true');
    const describedBy = drawdown.getAttribute('aria-describedby')!.split(' ');
    const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toContain('Drawdown (drawdownM): the pumping water level must be above the bore depth.');
    expect(input(/^Bore depth/).getAttribute('aria-invalid')).toBeNull();
  });

  describe('a well typed before the page hydrated (a slow phone)', () => {
    /** The server HTML of the form for `query`, `type` run on its inputs, then hydration. */
    function hydrateAfter(query: string, type: (form: HTMLFormElement) => void, unitSystem?: 'imperial') {
      hydrateAfterTyping(
        <SizingForm
          values={formValuesFromParams(new URLSearchParams(query))}
          labels={FIELD_LABELS}
          unitSystem={unitSystem}
        />,
        type,
      );
    }
    const field = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLInputElement;

    it('sends it once hydrated, with no change event React could have heard', () => {
      hydrateAfter('', (form) => {
        field(form, 'boreDepthM').value = '120';
        field(form, 'flowM3h').value = '6';
      });
      expect(navigation.router.replace).toHaveBeenCalledTimes(1);
      expect(lastQuery().get('boreDepthM')).toBe('120');
      expect(lastQuery().get('flowM3h')).toBe('6');
    });

    it('keeps an imperial sheet: the inputs typed into were the metric ones of the server HTML', () => {
      hydrateAfter(
        well,
        (form) => {
          field(form, 'boreDepthM').value = '150';
        },
        'imperial',
      );
      expect(navigation.router.replace).toHaveBeenCalledTimes(1);
      expect(lastQuery().get('boreDepthM')).toBe('150');
      expect(lastQuery().get('units')).toBe('imperial');
      expect(input(/^Bore depth/).value).toBe('492.1');
    });

    it('sends nothing when the visitor changed nothing', () => {
      hydrateAfter(well, () => {});
      expect(navigation.router.replace).not.toHaveBeenCalled();
    });
  });
});
