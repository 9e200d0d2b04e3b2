import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`reference\` text;`);
  await db.run(sql`CREATE INDEX \`enquiries_reference_idx\` ON \`enquiries\` (\`reference\`);`);
  // Enquiries copied in before this column get the reference enquiryReference() gives new ones.
  await db.run(
    sql`UPDATE \`enquiries\` SET \`reference\` = 'KX-' || upper(substr(\`enquiry_id\`, 1, 4)) || '-' || upper(substr(\`enquiry_id\`, 5, 4)) WHERE \`reference\` IS NULL;`,
  );
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`enquiries_reference_idx\`;`);
  await db.run(sql`ALTER TABLE \`enquiries\` DROP COLUMN \`reference\`;`);
}
