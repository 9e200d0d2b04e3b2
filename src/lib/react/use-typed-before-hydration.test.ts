// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { changedSinceLoad } from './use-typed-before-hydration';

/** A form as the server writes it: values in attributes, the marked option `selected`. */
function serverForm(): HTMLFormElement {
  document.body.innerHTML = `
    <form>
      <input name="flow" type="number" value="6">
      <input name="head" type="number" value="">
      <select name="flowUnit"><option value="m3h">m³/h</option><option value="ls" selected>L/s</option></select>
      <select name="category"><option value="">Any</option><option value="submersible-pumps">Submersible</option></select>
      <input type="radio" name="hz" value="50" checked><input type="radio" name="hz" value="60">
      <input type="hidden" name="fromBorewell" value="1">
    </form>`;
  return document.querySelector('form')!;
}

const control = <T extends Element>(form: HTMLFormElement, selector: string) =>
  form.querySelector(selector) as unknown as T;

describe('changedSinceLoad', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('finds nothing in a form as the server wrote it (a select with no option marked shows its first)', () => {
    expect(changedSinceLoad(serverForm())).toBe(false);
  });

  it.each([
    ['a typed value', (form: HTMLFormElement) => (control<HTMLInputElement>(form, '[name=head]').value = '40')],
    ['a cleared value', (form: HTMLFormElement) => (control<HTMLInputElement>(form, '[name=flow]').value = '')],
    ['another unit', (form: HTMLFormElement) => (control<HTMLSelectElement>(form, '[name=flowUnit]').value = 'm3h')],
    [
      'an option where none was marked',
      (form: HTMLFormElement) => (control<HTMLSelectElement>(form, '[name=category]').value = 'submersible-pumps'),
    ],
    ['another radio', (form: HTMLFormElement) => (control<HTMLInputElement>(form, '[value="60"]').checked = true)],
  ])('finds %s', (_, change) => {
    const form = serverForm();
    change(form);
    expect(changedSinceLoad(form)).toBe(true);
  });

  it('does not take the browser emptying a number input the URL gave text for as a change', () => {
    const form = serverForm();
    const flow = control<HTMLInputElement>(form, '[name=flow]');
    flow.defaultValue = 'abc';
    flow.value = '';
    expect(changedSinceLoad(form)).toBe(false);
  });
});
