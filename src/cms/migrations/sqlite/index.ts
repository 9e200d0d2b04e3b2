import * as migration_20261128_151740_initial from './20261128_151740_initial';

export const migrations = [
  {
    up: migration_20261128_151740_initial.up,
    down: migration_20261128_151740_initial.down,
    name: '20261128_151740_initial',
  },
];
