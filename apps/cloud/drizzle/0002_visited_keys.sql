CREATE TABLE "visited_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"visited_at" timestamp with time zone NOT NULL
);
