CREATE TABLE `motion_cells` (
	`camera_id` text NOT NULL,
	`span_ms` integer NOT NULL,
	`bucket_ms` integer NOT NULL,
	`cells` blob NOT NULL,
	`blocks` integer NOT NULL,
	PRIMARY KEY(`camera_id`, `span_ms`, `bucket_ms`)
) WITHOUT ROWID;
