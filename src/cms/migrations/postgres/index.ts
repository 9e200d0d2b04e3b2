import * as migration_20261128_131923_initial from './20261128_131923_initial';

export const migrations = [
  {
    up: migration_20261128_131923_initial.up,
    down: migration_20261128_131923_initial.down,
    name: '20261128_131923_initial',
  },
];
