ALTER TABLE "orders" ALTER COLUMN "billing_postal_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "shipping_postal_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "checkout_email" text;