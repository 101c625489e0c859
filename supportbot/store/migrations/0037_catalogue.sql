-- The built-in shop's catalogue (issue [9/9] item 4): products and their variants, seeded from a
-- fixture's optional `products` list and only ever read by the bot (find_products, product_details).
-- A variant's sku is the key an order item names, so an item's other variants are one join away.
CREATE TABLE products (
    id text PRIMARY KEY,
    title text NOT NULL,
    description text NOT NULL DEFAULT '',
    options text[] NOT NULL DEFAULT '{}'
);

CREATE TABLE product_variants (
    sku text PRIMARY KEY,
    product_id text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    position integer NOT NULL,
    title text NOT NULL,
    options jsonb NOT NULL DEFAULT '[]',  -- [[name, value], ...] in the product's option order
    price numeric(12, 2) NOT NULL CHECK (price >= 0),
    available integer NOT NULL CHECK (available >= 0)
);
CREATE INDEX product_variants_product ON product_variants (product_id, position);
