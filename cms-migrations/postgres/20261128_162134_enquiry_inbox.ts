import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."enum_enquiries_status" AS ENUM('new', 'contacted', 'quoted', 'won', 'lost', 'spam');
  CREATE TYPE "cms"."enum_enquiries_kind" AS ENUM('quote', 'distributor');
  CREATE TABLE "cms"."enquiries_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author_id" integer,
  	"at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "cms"."enquiries_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by_id" integer,
  	"change" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."enquiries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "cms"."enum_enquiries_status" DEFAULT 'new' NOT NULL,
  	"next_action" timestamp(3) with time zone,
  	"received_at" timestamp(3) with time zone NOT NULL,
  	"kind" "cms"."enum_enquiries_kind" NOT NULL,
  	"name" varchar,
  	"company" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"city" varchar,
  	"postcode" varchar,
  	"country" varchar,
  	"product" varchar,
  	"model" varchar,
  	"sized_set" varchar,
  	"message" varchar,
  	"page" varchar,
  	"enquiry_id" varchar NOT NULL,
  	"anonymised_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."enquiries_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"dealers_id" integer
  );
  
  ALTER TABLE "cms"."users" ADD COLUMN "dealer_id" integer;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD COLUMN "enquiries_id" integer;
  ALTER TABLE "cms"."enquiries_notes" ADD CONSTRAINT "enquiries_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "cms"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."enquiries_notes" ADD CONSTRAINT "enquiries_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."enquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."enquiries_history" ADD CONSTRAINT "enquiries_history_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "cms"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."enquiries_history" ADD CONSTRAINT "enquiries_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."enquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."enquiries_rels" ADD CONSTRAINT "enquiries_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."enquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."enquiries_rels" ADD CONSTRAINT "enquiries_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "cms"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."enquiries_rels" ADD CONSTRAINT "enquiries_rels_dealers_fk" FOREIGN KEY ("dealers_id") REFERENCES "cms"."dealers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "enquiries_notes_order_idx" ON "cms"."enquiries_notes" USING btree ("_order");
  CREATE INDEX "enquiries_notes_parent_id_idx" ON "cms"."enquiries_notes" USING btree ("_parent_id");
  CREATE INDEX "enquiries_notes_author_idx" ON "cms"."enquiries_notes" USING btree ("author_id");
  CREATE INDEX "enquiries_history_order_idx" ON "cms"."enquiries_history" USING btree ("_order");
  CREATE INDEX "enquiries_history_parent_id_idx" ON "cms"."enquiries_history" USING btree ("_parent_id");
  CREATE INDEX "enquiries_history_by_idx" ON "cms"."enquiries_history" USING btree ("by_id");
  CREATE INDEX "enquiries_status_idx" ON "cms"."enquiries" USING btree ("status");
  CREATE INDEX "enquiries_next_action_idx" ON "cms"."enquiries" USING btree ("next_action");
  CREATE INDEX "enquiries_received_at_idx" ON "cms"."enquiries" USING btree ("received_at");
  CREATE INDEX "enquiries_kind_idx" ON "cms"."enquiries" USING btree ("kind");
  CREATE INDEX "enquiries_country_idx" ON "cms"."enquiries" USING btree ("country");
  CREATE INDEX "enquiries_product_idx" ON "cms"."enquiries" USING btree ("product");
  CREATE INDEX "enquiries_model_idx" ON "cms"."enquiries" USING btree ("model");
  CREATE UNIQUE INDEX "enquiries_enquiry_id_idx" ON "cms"."enquiries" USING btree ("enquiry_id");
  CREATE INDEX "enquiries_anonymised_at_idx" ON "cms"."enquiries" USING btree ("anonymised_at");
  CREATE INDEX "enquiries_updated_at_idx" ON "cms"."enquiries" USING btree ("updated_at");
  CREATE INDEX "enquiries_created_at_idx" ON "cms"."enquiries" USING btree ("created_at");
  CREATE INDEX "enquiries_rels_order_idx" ON "cms"."enquiries_rels" USING btree ("order");
  CREATE INDEX "enquiries_rels_parent_idx" ON "cms"."enquiries_rels" USING btree ("parent_id");
  CREATE INDEX "enquiries_rels_path_idx" ON "cms"."enquiries_rels" USING btree ("path");
  CREATE INDEX "enquiries_rels_users_id_idx" ON "cms"."enquiries_rels" USING btree ("users_id");
  CREATE INDEX "enquiries_rels_dealers_id_idx" ON "cms"."enquiries_rels" USING btree ("dealers_id");
  ALTER TABLE "cms"."users" ADD CONSTRAINT "users_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "cms"."dealers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_enquiries_fk" FOREIGN KEY ("enquiries_id") REFERENCES "cms"."enquiries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_dealer_idx" ON "cms"."users" USING btree ("dealer_id");
  CREATE INDEX "payload_locked_documents_rels_enquiries_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("enquiries_id");`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."enquiries_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."enquiries_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."enquiries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."enquiries_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cms"."enquiries_notes" CASCADE;
  DROP TABLE "cms"."enquiries_history" CASCADE;
  DROP TABLE "cms"."enquiries" CASCADE;
  DROP TABLE "cms"."enquiries_rels" CASCADE;
  ALTER TABLE "cms"."users" DROP CONSTRAINT "users_dealer_id_dealers_id_fk";
  
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_enquiries_fk";
  
  DROP INDEX "cms"."users_dealer_idx";
  DROP INDEX "cms"."payload_locked_documents_rels_enquiries_id_idx";
  ALTER TABLE "cms"."users" DROP COLUMN "dealer_id";
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP COLUMN "enquiries_id";
  DROP TYPE "cms"."enum_enquiries_status";
  DROP TYPE "cms"."enum_enquiries_kind";`);
}
