import * as migration_20261128_151757_initial from './20261128_151757_initial';

export const migrations = [
  {
    up: migration_20261128_151757_initial.up,
    down: migration_20261128_151757_initial.down,
    name: '20261128_151757_initial',
  },
];
