import { describe, expect, it } from 'vitest';
import { figureKey } from './format';

describe('figureKey', () => {
  it('treats the same figure under different labels as one', () => {
    expect(figureKey('Max. liquid temp.')).toBe(figureKey('Liquid temperature'));
    expect(figureKey('Maximum working pressure')).toBe(figureKey('Max. pressure'));
    expect(figureKey('Flow')).toBe('flow');
    expect(figureKey('Outlet')).not.toBe(figureKey('Flow'));
  });
});
