CREATE TABLE `license_trials` (
	`local_system_id` text PRIMARY KEY NOT NULL,
	`key` text NOT NULL,
	`activated_at_ms` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `licenses` (
	`key` text PRIMARY KEY NOT NULL,
	`license_block` text NOT NULL,
	`added_at_ms` integer NOT NULL
);
