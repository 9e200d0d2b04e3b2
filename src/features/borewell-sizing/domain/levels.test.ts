import { describe, expect, it } from 'vitest';
import { flowFromDailyVolumeM3h, pumpingWaterLevelM, pumpSetting, SUBMERGENCE_MARGIN_M } from './levels';

describe('water levels and setting depth', () => {
  it('puts the pumping water level at static level + drawdown (definition of drawdown, Driscoll)', () => {
    expect(pumpingWaterLevelM(35, 12.5)).toBe(47.5);
    expect(pumpingWaterLevelM(20, 0)).toBe(20);
  });

  it('hangs the pump 10 m below the pumping level when the bore is deep enough', () => {
    const s = pumpSetting(47.5, 120);
    expect(s).toMatchObject({
      settingDepthM: 57.5,
      wantedSettingDepthM: 57.5,
      maxSettingDepthM: 117,
      tooShallow: false,
    });
    expect(s.submergenceM).toBe(SUBMERGENCE_MARGIN_M);
  });

  it('caps the setting at bore depth − 3 m and says the well is too shallow', () => {
    const s = pumpSetting(55, 62);
    expect(s).toMatchObject({ settingDepthM: 59, wantedSettingDepthM: 65, maxSettingDepthM: 59, tooShallow: true });
    expect(s.submergenceM).toBe(4);
  });

  it('reports a negative submergence when the pumping level is in the sump allowance', () => {
    expect(pumpSetting(60, 62).submergenceM).toBe(-1);
  });

  it('turns a daily volume into a flow: volume ÷ pumping hours', () => {
    expect(flowFromDailyVolumeM3h(48, 6)).toBe(8);
    expect(() => flowFromDailyVolumeM3h(48, 0)).toThrow(RangeError);
    expect(() => flowFromDailyVolumeM3h(48, 25)).toThrow(RangeError);
  });
});
