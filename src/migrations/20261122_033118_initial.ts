import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_kind" AS ENUM('landing', 'product', 'company', 'policy', 'support', 'program', 'partner');
  CREATE TYPE "public"."enum_cities_state_code" AS ENUM('AN', 'AP', 'AR', 'AS', 'BR', 'CH', 'CT', 'DH', 'DL', 'GA', 'GJ', 'HR', 'HP', 'JK', 'JH', 'KA', 'KL', 'LA', 'LD', 'MP', 'MH', 'MN', 'ML', 'MZ', 'NL', 'OR', 'PY', 'PB', 'RJ', 'SK', 'TN', 'TG', 'TR', 'UP', 'UT', 'WB');
  CREATE TYPE "public"."enum_buildings_gallery_type" AS ENUM('image', 'video');
  CREATE TYPE "public"."enum_buildings_address_state_code" AS ENUM('AN', 'AP', 'AR', 'AS', 'BR', 'CH', 'CT', 'DH', 'DL', 'GA', 'GJ', 'HR', 'HP', 'JK', 'JH', 'KA', 'KL', 'LA', 'LD', 'MP', 'MH', 'MN', 'ML', 'MZ', 'NL', 'OR', 'PY', 'PB', 'RJ', 'SK', 'TN', 'TG', 'TR', 'UP', 'UT', 'WB');
  CREATE TYPE "public"."enum_reviews_source" AS ENUM('site', 'google');
  CREATE TYPE "public"."enum_products_type" AS ENUM('DAY_PASS', 'CONFERENCE_ROOM', 'VIRTUAL_OFFICE', 'BUNDLE');
  CREATE TYPE "public"."enum_products_credits_quantity" AS ENUM('5', '10');
  CREATE TYPE "public"."enum_forms_fields_allowed_kinds" AS ENUM('email', 'phone');
  CREATE TYPE "public"."enum_forms_fields_validations_key" AS ENUM('minLength', 'maxLength', 'min', 'max', 'pattern');
  CREATE TYPE "public"."enum_forms_fields_type" AS ENUM('text', 'email', 'phone', 'email-or-phone', 'select', 'number', 'textarea', 'checkbox');
  CREATE TYPE "public"."enum_forms_fields_column" AS ENUM('full', 'half');
  CREATE TYPE "public"."enum_operators_role" AS ENUM('admin', 'editor');
  CREATE TYPE "public"."enum_header_items_menus_icon" AS ENUM('workspaces', 'on-demand', 'virtual-office', 'private-office', 'enterprise', 'events', 'studios', 'labs', 'city', 'company', 'support', 'offer', 'all');
  CREATE TYPE "public"."enum_header_items_menus_action" AS ENUM('link', 'get-in-touch', 'login', 'search');
  CREATE TYPE "public"."enum_header_items_icon" AS ENUM('workspaces', 'on-demand', 'virtual-office', 'private-office', 'enterprise', 'events', 'studios', 'labs', 'city', 'company', 'support', 'offer', 'all');
  CREATE TYPE "public"."enum_header_items_action" AS ENUM('link', 'get-in-touch', 'login', 'search');
  CREATE TYPE "public"."enum_footer_meta_social_media_links_platform" AS ENUM('instagram', 'linkedin', 'x', 'facebook', 'youtube');
  CREATE TABLE "pages_blocks_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"body" jsonb NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Frequently asked questions',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"text" varchar,
  	"label" varchar NOT NULL,
  	"href" varchar NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"path" varchar NOT NULL,
  	"kind" "enum_pages_kind" DEFAULT 'landing' NOT NULL,
  	"header_options_no_auth" boolean DEFAULT false,
  	"header_options_disable_logo_link" boolean DEFAULT false,
  	"hero_heading" varchar NOT NULL,
  	"hero_subheading" varchar,
  	"hero_image_id" integer,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "posts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"published_at" timestamp(3) with time zone NOT NULL,
  	"author" varchar NOT NULL,
  	"excerpt" varchar NOT NULL,
  	"cover_image_id" integer,
  	"content" jsonb NOT NULL,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "posts_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"caption" varchar,
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
  	"sizes_thumb_url" varchar,
  	"sizes_thumb_width" numeric,
  	"sizes_thumb_height" numeric,
  	"sizes_thumb_mime_type" varchar,
  	"sizes_thumb_filesize" numeric,
  	"sizes_thumb_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_hero_url" varchar,
  	"sizes_hero_width" numeric,
  	"sizes_hero_height" numeric,
  	"sizes_hero_mime_type" varchar,
  	"sizes_hero_filesize" numeric,
  	"sizes_hero_filename" varchar
  );
  
  CREATE TABLE "cities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"handle" varchar NOT NULL,
  	"state_code" "enum_cities_state_code" NOT NULL,
  	"sort_order" numeric DEFAULT 0,
  	"is_live" boolean DEFAULT true,
  	"location_latitude" numeric NOT NULL,
  	"location_longitude" numeric NOT NULL,
  	"tagline" varchar,
  	"description" varchar,
  	"hero_image_id" integer,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "micromarkets" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"city_id" integer NOT NULL,
  	"handle" varchar NOT NULL,
  	"location_latitude" numeric,
  	"location_longitude" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "buildings_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_buildings_gallery_type" DEFAULT 'image' NOT NULL,
  	"image_id" integer NOT NULL,
  	"video_id" integer,
  	"video_url" varchar
  );
  
  CREATE TABLE "buildings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"building_code" varchar NOT NULL,
  	"google_place_id" varchar,
  	"city_id" integer NOT NULL,
  	"micromarket_id" integer NOT NULL,
  	"description" varchar,
  	"floors" numeric,
  	"seats" numeric,
  	"address_building_name" varchar NOT NULL,
  	"address_line1" varchar NOT NULL,
  	"address_line2" varchar,
  	"address_city" varchar NOT NULL,
  	"address_state_code" "enum_buildings_address_state_code" NOT NULL,
  	"address_pin_code" varchar NOT NULL,
  	"location_latitude" numeric NOT NULL,
  	"location_longitude" numeric NOT NULL,
  	"contact_number" varchar,
  	"what3words_link" varchar,
  	"virtual_tour_link" varchar,
  	"is_day_pass_disabled" boolean DEFAULT false,
  	"is_conf_room_disabled" boolean DEFAULT false,
  	"is_virtual_office_disabled" boolean DEFAULT false,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"slug" varchar NOT NULL,
  	"is_live" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "buildings_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"amenities_id" integer
  );
  
  CREATE TABLE "amenities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"building_id" integer NOT NULL,
  	"author_name" varchar NOT NULL,
  	"rating" numeric NOT NULL,
  	"text" varchar NOT NULL,
  	"published_at" timestamp(3) with time zone NOT NULL,
  	"source" "enum_reviews_source" DEFAULT 'site',
  	"is_published" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "products_variants" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"duration_months" numeric,
  	"seats" numeric,
  	"price" numeric NOT NULL,
  	"strike_through_price" numeric
  );
  
  CREATE TABLE "products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"type" "enum_products_type" NOT NULL,
  	"building_id" integer NOT NULL,
  	"credits_quantity" "enum_products_credits_quantity",
  	"vo_plan_id" integer,
  	"is_active" boolean DEFAULT true,
  	"product_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "vo_plans_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "vo_plans_variants" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"duration_months" numeric NOT NULL,
  	"title" varchar,
  	"name" varchar,
  	"discounted_price" numeric NOT NULL,
  	"strike_through_price" numeric
  );
  
  CREATE TABLE "vo_plans" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"handle" varchar NOT NULL,
  	"sort_order" numeric DEFAULT 0,
  	"summary" varchar,
  	"base_price" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "forms_fields_allowed_kinds" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_forms_fields_allowed_kinds",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "forms_fields_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" varchar
  );
  
  CREATE TABLE "forms_fields_validations" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" "enum_forms_fields_validations_key" NOT NULL,
  	"value" numeric,
  	"pattern" varchar,
  	"message" varchar NOT NULL
  );
  
  CREATE TABLE "forms_fields" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"custom_name" varchar NOT NULL,
  	"type" "enum_forms_fields_type" NOT NULL,
  	"required" boolean DEFAULT false,
  	"column" "enum_forms_fields_column" DEFAULT 'full',
  	"placeholder" varchar,
  	"value" varchar,
  	"pattern" varchar,
  	"message" varchar,
  	"dependent_on" varchar
  );
  
  CREATE TABLE "forms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"handle" varchar NOT NULL,
  	"description" varchar,
  	"submit_label" varchar DEFAULT 'Submit' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "forms_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "operators_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "operators" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"role" "enum_operators_role" DEFAULT 'editor' NOT NULL,
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
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"posts_id" integer,
  	"media_id" integer,
  	"cities_id" integer,
  	"micromarkets_id" integer,
  	"buildings_id" integer,
  	"amenities_id" integer,
  	"reviews_id" integer,
  	"products_id" integer,
  	"vo_plans_id" integer,
  	"forms_id" integer,
  	"operators_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"operators_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "header_items_menus" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"href" varchar,
  	"icon" "enum_header_items_menus_icon",
  	"is_live" boolean DEFAULT true,
  	"action" "enum_header_items_menus_action" DEFAULT 'link',
  	"description" varchar
  );
  
  CREATE TABLE "header_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"href" varchar,
  	"icon" "enum_header_items_icon",
  	"is_live" boolean DEFAULT true,
  	"action" "enum_header_items_action" DEFAULT 'link',
  	"description" varchar
  );
  
  CREATE TABLE "header" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"disable_logo_link" boolean DEFAULT false,
  	"no_auth" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "footer_menus_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"href" varchar NOT NULL
  );
  
  CREATE TABLE "footer_menus" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL
  );
  
  CREATE TABLE "footer_meta_social_media_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"platform" "enum_footer_meta_social_media_links_platform" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "footer_cities_with_micromarkets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"city_id" integer NOT NULL
  );
  
  CREATE TABLE "footer" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"meta_logo_id" integer,
  	"meta_name" varchar NOT NULL,
  	"meta_phone" varchar,
  	"meta_email" varchar,
  	"meta_address" varchar,
  	"has_sticky_bottom_bar" boolean DEFAULT false,
  	"sticky_bottom_bar_text" varchar,
  	"sticky_bottom_bar_cta_label" varchar,
  	"sticky_bottom_bar_cta_href" varchar,
  	"form_heading" varchar DEFAULT 'Talk to our workspace experts',
  	"form_text" varchar,
  	"form_form_id" integer,
  	"copyright" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "footer_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"micromarkets_id" integer
  );
  
  CREATE TABLE "site_settings_holidays" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"name" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_enquiry_product_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_name" varchar NOT NULL,
  	"support_phone" varchar NOT NULL,
  	"all_access_plus_email" varchar NOT NULL,
  	"festive_offer_enabled" boolean DEFAULT false,
  	"festive_offer_discount_percent" numeric DEFAULT 30,
  	"festive_offer_headline" varchar DEFAULT 'Festive offer: up to 30% off private offices',
  	"festive_offer_href" varchar DEFAULT '/festiveoffer',
  	"default_meta_title" varchar,
  	"default_meta_description" varchar,
  	"default_meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "pages_blocks_content" ADD CONSTRAINT "pages_blocks_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_items" ADD CONSTRAINT "pages_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq" ADD CONSTRAINT "pages_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cta" ADD CONSTRAINT "pages_blocks_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_cover_image_id_media_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_texts" ADD CONSTRAINT "posts_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cities" ADD CONSTRAINT "cities_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cities" ADD CONSTRAINT "cities_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "micromarkets" ADD CONSTRAINT "micromarkets_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "buildings_gallery" ADD CONSTRAINT "buildings_gallery_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "buildings_gallery" ADD CONSTRAINT "buildings_gallery_video_id_media_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "buildings_gallery" ADD CONSTRAINT "buildings_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "buildings" ADD CONSTRAINT "buildings_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "buildings" ADD CONSTRAINT "buildings_micromarket_id_micromarkets_id_fk" FOREIGN KEY ("micromarket_id") REFERENCES "public"."micromarkets"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "buildings" ADD CONSTRAINT "buildings_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "buildings_rels" ADD CONSTRAINT "buildings_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "buildings_rels" ADD CONSTRAINT "buildings_rels_amenities_fk" FOREIGN KEY ("amenities_id") REFERENCES "public"."amenities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_variants" ADD CONSTRAINT "products_variants_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_vo_plan_id_vo_plans_id_fk" FOREIGN KEY ("vo_plan_id") REFERENCES "public"."vo_plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vo_plans_features" ADD CONSTRAINT "vo_plans_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vo_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vo_plans_variants" ADD CONSTRAINT "vo_plans_variants_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vo_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_fields_allowed_kinds" ADD CONSTRAINT "forms_fields_allowed_kinds_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."forms_fields"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_fields_options" ADD CONSTRAINT "forms_fields_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_fields"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_fields_validations" ADD CONSTRAINT "forms_fields_validations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_fields"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_fields" ADD CONSTRAINT "forms_fields_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_texts" ADD CONSTRAINT "forms_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "operators_sessions" ADD CONSTRAINT "operators_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cities_fk" FOREIGN KEY ("cities_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_micromarkets_fk" FOREIGN KEY ("micromarkets_id") REFERENCES "public"."micromarkets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_buildings_fk" FOREIGN KEY ("buildings_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_amenities_fk" FOREIGN KEY ("amenities_id") REFERENCES "public"."amenities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reviews_fk" FOREIGN KEY ("reviews_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vo_plans_fk" FOREIGN KEY ("vo_plans_id") REFERENCES "public"."vo_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_forms_fk" FOREIGN KEY ("forms_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_operators_fk" FOREIGN KEY ("operators_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_operators_fk" FOREIGN KEY ("operators_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_items_menus" ADD CONSTRAINT "header_items_menus_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_items" ADD CONSTRAINT "header_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_menus_links" ADD CONSTRAINT "footer_menus_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_menus" ADD CONSTRAINT "footer_menus_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_meta_social_media_links" ADD CONSTRAINT "footer_meta_social_media_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_cities_with_micromarkets" ADD CONSTRAINT "footer_cities_with_micromarkets_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_cities_with_micromarkets" ADD CONSTRAINT "footer_cities_with_micromarkets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer" ADD CONSTRAINT "footer_meta_logo_id_media_id_fk" FOREIGN KEY ("meta_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer" ADD CONSTRAINT "footer_form_form_id_forms_id_fk" FOREIGN KEY ("form_form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_micromarkets_fk" FOREIGN KEY ("micromarkets_id") REFERENCES "public"."micromarkets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_holidays" ADD CONSTRAINT "site_settings_holidays_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_enquiry_product_options" ADD CONSTRAINT "site_settings_enquiry_product_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_default_meta_image_id_media_id_fk" FOREIGN KEY ("default_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_content_order_idx" ON "pages_blocks_content" USING btree ("_order");
  CREATE INDEX "pages_blocks_content_parent_id_idx" ON "pages_blocks_content" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_content_path_idx" ON "pages_blocks_content" USING btree ("_path");
  CREATE INDEX "pages_blocks_faq_items_order_idx" ON "pages_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_items_parent_id_idx" ON "pages_blocks_faq_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_order_idx" ON "pages_blocks_faq" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_parent_id_idx" ON "pages_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_path_idx" ON "pages_blocks_faq" USING btree ("_path");
  CREATE INDEX "pages_blocks_cta_order_idx" ON "pages_blocks_cta" USING btree ("_order");
  CREATE INDEX "pages_blocks_cta_parent_id_idx" ON "pages_blocks_cta" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cta_path_idx" ON "pages_blocks_cta" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_path_idx" ON "pages" USING btree ("path");
  CREATE INDEX "pages_hero_hero_image_idx" ON "pages" USING btree ("hero_image_id");
  CREATE INDEX "pages_meta_meta_image_idx" ON "pages" USING btree ("meta_image_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE UNIQUE INDEX "posts_slug_idx" ON "posts" USING btree ("slug");
  CREATE INDEX "posts_published_at_idx" ON "posts" USING btree ("published_at");
  CREATE INDEX "posts_cover_image_idx" ON "posts" USING btree ("cover_image_id");
  CREATE INDEX "posts_meta_meta_image_idx" ON "posts" USING btree ("meta_image_id");
  CREATE INDEX "posts_updated_at_idx" ON "posts" USING btree ("updated_at");
  CREATE INDEX "posts_created_at_idx" ON "posts" USING btree ("created_at");
  CREATE INDEX "posts_texts_order_parent" ON "posts_texts" USING btree ("order","parent_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumb_sizes_thumb_filename_idx" ON "media" USING btree ("sizes_thumb_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_hero_sizes_hero_filename_idx" ON "media" USING btree ("sizes_hero_filename");
  CREATE UNIQUE INDEX "cities_handle_idx" ON "cities" USING btree ("handle");
  CREATE INDEX "cities_hero_image_idx" ON "cities" USING btree ("hero_image_id");
  CREATE INDEX "cities_meta_meta_image_idx" ON "cities" USING btree ("meta_image_id");
  CREATE INDEX "cities_updated_at_idx" ON "cities" USING btree ("updated_at");
  CREATE INDEX "cities_created_at_idx" ON "cities" USING btree ("created_at");
  CREATE INDEX "micromarkets_city_idx" ON "micromarkets" USING btree ("city_id");
  CREATE INDEX "micromarkets_updated_at_idx" ON "micromarkets" USING btree ("updated_at");
  CREATE INDEX "micromarkets_created_at_idx" ON "micromarkets" USING btree ("created_at");
  CREATE UNIQUE INDEX "city_handle_idx" ON "micromarkets" USING btree ("city_id","handle");
  CREATE INDEX "buildings_gallery_order_idx" ON "buildings_gallery" USING btree ("_order");
  CREATE INDEX "buildings_gallery_parent_id_idx" ON "buildings_gallery" USING btree ("_parent_id");
  CREATE INDEX "buildings_gallery_image_idx" ON "buildings_gallery" USING btree ("image_id");
  CREATE INDEX "buildings_gallery_video_idx" ON "buildings_gallery" USING btree ("video_id");
  CREATE UNIQUE INDEX "buildings_building_code_idx" ON "buildings" USING btree ("building_code");
  CREATE INDEX "buildings_city_idx" ON "buildings" USING btree ("city_id");
  CREATE INDEX "buildings_micromarket_idx" ON "buildings" USING btree ("micromarket_id");
  CREATE INDEX "buildings_meta_meta_image_idx" ON "buildings" USING btree ("meta_image_id");
  CREATE UNIQUE INDEX "buildings_slug_idx" ON "buildings" USING btree ("slug");
  CREATE INDEX "buildings_updated_at_idx" ON "buildings" USING btree ("updated_at");
  CREATE INDEX "buildings_created_at_idx" ON "buildings" USING btree ("created_at");
  CREATE INDEX "buildings_rels_order_idx" ON "buildings_rels" USING btree ("order");
  CREATE INDEX "buildings_rels_parent_idx" ON "buildings_rels" USING btree ("parent_id");
  CREATE INDEX "buildings_rels_path_idx" ON "buildings_rels" USING btree ("path");
  CREATE INDEX "buildings_rels_amenities_id_idx" ON "buildings_rels" USING btree ("amenities_id");
  CREATE UNIQUE INDEX "amenities_key_idx" ON "amenities" USING btree ("key");
  CREATE INDEX "amenities_updated_at_idx" ON "amenities" USING btree ("updated_at");
  CREATE INDEX "amenities_created_at_idx" ON "amenities" USING btree ("created_at");
  CREATE INDEX "reviews_building_idx" ON "reviews" USING btree ("building_id");
  CREATE INDEX "reviews_published_at_idx" ON "reviews" USING btree ("published_at");
  CREATE INDEX "reviews_updated_at_idx" ON "reviews" USING btree ("updated_at");
  CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at");
  CREATE INDEX "products_variants_order_idx" ON "products_variants" USING btree ("_order");
  CREATE INDEX "products_variants_parent_id_idx" ON "products_variants" USING btree ("_parent_id");
  CREATE INDEX "products_type_idx" ON "products" USING btree ("type");
  CREATE INDEX "products_building_idx" ON "products" USING btree ("building_id");
  CREATE INDEX "products_vo_plan_idx" ON "products" USING btree ("vo_plan_id");
  CREATE UNIQUE INDEX "products_product_key_idx" ON "products" USING btree ("product_key");
  CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");
  CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");
  CREATE INDEX "vo_plans_features_order_idx" ON "vo_plans_features" USING btree ("_order");
  CREATE INDEX "vo_plans_features_parent_id_idx" ON "vo_plans_features" USING btree ("_parent_id");
  CREATE INDEX "vo_plans_variants_order_idx" ON "vo_plans_variants" USING btree ("_order");
  CREATE INDEX "vo_plans_variants_parent_id_idx" ON "vo_plans_variants" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "vo_plans_handle_idx" ON "vo_plans" USING btree ("handle");
  CREATE INDEX "vo_plans_updated_at_idx" ON "vo_plans" USING btree ("updated_at");
  CREATE INDEX "vo_plans_created_at_idx" ON "vo_plans" USING btree ("created_at");
  CREATE INDEX "forms_fields_allowed_kinds_order_idx" ON "forms_fields_allowed_kinds" USING btree ("order");
  CREATE INDEX "forms_fields_allowed_kinds_parent_idx" ON "forms_fields_allowed_kinds" USING btree ("parent_id");
  CREATE INDEX "forms_fields_options_order_idx" ON "forms_fields_options" USING btree ("_order");
  CREATE INDEX "forms_fields_options_parent_id_idx" ON "forms_fields_options" USING btree ("_parent_id");
  CREATE INDEX "forms_fields_validations_order_idx" ON "forms_fields_validations" USING btree ("_order");
  CREATE INDEX "forms_fields_validations_parent_id_idx" ON "forms_fields_validations" USING btree ("_parent_id");
  CREATE INDEX "forms_fields_order_idx" ON "forms_fields" USING btree ("_order");
  CREATE INDEX "forms_fields_parent_id_idx" ON "forms_fields" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "forms_handle_idx" ON "forms" USING btree ("handle");
  CREATE INDEX "forms_updated_at_idx" ON "forms" USING btree ("updated_at");
  CREATE INDEX "forms_created_at_idx" ON "forms" USING btree ("created_at");
  CREATE INDEX "forms_texts_order_parent" ON "forms_texts" USING btree ("order","parent_id");
  CREATE INDEX "operators_sessions_order_idx" ON "operators_sessions" USING btree ("_order");
  CREATE INDEX "operators_sessions_parent_id_idx" ON "operators_sessions" USING btree ("_parent_id");
  CREATE INDEX "operators_updated_at_idx" ON "operators" USING btree ("updated_at");
  CREATE INDEX "operators_created_at_idx" ON "operators" USING btree ("created_at");
  CREATE UNIQUE INDEX "operators_email_idx" ON "operators" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_posts_id_idx" ON "payload_locked_documents_rels" USING btree ("posts_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_cities_id_idx" ON "payload_locked_documents_rels" USING btree ("cities_id");
  CREATE INDEX "payload_locked_documents_rels_micromarkets_id_idx" ON "payload_locked_documents_rels" USING btree ("micromarkets_id");
  CREATE INDEX "payload_locked_documents_rels_buildings_id_idx" ON "payload_locked_documents_rels" USING btree ("buildings_id");
  CREATE INDEX "payload_locked_documents_rels_amenities_id_idx" ON "payload_locked_documents_rels" USING btree ("amenities_id");
  CREATE INDEX "payload_locked_documents_rels_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("reviews_id");
  CREATE INDEX "payload_locked_documents_rels_products_id_idx" ON "payload_locked_documents_rels" USING btree ("products_id");
  CREATE INDEX "payload_locked_documents_rels_vo_plans_id_idx" ON "payload_locked_documents_rels" USING btree ("vo_plans_id");
  CREATE INDEX "payload_locked_documents_rels_forms_id_idx" ON "payload_locked_documents_rels" USING btree ("forms_id");
  CREATE INDEX "payload_locked_documents_rels_operators_id_idx" ON "payload_locked_documents_rels" USING btree ("operators_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_operators_id_idx" ON "payload_preferences_rels" USING btree ("operators_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "header_items_menus_order_idx" ON "header_items_menus" USING btree ("_order");
  CREATE INDEX "header_items_menus_parent_id_idx" ON "header_items_menus" USING btree ("_parent_id");
  CREATE INDEX "header_items_order_idx" ON "header_items" USING btree ("_order");
  CREATE INDEX "header_items_parent_id_idx" ON "header_items" USING btree ("_parent_id");
  CREATE INDEX "footer_menus_links_order_idx" ON "footer_menus_links" USING btree ("_order");
  CREATE INDEX "footer_menus_links_parent_id_idx" ON "footer_menus_links" USING btree ("_parent_id");
  CREATE INDEX "footer_menus_order_idx" ON "footer_menus" USING btree ("_order");
  CREATE INDEX "footer_menus_parent_id_idx" ON "footer_menus" USING btree ("_parent_id");
  CREATE INDEX "footer_meta_social_media_links_order_idx" ON "footer_meta_social_media_links" USING btree ("_order");
  CREATE INDEX "footer_meta_social_media_links_parent_id_idx" ON "footer_meta_social_media_links" USING btree ("_parent_id");
  CREATE INDEX "footer_cities_with_micromarkets_order_idx" ON "footer_cities_with_micromarkets" USING btree ("_order");
  CREATE INDEX "footer_cities_with_micromarkets_parent_id_idx" ON "footer_cities_with_micromarkets" USING btree ("_parent_id");
  CREATE INDEX "footer_cities_with_micromarkets_city_idx" ON "footer_cities_with_micromarkets" USING btree ("city_id");
  CREATE INDEX "footer_meta_meta_logo_idx" ON "footer" USING btree ("meta_logo_id");
  CREATE INDEX "footer_form_form_form_idx" ON "footer" USING btree ("form_form_id");
  CREATE INDEX "footer_rels_order_idx" ON "footer_rels" USING btree ("order");
  CREATE INDEX "footer_rels_parent_idx" ON "footer_rels" USING btree ("parent_id");
  CREATE INDEX "footer_rels_path_idx" ON "footer_rels" USING btree ("path");
  CREATE INDEX "footer_rels_micromarkets_id_idx" ON "footer_rels" USING btree ("micromarkets_id");
  CREATE INDEX "site_settings_holidays_order_idx" ON "site_settings_holidays" USING btree ("_order");
  CREATE INDEX "site_settings_holidays_parent_id_idx" ON "site_settings_holidays" USING btree ("_parent_id");
  CREATE INDEX "site_settings_enquiry_product_options_order_idx" ON "site_settings_enquiry_product_options" USING btree ("_order");
  CREATE INDEX "site_settings_enquiry_product_options_parent_id_idx" ON "site_settings_enquiry_product_options" USING btree ("_parent_id");
  CREATE INDEX "site_settings_default_meta_default_meta_image_idx" ON "site_settings" USING btree ("default_meta_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_content" CASCADE;
  DROP TABLE "pages_blocks_faq_items" CASCADE;
  DROP TABLE "pages_blocks_faq" CASCADE;
  DROP TABLE "pages_blocks_cta" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "posts" CASCADE;
  DROP TABLE "posts_texts" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "cities" CASCADE;
  DROP TABLE "micromarkets" CASCADE;
  DROP TABLE "buildings_gallery" CASCADE;
  DROP TABLE "buildings" CASCADE;
  DROP TABLE "buildings_rels" CASCADE;
  DROP TABLE "amenities" CASCADE;
  DROP TABLE "reviews" CASCADE;
  DROP TABLE "products_variants" CASCADE;
  DROP TABLE "products" CASCADE;
  DROP TABLE "vo_plans_features" CASCADE;
  DROP TABLE "vo_plans_variants" CASCADE;
  DROP TABLE "vo_plans" CASCADE;
  DROP TABLE "forms_fields_allowed_kinds" CASCADE;
  DROP TABLE "forms_fields_options" CASCADE;
  DROP TABLE "forms_fields_validations" CASCADE;
  DROP TABLE "forms_fields" CASCADE;
  DROP TABLE "forms" CASCADE;
  DROP TABLE "forms_texts" CASCADE;
  DROP TABLE "operators_sessions" CASCADE;
  DROP TABLE "operators" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "header_items_menus" CASCADE;
  DROP TABLE "header_items" CASCADE;
  DROP TABLE "header" CASCADE;
  DROP TABLE "footer_menus_links" CASCADE;
  DROP TABLE "footer_menus" CASCADE;
  DROP TABLE "footer_meta_social_media_links" CASCADE;
  DROP TABLE "footer_cities_with_micromarkets" CASCADE;
  DROP TABLE "footer" CASCADE;
  DROP TABLE "footer_rels" CASCADE;
  DROP TABLE "site_settings_holidays" CASCADE;
  DROP TABLE "site_settings_enquiry_product_options" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TYPE "public"."enum_pages_kind";
  DROP TYPE "public"."enum_cities_state_code";
  DROP TYPE "public"."enum_buildings_gallery_type";
  DROP TYPE "public"."enum_buildings_address_state_code";
  DROP TYPE "public"."enum_reviews_source";
  DROP TYPE "public"."enum_products_type";
  DROP TYPE "public"."enum_products_credits_quantity";
  DROP TYPE "public"."enum_forms_fields_allowed_kinds";
  DROP TYPE "public"."enum_forms_fields_validations_key";
  DROP TYPE "public"."enum_forms_fields_type";
  DROP TYPE "public"."enum_forms_fields_column";
  DROP TYPE "public"."enum_operators_role";
  DROP TYPE "public"."enum_header_items_menus_icon";
  DROP TYPE "public"."enum_header_items_menus_action";
  DROP TYPE "public"."enum_header_items_icon";
  DROP TYPE "public"."enum_header_items_action";
  DROP TYPE "public"."enum_footer_meta_social_media_links_platform";`)
}
