-- Payment methods chosen on our page (docs/decisions/020-blik-and-payment-methods.md): the attempt remembers the method
-- code and its group, so the status poll can name it and a pending BLIK attempt can hold off a second one.
ALTER TABLE "payments" ADD COLUMN "method_code" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method_group" text;