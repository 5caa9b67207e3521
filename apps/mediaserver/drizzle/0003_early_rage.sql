CREATE TABLE `devices` (
	`id` text PRIMARY KEY NOT NULL,
	`physical_id` text NOT NULL,
	`url` text DEFAULT '' NOT NULL,
	`type_id` text NOT NULL,
	`name` text NOT NULL,
	`mac` text DEFAULT '' NOT NULL,
	`server_id` text NOT NULL,
	`is_manually_added` integer DEFAULT false NOT NULL,
	`vendor` text DEFAULT '' NOT NULL,
	`model` text DEFAULT '' NOT NULL,
	`group_id` text DEFAULT '' NOT NULL,
	`group_name` text DEFAULT '' NOT NULL,
	`user_group_name` text DEFAULT '' NOT NULL,
	`logical_id` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'Offline' NOT NULL,
	`credentials_user` text DEFAULT '' NOT NULL,
	`credentials_sealed` text DEFAULT '' NOT NULL,
	`device_type` text DEFAULT 'Camera' NOT NULL,
	`capabilities` text DEFAULT 'noCapabilities' NOT NULL,
	`options` text NOT NULL,
	`schedule` text NOT NULL,
	`motion` text NOT NULL,
	`added_at_ms` integer NOT NULL,
	FOREIGN KEY (`server_id`) REFERENCES `servers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `devices_physical_id_unique` ON `devices` (`physical_id`);--> statement-breakpoint
CREATE INDEX `devices_server_idx` ON `devices` (`server_id`);--> statement-breakpoint
CREATE INDEX `devices_logical_idx` ON `devices` (`logical_id`);--> statement-breakpoint
CREATE TABLE `resource_params` (
	`resource_id` text NOT NULL,
	`name` text NOT NULL,
	`value` text NOT NULL,
	PRIMARY KEY(`resource_id`, `name`)
);
--> statement-breakpoint
CREATE TABLE `server_log_settings` (
	`server_id` text PRIMARY KEY NOT NULL,
	`settings` text NOT NULL,
	FOREIGN KEY (`server_id`) REFERENCES `servers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `server_backup_settings` (
	`server_id` text PRIMARY KEY NOT NULL,
	`quality` text DEFAULT 'CameraBackupBoth' NOT NULL,
	`backup_new_cameras` integer DEFAULT false NOT NULL,
	`last_caption` text,
	`last_caption_at_ms` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`server_id`) REFERENCES `servers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `storages` (
	`id` text PRIMARY KEY NOT NULL,
	`server_id` text NOT NULL,
	`name` text DEFAULT '' NOT NULL,
	`path` text NOT NULL,
	`path_key` text NOT NULL,
	`type` text DEFAULT 'local' NOT NULL,
	`space_limit_b` integer DEFAULT 0 NOT NULL,
	`is_used_for_writing` integer DEFAULT false NOT NULL,
	`is_backup` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'Offline' NOT NULL,
	`parameters` text DEFAULT '{}' NOT NULL,
	`sealed_password` text,
	`status_changed_at_ms` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`server_id`) REFERENCES `servers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `storages_server_path_key` ON `storages` (`server_id`,`path_key`);