import * as migration_20261128_130148_initial from './20261128_130148_initial';

export const migrations = [
  {
    up: migration_20261128_130148_initial.up,
    down: migration_20261128_130148_initial.down,
    name: '20261128_130148_initial',
  },
];
