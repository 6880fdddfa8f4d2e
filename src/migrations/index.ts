import * as migration_20261122_033118_initial from './20261122_033118_initial';

export const migrations = [
  {
    up: migration_20261122_033118_initial.up,
    down: migration_20261122_033118_initial.down,
    name: '20261122_033118_initial'
  },
];
