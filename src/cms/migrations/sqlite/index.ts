import * as migration_20261128_131556_initial from './20261128_131556_initial';

export const migrations = [
  {
    up: migration_20261128_131556_initial.up,
    down: migration_20261128_131556_initial.down,
    name: '20261128_131556_initial'
  },
];
