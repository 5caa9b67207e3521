CREATE TABLE `archive_chunks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`camera_id` text NOT NULL,
	`quality` text NOT NULL,
	`storage_id` text NOT NULL,
	`start_ms` integer NOT NULL,
	`duration_ms` integer NOT NULL,
	`file` text NOT NULL,
	`size_bytes` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `archive_chunks_file_unique` ON `archive_chunks` (`file`);--> statement-breakpoint
CREATE INDEX `archive_chunks_camera_idx` ON `archive_chunks` (`camera_id`,`quality`,`start_ms`);--> statement-breakpoint
CREATE INDEX `archive_chunks_storage_idx` ON `archive_chunks` (`storage_id`,`start_ms`);