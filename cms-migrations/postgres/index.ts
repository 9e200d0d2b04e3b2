import * as migration_20261128_131923_initial from './20261128_131923_initial';
import * as migration_20261128_162134_enquiry_inbox from './20261128_162134_enquiry_inbox';
import * as migration_20261128_175831_enquiry_reference from './20261128_175831_enquiry_reference';

export const migrations = [
  {
    up: migration_20261128_131923_initial.up,
    down: migration_20261128_131923_initial.down,
    name: '20261128_131923_initial',
  },
  {
    up: migration_20261128_162134_enquiry_inbox.up,
    down: migration_20261128_162134_enquiry_inbox.down,
    name: '20261128_162134_enquiry_inbox',
  },
  {
    up: migration_20261128_175831_enquiry_reference.up,
    down: migration_20261128_175831_enquiry_reference.down,
    name: '20261128_175831_enquiry_reference',
  },
];
