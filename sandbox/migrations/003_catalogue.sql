-- What the box office sells or honours: gift cards, rewards, memberships, e-vouchers.
CREATE TABLE gift_cards (
  card_number TEXT PRIMARY KEY,
  balance_cents INTEGER NOT NULL,
  currency TEXT NOT NULL DEFAULT 'EUR',
  expires_at TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('ACTIVE', 'CANCELLED'))
);

CREATE TABLE reward_items (
  item_id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  category TEXT NOT NULL,
  points_cost INTEGER NOT NULL CHECK (points_cost > 0),
  sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE redemptions (
  redemption_id TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  item_id TEXT NOT NULL REFERENCES reward_items (item_id),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  points_cost INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('PENDING', 'CONFIRMED')),
  voucher_code TEXT,
  created_at TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  confirmed_at TEXT
);

CREATE TABLE membership_items (
  code TEXT PRIMARY KEY,
  cinema_id TEXT NOT NULL,
  grouping_id INTEGER NOT NULL,
  grouping_name TEXT NOT NULL,
  description TEXT NOT NULL,
  member_level_id INTEGER NOT NULL,
  member_level_name TEXT NOT NULL,
  price_cents INTEGER NOT NULL DEFAULT 0,
  sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE evoucher_concessions (
  id TEXT PRIMARY KEY,
  cinema_id TEXT NOT NULL,
  description TEXT NOT NULL,
  price_cents INTEGER NOT NULL,
  valid_days INTEGER NOT NULL,
  sort_order INTEGER NOT NULL DEFAULT 0
);
