/**
 * The hydraulics core (pure: no React, no I/O): the one definition of the properties of water and
 * gravity, metres of head per bar, pump curve interpolation, the best efficiency point, the system
 * curve and operating point, the affinity laws, NPSH available, input power and energy. The
 * engineering layer (`src/engineering/`: pipes and friction, the well, motors, cables and starters;
 * decision 0041), the content checks, the charts, the datasheets and the data generator import
 * these; `hydraulics-core.test.ts` fails when another module defines them again. Unit conversions
 * live beside it in `@/engineering/units`, on the same ρ·g.
 */
export * from './water';
export * from './curve';
export * from './system-curve';
export * from './energy';
export * from './affinity';
export * from './npsh';
export * from './specific-speed';
