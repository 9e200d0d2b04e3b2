import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`enquiries_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`author_id\` integer,
  	\`at\` text NOT NULL,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`enquiries_notes_order_idx\` ON \`enquiries_notes\` (\`_order\`);`);
  await db.run(sql`CREATE INDEX \`enquiries_notes_parent_id_idx\` ON \`enquiries_notes\` (\`_parent_id\`);`);
  await db.run(sql`CREATE INDEX \`enquiries_notes_author_idx\` ON \`enquiries_notes\` (\`author_id\`);`);
  await db.run(sql`CREATE TABLE \`enquiries_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`at\` text NOT NULL,
  	\`by_id\` integer,
  	\`change\` text NOT NULL,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`enquiries_history_order_idx\` ON \`enquiries_history\` (\`_order\`);`);
  await db.run(sql`CREATE INDEX \`enquiries_history_parent_id_idx\` ON \`enquiries_history\` (\`_parent_id\`);`);
  await db.run(sql`CREATE INDEX \`enquiries_history_by_idx\` ON \`enquiries_history\` (\`by_id\`);`);
  await db.run(sql`CREATE TABLE \`enquiries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`next_action\` text,
  	\`received_at\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`name\` text,
  	\`company\` text,
  	\`email\` text,
  	\`phone\` text,
  	\`city\` text,
  	\`postcode\` text,
  	\`country\` text,
  	\`product\` text,
  	\`model\` text,
  	\`sized_set\` text,
  	\`message\` text,
  	\`page\` text,
  	\`enquiry_id\` text NOT NULL,
  	\`anonymised_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `);
  await db.run(sql`CREATE INDEX \`enquiries_status_idx\` ON \`enquiries\` (\`status\`);`);
  await db.run(sql`CREATE INDEX \`enquiries_next_action_idx\` ON \`enquiries\` (\`next_action\`);`);
  await db.run(sql`CREATE INDEX \`enquiries_received_at_idx\` ON \`enquiries\` (\`received_at\`);`);
  await db.run(sql`CREATE INDEX \`enquiries_kind_idx\` ON \`enquiries\` (\`kind\`);`);
  await db.run(sql`CREATE INDEX \`enquiries_country_idx\` ON \`enquiries\` (\`country\`);`);
  await db.run(sql`CREATE INDEX \`enquiries_product_idx\` ON \`enquiries\` (\`product\`);`);
  await db.run(sql`CREATE INDEX \`enquiries_model_idx\` ON \`enquiries\` (\`model\`);`);
  await db.run(sql`CREATE UNIQUE INDEX \`enquiries_enquiry_id_idx\` ON \`enquiries\` (\`enquiry_id\`);`);
  await db.run(sql`CREATE INDEX \`enquiries_anonymised_at_idx\` ON \`enquiries\` (\`anonymised_at\`);`);
  await db.run(sql`CREATE INDEX \`enquiries_updated_at_idx\` ON \`enquiries\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`enquiries_created_at_idx\` ON \`enquiries\` (\`created_at\`);`);
  await db.run(sql`CREATE TABLE \`enquiries_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`dealers_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dealers_id\`) REFERENCES \`dealers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`enquiries_rels_order_idx\` ON \`enquiries_rels\` (\`order\`);`);
  await db.run(sql`CREATE INDEX \`enquiries_rels_parent_idx\` ON \`enquiries_rels\` (\`parent_id\`);`);
  await db.run(sql`CREATE INDEX \`enquiries_rels_path_idx\` ON \`enquiries_rels\` (\`path\`);`);
  await db.run(sql`CREATE INDEX \`enquiries_rels_users_id_idx\` ON \`enquiries_rels\` (\`users_id\`);`);
  await db.run(sql`CREATE INDEX \`enquiries_rels_dealers_id_idx\` ON \`enquiries_rels\` (\`dealers_id\`);`);
  await db.run(sql`ALTER TABLE \`users\` ADD \`dealer_id\` integer REFERENCES dealers(id);`);
  await db.run(sql`CREATE INDEX \`users_dealer_idx\` ON \`users\` (\`dealer_id\`);`);
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`enquiries_id\` integer REFERENCES enquiries(id);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_enquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`enquiries_id\`);`,
  );
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`enquiries_notes\`;`);
  await db.run(sql`DROP TABLE \`enquiries_history\`;`);
  await db.run(sql`DROP TABLE \`enquiries\`;`);
  await db.run(sql`DROP TABLE \`enquiries_rels\`;`);
  await db.run(sql`PRAGMA foreign_keys=OFF;`);
  await db.run(sql`CREATE TABLE \`__new_users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`role\` text DEFAULT 'marketing' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `);
  await db.run(
    sql`INSERT INTO \`__new_users\`("id", "name", "role", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at", "login_attempts", "lock_until") SELECT "id", "name", "role", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at", "login_attempts", "lock_until" FROM \`users\`;`,
  );
  await db.run(sql`DROP TABLE \`users\`;`);
  await db.run(sql`ALTER TABLE \`__new_users\` RENAME TO \`users\`;`);
  await db.run(sql`PRAGMA foreign_keys=ON;`);
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`);
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`);
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`events_id\` integer,
  	\`posts_id\` integer,
  	\`gallery_id\` integer,
  	\`brochures_id\` integer,
  	\`dealers_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	\`publish_log_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`gallery_id\`) REFERENCES \`gallery\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`brochures_id\`) REFERENCES \`brochures\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dealers_id\`) REFERENCES \`dealers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`publish_log_id\`) REFERENCES \`publish_log\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "events_id", "posts_id", "gallery_id", "brochures_id", "dealers_id", "media_id", "users_id", "publish_log_id") SELECT "id", "order", "parent_id", "path", "events_id", "posts_id", "gallery_id", "brochures_id", "dealers_id", "media_id", "users_id", "publish_log_id" FROM \`payload_locked_documents_rels\`;`,
  );
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`);
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`);
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_gallery_id_idx\` ON \`payload_locked_documents_rels\` (\`gallery_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_brochures_id_idx\` ON \`payload_locked_documents_rels\` (\`brochures_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_dealers_id_idx\` ON \`payload_locked_documents_rels\` (\`dealers_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_publish_log_id_idx\` ON \`payload_locked_documents_rels\` (\`publish_log_id\`);`,
  );
}
