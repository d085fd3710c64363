ALTER TABLE "drivers" ADD COLUMN "full_name" text;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "id_photo_url" text;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "licence_photo_url" text;