import * as migration_20261128_153421_initial from './20261128_153421_initial';

export const migrations = [
  {
    up: migration_20261128_153421_initial.up,
    down: migration_20261128_153421_initial.down,
    name: '20261128_153421_initial',
  },
];
