import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."enquiries" ADD COLUMN "reference" varchar;
  CREATE INDEX "enquiries_reference_idx" ON "cms"."enquiries" USING btree ("reference");`);
  // Enquiries copied in before this column get the reference enquiryReference() gives new ones.
  await db.execute(sql`
   UPDATE "cms"."enquiries" SET "reference" = 'KX-' || upper(substr("enquiry_id", 1, 4)) || '-' || upper(substr("enquiry_id", 5, 4)) WHERE "reference" IS NULL;`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "cms"."enquiries_reference_idx";
  ALTER TABLE "cms"."enquiries" DROP COLUMN "reference";`);
}
