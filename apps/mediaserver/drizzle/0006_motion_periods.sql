CREATE TABLE `motion_periods` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`camera_id` text NOT NULL,
	`start_ms` integer NOT NULL,
	`duration_ms` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `motion_periods_camera_idx` ON `motion_periods` (`camera_id`,`start_ms`);