ALTER TABLE "coupons" DROP CONSTRAINT "coupons_type_valid";--> statement-breakpoint
ALTER TABLE "coupons" DROP CONSTRAINT "coupons_value_valid";--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "first_order_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "product_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_type_valid" CHECK ("coupons"."type" in ('percent', 'fixed', 'free_shipping'));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_value_valid" CHECK (("coupons"."type" = 'free_shipping' and "coupons"."value" = 0) or ("coupons"."type" <> 'free_shipping' and "coupons"."value" > 0 and ("coupons"."type" <> 'percent' or "coupons"."value" <= 100)));