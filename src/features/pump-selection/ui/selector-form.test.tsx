// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateAfterTyping } from '../../../../tests/support/hydrate-after-typing';
import { navigation } from '../../../../tests/support/next-navigation';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { selectionParams } from '../domain';
import { formValuesFromParams, queryFromFormValues, selectorDefaults, selectorHelp } from './form-fields';
import { unitFactors } from './selection-presenter';
import { SelectorForm, selectorDebounceMs } from './selector-form';

const categories = [
  { value: 'submersible-pumps', label: 'Submersible pumps' },
  { value: 'pressure-boosting-pumps', label: 'Pressure boosting pumps' },
];

/** The form for the URL's `query`, with two categories and two voltages. */
const formFor = (query = '') => (
  <SelectorForm
    values={formValuesFromParams(new URLSearchParams(query))}
    categories={categories}
    voltages={[230, 415]}
    unitFactors={unitFactors()}
  />
);
const renderForm = (query = '') => render(formFor(query));

const input = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;

describe('SelectorForm', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    navigation.pathname = '/pump-selector';
  });

  it('is a GET form to /pump-selector with the defaults of a fresh selection', () => {
    const { container } = renderForm();
    const form = container.querySelector('form')!;
    expect(form.getAttribute('action')).toBe('/pump-selector');
    expect(form.getAttribute('method')).toBe('get');
    expect(input(/^Flow$/).value).toBe('');
    expect((screen.getByLabelText('Flow unit') as HTMLSelectElement).value).toBe(selectorDefaults.flowUnit);
    expect((screen.getByLabelText('Head unit') as HTMLSelectElement).value).toBe('m');
    expect((screen.getByLabelText('50 Hz') as HTMLInputElement).checked).toBe(true);
    expect(input('Running hours per day').value).toBe('8');
    expect(input(/^Flow$/).required).toBe(true);
    // A screen reader reads the field's help with it (and nothing else while the value is valid).
    expect(input(/^Flow$/)).toHaveAccessibleDescription(selectorHelp.flow!);
  });

  it('asks first where the pump goes, all applications by default, and writes the choice to the URL (issue 49, item 3)', () => {
    const { container } = renderForm('flow=6&head=120');
    const place = screen.getByLabelText('Where does the pump go?') as HTMLSelectElement;
    expect(container.querySelector('form select, form input')).toBe(place);
    expect(place.value).toBe('');
    expect([...place.options].map((o) => o.text)).toEqual([
      'All applications (engineers)',
      'Borewell (tube well)',
      'Open well or sump',
      'On the surface or boosting pressure',
      'Waste water or sewage',
    ]);
    fireEvent.change(place, { target: { value: 'borewell' } });
    fireEvent.change(input(/^Borewell size/), { target: { value: '4' } });
    vi.advanceTimersByTime(selectorDebounceMs);
    const written = new URL(String(navigation.router.replace.mock.lastCall?.[0]), 'http://site.test').searchParams;
    expect(written.get('installation')).toBe('borewell');
    expect(written.get('boreDiameterIn')).toBe('4');
  });

  it('shows the values of the URL it was rendered for', () => {
    renderForm('flow=12&flowUnit=ls&head=85&headUnit=ft&hz=60&phase=3&category=submersible-pumps');
    expect(input(/^Flow$/).value).toBe('12');
    expect((screen.getByLabelText('Flow unit') as HTMLSelectElement).value).toBe('ls');
    expect((screen.getByLabelText('60 Hz') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Phase') as HTMLSelectElement).value).toBe('3');
    expect((screen.getByLabelText('Pump type') as HTMLSelectElement).value).toBe('submersible-pumps');
  });

  it('follows the inputs with the URL once they rest for the debounce time', () => {
    renderForm('flow=6&head=120&hz=50');
    fireEvent.change(input(/^Flow$/), { target: { value: '7' } });
    fireEvent.change(input(/^Flow$/), { target: { value: '8' } });
    vi.advanceTimersByTime(selectorDebounceMs - 1);
    expect(navigation.router.replace).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigation.router.replace).toHaveBeenCalledOnce();
    const [url, options] = navigation.router.replace.mock.calls[0]!;
    expect(url).toBe('/pump-selector?flow=8&flowUnit=m3h&head=120&headUnit=m&hz=50&hoursPerDay=8');
    expect(options).toEqual({ scroll: false });
  });

  // [what, query, field, [other unit, value shown in it], [unit typed in, value typed], what the URL then says]
  it.each([
    [
      'the typed flow (36 m³/h = 10 L/s)',
      'flow=36&head=120',
      'Flow',
      ['ls', '10'],
      ['m3h', '36'],
      'flow=36&flowUnit=m3h',
    ],
    [
      'a head in bar (10 bar = 102 m)',
      'flow=6&head=10&headUnit=bar',
      'Head',
      ['m', '102'],
      ['bar', '10'],
      'head=10&headUnit=bar',
    ],
  ])(
    'converts %s when the unit changes and back, so the duty stays the same',
    (_, query, field, other, own, written) => {
      renderForm(query);
      const unit = screen.getByLabelText(`${field} unit`) as HTMLSelectElement;
      const value = () => input(new RegExp(`^${field}$`)).value;
      fireEvent.change(unit, { target: { value: other[0] } });
      expect(value()).toBe(other[1]);
      fireEvent.change(unit, { target: { value: own[0] } });
      expect(value()).toBe(own[1]);
      act(() => vi.advanceTimersByTime(selectorDebounceMs));
      expect(navigation.router.replace).toHaveBeenLastCalledWith(expect.stringContaining(written), { scroll: false });
    },
  );

  it('has a control for every parameter of the selection URL contract, named as the URL names it', () => {
    const { container } = renderForm('flow=6&head=50');
    const named = new Set([...container.querySelectorAll('[name]')].map((el) => el.getAttribute('name')));
    for (const name of selectionParams) expect(named.has(name), name).toBe(true);
  });

  it('round-trips the URL state: the URL it writes renders the same form again', () => {
    const query = 'flow=6&flowUnit=m3h&head=120&headUnit=m&hz=50&phase=1&voltage=230&boreIn=4&hoursPerDay=8';
    renderForm(query);
    fireEvent.submit(input(/^Flow$/).closest('form')!);
    const written = new URL(navigation.router.replace.mock.calls[0]![0] as string, 'http://x').searchParams;
    expect(written.toString()).toBe(queryFromFormValues(formValuesFromParams(new URLSearchParams(query))).toString());
    expect(formValuesFromParams(written)).toEqual(formValuesFromParams(new URLSearchParams(query)));
  });

  describe('a duty typed before the page hydrated (a slow phone)', () => {
    /** The server HTML of the form for `query`, `type` run on its inputs, then hydration. */
    function hydrateAfter(query: string, type: (form: HTMLFormElement) => void) {
      hydrateAfterTyping(formFor(query), type);
    }
    const lastQuery = () =>
      new URL(String(navigation.router.replace.mock.lastCall?.[0]), 'http://site.test').searchParams;

    it('sends it once hydrated, in the unit the visitor chose, with no change event React could have heard', () => {
      hydrateAfter('', (form) => {
        (form.elements.namedItem('flow') as HTMLInputElement).value = '12';
        (form.elements.namedItem('flowUnit') as HTMLSelectElement).value = 'ls';
        (form.elements.namedItem('head') as HTMLInputElement).value = '85';
      });
      expect(navigation.router.replace).toHaveBeenCalledTimes(1);
      expect(lastQuery().get('flow')).toBe('12');
      expect(lastQuery().get('flowUnit')).toBe('ls');
      expect(lastQuery().get('head')).toBe('85');
    });

    it('sends nothing when the visitor changed nothing', () => {
      hydrateAfter('flow=12&head=85', () => {});
      expect(navigation.router.replace).not.toHaveBeenCalled();
    });
  });
});
