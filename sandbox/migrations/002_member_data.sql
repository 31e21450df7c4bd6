-- What a member owns: cards, favourites, orders and loyalty transactions.
-- A card with no member is issued stock that AddCard can attach.
CREATE TABLE cards (
  card_number TEXT PRIMARY KEY,
  member_id INTEGER REFERENCES members (id) ON DELETE CASCADE,
  card_type TEXT NOT NULL CHECK (card_type IN ('DEMATERIALIZED', 'PHYSICAL')),
  is_primary INTEGER NOT NULL DEFAULT 0 CHECK (is_primary IN (0, 1)),
  status TEXT NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'LOST')),
  added_at TEXT
);
CREATE INDEX cards_member ON cards (member_id);

CREATE TABLE favorite_films (
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  film_id INTEGER NOT NULL,
  added_at TEXT NOT NULL,
  PRIMARY KEY (member_id, film_id)
);

CREATE TABLE favorite_cinemas (
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  cinema_id TEXT NOT NULL,
  subscribe_to_newsletter INTEGER NOT NULL CHECK (subscribe_to_newsletter IN (0, 1)),
  added_at TEXT NOT NULL,
  PRIMARY KEY (member_id, cinema_id)
);

CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  order_id TEXT NOT NULL UNIQUE,
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  booking_id TEXT NOT NULL,
  cinema_id TEXT NOT NULL,
  ordered_at TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('COMPLETED', 'REFUNDED')),
  total_cents INTEGER NOT NULL,
  film_id INTEGER,
  film_title TEXT,
  session_at TEXT,
  screen_name TEXT,
  items TEXT NOT NULL DEFAULT '[]'
);
CREATE INDEX orders_member ON orders (member_id, ordered_at);

CREATE TABLE transactions (
  id INTEGER PRIMARY KEY,
  transaction_id TEXT NOT NULL UNIQUE,
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  occurred_at TEXT NOT NULL,
  cinema_id TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('EARN', 'REDEEM', 'ADJUST')),
  balance_type TEXT NOT NULL CHECK (balance_type IN ('POINTS', 'VISITS', 'CREDIT')),
  amount REAL NOT NULL,
  description TEXT NOT NULL,
  order_id TEXT
);
CREATE INDEX transactions_member ON transactions (member_id, occurred_at);
