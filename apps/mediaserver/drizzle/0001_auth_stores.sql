CREATE TABLE `auth_lockouts` (
	`key` text PRIMARY KEY NOT NULL,
	`failures` text NOT NULL,
	`locked_until_ms` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `auth_nonce_uses` (
	`nonce` text PRIMARY KEY NOT NULL,
	`first_use_ms` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `auth_nonce_uses_time_idx` ON `auth_nonce_uses` (`first_use_ms`);--> statement-breakpoint
CREATE TABLE `auth_tickets` (
	`ticket_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`session_token_hash` text NOT NULL,
	`expires_at_ms` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `auth_tickets_expiry_idx` ON `auth_tickets` (`expires_at_ms`);