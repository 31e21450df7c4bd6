-- Members, their balances and their sessions.
CREATE TABLE members (
  id INTEGER PRIMARY KEY,
  member_id TEXT NOT NULL UNIQUE,
  club_id TEXT NOT NULL,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  phone_number TEXT NOT NULL DEFAULT '',
  member_expiry TEXT NOT NULL DEFAULT '0001-01-01T00:00:00Z',
  member_level_id INTEGER NOT NULL DEFAULT 0,
  member_level_name TEXT NOT NULL DEFAULT '',
  preferred_cinema_id TEXT NOT NULL DEFAULT '',
  send_newsletter INTEGER NOT NULL DEFAULT 0 CHECK (send_newsletter IN (0, 1)),
  status TEXT NOT NULL CHECK (status IN ('active', 'not_activated', 'blocked')),
  must_change_password INTEGER NOT NULL DEFAULT 0 CHECK (must_change_password IN (0, 1)),
  password_hash TEXT NOT NULL,
  profile TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE member_balances (
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('POINTS', 'VISITS', 'CREDIT')),
  amount REAL NOT NULL,
  PRIMARY KEY (member_id, type)
);

-- Tokens are stored as SHA-256 hashes: a copy of the data file does not hand out live sessions.
CREATE TABLE sessions (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  version INTEGER NOT NULL CHECK (version IN (1, 3)),
  token_hash TEXT NOT NULL UNIQUE,
  refresh_hash TEXT NOT NULL UNIQUE,
  user_session_id TEXT,
  encrypted_session_id TEXT,
  expires_at INTEGER NOT NULL,
  refresh_expires_at INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  revoked_at TEXT
);
CREATE INDEX sessions_member ON sessions (member_id);
CREATE INDEX sessions_user_session_id ON sessions (user_session_id);
