import * as migration_20261128_153406_initial from './20261128_153406_initial';

export const migrations = [
  {
    up: migration_20261128_153406_initial.up,
    down: migration_20261128_153406_initial.down,
    name: '20261128_153406_initial',
  },
];
