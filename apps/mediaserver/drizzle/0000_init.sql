CREATE TABLE `layouts` (
	`id` text PRIMARY KEY NOT NULL,
	`parent_id` text DEFAULT '00000000-0000-0000-0000-000000000000' NOT NULL,
	`name` text NOT NULL,
	`body` text DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE `local_state` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `servers` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`url` text DEFAULT '' NOT NULL,
	`endpoints` text DEFAULT '[]' NOT NULL,
	`version` text DEFAULT '' NOT NULL,
	`os_info` text,
	`flags` text DEFAULT 'SF_None' NOT NULL,
	`is_failover_enabled` integer DEFAULT false NOT NULL,
	`max_cameras` integer DEFAULT 0 NOT NULL,
	`location_id` integer DEFAULT 0 NOT NULL,
	`backup_bitrate_bytes_per_second` text DEFAULT '[]' NOT NULL,
	`parameters` text DEFAULT '{}' NOT NULL,
	`last_seen_ms` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`token_prefix` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at_ms` integer NOT NULL,
	`expires_at_ms` integer NOT NULL,
	`csrf_token` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `sessions_expiry_idx` ON `sessions` (`expires_at_ms`);--> statement-breakpoint
CREATE TABLE `settings` (
	`name` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `user_roles` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`permissions` text DEFAULT 'NoGlobalPermissions' NOT NULL,
	`accessible_resources` text DEFAULT '[]' NOT NULL
);
--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`name_key` text NOT NULL,
	`type` text DEFAULT 'local' NOT NULL,
	`full_name` text DEFAULT '' NOT NULL,
	`email` text DEFAULT '' NOT NULL,
	`is_owner` integer DEFAULT false NOT NULL,
	`permissions` text DEFAULT 'NoGlobalPermissions' NOT NULL,
	`accessible_resources` text DEFAULT '[]' NOT NULL,
	`is_enabled` integer DEFAULT true NOT NULL,
	`is_http_digest_enabled` integer DEFAULT false NOT NULL,
	`user_role_id` text DEFAULT '00000000-0000-0000-0000-000000000000' NOT NULL,
	`password_hash` text,
	`digest_ha1` text,
	`created_at_ms` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_name_key_unique` ON `users` (`name_key`);--> statement-breakpoint
CREATE INDEX `users_role_idx` ON `users` (`user_role_id`);--> statement-breakpoint
CREATE TABLE `web_pages` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`url` text NOT NULL,
	`body` text DEFAULT '{}' NOT NULL
);
