import * as migration_20261128_131920_initial from './20261128_131920_initial';

export const migrations = [
  {
    up: migration_20261128_131920_initial.up,
    down: migration_20261128_131920_initial.down,
    name: '20261128_131920_initial',
  },
];
