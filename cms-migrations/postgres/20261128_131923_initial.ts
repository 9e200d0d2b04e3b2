import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // The back office's tables live in their own schema beside the enquiry tables (decision 0033).
  await db.execute(sql`CREATE SCHEMA IF NOT EXISTS "cms"`);
  await db.execute(sql`
   CREATE TYPE "cms"."enum_events_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__events_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum_posts_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__posts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum_gallery_kind" AS ENUM('award', 'video', 'embedded-video', 'photo-grid');
  CREATE TYPE "cms"."enum_gallery_section" AS ENUM('award', 'videos', 'company', 'behind-the-scenes', 'field-installations', 'showroom-videos', 'photo-grids');
  CREATE TYPE "cms"."enum_gallery_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__gallery_v_version_kind" AS ENUM('award', 'video', 'embedded-video', 'photo-grid');
  CREATE TYPE "cms"."enum__gallery_v_version_section" AS ENUM('award', 'videos', 'company', 'behind-the-scenes', 'field-installations', 'showroom-videos', 'photo-grids');
  CREATE TYPE "cms"."enum__gallery_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum_brochures_hz" AS ENUM('50hz', '60hz');
  CREATE TYPE "cms"."enum_brochures_pdf_source" AS ENUM('generated', 'uploaded');
  CREATE TYPE "cms"."enum_brochures_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__brochures_v_version_hz" AS ENUM('50hz', '60hz');
  CREATE TYPE "cms"."enum__brochures_v_version_pdf_source" AS ENUM('generated', 'uploaded');
  CREATE TYPE "cms"."enum__brochures_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum_dealers_frequency" AS ENUM('50hz', '60hz');
  CREATE TYPE "cms"."enum_dealers_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__dealers_v_version_frequency" AS ENUM('50hz', '60hz');
  CREATE TYPE "cms"."enum__dealers_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum_users_role" AS ENUM('admin', 'marketing', 'sales', 'dealer');
  CREATE TYPE "cms"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "cms"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "cms"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "cms"."enum_event_banner_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__event_banner_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "cms"."events_photos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"picture_image_id" integer,
  	"picture_src" varchar,
  	"picture_alt" varchar
  );
  
  CREATE TABLE "cms"."events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"title" varchar,
  	"location" varchar,
  	"year" numeric,
  	"date" timestamp(3) with time zone,
  	"summary" varchar,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_events_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."_events_v_version_photos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"picture_image_id" integer,
  	"picture_src" varchar,
  	"picture_alt" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_events_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_title" varchar,
  	"version_location" varchar,
  	"version_year" numeric,
  	"version_date" timestamp(3) with time zone,
  	"version_summary" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__events_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."posts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"number" numeric,
  	"title" varchar,
  	"description" varchar,
  	"cover_image_id" integer,
  	"cover_src" varchar,
  	"cover_alt" varchar,
  	"published" timestamp(3) with time zone,
  	"author" varchar DEFAULT 'Kavex Engineering Team',
  	"body" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_posts_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."posts_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."_posts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_number" numeric,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_cover_image_id" integer,
  	"version_cover_src" varchar,
  	"version_cover_alt" varchar,
  	"version_published" timestamp(3) with time zone,
  	"version_author" varchar DEFAULT 'Kavex Engineering Team',
  	"version_body" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__posts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_posts_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."gallery_photos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"picture_image_id" integer,
  	"picture_src" varchar,
  	"picture_alt" varchar
  );
  
  CREATE TABLE "cms"."gallery" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"title" varchar,
  	"kind" "cms"."enum_gallery_kind",
  	"section" "cms"."enum_gallery_section",
  	"order" numeric,
  	"description" varchar,
  	"picture_image_id" integer,
  	"picture_src" varchar,
  	"picture_alt" varchar,
  	"video_file_upload_id" integer,
  	"video_file_src" varchar,
  	"video_id" varchar,
  	"duration" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_gallery_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."_gallery_v_version_photos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"picture_image_id" integer,
  	"picture_src" varchar,
  	"picture_alt" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_gallery_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_title" varchar,
  	"version_kind" "cms"."enum__gallery_v_version_kind",
  	"version_section" "cms"."enum__gallery_v_version_section",
  	"version_order" numeric,
  	"version_description" varchar,
  	"version_picture_image_id" integer,
  	"version_picture_src" varchar,
  	"version_picture_alt" varchar,
  	"version_video_file_upload_id" integer,
  	"version_video_file_src" varchar,
  	"version_video_id" varchar,
  	"version_duration" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__gallery_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."brochures" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"no" numeric,
  	"hz" "cms"."enum_brochures_hz",
  	"title" varchar,
  	"summary" varchar,
  	"cover_image_id" integer,
  	"cover_src" varchar,
  	"cover_alt" varchar,
  	"pdf_source" "cms"."enum_brochures_pdf_source" DEFAULT 'generated',
  	"pdf_id" integer,
  	"catalogue_source" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_brochures_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."_brochures_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_no" numeric,
  	"version_hz" "cms"."enum__brochures_v_version_hz",
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_cover_image_id" integer,
  	"version_cover_src" varchar,
  	"version_cover_alt" varchar,
  	"version_pdf_source" "cms"."enum__brochures_v_version_pdf_source" DEFAULT 'generated',
  	"version_pdf_id" integer,
  	"version_catalogue_source" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__brochures_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."dealers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"company" varchar,
  	"contact_person" varchar,
  	"country" varchar,
  	"region" varchar,
  	"city" varchar,
  	"address" varchar,
  	"phone" varchar,
  	"email" varchar,
  	"website" varchar,
  	"frequency" "cms"."enum_dealers_frequency" DEFAULT '50hz',
  	"latitude" numeric,
  	"longitude" numeric,
  	"verified_on" timestamp(3) with time zone,
  	"sample" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_dealers_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."dealers_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."_dealers_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_company" varchar,
  	"version_contact_person" varchar,
  	"version_country" varchar,
  	"version_region" varchar,
  	"version_city" varchar,
  	"version_address" varchar,
  	"version_phone" varchar,
  	"version_email" varchar,
  	"version_website" varchar,
  	"version_frequency" "cms"."enum__dealers_v_version_frequency" DEFAULT '50hz',
  	"version_latitude" numeric,
  	"version_longitude" numeric,
  	"version_verified_on" timestamp(3) with time zone,
  	"version_sample" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__dealers_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_dealers_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_avif_256_url" varchar,
  	"sizes_avif_256_width" numeric,
  	"sizes_avif_256_height" numeric,
  	"sizes_avif_256_mime_type" varchar,
  	"sizes_avif_256_filesize" numeric,
  	"sizes_avif_256_filename" varchar,
  	"sizes_webp_256_url" varchar,
  	"sizes_webp_256_width" numeric,
  	"sizes_webp_256_height" numeric,
  	"sizes_webp_256_mime_type" varchar,
  	"sizes_webp_256_filesize" numeric,
  	"sizes_webp_256_filename" varchar,
  	"sizes_avif_384_url" varchar,
  	"sizes_avif_384_width" numeric,
  	"sizes_avif_384_height" numeric,
  	"sizes_avif_384_mime_type" varchar,
  	"sizes_avif_384_filesize" numeric,
  	"sizes_avif_384_filename" varchar,
  	"sizes_webp_384_url" varchar,
  	"sizes_webp_384_width" numeric,
  	"sizes_webp_384_height" numeric,
  	"sizes_webp_384_mime_type" varchar,
  	"sizes_webp_384_filesize" numeric,
  	"sizes_webp_384_filename" varchar,
  	"sizes_avif_540_url" varchar,
  	"sizes_avif_540_width" numeric,
  	"sizes_avif_540_height" numeric,
  	"sizes_avif_540_mime_type" varchar,
  	"sizes_avif_540_filesize" numeric,
  	"sizes_avif_540_filename" varchar,
  	"sizes_webp_540_url" varchar,
  	"sizes_webp_540_width" numeric,
  	"sizes_webp_540_height" numeric,
  	"sizes_webp_540_mime_type" varchar,
  	"sizes_webp_540_filesize" numeric,
  	"sizes_webp_540_filename" varchar,
  	"sizes_avif_720_url" varchar,
  	"sizes_avif_720_width" numeric,
  	"sizes_avif_720_height" numeric,
  	"sizes_avif_720_mime_type" varchar,
  	"sizes_avif_720_filesize" numeric,
  	"sizes_avif_720_filename" varchar,
  	"sizes_webp_720_url" varchar,
  	"sizes_webp_720_width" numeric,
  	"sizes_webp_720_height" numeric,
  	"sizes_webp_720_mime_type" varchar,
  	"sizes_webp_720_filesize" numeric,
  	"sizes_webp_720_filename" varchar,
  	"sizes_avif_1080_url" varchar,
  	"sizes_avif_1080_width" numeric,
  	"sizes_avif_1080_height" numeric,
  	"sizes_avif_1080_mime_type" varchar,
  	"sizes_avif_1080_filesize" numeric,
  	"sizes_avif_1080_filename" varchar,
  	"sizes_webp_1080_url" varchar,
  	"sizes_webp_1080_width" numeric,
  	"sizes_webp_1080_height" numeric,
  	"sizes_webp_1080_mime_type" varchar,
  	"sizes_webp_1080_filesize" numeric,
  	"sizes_webp_1080_filename" varchar,
  	"sizes_avif_1440_url" varchar,
  	"sizes_avif_1440_width" numeric,
  	"sizes_avif_1440_height" numeric,
  	"sizes_avif_1440_mime_type" varchar,
  	"sizes_avif_1440_filesize" numeric,
  	"sizes_avif_1440_filename" varchar,
  	"sizes_webp_1440_url" varchar,
  	"sizes_webp_1440_width" numeric,
  	"sizes_webp_1440_height" numeric,
  	"sizes_webp_1440_mime_type" varchar,
  	"sizes_webp_1440_filesize" numeric,
  	"sizes_webp_1440_filename" varchar,
  	"sizes_avif_1920_url" varchar,
  	"sizes_avif_1920_width" numeric,
  	"sizes_avif_1920_height" numeric,
  	"sizes_avif_1920_mime_type" varchar,
  	"sizes_avif_1920_filesize" numeric,
  	"sizes_avif_1920_filename" varchar,
  	"sizes_webp_1920_url" varchar,
  	"sizes_webp_1920_width" numeric,
  	"sizes_webp_1920_height" numeric,
  	"sizes_webp_1920_mime_type" varchar,
  	"sizes_webp_1920_filesize" numeric,
  	"sizes_webp_1920_filename" varchar
  );
  
  CREATE TABLE "cms"."users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "cms"."users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"role" "cms"."enum_users_role" DEFAULT 'marketing' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."publish_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"paths" jsonb NOT NULL,
  	"change" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "cms"."payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "cms"."enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "cms"."enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "cms"."payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "cms"."enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"events_id" integer,
  	"posts_id" integer,
  	"gallery_id" integer,
  	"brochures_id" integer,
  	"dealers_id" integer,
  	"media_id" integer,
  	"users_id" integer,
  	"publish_log_id" integer
  );
  
  CREATE TABLE "cms"."payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "cms"."payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."event_banner" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"date" timestamp(3) with time zone,
  	"end_date" timestamp(3) with time zone,
  	"location" varchar,
  	"picture_image_id" integer,
  	"picture_src" varchar,
  	"picture_alt" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"show_from" timestamp(3) with time zone,
  	"show_until" timestamp(3) with time zone,
  	"_status" "cms"."enum_event_banner_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."_event_banner_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_title" varchar,
  	"version_date" timestamp(3) with time zone,
  	"version_end_date" timestamp(3) with time zone,
  	"version_location" varchar,
  	"version_picture_image_id" integer,
  	"version_picture_src" varchar,
  	"version_picture_alt" varchar,
  	"version_link_label" varchar,
  	"version_link_href" varchar,
  	"version_show_from" timestamp(3) with time zone,
  	"version_show_until" timestamp(3) with time zone,
  	"version__status" "cms"."enum__event_banner_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."company_figures_counters" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"end" numeric NOT NULL,
  	"placeholder" boolean DEFAULT false
  );
  
  CREATE TABLE "cms"."company_figures" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."_company_figures_v_version_counters" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"end" numeric NOT NULL,
  	"placeholder" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_company_figures_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."contact_address" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"line" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."contact_social" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."contact" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"phone" varchar NOT NULL,
  	"phone_display" varchar NOT NULL,
  	"whatsapp" varchar NOT NULL,
  	"sales_email" varchar NOT NULL,
  	"map_url" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."_contact_v_version_address" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"line" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_contact_v_version_social" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_contact_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_phone" varchar NOT NULL,
  	"version_phone_display" varchar NOT NULL,
  	"version_whatsapp" varchar NOT NULL,
  	"version_sales_email" varchar NOT NULL,
  	"version_map_url" varchar NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "cms"."events_photos" ADD CONSTRAINT "events_photos_picture_image_id_media_id_fk" FOREIGN KEY ("picture_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."events_photos" ADD CONSTRAINT "events_photos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_events_v_version_photos" ADD CONSTRAINT "_events_v_version_photos_picture_image_id_media_id_fk" FOREIGN KEY ("picture_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_events_v_version_photos" ADD CONSTRAINT "_events_v_version_photos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_events_v" ADD CONSTRAINT "_events_v_parent_id_events_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."posts" ADD CONSTRAINT "posts_cover_image_id_media_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."posts_texts" ADD CONSTRAINT "posts_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_posts_v" ADD CONSTRAINT "_posts_v_parent_id_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_posts_v" ADD CONSTRAINT "_posts_v_version_cover_image_id_media_id_fk" FOREIGN KEY ("version_cover_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_posts_v_texts" ADD CONSTRAINT "_posts_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."gallery_photos" ADD CONSTRAINT "gallery_photos_picture_image_id_media_id_fk" FOREIGN KEY ("picture_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."gallery_photos" ADD CONSTRAINT "gallery_photos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."gallery" ADD CONSTRAINT "gallery_picture_image_id_media_id_fk" FOREIGN KEY ("picture_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."gallery" ADD CONSTRAINT "gallery_video_file_upload_id_media_id_fk" FOREIGN KEY ("video_file_upload_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_gallery_v_version_photos" ADD CONSTRAINT "_gallery_v_version_photos_picture_image_id_media_id_fk" FOREIGN KEY ("picture_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_gallery_v_version_photos" ADD CONSTRAINT "_gallery_v_version_photos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_gallery_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_gallery_v" ADD CONSTRAINT "_gallery_v_parent_id_gallery_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."gallery"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_gallery_v" ADD CONSTRAINT "_gallery_v_version_picture_image_id_media_id_fk" FOREIGN KEY ("version_picture_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_gallery_v" ADD CONSTRAINT "_gallery_v_version_video_file_upload_id_media_id_fk" FOREIGN KEY ("version_video_file_upload_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."brochures" ADD CONSTRAINT "brochures_cover_image_id_media_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."brochures" ADD CONSTRAINT "brochures_pdf_id_media_id_fk" FOREIGN KEY ("pdf_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_brochures_v" ADD CONSTRAINT "_brochures_v_parent_id_brochures_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."brochures"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_brochures_v" ADD CONSTRAINT "_brochures_v_version_cover_image_id_media_id_fk" FOREIGN KEY ("version_cover_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_brochures_v" ADD CONSTRAINT "_brochures_v_version_pdf_id_media_id_fk" FOREIGN KEY ("version_pdf_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."dealers_texts" ADD CONSTRAINT "dealers_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."dealers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_dealers_v" ADD CONSTRAINT "_dealers_v_parent_id_dealers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."dealers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_dealers_v_texts" ADD CONSTRAINT "_dealers_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_dealers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "cms"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "cms"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_gallery_fk" FOREIGN KEY ("gallery_id") REFERENCES "cms"."gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_brochures_fk" FOREIGN KEY ("brochures_id") REFERENCES "cms"."brochures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_dealers_fk" FOREIGN KEY ("dealers_id") REFERENCES "cms"."dealers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "cms"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "cms"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_publish_log_fk" FOREIGN KEY ("publish_log_id") REFERENCES "cms"."publish_log"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "cms"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."event_banner" ADD CONSTRAINT "event_banner_picture_image_id_media_id_fk" FOREIGN KEY ("picture_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_event_banner_v" ADD CONSTRAINT "_event_banner_v_version_picture_image_id_media_id_fk" FOREIGN KEY ("version_picture_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."company_figures_counters" ADD CONSTRAINT "company_figures_counters_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."company_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_company_figures_v_version_counters" ADD CONSTRAINT "_company_figures_v_version_counters_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_company_figures_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."contact_address" ADD CONSTRAINT "contact_address_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."contact"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."contact_social" ADD CONSTRAINT "contact_social_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."contact"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_contact_v_version_address" ADD CONSTRAINT "_contact_v_version_address_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_contact_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_contact_v_version_social" ADD CONSTRAINT "_contact_v_version_social_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_contact_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "events_photos_order_idx" ON "cms"."events_photos" USING btree ("_order");
  CREATE INDEX "events_photos_parent_id_idx" ON "cms"."events_photos" USING btree ("_parent_id");
  CREATE INDEX "events_photos_picture_picture_image_idx" ON "cms"."events_photos" USING btree ("picture_image_id");
  CREATE UNIQUE INDEX "events_slug_idx" ON "cms"."events" USING btree ("slug");
  CREATE INDEX "events_updated_at_idx" ON "cms"."events" USING btree ("updated_at");
  CREATE INDEX "events_created_at_idx" ON "cms"."events" USING btree ("created_at");
  CREATE INDEX "events__status_idx" ON "cms"."events" USING btree ("_status");
  CREATE INDEX "_events_v_version_photos_order_idx" ON "cms"."_events_v_version_photos" USING btree ("_order");
  CREATE INDEX "_events_v_version_photos_parent_id_idx" ON "cms"."_events_v_version_photos" USING btree ("_parent_id");
  CREATE INDEX "_events_v_version_photos_picture_picture_image_idx" ON "cms"."_events_v_version_photos" USING btree ("picture_image_id");
  CREATE INDEX "_events_v_parent_idx" ON "cms"."_events_v" USING btree ("parent_id");
  CREATE INDEX "_events_v_version_version_slug_idx" ON "cms"."_events_v" USING btree ("version_slug");
  CREATE INDEX "_events_v_version_version_updated_at_idx" ON "cms"."_events_v" USING btree ("version_updated_at");
  CREATE INDEX "_events_v_version_version_created_at_idx" ON "cms"."_events_v" USING btree ("version_created_at");
  CREATE INDEX "_events_v_version_version__status_idx" ON "cms"."_events_v" USING btree ("version__status");
  CREATE INDEX "_events_v_created_at_idx" ON "cms"."_events_v" USING btree ("created_at");
  CREATE INDEX "_events_v_updated_at_idx" ON "cms"."_events_v" USING btree ("updated_at");
  CREATE INDEX "_events_v_latest_idx" ON "cms"."_events_v" USING btree ("latest");
  CREATE UNIQUE INDEX "posts_slug_idx" ON "cms"."posts" USING btree ("slug");
  CREATE UNIQUE INDEX "posts_number_idx" ON "cms"."posts" USING btree ("number");
  CREATE INDEX "posts_cover_cover_image_idx" ON "cms"."posts" USING btree ("cover_image_id");
  CREATE INDEX "posts_updated_at_idx" ON "cms"."posts" USING btree ("updated_at");
  CREATE INDEX "posts_created_at_idx" ON "cms"."posts" USING btree ("created_at");
  CREATE INDEX "posts__status_idx" ON "cms"."posts" USING btree ("_status");
  CREATE INDEX "posts_texts_order_parent" ON "cms"."posts_texts" USING btree ("order","parent_id");
  CREATE INDEX "_posts_v_parent_idx" ON "cms"."_posts_v" USING btree ("parent_id");
  CREATE INDEX "_posts_v_version_version_slug_idx" ON "cms"."_posts_v" USING btree ("version_slug");
  CREATE INDEX "_posts_v_version_version_number_idx" ON "cms"."_posts_v" USING btree ("version_number");
  CREATE INDEX "_posts_v_version_cover_version_cover_image_idx" ON "cms"."_posts_v" USING btree ("version_cover_image_id");
  CREATE INDEX "_posts_v_version_version_updated_at_idx" ON "cms"."_posts_v" USING btree ("version_updated_at");
  CREATE INDEX "_posts_v_version_version_created_at_idx" ON "cms"."_posts_v" USING btree ("version_created_at");
  CREATE INDEX "_posts_v_version_version__status_idx" ON "cms"."_posts_v" USING btree ("version__status");
  CREATE INDEX "_posts_v_created_at_idx" ON "cms"."_posts_v" USING btree ("created_at");
  CREATE INDEX "_posts_v_updated_at_idx" ON "cms"."_posts_v" USING btree ("updated_at");
  CREATE INDEX "_posts_v_latest_idx" ON "cms"."_posts_v" USING btree ("latest");
  CREATE INDEX "_posts_v_texts_order_parent" ON "cms"."_posts_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "gallery_photos_order_idx" ON "cms"."gallery_photos" USING btree ("_order");
  CREATE INDEX "gallery_photos_parent_id_idx" ON "cms"."gallery_photos" USING btree ("_parent_id");
  CREATE INDEX "gallery_photos_picture_picture_image_idx" ON "cms"."gallery_photos" USING btree ("picture_image_id");
  CREATE UNIQUE INDEX "gallery_slug_idx" ON "cms"."gallery" USING btree ("slug");
  CREATE INDEX "gallery_picture_picture_image_idx" ON "cms"."gallery" USING btree ("picture_image_id");
  CREATE INDEX "gallery_video_file_video_file_upload_idx" ON "cms"."gallery" USING btree ("video_file_upload_id");
  CREATE INDEX "gallery_updated_at_idx" ON "cms"."gallery" USING btree ("updated_at");
  CREATE INDEX "gallery_created_at_idx" ON "cms"."gallery" USING btree ("created_at");
  CREATE INDEX "gallery__status_idx" ON "cms"."gallery" USING btree ("_status");
  CREATE INDEX "_gallery_v_version_photos_order_idx" ON "cms"."_gallery_v_version_photos" USING btree ("_order");
  CREATE INDEX "_gallery_v_version_photos_parent_id_idx" ON "cms"."_gallery_v_version_photos" USING btree ("_parent_id");
  CREATE INDEX "_gallery_v_version_photos_picture_picture_image_idx" ON "cms"."_gallery_v_version_photos" USING btree ("picture_image_id");
  CREATE INDEX "_gallery_v_parent_idx" ON "cms"."_gallery_v" USING btree ("parent_id");
  CREATE INDEX "_gallery_v_version_version_slug_idx" ON "cms"."_gallery_v" USING btree ("version_slug");
  CREATE INDEX "_gallery_v_version_picture_version_picture_image_idx" ON "cms"."_gallery_v" USING btree ("version_picture_image_id");
  CREATE INDEX "_gallery_v_version_video_file_version_video_file_upload_idx" ON "cms"."_gallery_v" USING btree ("version_video_file_upload_id");
  CREATE INDEX "_gallery_v_version_version_updated_at_idx" ON "cms"."_gallery_v" USING btree ("version_updated_at");
  CREATE INDEX "_gallery_v_version_version_created_at_idx" ON "cms"."_gallery_v" USING btree ("version_created_at");
  CREATE INDEX "_gallery_v_version_version__status_idx" ON "cms"."_gallery_v" USING btree ("version__status");
  CREATE INDEX "_gallery_v_created_at_idx" ON "cms"."_gallery_v" USING btree ("created_at");
  CREATE INDEX "_gallery_v_updated_at_idx" ON "cms"."_gallery_v" USING btree ("updated_at");
  CREATE INDEX "_gallery_v_latest_idx" ON "cms"."_gallery_v" USING btree ("latest");
  CREATE UNIQUE INDEX "brochures_slug_idx" ON "cms"."brochures" USING btree ("slug");
  CREATE UNIQUE INDEX "brochures_no_idx" ON "cms"."brochures" USING btree ("no");
  CREATE INDEX "brochures_cover_cover_image_idx" ON "cms"."brochures" USING btree ("cover_image_id");
  CREATE INDEX "brochures_pdf_idx" ON "cms"."brochures" USING btree ("pdf_id");
  CREATE INDEX "brochures_updated_at_idx" ON "cms"."brochures" USING btree ("updated_at");
  CREATE INDEX "brochures_created_at_idx" ON "cms"."brochures" USING btree ("created_at");
  CREATE INDEX "brochures__status_idx" ON "cms"."brochures" USING btree ("_status");
  CREATE INDEX "_brochures_v_parent_idx" ON "cms"."_brochures_v" USING btree ("parent_id");
  CREATE INDEX "_brochures_v_version_version_slug_idx" ON "cms"."_brochures_v" USING btree ("version_slug");
  CREATE INDEX "_brochures_v_version_version_no_idx" ON "cms"."_brochures_v" USING btree ("version_no");
  CREATE INDEX "_brochures_v_version_cover_version_cover_image_idx" ON "cms"."_brochures_v" USING btree ("version_cover_image_id");
  CREATE INDEX "_brochures_v_version_version_pdf_idx" ON "cms"."_brochures_v" USING btree ("version_pdf_id");
  CREATE INDEX "_brochures_v_version_version_updated_at_idx" ON "cms"."_brochures_v" USING btree ("version_updated_at");
  CREATE INDEX "_brochures_v_version_version_created_at_idx" ON "cms"."_brochures_v" USING btree ("version_created_at");
  CREATE INDEX "_brochures_v_version_version__status_idx" ON "cms"."_brochures_v" USING btree ("version__status");
  CREATE INDEX "_brochures_v_created_at_idx" ON "cms"."_brochures_v" USING btree ("created_at");
  CREATE INDEX "_brochures_v_updated_at_idx" ON "cms"."_brochures_v" USING btree ("updated_at");
  CREATE INDEX "_brochures_v_latest_idx" ON "cms"."_brochures_v" USING btree ("latest");
  CREATE UNIQUE INDEX "dealers_slug_idx" ON "cms"."dealers" USING btree ("slug");
  CREATE INDEX "dealers_country_idx" ON "cms"."dealers" USING btree ("country");
  CREATE INDEX "dealers_updated_at_idx" ON "cms"."dealers" USING btree ("updated_at");
  CREATE INDEX "dealers_created_at_idx" ON "cms"."dealers" USING btree ("created_at");
  CREATE INDEX "dealers__status_idx" ON "cms"."dealers" USING btree ("_status");
  CREATE INDEX "dealers_texts_order_parent" ON "cms"."dealers_texts" USING btree ("order","parent_id");
  CREATE INDEX "_dealers_v_parent_idx" ON "cms"."_dealers_v" USING btree ("parent_id");
  CREATE INDEX "_dealers_v_version_version_slug_idx" ON "cms"."_dealers_v" USING btree ("version_slug");
  CREATE INDEX "_dealers_v_version_version_country_idx" ON "cms"."_dealers_v" USING btree ("version_country");
  CREATE INDEX "_dealers_v_version_version_updated_at_idx" ON "cms"."_dealers_v" USING btree ("version_updated_at");
  CREATE INDEX "_dealers_v_version_version_created_at_idx" ON "cms"."_dealers_v" USING btree ("version_created_at");
  CREATE INDEX "_dealers_v_version_version__status_idx" ON "cms"."_dealers_v" USING btree ("version__status");
  CREATE INDEX "_dealers_v_created_at_idx" ON "cms"."_dealers_v" USING btree ("created_at");
  CREATE INDEX "_dealers_v_updated_at_idx" ON "cms"."_dealers_v" USING btree ("updated_at");
  CREATE INDEX "_dealers_v_latest_idx" ON "cms"."_dealers_v" USING btree ("latest");
  CREATE INDEX "_dealers_v_texts_order_parent" ON "cms"."_dealers_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "media_updated_at_idx" ON "cms"."media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "cms"."media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "cms"."media" USING btree ("filename");
  CREATE INDEX "media_sizes_avif_256_sizes_avif_256_filename_idx" ON "cms"."media" USING btree ("sizes_avif_256_filename");
  CREATE INDEX "media_sizes_webp_256_sizes_webp_256_filename_idx" ON "cms"."media" USING btree ("sizes_webp_256_filename");
  CREATE INDEX "media_sizes_avif_384_sizes_avif_384_filename_idx" ON "cms"."media" USING btree ("sizes_avif_384_filename");
  CREATE INDEX "media_sizes_webp_384_sizes_webp_384_filename_idx" ON "cms"."media" USING btree ("sizes_webp_384_filename");
  CREATE INDEX "media_sizes_avif_540_sizes_avif_540_filename_idx" ON "cms"."media" USING btree ("sizes_avif_540_filename");
  CREATE INDEX "media_sizes_webp_540_sizes_webp_540_filename_idx" ON "cms"."media" USING btree ("sizes_webp_540_filename");
  CREATE INDEX "media_sizes_avif_720_sizes_avif_720_filename_idx" ON "cms"."media" USING btree ("sizes_avif_720_filename");
  CREATE INDEX "media_sizes_webp_720_sizes_webp_720_filename_idx" ON "cms"."media" USING btree ("sizes_webp_720_filename");
  CREATE INDEX "media_sizes_avif_1080_sizes_avif_1080_filename_idx" ON "cms"."media" USING btree ("sizes_avif_1080_filename");
  CREATE INDEX "media_sizes_webp_1080_sizes_webp_1080_filename_idx" ON "cms"."media" USING btree ("sizes_webp_1080_filename");
  CREATE INDEX "media_sizes_avif_1440_sizes_avif_1440_filename_idx" ON "cms"."media" USING btree ("sizes_avif_1440_filename");
  CREATE INDEX "media_sizes_webp_1440_sizes_webp_1440_filename_idx" ON "cms"."media" USING btree ("sizes_webp_1440_filename");
  CREATE INDEX "media_sizes_avif_1920_sizes_avif_1920_filename_idx" ON "cms"."media" USING btree ("sizes_avif_1920_filename");
  CREATE INDEX "media_sizes_webp_1920_sizes_webp_1920_filename_idx" ON "cms"."media" USING btree ("sizes_webp_1920_filename");
  CREATE INDEX "users_sessions_order_idx" ON "cms"."users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "cms"."users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "cms"."users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "cms"."users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "cms"."users" USING btree ("email");
  CREATE INDEX "publish_log_updated_at_idx" ON "cms"."publish_log" USING btree ("updated_at");
  CREATE INDEX "publish_log_created_at_idx" ON "cms"."publish_log" USING btree ("created_at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "cms"."payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "cms"."payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "cms"."payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "cms"."payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "cms"."payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "cms"."payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "cms"."payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "cms"."payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "cms"."payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "cms"."payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "cms"."payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "cms"."payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "cms"."payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "cms"."payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "cms"."payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "cms"."payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "cms"."payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "cms"."payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_events_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("events_id");
  CREATE INDEX "payload_locked_documents_rels_posts_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("posts_id");
  CREATE INDEX "payload_locked_documents_rels_gallery_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("gallery_id");
  CREATE INDEX "payload_locked_documents_rels_brochures_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("brochures_id");
  CREATE INDEX "payload_locked_documents_rels_dealers_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("dealers_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_publish_log_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("publish_log_id");
  CREATE INDEX "payload_preferences_key_idx" ON "cms"."payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "cms"."payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "cms"."payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "cms"."payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "cms"."payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "cms"."payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "cms"."payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "cms"."payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "cms"."payload_migrations" USING btree ("created_at");
  CREATE INDEX "event_banner_picture_picture_image_idx" ON "cms"."event_banner" USING btree ("picture_image_id");
  CREATE INDEX "event_banner__status_idx" ON "cms"."event_banner" USING btree ("_status");
  CREATE INDEX "_event_banner_v_version_picture_version_picture_image_idx" ON "cms"."_event_banner_v" USING btree ("version_picture_image_id");
  CREATE INDEX "_event_banner_v_version_version__status_idx" ON "cms"."_event_banner_v" USING btree ("version__status");
  CREATE INDEX "_event_banner_v_created_at_idx" ON "cms"."_event_banner_v" USING btree ("created_at");
  CREATE INDEX "_event_banner_v_updated_at_idx" ON "cms"."_event_banner_v" USING btree ("updated_at");
  CREATE INDEX "_event_banner_v_latest_idx" ON "cms"."_event_banner_v" USING btree ("latest");
  CREATE INDEX "company_figures_counters_order_idx" ON "cms"."company_figures_counters" USING btree ("_order");
  CREATE INDEX "company_figures_counters_parent_id_idx" ON "cms"."company_figures_counters" USING btree ("_parent_id");
  CREATE INDEX "_company_figures_v_version_counters_order_idx" ON "cms"."_company_figures_v_version_counters" USING btree ("_order");
  CREATE INDEX "_company_figures_v_version_counters_parent_id_idx" ON "cms"."_company_figures_v_version_counters" USING btree ("_parent_id");
  CREATE INDEX "_company_figures_v_created_at_idx" ON "cms"."_company_figures_v" USING btree ("created_at");
  CREATE INDEX "_company_figures_v_updated_at_idx" ON "cms"."_company_figures_v" USING btree ("updated_at");
  CREATE INDEX "contact_address_order_idx" ON "cms"."contact_address" USING btree ("_order");
  CREATE INDEX "contact_address_parent_id_idx" ON "cms"."contact_address" USING btree ("_parent_id");
  CREATE INDEX "contact_social_order_idx" ON "cms"."contact_social" USING btree ("_order");
  CREATE INDEX "contact_social_parent_id_idx" ON "cms"."contact_social" USING btree ("_parent_id");
  CREATE INDEX "_contact_v_version_address_order_idx" ON "cms"."_contact_v_version_address" USING btree ("_order");
  CREATE INDEX "_contact_v_version_address_parent_id_idx" ON "cms"."_contact_v_version_address" USING btree ("_parent_id");
  CREATE INDEX "_contact_v_version_social_order_idx" ON "cms"."_contact_v_version_social" USING btree ("_order");
  CREATE INDEX "_contact_v_version_social_parent_id_idx" ON "cms"."_contact_v_version_social" USING btree ("_parent_id");
  CREATE INDEX "_contact_v_created_at_idx" ON "cms"."_contact_v" USING btree ("created_at");
  CREATE INDEX "_contact_v_updated_at_idx" ON "cms"."_contact_v" USING btree ("updated_at");`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "cms"."events_photos" CASCADE;
  DROP TABLE "cms"."events" CASCADE;
  DROP TABLE "cms"."_events_v_version_photos" CASCADE;
  DROP TABLE "cms"."_events_v" CASCADE;
  DROP TABLE "cms"."posts" CASCADE;
  DROP TABLE "cms"."posts_texts" CASCADE;
  DROP TABLE "cms"."_posts_v" CASCADE;
  DROP TABLE "cms"."_posts_v_texts" CASCADE;
  DROP TABLE "cms"."gallery_photos" CASCADE;
  DROP TABLE "cms"."gallery" CASCADE;
  DROP TABLE "cms"."_gallery_v_version_photos" CASCADE;
  DROP TABLE "cms"."_gallery_v" CASCADE;
  DROP TABLE "cms"."brochures" CASCADE;
  DROP TABLE "cms"."_brochures_v" CASCADE;
  DROP TABLE "cms"."dealers" CASCADE;
  DROP TABLE "cms"."dealers_texts" CASCADE;
  DROP TABLE "cms"."_dealers_v" CASCADE;
  DROP TABLE "cms"."_dealers_v_texts" CASCADE;
  DROP TABLE "cms"."media" CASCADE;
  DROP TABLE "cms"."users_sessions" CASCADE;
  DROP TABLE "cms"."users" CASCADE;
  DROP TABLE "cms"."publish_log" CASCADE;
  DROP TABLE "cms"."payload_kv" CASCADE;
  DROP TABLE "cms"."payload_jobs_log" CASCADE;
  DROP TABLE "cms"."payload_jobs" CASCADE;
  DROP TABLE "cms"."payload_locked_documents" CASCADE;
  DROP TABLE "cms"."payload_locked_documents_rels" CASCADE;
  DROP TABLE "cms"."payload_preferences" CASCADE;
  DROP TABLE "cms"."payload_preferences_rels" CASCADE;
  DROP TABLE "cms"."payload_migrations" CASCADE;
  DROP TABLE "cms"."event_banner" CASCADE;
  DROP TABLE "cms"."_event_banner_v" CASCADE;
  DROP TABLE "cms"."company_figures_counters" CASCADE;
  DROP TABLE "cms"."company_figures" CASCADE;
  DROP TABLE "cms"."_company_figures_v_version_counters" CASCADE;
  DROP TABLE "cms"."_company_figures_v" CASCADE;
  DROP TABLE "cms"."contact_address" CASCADE;
  DROP TABLE "cms"."contact_social" CASCADE;
  DROP TABLE "cms"."contact" CASCADE;
  DROP TABLE "cms"."_contact_v_version_address" CASCADE;
  DROP TABLE "cms"."_contact_v_version_social" CASCADE;
  DROP TABLE "cms"."_contact_v" CASCADE;
  DROP TYPE "cms"."enum_events_status";
  DROP TYPE "cms"."enum__events_v_version_status";
  DROP TYPE "cms"."enum_posts_status";
  DROP TYPE "cms"."enum__posts_v_version_status";
  DROP TYPE "cms"."enum_gallery_kind";
  DROP TYPE "cms"."enum_gallery_section";
  DROP TYPE "cms"."enum_gallery_status";
  DROP TYPE "cms"."enum__gallery_v_version_kind";
  DROP TYPE "cms"."enum__gallery_v_version_section";
  DROP TYPE "cms"."enum__gallery_v_version_status";
  DROP TYPE "cms"."enum_brochures_hz";
  DROP TYPE "cms"."enum_brochures_pdf_source";
  DROP TYPE "cms"."enum_brochures_status";
  DROP TYPE "cms"."enum__brochures_v_version_hz";
  DROP TYPE "cms"."enum__brochures_v_version_pdf_source";
  DROP TYPE "cms"."enum__brochures_v_version_status";
  DROP TYPE "cms"."enum_dealers_frequency";
  DROP TYPE "cms"."enum_dealers_status";
  DROP TYPE "cms"."enum__dealers_v_version_frequency";
  DROP TYPE "cms"."enum__dealers_v_version_status";
  DROP TYPE "cms"."enum_users_role";
  DROP TYPE "cms"."enum_payload_jobs_log_task_slug";
  DROP TYPE "cms"."enum_payload_jobs_log_state";
  DROP TYPE "cms"."enum_payload_jobs_task_slug";
  DROP TYPE "cms"."enum_event_banner_status";
  DROP TYPE "cms"."enum__event_banner_v_version_status";`);
}
