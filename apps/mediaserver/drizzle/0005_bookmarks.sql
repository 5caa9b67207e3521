CREATE TABLE `bookmark_tags` (
	`bookmark_id` text NOT NULL,
	`tag` text NOT NULL,
	PRIMARY KEY(`bookmark_id`, `tag`),
	FOREIGN KEY (`bookmark_id`) REFERENCES `bookmarks`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `bookmark_tags_tag_idx` ON `bookmark_tags` (`tag`);--> statement-breakpoint
CREATE TABLE `bookmarks` (
	`id` text PRIMARY KEY NOT NULL,
	`device_id` text NOT NULL,
	`server_id` text NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`start_ms` integer NOT NULL,
	`duration_ms` integer NOT NULL,
	`creator_user_id` text,
	`creation_ms` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `bookmarks_device_start_idx` ON `bookmarks` (`device_id`,`start_ms`);--> statement-breakpoint
CREATE INDEX `bookmarks_creation_idx` ON `bookmarks` (`creation_ms`);