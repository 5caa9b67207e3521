CREATE TABLE "system_links" (
	"system_id" uuid PRIMARY KEY NOT NULL,
	"node_id" text NOT NULL,
	"node_url" text NOT NULL,
	"link_id" text NOT NULL,
	"server_id" text NOT NULL,
	"connected_at" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	"dropped_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "systems" DROP CONSTRAINT "systems_state_of_health_check";--> statement-breakpoint
ALTER TABLE "system_links" ADD CONSTRAINT "system_links_system_id_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "system_links_node_idx" ON "system_links" USING btree ("node_id");--> statement-breakpoint
ALTER TABLE "systems" DROP COLUMN "state_of_health";