import * as migration_20261128_131920_initial from './20261128_131920_initial';
import * as migration_20261128_162128_enquiry_inbox from './20261128_162128_enquiry_inbox';

export const migrations = [
  {
    up: migration_20261128_131920_initial.up,
    down: migration_20261128_131920_initial.down,
    name: '20261128_131920_initial',
  },
  {
    up: migration_20261128_162128_enquiry_inbox.up,
    down: migration_20261128_162128_enquiry_inbox.down,
    name: '20261128_162128_enquiry_inbox',
  },
];
