CREATE TABLE "license_activations" (
	"key" text PRIMARY KEY NOT NULL,
	"hardware_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"local_system_id" text,
	"cloud_system_id" text,
	"version" text DEFAULT '' NOT NULL,
	"activated_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"deactivations_used" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "license_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"class" text NOT NULL,
	"channels" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"duration_days" integer,
	"brand" text DEFAULT '' NOT NULL,
	"order_type" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"support" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "license_keys_class_check" CHECK ("license_keys"."class" in ('trial', 'analog', 'digital', 'edge', 'vmax', 'analogencoder', 'videowall', 'iomodule', 'starter', 'free', 'bridge', 'nvr'))
);
--> statement-breakpoint
CREATE TABLE "license_signing_keys" (
	"algorithm" text PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "license_usage_reports" (
	"cloud_system_id" text PRIMARY KEY NOT NULL,
	"usage" jsonb NOT NULL,
	"reported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "license_activations" ADD CONSTRAINT "license_activations_key_license_keys_key_fk" FOREIGN KEY ("key") REFERENCES "public"."license_keys"("key") ON DELETE cascade ON UPDATE no action;