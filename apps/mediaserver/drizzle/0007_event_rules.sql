CREATE TABLE `event_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`timestamp_ms` integer NOT NULL,
	`event_type` text NOT NULL,
	`action_type` text NOT NULL,
	`rule_id` text NOT NULL,
	`resource_id` text DEFAULT '' NOT NULL,
	`camera_ids` text NOT NULL,
	`resource_name` text DEFAULT '' NOT NULL,
	`server_id` text NOT NULL,
	`reason_code` text DEFAULT 'none' NOT NULL,
	`caption` text DEFAULT '' NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`action_params` text NOT NULL,
	`aggregation_count` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `event_log_time_idx` ON `event_log` (`timestamp_ms`);--> statement-breakpoint
CREATE INDEX `event_log_type_time_idx` ON `event_log` (`event_type`,`timestamp_ms`);--> statement-breakpoint
CREATE INDEX `event_log_resource_time_idx` ON `event_log` (`resource_id`,`timestamp_ms`);--> statement-breakpoint
CREATE INDEX `event_log_rule_time_idx` ON `event_log` (`rule_id`,`timestamp_ms`);--> statement-breakpoint
CREATE TABLE `event_rules` (
	`id` text PRIMARY KEY NOT NULL,
	`event_type` text NOT NULL,
	`event_resource_ids` text NOT NULL,
	`event_condition` text DEFAULT '{}' NOT NULL,
	`event_state` text DEFAULT 'Undefined' NOT NULL,
	`action_type` text NOT NULL,
	`action_resource_ids` text NOT NULL,
	`action_params` text DEFAULT '{}' NOT NULL,
	`aggregation_period` integer DEFAULT 0 NOT NULL,
	`disabled` integer DEFAULT false NOT NULL,
	`comment` text DEFAULT '' NOT NULL,
	`schedule` text DEFAULT '' NOT NULL,
	`system` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE `notifications` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`rule_id` text NOT NULL,
	`event_type` text NOT NULL,
	`event_state` text NOT NULL,
	`timestamp_ms` integer NOT NULL,
	`resource_id` text DEFAULT '' NOT NULL,
	`resource_name` text DEFAULT '' NOT NULL,
	`caption` text DEFAULT '' NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`text` text DEFAULT '' NOT NULL,
	`aggregation_count` integer DEFAULT 1 NOT NULL,
	`dismissed` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX `notifications_user_time_idx` ON `notifications` (`user_id`,`timestamp_ms`);