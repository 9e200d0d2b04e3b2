import 'server-only';
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { rateLimitTable, type Database } from './schema';

/**
 * The one set of migrations, in code so that the bundled server needs no migration folder. Column types
 * are chosen to mean the same on SQLite and PostgreSQL (text, integer); the dialect only changes the rate
 * limiter's table, whose shape rate-limiter-flexible dictates. Never edit a released migration: add one.
 */

type DialectName = 'sqlite' | 'postgres';

function buildMigrations(dialect: DialectName): Record<string, Migration> {
  return {
    '0001_enquiries_and_outbox': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('enquiries')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('product', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('company', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('postcode', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('country', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('privacy_accepted', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('client_address', 'text')
          .addColumn('user_agent', 'text')
          .addColumn('page', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('enquiries_created_at').on('enquiries').column('created_at').execute();

        await outboxTable(db, 'outbox', { enquiryIdUnique: true }).execute();
        await createOutboxStatusIndex(db);

        // The shape RateLimiterSQLite / RateLimiterPostgres would create themselves (tableCreated: true).
        await db.schema
          .createTable(rateLimitTable)
          .addColumn('key', dialect === 'postgres' ? 'varchar(255)' : 'text', (c) => c.primaryKey())
          .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('expire', dialect === 'postgres' ? 'bigint' : 'integer')
          .execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable(rateLimitTable).execute();
        await db.schema.dropTable('outbox').execute();
        await db.schema.dropTable('enquiries').execute();
      },
    },
    // Issue 12: a quote sent from the pump selector carries the model and the duty point as data.
    '0002_enquiry_selection': {
      async up(db: Kysely<unknown>) {
        const columns = [
          ['model', 'text'],
          ['flow_m3h', 'double precision'],
          ['head_m', 'double precision'],
          ['frequency_hz', 'integer'],
        ] as const;
        for (const [name, type] of columns) await db.schema.alterTable('enquiries').addColumn(name, type).execute();
      },
      async down(db: Kysely<unknown>) {
        for (const name of ['frequency_hz', 'head_m', 'flow_m3h', 'model'])
          await db.schema.alterTable('enquiries').dropColumn(name).execute();
      },
    },
    // Issue 13: a quote for a borewell set carries the well data and the set's other components.
    '0003_enquiry_borewell_set': enquiryTextColumns(borewellSetColumns),
    // Issue 29: a quote for a solar set carries the solar sizing query and the set in one line.
    '0004_enquiry_solar_set': enquiryTextColumns(solarSetColumns),
    // Issue 46: an enquiry routed to a dealer owes a second e-mail, to the dealer, and each new enquiry
    // and status change a POST to the CRM, each with its own retries: the outbox row names its
    // recipient and event, and the unique key is (enquiry_id, recipient, event).
    '0005_outbox_recipient': {
      async up(db: Kysely<unknown>) {
        if (dialect === 'postgres') {
          await db.schema.alterTable('outbox').dropConstraint('outbox_enquiry_id_key').execute();
          await db.schema
            .alterTable('outbox')
            .addColumn('recipient', 'text', (c) => c.notNull().defaultTo('sales'))
            .execute();
          await db.schema.alterTable('outbox').addColumn('to_address', 'text').execute();
          await db.schema
            .alterTable('outbox')
            .addColumn('event', 'text', (c) => c.notNull().defaultTo(''))
            .execute();
          await db.schema.alterTable('outbox').addColumn('body', 'text').execute();
        } else {
          // SQLite cannot drop a column's UNIQUE: the table is rebuilt with the new key, rows kept.
          await createOutbox(db, 'outbox_0005');
          await sql`insert into outbox_0005 (id, enquiry_id, status, attempts, next_attempt_at, lease_until,
            claim_token, last_error, sent_at, created_at, updated_at, recipient, to_address, event, body)
            select id, enquiry_id, status, attempts, next_attempt_at, lease_until, claim_token, last_error,
            sent_at, created_at, updated_at, 'sales', null, '', null from outbox`.execute(db);
          await db.schema.dropTable('outbox').execute();
          await db.schema.alterTable('outbox_0005').renameTo('outbox').execute();
          await createOutboxStatusIndex(db);
        }
        await db.schema
          .createIndex('outbox_enquiry_recipient_event')
          .on('outbox')
          .columns(['enquiry_id', 'recipient', 'event'])
          .unique()
          .execute();
      },
      async down(db: Kysely<unknown>) {
        await sql`delete from outbox where recipient <> 'sales'`.execute(db);
        await db.schema.dropIndex('outbox_enquiry_recipient_event').execute();
        await db.schema.alterTable('outbox').dropColumn('body').execute();
        await db.schema.alterTable('outbox').dropColumn('event').execute();
        await db.schema.alterTable('outbox').dropColumn('to_address').execute();
        await db.schema.alterTable('outbox').dropColumn('recipient').execute();
        if (dialect === 'postgres') {
          await db.schema.alterTable('outbox').addUniqueConstraint('outbox_enquiry_id_key', ['enquiry_id']).execute();
        } else {
          await db.schema.createIndex('outbox_enquiry_id_key').on('outbox').column('enquiry_id').unique().execute();
        }
      },
    },
  };
}

/**
 * The outbox table of migration 0001 under `name`, not yet executed: `enquiry_id` unique there (one
 * e-mail per enquiry), not in 0005's rebuild, which adds its own columns after these.
 */
function outboxTable(db: Kysely<unknown>, name: string, options: { enquiryIdUnique: boolean }) {
  return db.schema
    .createTable(name)
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('enquiry_id', 'text', (c) =>
      (options.enquiryIdUnique ? c.notNull().unique() : c.notNull()).references('enquiries.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('lease_until', 'text')
    .addColumn('claim_token', 'text')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull());
}

/** The worker's index on the outbox (due rows by state), of migration 0001 and 0005's rebuild. */
async function createOutboxStatusIndex(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('outbox_status_next_attempt')
    .on('outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
}

/** The outbox table of migration 0005 (SQLite's rebuild), under `name`. */
async function createOutbox(db: Kysely<unknown>, name: string): Promise<void> {
  await outboxTable(db, name, { enquiryIdUnique: false })
    .addColumn('recipient', 'text', (c) => c.notNull().defaultTo('sales'))
    .addColumn('to_address', 'text')
    .addColumn('event', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text')
    .execute();
}

/** A migration that adds these text columns to the enquiries, in order (and drops them in reverse). */
function enquiryTextColumns(columns: readonly string[]): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const name of columns) await db.schema.alterTable('enquiries').addColumn(name, 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      for (const name of [...columns].reverse()) await db.schema.alterTable('enquiries').dropColumn(name).execute();
    },
  };
}

/** Text columns of migration 0003, in order. */
const borewellSetColumns = ['borewell_query', 'column_pipe', 'drop_cable', 'control_panel'] as const;

/** Text columns of migration 0004, in order. */
const solarSetColumns = ['solar_query', 'solar_set'] as const;

/** Names of all migrations in order (for tests and the health check). */
export const migrationNames = Object.keys(buildMigrations('sqlite')).sort();

/** Thrown when a migration fails; `cause` holds the database error. */
export class MigrationError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MigrationError';
  }
}

/**
 * Applies every pending migration. Safe to call from several processes at once: Kysely takes a lock
 * (a lock row on SQLite, an advisory lock on PostgreSQL) and skips what is already applied.
 *
 * On PostgreSQL Kysely's own tables are kept in the connection's current schema, named explicitly:
 * without a schema Kysely takes a `kysely_migration_lock` in any other schema of the database for its
 * own, never creates one where it works, and fails. That happens when two sites (or two test runs)
 * share a database, each in its own schema.
 * @throws MigrationError naming the failed migration.
 */
export async function migrateToLatest(db: Kysely<Database>, dialect: DialectName): Promise<void> {
  return migrateTo(db, dialect);
}

/**
 * Applies the migrations up to `target` (tests of a migration over the previous schema's rows), or
 * every pending one when omitted; as {@link migrateToLatest}.
 * @throws MigrationError naming the failed migration.
 */
export async function migrateTo(db: Kysely<Database>, dialect: DialectName, target?: string): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => buildMigrations(dialect) };
  const migrationTableSchema =
    dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({ db, provider, migrationTableSchema });
  const { error, results } = await (target ? migrator.migrateTo(target) : migrator.migrateToLatest());
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new MigrationError(`Database migration ${failed} failed: ${String((error as Error).message ?? error)}`, {
      cause: error,
    });
  }
}

/** Runs a trivial query; resolves when the database answers. */
export async function ping(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
