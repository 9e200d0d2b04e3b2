import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`events_photos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`picture_image_id\` integer,
  	\`picture_src\` text,
  	\`picture_alt\` text,
  	FOREIGN KEY (\`picture_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`events_photos_order_idx\` ON \`events_photos\` (\`_order\`);`);
  await db.run(sql`CREATE INDEX \`events_photos_parent_id_idx\` ON \`events_photos\` (\`_parent_id\`);`);
  await db.run(
    sql`CREATE INDEX \`events_photos_picture_picture_image_idx\` ON \`events_photos\` (\`picture_image_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`title\` text,
  	\`location\` text,
  	\`year\` numeric,
  	\`date\` text,
  	\`summary\` text,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `);
  await db.run(sql`CREATE UNIQUE INDEX \`events_slug_idx\` ON \`events\` (\`slug\`);`);
  await db.run(sql`CREATE INDEX \`events_updated_at_idx\` ON \`events\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`events_created_at_idx\` ON \`events\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`events__status_idx\` ON \`events\` (\`_status\`);`);
  await db.run(sql`CREATE TABLE \`_events_v_version_photos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`picture_image_id\` integer,
  	\`picture_src\` text,
  	\`picture_alt\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`picture_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`_events_v_version_photos_order_idx\` ON \`_events_v_version_photos\` (\`_order\`);`);
  await db.run(
    sql`CREATE INDEX \`_events_v_version_photos_parent_id_idx\` ON \`_events_v_version_photos\` (\`_parent_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_events_v_version_photos_picture_picture_image_idx\` ON \`_events_v_version_photos\` (\`picture_image_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_events_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_title\` text,
  	\`version_location\` text,
  	\`version_year\` numeric,
  	\`version_date\` text,
  	\`version_summary\` text,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(sql`CREATE INDEX \`_events_v_parent_idx\` ON \`_events_v\` (\`parent_id\`);`);
  await db.run(sql`CREATE INDEX \`_events_v_version_version_slug_idx\` ON \`_events_v\` (\`version_slug\`);`);
  await db.run(
    sql`CREATE INDEX \`_events_v_version_version_updated_at_idx\` ON \`_events_v\` (\`version_updated_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_events_v_version_version_created_at_idx\` ON \`_events_v\` (\`version_created_at\`);`,
  );
  await db.run(sql`CREATE INDEX \`_events_v_version_version__status_idx\` ON \`_events_v\` (\`version__status\`);`);
  await db.run(sql`CREATE INDEX \`_events_v_created_at_idx\` ON \`_events_v\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`_events_v_updated_at_idx\` ON \`_events_v\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`_events_v_latest_idx\` ON \`_events_v\` (\`latest\`);`);
  await db.run(sql`CREATE TABLE \`posts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`number\` numeric,
  	\`title\` text,
  	\`description\` text,
  	\`cover_image_id\` integer,
  	\`cover_src\` text,
  	\`cover_alt\` text,
  	\`published\` text,
  	\`author\` text DEFAULT 'Kavex Engineering Team',
  	\`body\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(sql`CREATE UNIQUE INDEX \`posts_slug_idx\` ON \`posts\` (\`slug\`);`);
  await db.run(sql`CREATE UNIQUE INDEX \`posts_number_idx\` ON \`posts\` (\`number\`);`);
  await db.run(sql`CREATE INDEX \`posts_cover_cover_image_idx\` ON \`posts\` (\`cover_image_id\`);`);
  await db.run(sql`CREATE INDEX \`posts_updated_at_idx\` ON \`posts\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`posts_created_at_idx\` ON \`posts\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`posts__status_idx\` ON \`posts\` (\`_status\`);`);
  await db.run(sql`CREATE TABLE \`posts_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`posts_texts_order_parent\` ON \`posts_texts\` (\`order\`,\`parent_id\`);`);
  await db.run(sql`CREATE TABLE \`_posts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_number\` numeric,
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_cover_image_id\` integer,
  	\`version_cover_src\` text,
  	\`version_cover_alt\` text,
  	\`version_published\` text,
  	\`version_author\` text DEFAULT 'Kavex Engineering Team',
  	\`version_body\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(sql`CREATE INDEX \`_posts_v_parent_idx\` ON \`_posts_v\` (\`parent_id\`);`);
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_slug_idx\` ON \`_posts_v\` (\`version_slug\`);`);
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_number_idx\` ON \`_posts_v\` (\`version_number\`);`);
  await db.run(
    sql`CREATE INDEX \`_posts_v_version_cover_version_cover_image_idx\` ON \`_posts_v\` (\`version_cover_image_id\`);`,
  );
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_updated_at_idx\` ON \`_posts_v\` (\`version_updated_at\`);`);
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_created_at_idx\` ON \`_posts_v\` (\`version_created_at\`);`);
  await db.run(sql`CREATE INDEX \`_posts_v_version_version__status_idx\` ON \`_posts_v\` (\`version__status\`);`);
  await db.run(sql`CREATE INDEX \`_posts_v_created_at_idx\` ON \`_posts_v\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`_posts_v_updated_at_idx\` ON \`_posts_v\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`_posts_v_latest_idx\` ON \`_posts_v\` (\`latest\`);`);
  await db.run(sql`CREATE TABLE \`_posts_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`_posts_v_texts_order_parent\` ON \`_posts_v_texts\` (\`order\`,\`parent_id\`);`);
  await db.run(sql`CREATE TABLE \`gallery_photos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`picture_image_id\` integer,
  	\`picture_src\` text,
  	\`picture_alt\` text,
  	FOREIGN KEY (\`picture_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`gallery\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`gallery_photos_order_idx\` ON \`gallery_photos\` (\`_order\`);`);
  await db.run(sql`CREATE INDEX \`gallery_photos_parent_id_idx\` ON \`gallery_photos\` (\`_parent_id\`);`);
  await db.run(
    sql`CREATE INDEX \`gallery_photos_picture_picture_image_idx\` ON \`gallery_photos\` (\`picture_image_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`gallery\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`title\` text,
  	\`kind\` text,
  	\`section\` text,
  	\`order\` numeric,
  	\`description\` text,
  	\`picture_image_id\` integer,
  	\`picture_src\` text,
  	\`picture_alt\` text,
  	\`video_file_upload_id\` integer,
  	\`video_file_src\` text,
  	\`video_id\` text,
  	\`duration\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`picture_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_file_upload_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(sql`CREATE UNIQUE INDEX \`gallery_slug_idx\` ON \`gallery\` (\`slug\`);`);
  await db.run(sql`CREATE INDEX \`gallery_picture_picture_image_idx\` ON \`gallery\` (\`picture_image_id\`);`);
  await db.run(
    sql`CREATE INDEX \`gallery_video_file_video_file_upload_idx\` ON \`gallery\` (\`video_file_upload_id\`);`,
  );
  await db.run(sql`CREATE INDEX \`gallery_updated_at_idx\` ON \`gallery\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`gallery_created_at_idx\` ON \`gallery\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`gallery__status_idx\` ON \`gallery\` (\`_status\`);`);
  await db.run(sql`CREATE TABLE \`_gallery_v_version_photos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`picture_image_id\` integer,
  	\`picture_src\` text,
  	\`picture_alt\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`picture_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_gallery_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`_gallery_v_version_photos_order_idx\` ON \`_gallery_v_version_photos\` (\`_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_gallery_v_version_photos_parent_id_idx\` ON \`_gallery_v_version_photos\` (\`_parent_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_gallery_v_version_photos_picture_picture_image_idx\` ON \`_gallery_v_version_photos\` (\`picture_image_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_gallery_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_title\` text,
  	\`version_kind\` text,
  	\`version_section\` text,
  	\`version_order\` numeric,
  	\`version_description\` text,
  	\`version_picture_image_id\` integer,
  	\`version_picture_src\` text,
  	\`version_picture_alt\` text,
  	\`version_video_file_upload_id\` integer,
  	\`version_video_file_src\` text,
  	\`version_video_id\` text,
  	\`version_duration\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`gallery\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_picture_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_video_file_upload_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(sql`CREATE INDEX \`_gallery_v_parent_idx\` ON \`_gallery_v\` (\`parent_id\`);`);
  await db.run(sql`CREATE INDEX \`_gallery_v_version_version_slug_idx\` ON \`_gallery_v\` (\`version_slug\`);`);
  await db.run(
    sql`CREATE INDEX \`_gallery_v_version_picture_version_picture_image_idx\` ON \`_gallery_v\` (\`version_picture_image_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_gallery_v_version_video_file_version_video_file_upload_idx\` ON \`_gallery_v\` (\`version_video_file_upload_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_gallery_v_version_version_updated_at_idx\` ON \`_gallery_v\` (\`version_updated_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_gallery_v_version_version_created_at_idx\` ON \`_gallery_v\` (\`version_created_at\`);`,
  );
  await db.run(sql`CREATE INDEX \`_gallery_v_version_version__status_idx\` ON \`_gallery_v\` (\`version__status\`);`);
  await db.run(sql`CREATE INDEX \`_gallery_v_created_at_idx\` ON \`_gallery_v\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`_gallery_v_updated_at_idx\` ON \`_gallery_v\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`_gallery_v_latest_idx\` ON \`_gallery_v\` (\`latest\`);`);
  await db.run(sql`CREATE TABLE \`brochures\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`no\` numeric,
  	\`hz\` text,
  	\`title\` text,
  	\`summary\` text,
  	\`cover_image_id\` integer,
  	\`cover_src\` text,
  	\`cover_alt\` text,
  	\`pdf_source\` text DEFAULT 'generated',
  	\`pdf_id\` integer,
  	\`catalogue_source\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`pdf_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(sql`CREATE UNIQUE INDEX \`brochures_slug_idx\` ON \`brochures\` (\`slug\`);`);
  await db.run(sql`CREATE UNIQUE INDEX \`brochures_no_idx\` ON \`brochures\` (\`no\`);`);
  await db.run(sql`CREATE INDEX \`brochures_cover_cover_image_idx\` ON \`brochures\` (\`cover_image_id\`);`);
  await db.run(sql`CREATE INDEX \`brochures_pdf_idx\` ON \`brochures\` (\`pdf_id\`);`);
  await db.run(sql`CREATE INDEX \`brochures_updated_at_idx\` ON \`brochures\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`brochures_created_at_idx\` ON \`brochures\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`brochures__status_idx\` ON \`brochures\` (\`_status\`);`);
  await db.run(sql`CREATE TABLE \`_brochures_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_no\` numeric,
  	\`version_hz\` text,
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_cover_image_id\` integer,
  	\`version_cover_src\` text,
  	\`version_cover_alt\` text,
  	\`version_pdf_source\` text DEFAULT 'generated',
  	\`version_pdf_id\` integer,
  	\`version_catalogue_source\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`brochures\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_pdf_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(sql`CREATE INDEX \`_brochures_v_parent_idx\` ON \`_brochures_v\` (\`parent_id\`);`);
  await db.run(sql`CREATE INDEX \`_brochures_v_version_version_slug_idx\` ON \`_brochures_v\` (\`version_slug\`);`);
  await db.run(sql`CREATE INDEX \`_brochures_v_version_version_no_idx\` ON \`_brochures_v\` (\`version_no\`);`);
  await db.run(
    sql`CREATE INDEX \`_brochures_v_version_cover_version_cover_image_idx\` ON \`_brochures_v\` (\`version_cover_image_id\`);`,
  );
  await db.run(sql`CREATE INDEX \`_brochures_v_version_version_pdf_idx\` ON \`_brochures_v\` (\`version_pdf_id\`);`);
  await db.run(
    sql`CREATE INDEX \`_brochures_v_version_version_updated_at_idx\` ON \`_brochures_v\` (\`version_updated_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_brochures_v_version_version_created_at_idx\` ON \`_brochures_v\` (\`version_created_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_brochures_v_version_version__status_idx\` ON \`_brochures_v\` (\`version__status\`);`,
  );
  await db.run(sql`CREATE INDEX \`_brochures_v_created_at_idx\` ON \`_brochures_v\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`_brochures_v_updated_at_idx\` ON \`_brochures_v\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`_brochures_v_latest_idx\` ON \`_brochures_v\` (\`latest\`);`);
  await db.run(sql`CREATE TABLE \`dealers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`company\` text,
  	\`contact_person\` text,
  	\`country\` text,
  	\`region\` text,
  	\`city\` text,
  	\`address\` text,
  	\`phone\` text,
  	\`email\` text,
  	\`website\` text,
  	\`frequency\` text DEFAULT '50hz',
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`verified_on\` text,
  	\`sample\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `);
  await db.run(sql`CREATE UNIQUE INDEX \`dealers_slug_idx\` ON \`dealers\` (\`slug\`);`);
  await db.run(sql`CREATE INDEX \`dealers_country_idx\` ON \`dealers\` (\`country\`);`);
  await db.run(sql`CREATE INDEX \`dealers_updated_at_idx\` ON \`dealers\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`dealers_created_at_idx\` ON \`dealers\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`dealers__status_idx\` ON \`dealers\` (\`_status\`);`);
  await db.run(sql`CREATE TABLE \`dealers_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`dealers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`dealers_texts_order_parent\` ON \`dealers_texts\` (\`order\`,\`parent_id\`);`);
  await db.run(sql`CREATE TABLE \`_dealers_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_company\` text,
  	\`version_contact_person\` text,
  	\`version_country\` text,
  	\`version_region\` text,
  	\`version_city\` text,
  	\`version_address\` text,
  	\`version_phone\` text,
  	\`version_email\` text,
  	\`version_website\` text,
  	\`version_frequency\` text DEFAULT '50hz',
  	\`version_latitude\` numeric,
  	\`version_longitude\` numeric,
  	\`version_verified_on\` text,
  	\`version_sample\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`dealers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(sql`CREATE INDEX \`_dealers_v_parent_idx\` ON \`_dealers_v\` (\`parent_id\`);`);
  await db.run(sql`CREATE INDEX \`_dealers_v_version_version_slug_idx\` ON \`_dealers_v\` (\`version_slug\`);`);
  await db.run(sql`CREATE INDEX \`_dealers_v_version_version_country_idx\` ON \`_dealers_v\` (\`version_country\`);`);
  await db.run(
    sql`CREATE INDEX \`_dealers_v_version_version_updated_at_idx\` ON \`_dealers_v\` (\`version_updated_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_dealers_v_version_version_created_at_idx\` ON \`_dealers_v\` (\`version_created_at\`);`,
  );
  await db.run(sql`CREATE INDEX \`_dealers_v_version_version__status_idx\` ON \`_dealers_v\` (\`version__status\`);`);
  await db.run(sql`CREATE INDEX \`_dealers_v_created_at_idx\` ON \`_dealers_v\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`_dealers_v_updated_at_idx\` ON \`_dealers_v\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`_dealers_v_latest_idx\` ON \`_dealers_v\` (\`latest\`);`);
  await db.run(sql`CREATE TABLE \`_dealers_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_dealers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`_dealers_v_texts_order_parent\` ON \`_dealers_v_texts\` (\`order\`,\`parent_id\`);`);
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_avif_256_url\` text,
  	\`sizes_avif_256_width\` numeric,
  	\`sizes_avif_256_height\` numeric,
  	\`sizes_avif_256_mime_type\` text,
  	\`sizes_avif_256_filesize\` numeric,
  	\`sizes_avif_256_filename\` text,
  	\`sizes_webp_256_url\` text,
  	\`sizes_webp_256_width\` numeric,
  	\`sizes_webp_256_height\` numeric,
  	\`sizes_webp_256_mime_type\` text,
  	\`sizes_webp_256_filesize\` numeric,
  	\`sizes_webp_256_filename\` text,
  	\`sizes_avif_384_url\` text,
  	\`sizes_avif_384_width\` numeric,
  	\`sizes_avif_384_height\` numeric,
  	\`sizes_avif_384_mime_type\` text,
  	\`sizes_avif_384_filesize\` numeric,
  	\`sizes_avif_384_filename\` text,
  	\`sizes_webp_384_url\` text,
  	\`sizes_webp_384_width\` numeric,
  	\`sizes_webp_384_height\` numeric,
  	\`sizes_webp_384_mime_type\` text,
  	\`sizes_webp_384_filesize\` numeric,
  	\`sizes_webp_384_filename\` text,
  	\`sizes_avif_540_url\` text,
  	\`sizes_avif_540_width\` numeric,
  	\`sizes_avif_540_height\` numeric,
  	\`sizes_avif_540_mime_type\` text,
  	\`sizes_avif_540_filesize\` numeric,
  	\`sizes_avif_540_filename\` text,
  	\`sizes_webp_540_url\` text,
  	\`sizes_webp_540_width\` numeric,
  	\`sizes_webp_540_height\` numeric,
  	\`sizes_webp_540_mime_type\` text,
  	\`sizes_webp_540_filesize\` numeric,
  	\`sizes_webp_540_filename\` text,
  	\`sizes_avif_720_url\` text,
  	\`sizes_avif_720_width\` numeric,
  	\`sizes_avif_720_height\` numeric,
  	\`sizes_avif_720_mime_type\` text,
  	\`sizes_avif_720_filesize\` numeric,
  	\`sizes_avif_720_filename\` text,
  	\`sizes_webp_720_url\` text,
  	\`sizes_webp_720_width\` numeric,
  	\`sizes_webp_720_height\` numeric,
  	\`sizes_webp_720_mime_type\` text,
  	\`sizes_webp_720_filesize\` numeric,
  	\`sizes_webp_720_filename\` text,
  	\`sizes_avif_1080_url\` text,
  	\`sizes_avif_1080_width\` numeric,
  	\`sizes_avif_1080_height\` numeric,
  	\`sizes_avif_1080_mime_type\` text,
  	\`sizes_avif_1080_filesize\` numeric,
  	\`sizes_avif_1080_filename\` text,
  	\`sizes_webp_1080_url\` text,
  	\`sizes_webp_1080_width\` numeric,
  	\`sizes_webp_1080_height\` numeric,
  	\`sizes_webp_1080_mime_type\` text,
  	\`sizes_webp_1080_filesize\` numeric,
  	\`sizes_webp_1080_filename\` text,
  	\`sizes_avif_1440_url\` text,
  	\`sizes_avif_1440_width\` numeric,
  	\`sizes_avif_1440_height\` numeric,
  	\`sizes_avif_1440_mime_type\` text,
  	\`sizes_avif_1440_filesize\` numeric,
  	\`sizes_avif_1440_filename\` text,
  	\`sizes_webp_1440_url\` text,
  	\`sizes_webp_1440_width\` numeric,
  	\`sizes_webp_1440_height\` numeric,
  	\`sizes_webp_1440_mime_type\` text,
  	\`sizes_webp_1440_filesize\` numeric,
  	\`sizes_webp_1440_filename\` text,
  	\`sizes_avif_1920_url\` text,
  	\`sizes_avif_1920_width\` numeric,
  	\`sizes_avif_1920_height\` numeric,
  	\`sizes_avif_1920_mime_type\` text,
  	\`sizes_avif_1920_filesize\` numeric,
  	\`sizes_avif_1920_filename\` text,
  	\`sizes_webp_1920_url\` text,
  	\`sizes_webp_1920_width\` numeric,
  	\`sizes_webp_1920_height\` numeric,
  	\`sizes_webp_1920_mime_type\` text,
  	\`sizes_webp_1920_filesize\` numeric,
  	\`sizes_webp_1920_filename\` text
  );
  `);
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`);
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`);
  await db.run(
    sql`CREATE INDEX \`media_sizes_avif_256_sizes_avif_256_filename_idx\` ON \`media\` (\`sizes_avif_256_filename\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`media_sizes_webp_256_sizes_webp_256_filename_idx\` ON \`media\` (\`sizes_webp_256_filename\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`media_sizes_avif_384_sizes_avif_384_filename_idx\` ON \`media\` (\`sizes_avif_384_filename\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`media_sizes_webp_384_sizes_webp_384_filename_idx\` ON \`media\` (\`sizes_webp_384_filename\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`media_sizes_avif_540_sizes_avif_540_filename_idx\` ON \`media\` (\`sizes_avif_540_filename\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`media_sizes_webp_540_sizes_webp_540_filename_idx\` ON \`media\` (\`sizes_webp_540_filename\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`media_sizes_avif_720_sizes_avif_720_filename_idx\` ON \`media\` (\`sizes_avif_720_filename\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`media_sizes_webp_720_sizes_webp_720_filename_idx\` ON \`media\` (\`sizes_webp_720_filename\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`media_sizes_avif_1080_sizes_avif_1080_filename_idx\` ON \`media\` (\`sizes_avif_1080_filename\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`media_sizes_webp_1080_sizes_webp_1080_filename_idx\` ON \`media\` (\`sizes_webp_1080_filename\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`media_sizes_avif_1440_sizes_avif_1440_filename_idx\` ON \`media\` (\`sizes_avif_1440_filename\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`media_sizes_webp_1440_sizes_webp_1440_filename_idx\` ON \`media\` (\`sizes_webp_1440_filename\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`media_sizes_avif_1920_sizes_avif_1920_filename_idx\` ON \`media\` (\`sizes_avif_1920_filename\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`media_sizes_webp_1920_sizes_webp_1920_filename_idx\` ON \`media\` (\`sizes_webp_1920_filename\`);`,
  );
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`);
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`);
  await db.run(sql`CREATE TABLE \`users\` (
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
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`);
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`);
  await db.run(sql`CREATE TABLE \`publish_log\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`paths\` text NOT NULL,
  	\`change\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `);
  await db.run(sql`CREATE INDEX \`publish_log_updated_at_idx\` ON \`publish_log\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`publish_log_created_at_idx\` ON \`publish_log\` (\`created_at\`);`);
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `);
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`);
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`);
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`);
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `);
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`);
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`);
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`);
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`);
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`);
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`);
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`);
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`);
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `);
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`,
  );
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
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
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `);
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`);
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`);
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`);
  await db.run(
    sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`,
  );
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`);
  await db.run(
    sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `);
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`);
  await db.run(sql`CREATE TABLE \`event_banner\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`date\` text,
  	\`end_date\` text,
  	\`location\` text,
  	\`picture_image_id\` integer,
  	\`picture_src\` text,
  	\`picture_alt\` text,
  	\`link_label\` text,
  	\`link_href\` text,
  	\`show_from\` text,
  	\`show_until\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`picture_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(
    sql`CREATE INDEX \`event_banner_picture_picture_image_idx\` ON \`event_banner\` (\`picture_image_id\`);`,
  );
  await db.run(sql`CREATE INDEX \`event_banner__status_idx\` ON \`event_banner\` (\`_status\`);`);
  await db.run(sql`CREATE TABLE \`_event_banner_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_title\` text,
  	\`version_date\` text,
  	\`version_end_date\` text,
  	\`version_location\` text,
  	\`version_picture_image_id\` integer,
  	\`version_picture_src\` text,
  	\`version_picture_alt\` text,
  	\`version_link_label\` text,
  	\`version_link_href\` text,
  	\`version_show_from\` text,
  	\`version_show_until\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_picture_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(
    sql`CREATE INDEX \`_event_banner_v_version_picture_version_picture_image_idx\` ON \`_event_banner_v\` (\`version_picture_image_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_event_banner_v_version_version__status_idx\` ON \`_event_banner_v\` (\`version__status\`);`,
  );
  await db.run(sql`CREATE INDEX \`_event_banner_v_created_at_idx\` ON \`_event_banner_v\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`_event_banner_v_updated_at_idx\` ON \`_event_banner_v\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`_event_banner_v_latest_idx\` ON \`_event_banner_v\` (\`latest\`);`);
  await db.run(sql`CREATE TABLE \`company_figures_counters\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`end\` numeric NOT NULL,
  	\`placeholder\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`company_figures_counters_order_idx\` ON \`company_figures_counters\` (\`_order\`);`);
  await db.run(
    sql`CREATE INDEX \`company_figures_counters_parent_id_idx\` ON \`company_figures_counters\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`company_figures\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `);
  await db.run(sql`CREATE TABLE \`_company_figures_v_version_counters\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`end\` numeric NOT NULL,
  	\`placeholder\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_company_figures_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`_company_figures_v_version_counters_order_idx\` ON \`_company_figures_v_version_counters\` (\`_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_company_figures_v_version_counters_parent_id_idx\` ON \`_company_figures_v_version_counters\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_company_figures_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `);
  await db.run(sql`CREATE INDEX \`_company_figures_v_created_at_idx\` ON \`_company_figures_v\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`_company_figures_v_updated_at_idx\` ON \`_company_figures_v\` (\`updated_at\`);`);
  await db.run(sql`CREATE TABLE \`contact_address\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`line\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`contact_address_order_idx\` ON \`contact_address\` (\`_order\`);`);
  await db.run(sql`CREATE INDEX \`contact_address_parent_id_idx\` ON \`contact_address\` (\`_parent_id\`);`);
  await db.run(sql`CREATE TABLE \`contact_social\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`contact_social_order_idx\` ON \`contact_social\` (\`_order\`);`);
  await db.run(sql`CREATE INDEX \`contact_social_parent_id_idx\` ON \`contact_social\` (\`_parent_id\`);`);
  await db.run(sql`CREATE TABLE \`contact\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`phone\` text NOT NULL,
  	\`phone_display\` text NOT NULL,
  	\`whatsapp\` text NOT NULL,
  	\`sales_email\` text NOT NULL,
  	\`map_url\` text NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `);
  await db.run(sql`CREATE TABLE \`_contact_v_version_address\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`line\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_contact_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`_contact_v_version_address_order_idx\` ON \`_contact_v_version_address\` (\`_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_contact_v_version_address_parent_id_idx\` ON \`_contact_v_version_address\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_contact_v_version_social\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_contact_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`_contact_v_version_social_order_idx\` ON \`_contact_v_version_social\` (\`_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_contact_v_version_social_parent_id_idx\` ON \`_contact_v_version_social\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_contact_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_phone\` text NOT NULL,
  	\`version_phone_display\` text NOT NULL,
  	\`version_whatsapp\` text NOT NULL,
  	\`version_sales_email\` text NOT NULL,
  	\`version_map_url\` text NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `);
  await db.run(sql`CREATE INDEX \`_contact_v_created_at_idx\` ON \`_contact_v\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`_contact_v_updated_at_idx\` ON \`_contact_v\` (\`updated_at\`);`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`events_photos\`;`);
  await db.run(sql`DROP TABLE \`events\`;`);
  await db.run(sql`DROP TABLE \`_events_v_version_photos\`;`);
  await db.run(sql`DROP TABLE \`_events_v\`;`);
  await db.run(sql`DROP TABLE \`posts\`;`);
  await db.run(sql`DROP TABLE \`posts_texts\`;`);
  await db.run(sql`DROP TABLE \`_posts_v\`;`);
  await db.run(sql`DROP TABLE \`_posts_v_texts\`;`);
  await db.run(sql`DROP TABLE \`gallery_photos\`;`);
  await db.run(sql`DROP TABLE \`gallery\`;`);
  await db.run(sql`DROP TABLE \`_gallery_v_version_photos\`;`);
  await db.run(sql`DROP TABLE \`_gallery_v\`;`);
  await db.run(sql`DROP TABLE \`brochures\`;`);
  await db.run(sql`DROP TABLE \`_brochures_v\`;`);
  await db.run(sql`DROP TABLE \`dealers\`;`);
  await db.run(sql`DROP TABLE \`dealers_texts\`;`);
  await db.run(sql`DROP TABLE \`_dealers_v\`;`);
  await db.run(sql`DROP TABLE \`_dealers_v_texts\`;`);
  await db.run(sql`DROP TABLE \`media\`;`);
  await db.run(sql`DROP TABLE \`users_sessions\`;`);
  await db.run(sql`DROP TABLE \`users\`;`);
  await db.run(sql`DROP TABLE \`publish_log\`;`);
  await db.run(sql`DROP TABLE \`payload_kv\`;`);
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`);
  await db.run(sql`DROP TABLE \`payload_jobs\`;`);
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`);
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`);
  await db.run(sql`DROP TABLE \`payload_preferences\`;`);
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`);
  await db.run(sql`DROP TABLE \`payload_migrations\`;`);
  await db.run(sql`DROP TABLE \`event_banner\`;`);
  await db.run(sql`DROP TABLE \`_event_banner_v\`;`);
  await db.run(sql`DROP TABLE \`company_figures_counters\`;`);
  await db.run(sql`DROP TABLE \`company_figures\`;`);
  await db.run(sql`DROP TABLE \`_company_figures_v_version_counters\`;`);
  await db.run(sql`DROP TABLE \`_company_figures_v\`;`);
  await db.run(sql`DROP TABLE \`contact_address\`;`);
  await db.run(sql`DROP TABLE \`contact_social\`;`);
  await db.run(sql`DROP TABLE \`contact\`;`);
  await db.run(sql`DROP TABLE \`_contact_v_version_address\`;`);
  await db.run(sql`DROP TABLE \`_contact_v_version_social\`;`);
  await db.run(sql`DROP TABLE \`_contact_v\`;`);
}
