-- The order's payment at the provider (a Stripe payment intent, pi_...): refunds go against it
-- (supportbot/channels/payments/stripe_refunds.py). NULL in the built-in shop means "the stand-in's":
-- reads give such an order a stable made-up one (supportbot/core/shop/fixture.py, payment_ref_for).
ALTER TABLE orders ADD COLUMN payment_ref text;
