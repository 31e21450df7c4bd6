-- Mail the backend would send, one-time codes, and registration orders.
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  to_address TEXT NOT NULL COLLATE NOCASE,
  kind TEXT NOT NULL CHECK (kind IN ('reset-code', 'activation-code', 'username-reminder')),
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  data TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL
);
CREATE INDEX outbox_to ON outbox (to_address);

-- Codes are stored hashed, like tokens; the plain code only exists in the outbox mail.
CREATE TABLE one_time_codes (
  code_hash TEXT PRIMARY KEY,
  purpose TEXT NOT NULL CHECK (purpose IN ('reset-password', 'activation')),
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  used_at TEXT
);

CREATE TABLE registration_orders (
  user_session_id TEXT PRIMARY KEY,
  email TEXT NOT NULL COLLATE NOCASE,
  cinema_id TEXT,
  activate_on_complete INTEGER NOT NULL DEFAULT 0 CHECK (activate_on_complete IN (0, 1)),
  membership_code TEXT REFERENCES membership_items (code),
  order_id TEXT,
  status TEXT NOT NULL CHECK (status IN ('OPEN', 'COMPLETED')),
  created_at TEXT NOT NULL
);
