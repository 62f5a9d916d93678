#!/usr/bin/env python3
"""A stand-in for a Certain server: the import API of ../shared/spec/certain-api.md.

No live Certain backend is available to the project, so the client is tested against this
server. It implements the whole contract (paths, field names, status codes, FastAPI error
shapes) and nothing beyond it, plus a test-control API under /__test__/ that sets up users,
accounts and tokens and injects faults without a restart.

Python 3 standard library only. Start it with

    python3 certain_reference_server.py --port 0 --db :memory: --test-control

and read the port from the single line `LISTENING <port>` on stdout. See README.md beside this
file for the test-control API.

Where the contract is silent the server chooses the stricter reading, so that a client bug
shows up here rather than against a real server; every such choice is listed in README.md.
"""

import argparse
import datetime
import decimal
import email.message
import hashlib
import http.cookies
import http.server
import json
import re
import secrets
import signal
import socket
import sqlite3
import struct
import sys
import threading
import time
import traceback
import urllib.parse

SERVER_VERSION = "1.9.2"
MAX_TRANSACTIONS = 50_000
MAX_FINGERPRINT_LENGTH = 128
MONEY_PATTERN = r"^-?\d+(\.\d+)?$"
MONEY_RE = re.compile(MONEY_PATTERN)
DATE_RE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
SHA256_RE = re.compile(r"^[0-9a-fA-F]{64}$")
CURRENCY_RE = re.compile(r"^[A-Z]{3}$")
SESSION_COOKIE = "certain_session"
TOKEN_SCOPES_THAT_IMPORT = {"app"}
HISTORY_LIMIT_MAX = 500


def now_timestamp():
    """A timestamp as Certain writes it: UTC, without zone, always with microseconds."""
    moment = datetime.datetime.now(datetime.timezone.utc).replace(tzinfo=None)
    return moment.isoformat(timespec="microseconds")


def money_text(value):
    """Formats a Decimal as Certain's money string: at least two decimals, no grouping."""
    if value.as_tuple().exponent > -2:
        value = value.quantize(decimal.Decimal("0.01"))
    text = format(value, "f")
    return "0.00" if text in ("-0.00", "-0") else text


def canonical_json(value):
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def hash_secret(secret):
    return hashlib.sha256(secret.encode("utf-8")).hexdigest()


def hash_password(password, salt):
    return hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), salt.encode("utf-8"), 1000).hex()


class HTTPError(Exception):
    """An answer other than success, in FastAPI's shape `{"detail": ...}`."""

    def __init__(self, status, detail, headers=None):
        super().__init__(status, detail)
        self.status = status
        self.detail = detail
        self.headers = headers or {}


class ValidationFailed(HTTPError):
    def __init__(self, errors):
        super().__init__(422, errors)


def error(loc, msg, kind, value=None):
    """One entry of a 422 answer, as pydantic v2 under FastAPI writes it."""
    entry = {"type": kind, "loc": list(loc), "msg": msg}
    if value is not None:
        entry["input"] = value
    return entry


# ---------------------------------------------------------------------------------------------
# Request validation: the pydantic models of the batch, written out by hand.
# ---------------------------------------------------------------------------------------------

class BodyReader:
    """Reads typed fields out of a JSON object and collects the errors, pydantic style."""

    def __init__(self):
        self.errors = []

    def object(self, value, loc):
        if isinstance(value, dict):
            return value
        self.errors.append(error(loc, "Input should be a valid dictionary or object to extract fields from",
                                 "model_attributes_type", value))
        return None

    def field(self, container, name, loc, check, required):
        here = loc + [name]
        if name not in container:
            if required:
                self.errors.append(error(here, "Field required", "missing", container))
            return None
        value = container[name]
        if value is None:
            # A required field given as null fails its own type check, as in pydantic.
            return check(value, here) if required else None
        return check(value, here)

    def string(self, value, loc, min_length=0, max_length=None):
        if not isinstance(value, str):
            self.errors.append(error(loc, "Input should be a valid string", "string_type", value))
            return None
        if len(value) < min_length:
            self.errors.append(error(loc, f"String should have at least {min_length} character"
                                     + ("" if min_length == 1 else "s"), "string_too_short", value))
            return None
        if max_length is not None and len(value) > max_length:
            self.errors.append(error(loc, f"String should have at most {max_length} characters",
                                     "string_too_long", value))
            return None
        return value

    def nonempty(self, value, loc):
        return self.string(value, loc, min_length=1)

    def fingerprint(self, value, loc):
        return self.string(value, loc, min_length=1, max_length=MAX_FINGERPRINT_LENGTH)

    def pattern(self, value, loc, regex, pattern_text):
        text = self.string(value, loc)
        if text is None:
            return None
        if not regex.match(text):
            self.errors.append(error(loc, f"String should match pattern '{pattern_text}'",
                                     "string_pattern_mismatch", value))
            return None
        return text

    def money(self, value, loc):
        # A JSON number is refused: money must never pass through a binary float.
        text = self.pattern(value, loc, MONEY_RE, MONEY_PATTERN)
        return None if text is None else decimal.Decimal(text)

    def date(self, value, loc):
        if not isinstance(value, str):
            self.errors.append(error(loc, "Input should be a valid date", "date_type", value))
            return None
        try:
            if not DATE_RE.match(value):
                raise ValueError
            datetime.date.fromisoformat(value)
        except ValueError:
            self.errors.append(error(loc, "Input should be a valid date in the format YYYY-MM-DD",
                                     "date_parsing", value))
            return None
        return value

    def currency(self, value, loc):
        return self.pattern(value, loc, CURRENCY_RE, "^[A-Z]{3}$")

    def sha256(self, value, loc):
        text = self.pattern(value, loc, SHA256_RE, "^[0-9a-fA-F]{64}$")
        return None if text is None else text.lower()

    def integer(self, value, loc, minimum=None):
        if isinstance(value, bool) or not isinstance(value, int):
            self.errors.append(error(loc, "Input should be a valid integer", "int_type", value))
            return None
        if minimum is not None and value < minimum:
            self.errors.append(error(loc, f"Input should be greater than or equal to {minimum}",
                                     "greater_than_equal", value))
            return None
        return value

    def non_negative(self, value, loc):
        return self.integer(value, loc, minimum=0)


TRANSACTION_FIELDS = [
    # name, check, required
    ("fingerprint", BodyReader.fingerprint, True),
    ("booking_date", BodyReader.date, True),
    ("value_date", BodyReader.date, False),
    ("amount", BodyReader.money, True),
    ("currency", BodyReader.currency, True),
    ("counterparty", BodyReader.string, False),
    ("counterparty_iban", BodyReader.string, False),
    ("purpose", BodyReader.string, False),
    ("reference", BodyReader.string, False),
    ("category", BodyReader.string, False),
    ("balance_after", BodyReader.money, False),
]


def parse_batch(body):
    """Validates the batch of preview and book; answers 413 beyond 50,000 rows, else 422."""
    reader = BodyReader()
    loc = ["body"]
    batch = reader.object(body, loc)
    if batch is None:
        raise ValidationFailed(reader.errors)
    transactions = batch.get("transactions")
    if isinstance(transactions, list) and len(transactions) > MAX_TRANSACTIONS:
        raise HTTPError(413, f"Too many transactions: {len(transactions)}; "
                             f"at most {MAX_TRANSACTIONS} per batch")

    def bind(check):
        return lambda value, here: check(reader, value, here)

    parsed = {"account_id": reader.field(batch, "account_id", loc, bind(BodyReader.integer), True)}

    source = None
    if "source" not in batch or batch["source"] is None:
        reader.errors.append(error(loc + ["source"], "Field required", "missing"))
    else:
        source = reader.object(batch["source"], loc + ["source"])
    if source is not None:
        here = loc + ["source"]
        parsed["source"] = {
            "filename": reader.field(source, "filename", here, bind(BodyReader.nonempty), True),
            "sha256": reader.field(source, "sha256", here, bind(BodyReader.sha256), True),
            "size": reader.field(source, "size", here, bind(BodyReader.non_negative), True),
            "template": reader.field(source, "template", here, bind(BodyReader.string), False),
        }

    statement = batch.get("statement")
    parsed["statement"] = None
    if statement is not None:
        statement = reader.object(statement, loc + ["statement"])
    if statement is not None:
        here = loc + ["statement"]
        parsed["statement"] = {
            "from": reader.field(statement, "from", here, bind(BodyReader.date), False),
            "to": reader.field(statement, "to", here, bind(BodyReader.date), False),
            "opening_balance": reader.field(statement, "opening_balance", here, bind(BodyReader.money), False),
            "closing_balance": reader.field(statement, "closing_balance", here, bind(BodyReader.money), False),
        }

    parsed["transactions"] = []
    if "transactions" not in batch or batch["transactions"] is None:
        reader.errors.append(error(loc + ["transactions"], "Field required", "missing"))
    elif not isinstance(transactions, list):
        reader.errors.append(error(loc + ["transactions"], "Input should be a valid list", "list_type",
                                   transactions))
    else:
        first_index_of = {}
        for index, item in enumerate(transactions):
            here = loc + ["transactions", index]
            row = reader.object(item, here)
            if row is None:
                continue
            transaction = {name: reader.field(row, name, here, bind(check), required)
                           for name, check, required in TRANSACTION_FIELDS}
            fingerprint = transaction["fingerprint"]
            if fingerprint is not None:
                if fingerprint in first_index_of:
                    reader.errors.append(error(
                        here + ["fingerprint"],
                        f"Value error, fingerprint is not unique within the batch: "
                        f"also at index {first_index_of[fingerprint]}",
                        "value_error", fingerprint))
                else:
                    first_index_of[fingerprint] = index
            parsed["transactions"].append(transaction)

    if reader.errors:
        raise ValidationFailed(reader.errors)
    return parsed


def parse_object(body, fields):
    """Validates a small request body of required fields: [(name, check)]."""
    reader = BodyReader()
    container = reader.object(body, ["body"])
    if container is None:
        raise ValidationFailed(reader.errors)
    values = {name: reader.field(container, name, ["body"], lambda v, here, c=check: c(reader, v, here), True)
              for name, check in fields}
    if reader.errors:
        raise ValidationFailed(reader.errors)
    return values


# ---------------------------------------------------------------------------------------------
# Storage: one SQLite connection behind one lock; every write is one BEGIN IMMEDIATE transaction.
# ---------------------------------------------------------------------------------------------

SCHEMA = """
CREATE TABLE IF NOT EXISTS users (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    username TEXT NOT NULL UNIQUE,
    password_salt TEXT NOT NULL,
    password_hash TEXT NOT NULL,
    mfa_code TEXT,
    password_change_required INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS sessions (
    secret_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    mfa_passed INTEGER NOT NULL,
    created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS tokens (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users(id),
    name TEXT NOT NULL,
    scope TEXT NOT NULL,
    secret_hash TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL,
    revoked_at TEXT
);
CREATE TABLE IF NOT EXISTS accounts (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users(id),
    name TEXT NOT NULL,
    iban TEXT,
    currency TEXT NOT NULL,
    opening_balance TEXT NOT NULL,
    archived INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS imports (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users(id),
    account_id INTEGER NOT NULL REFERENCES accounts(id),
    created_at TEXT NOT NULL,
    filename TEXT NOT NULL,
    sha256 TEXT NOT NULL,
    size INTEGER NOT NULL,
    template TEXT,
    statement_json TEXT,
    booked INTEGER NOT NULL,
    skipped_duplicates INTEGER NOT NULL,
    status TEXT NOT NULL,
    undone_at TEXT,
    removed INTEGER
);
CREATE TABLE IF NOT EXISTS bookings (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    import_id INTEGER NOT NULL REFERENCES imports(id),
    account_id INTEGER NOT NULL REFERENCES accounts(id),
    fingerprint TEXT NOT NULL,
    booking_date TEXT NOT NULL,
    value_date TEXT,
    amount TEXT NOT NULL,
    currency TEXT NOT NULL,
    counterparty TEXT,
    counterparty_iban TEXT,
    purpose TEXT,
    reference TEXT,
    category TEXT,
    balance_after TEXT,
    modified INTEGER NOT NULL DEFAULT 0
);
-- Undo deletes the bookings, so a fingerprint is unique among an account's live bookings.
CREATE UNIQUE INDEX IF NOT EXISTS bookings_account_fingerprint ON bookings(account_id, fingerprint);
CREATE INDEX IF NOT EXISTS bookings_import ON bookings(import_id);
CREATE TABLE IF NOT EXISTS idempotency_keys (
    user_id INTEGER NOT NULL REFERENCES users(id),
    key TEXT NOT NULL,
    request_hash TEXT NOT NULL,
    import_id INTEGER NOT NULL REFERENCES imports(id),
    response_json TEXT NOT NULL,
    PRIMARY KEY (user_id, key)
);
"""

TABLES_IN_DELETE_ORDER = ["idempotency_keys", "bookings", "imports", "accounts", "tokens", "sessions", "users"]


class BookingAborted(Exception):
    """Raised inside a booking transaction by the `abort_booking` fault, to prove atomicity."""


class Store:
    def __init__(self, path):
        self.lock = threading.RLock()
        self.db = sqlite3.connect(path, check_same_thread=False, isolation_level=None)
        self.db.row_factory = sqlite3.Row
        self.db.execute("PRAGMA foreign_keys = ON")
        if path != ":memory:":
            self.db.execute("PRAGMA journal_mode = WAL")
        self.db.executescript(SCHEMA)

    def transaction(self):
        return _Transaction(self)

    def read(self, sql, parameters=()):
        with self.lock:
            return self.db.execute(sql, parameters).fetchall()

    def close(self):
        with self.lock:
            self.db.close()

    # Users, sessions, tokens ------------------------------------------------------------------

    def create_user(self, username, password, mfa_code=None, password_change_required=False):
        salt = secrets.token_hex(8)
        with self.transaction() as db:
            if db.execute("SELECT 1 FROM users WHERE username = ?", (username,)).fetchone():
                raise HTTPError(409, f"User '{username}' exists")
            cursor = db.execute(
                "INSERT INTO users (username, password_salt, password_hash, mfa_code, password_change_required)"
                " VALUES (?, ?, ?, ?, ?)",
                (username, salt, hash_password(password, salt), mfa_code, int(password_change_required)))
            return {"id": cursor.lastrowid, "username": username}

    def user(self, user_id=None, username=None):
        with self.lock:
            if user_id is not None:
                row = self.db.execute("SELECT * FROM users WHERE id = ?", (user_id,)).fetchone()
            else:
                row = self.db.execute("SELECT * FROM users WHERE username = ?", (username,)).fetchone()
            return row

    def check_password(self, username, password):
        row = self.user(username=username)
        if row is None or hash_password(password, row["password_salt"]) != row["password_hash"]:
            return None
        return row

    def create_session(self, user_id, mfa_passed):
        secret = secrets.token_urlsafe(32)
        with self.transaction() as db:
            db.execute("INSERT INTO sessions (secret_hash, user_id, mfa_passed, created_at) VALUES (?, ?, ?, ?)",
                       (hash_secret(secret), user_id, int(mfa_passed), now_timestamp()))
        return secret

    def session(self, secret):
        with self.lock:
            return self.db.execute("SELECT * FROM sessions WHERE secret_hash = ?",
                                   (hash_secret(secret),)).fetchone()

    def pass_mfa(self, secret):
        with self.transaction() as db:
            db.execute("UPDATE sessions SET mfa_passed = 1 WHERE secret_hash = ?", (hash_secret(secret),))

    def create_token(self, user_id, name, scope, secret=None):
        secret = secret or "ctk_" + secrets.token_urlsafe(32)
        created_at = now_timestamp()
        with self.transaction() as db:
            if db.execute("SELECT 1 FROM tokens WHERE secret_hash = ?", (hash_secret(secret),)).fetchone():
                raise HTTPError(409, "A token with this secret exists")
            cursor = db.execute(
                "INSERT INTO tokens (user_id, name, scope, secret_hash, created_at) VALUES (?, ?, ?, ?, ?)",
                (user_id, name, scope, hash_secret(secret), created_at))
        return {"id": cursor.lastrowid, "name": name, "scope": scope, "token": secret, "created_at": created_at}

    def token(self, secret):
        with self.lock:
            return self.db.execute("SELECT * FROM tokens WHERE secret_hash = ?", (hash_secret(secret),)).fetchone()

    def revoke_token(self, token_id):
        with self.transaction() as db:
            row = db.execute("SELECT * FROM tokens WHERE id = ?", (token_id,)).fetchone()
            if row is None:
                raise HTTPError(404, f"Token {token_id} not found")
            if row["revoked_at"] is None:
                db.execute("UPDATE tokens SET revoked_at = ? WHERE id = ?", (now_timestamp(), token_id))

    # Accounts ---------------------------------------------------------------------------------

    def create_account(self, user_id, name, iban, currency, opening_balance, archived):
        with self.transaction() as db:
            cursor = db.execute(
                "INSERT INTO accounts (user_id, name, iban, currency, opening_balance, archived)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (user_id, name, iban, currency, money_text(opening_balance), int(archived)))
            return self._account_json(db, db.execute("SELECT * FROM accounts WHERE id = ?",
                                                     (cursor.lastrowid,)).fetchone())

    def accounts(self, user_id=None):
        with self.lock:
            if user_id is None:
                rows = self.db.execute("SELECT * FROM accounts ORDER BY id").fetchall()
            else:
                rows = self.db.execute("SELECT * FROM accounts WHERE user_id = ? ORDER BY id", (user_id,)).fetchall()
            return [self._account_json(self.db, row) for row in rows]

    @staticmethod
    def _balance(db, account):
        total = decimal.Decimal(account["opening_balance"])
        for (amount,) in db.execute("SELECT amount FROM bookings WHERE account_id = ?", (account["id"],)):
            total += decimal.Decimal(amount)
        return total

    def _account_json(self, db, row):
        return {"id": row["id"], "name": row["name"], "iban": row["iban"], "currency": row["currency"],
                "balance": money_text(self._balance(db, row)), "archived": bool(row["archived"])}

    @staticmethod
    def _owned_account(db, user_id, account_id):
        row = db.execute("SELECT * FROM accounts WHERE id = ? AND user_id = ?", (account_id, user_id)).fetchone()
        if row is None:
            raise HTTPError(404, f"Account {account_id} not found")
        return row

    # Preview, book, history, undo -------------------------------------------------------------

    def _plan(self, db, user_id, batch):
        account = self._owned_account(db, user_id, batch["account_id"])
        existing = dict(db.execute("SELECT fingerprint, id FROM bookings WHERE account_id = ?", (account["id"],)))
        rows, new = [], []
        for index, transaction in enumerate(batch["transactions"]):
            existing_id = existing.get(transaction["fingerprint"])
            if existing_id is None:
                rows.append({"index": index, "status": "new"})
                new.append(transaction)
            else:
                rows.append({"index": index, "status": "duplicate", "existing_id": existing_id})
        current = self._balance(db, account)
        after = current + sum((t["amount"] for t in new), decimal.Decimal(0))
        return account, rows, new, current, after

    def preview(self, user_id, batch):
        with self.transaction() as db:
            account, rows, new, current, after = self._plan(db, user_id, batch)
        return {"account_id": account["id"], "rows": rows,
                "summary": {"new": len(new), "duplicate": len(rows) - len(new)},
                "balance": {"current": money_text(current), "after": money_text(after)}}

    def book(self, user_id, key, request_hash, batch, abort_midway=False):
        """Books atomically. Answers (status, body, import_id); a replay answers 200."""
        with self.transaction() as db:
            seen = db.execute("SELECT * FROM idempotency_keys WHERE user_id = ? AND key = ?",
                              (user_id, key)).fetchone()
            if seen is not None:
                if seen["request_hash"] != request_hash:
                    raise HTTPError(409, "Idempotency-Key was already used with a different request body")
                return 200, json.loads(seen["response_json"]), seen["import_id"]
            account, rows, new, _, _ = self._plan(db, user_id, batch)
            source = batch["source"]
            created_at = now_timestamp()
            cursor = db.execute(
                "INSERT INTO imports (user_id, account_id, created_at, filename, sha256, size, template,"
                " statement_json, booked, skipped_duplicates, status) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'booked')",
                (user_id, account["id"], created_at, source["filename"], source["sha256"], source["size"],
                 source["template"], json.dumps(batch["statement"], default=str), len(new), len(rows) - len(new)))
            import_id = cursor.lastrowid
            for position, t in enumerate(new):
                if abort_midway and position == len(new) // 2:
                    raise BookingAborted()
                db.execute(
                    "INSERT INTO bookings (import_id, account_id, fingerprint, booking_date, value_date, amount,"
                    " currency, counterparty, counterparty_iban, purpose, reference, category, balance_after)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (import_id, account["id"], t["fingerprint"], t["booking_date"], t["value_date"],
                     money_text(t["amount"]), t["currency"], t["counterparty"], t["counterparty_iban"],
                     t["purpose"], t["reference"], t["category"],
                     None if t["balance_after"] is None else money_text(t["balance_after"])))
            if abort_midway:
                raise BookingAborted()
            answer = {"id": import_id, "created_at": created_at, "account_id": account["id"],
                      "filename": source["filename"], "booked": len(new),
                      "skipped_duplicates": len(rows) - len(new), "status": "booked"}
            db.execute("INSERT INTO idempotency_keys (user_id, key, request_hash, import_id, response_json)"
                       " VALUES (?, ?, ?, ?, ?)", (user_id, key, request_hash, import_id, json.dumps(answer)))
            return 201, answer, import_id

    @staticmethod
    def _import_json(row):
        return {"id": row["id"], "created_at": row["created_at"], "account_id": row["account_id"],
                "filename": row["filename"], "sha256": row["sha256"], "booked": row["booked"],
                "skipped_duplicates": row["skipped_duplicates"], "status": row["status"],
                "undone_at": row["undone_at"]}

    def history(self, user_id, account_id, limit, offset):
        with self.transaction() as db:
            if account_id is None:
                rows = db.execute("SELECT * FROM imports WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?",
                                  (user_id, limit, offset)).fetchall()
            else:
                self._owned_account(db, user_id, account_id)
                rows = db.execute("SELECT * FROM imports WHERE user_id = ? AND account_id = ?"
                                  " ORDER BY id DESC LIMIT ? OFFSET ?",
                                  (user_id, account_id, limit, offset)).fetchall()
            return [self._import_json(row) for row in rows]

    @staticmethod
    def _owned_import(db, user_id, import_id):
        row = db.execute("SELECT * FROM imports WHERE id = ? AND user_id = ?", (import_id, user_id)).fetchone()
        if row is None:
            raise HTTPError(404, f"Import {import_id} not found")
        return row

    def import_detail(self, user_id, import_id):
        with self.transaction() as db:
            answer = self._import_json(self._owned_import(db, user_id, import_id))
            answer["transactions"] = [
                {"id": b["id"], "fingerprint": b["fingerprint"], "booking_date": b["booking_date"],
                 "amount": b["amount"], "modified": bool(b["modified"])}
                for b in db.execute("SELECT * FROM bookings WHERE import_id = ? ORDER BY id", (import_id,))]
            return answer

    def undo(self, user_id, import_id, force):
        with self.transaction() as db:
            row = self._owned_import(db, user_id, import_id)
            if row["status"] == "undone":
                return {"id": row["id"], "status": "undone", "removed": row["removed"], "undone_at": row["undone_at"]}
            modified = [r["id"] for r in db.execute(
                "SELECT id FROM bookings WHERE import_id = ? AND modified = 1 ORDER BY id", (import_id,))]
            if modified and not force:
                raise HTTPError(409, {
                    "message": f"{len(modified)} booking(s) of import {import_id} were changed after the import; "
                               f"undo with force=true to remove them anyway",
                    "modified": modified})
            removed = db.execute("DELETE FROM bookings WHERE import_id = ?", (import_id,)).rowcount
            undone_at = now_timestamp()
            db.execute("UPDATE imports SET status = 'undone', undone_at = ?, removed = ? WHERE id = ?",
                       (undone_at, removed, import_id))
            return {"id": import_id, "status": "undone", "removed": removed, "undone_at": undone_at}

    # Test control -----------------------------------------------------------------------------

    def modify_booking(self, booking_id, changes):
        with self.transaction() as db:
            if db.execute("SELECT 1 FROM bookings WHERE id = ?", (booking_id,)).fetchone() is None:
                raise HTTPError(404, f"Booking {booking_id} not found")
            for column in ("category", "purpose", "counterparty", "amount"):
                if column in changes:
                    db.execute(f"UPDATE bookings SET {column} = ? WHERE id = ?", (changes[column], booking_id))
            db.execute("UPDATE bookings SET modified = 1 WHERE id = ?", (booking_id,))
            return self._booking_json(db.execute("SELECT * FROM bookings WHERE id = ?", (booking_id,)).fetchone())

    @staticmethod
    def _booking_json(row):
        answer = {key: row[key] for key in row.keys()}
        answer["modified"] = bool(answer["modified"])
        return answer

    def bookings(self, account_id=None, import_id=None):
        with self.lock:
            sql, parameters = "SELECT * FROM bookings WHERE 1 = 1", []
            if account_id is not None:
                sql += " AND account_id = ?"
                parameters.append(account_id)
            if import_id is not None:
                sql += " AND import_id = ?"
                parameters.append(import_id)
            return [self._booking_json(r) for r in self.db.execute(sql + " ORDER BY id", parameters)]

    def state(self):
        with self.lock:
            db = self.db
            accounts = []
            for row in db.execute("SELECT * FROM accounts ORDER BY id").fetchall():
                entry = self._account_json(db, row)
                entry["user_id"] = row["user_id"]
                entry["bookings"] = db.execute("SELECT COUNT(*) FROM bookings WHERE account_id = ?",
                                               (row["id"],)).fetchone()[0]
                entry["modified_bookings"] = db.execute(
                    "SELECT COUNT(*) FROM bookings WHERE account_id = ? AND modified = 1", (row["id"],)).fetchone()[0]
                accounts.append(entry)
            imports = [dict(self._import_json(r), user_id=r["user_id"], removed=r["removed"])
                       for r in db.execute("SELECT * FROM imports ORDER BY id")]
            for entry in imports:
                keys = db.execute("SELECT key FROM idempotency_keys WHERE import_id = ?", (entry["id"],)).fetchall()
                entry["idempotency_key"] = keys[0][0] if keys else None
            return {
                "users": [{"id": r["id"], "username": r["username"]} for r in db.execute("SELECT * FROM users")],
                "tokens": [{"id": r["id"], "user_id": r["user_id"], "name": r["name"], "scope": r["scope"],
                            "revoked": r["revoked_at"] is not None} for r in db.execute("SELECT * FROM tokens")],
                "accounts": accounts,
                "imports": imports,
                "bookings": db.execute("SELECT COUNT(*) FROM bookings").fetchone()[0],
            }

    def reset(self):
        with self.transaction() as db:
            for table in TABLES_IN_DELETE_ORDER:
                db.execute(f"DELETE FROM {table}")
            db.execute("DELETE FROM sqlite_sequence")


class _Transaction:
    """`with store.transaction() as db:` — BEGIN IMMEDIATE under the store's lock, COMMIT or ROLLBACK."""

    def __init__(self, store):
        self.store = store

    def __enter__(self):
        self.store.lock.acquire()
        try:
            self.store.db.execute("BEGIN IMMEDIATE")
        except BaseException:
            self.store.lock.release()
            raise
        return self.store.db

    def __exit__(self, kind, value, trace):
        try:
            self.store.db.execute("COMMIT" if kind is None else "ROLLBACK")
        finally:
            self.store.lock.release()
        return False


# ---------------------------------------------------------------------------------------------
# Faults: what the test-control API arms, consumed by the next matching calls.
# ---------------------------------------------------------------------------------------------

FAULT_KINDS = {"drop_after_commit", "drop", "status", "delay", "abort_booking", "gzip_bomb", "endless", "trickle", "answer"}
# The hostile answers: what a server that is not Certain, or one that was taken over, may send.
# `answer` sends `body` (text) as it is, with `content_type`: any answer a test spells out.
HOSTILE_KINDS = {"gzip_bomb", "endless", "trickle", "answer"}


class Faults:
    def __init__(self):
        self.lock = threading.Lock()
        self.armed = []
        self.next_id = 1

    def arm(self, fault):
        with self.lock:
            fault = dict(fault, id=self.next_id)
            self.next_id += 1
            self.armed.append(fault)
            return fault

    def take(self, kind, method, path, phase=None):
        """Consumes one shot of the first armed fault of this kind matching the call, if any."""
        with self.lock:
            for fault in self.armed:
                if fault["kind"] != kind or (phase is not None and fault.get("phase", "before") != phase):
                    continue
                if fault.get("method") not in (None, method):
                    continue
                pattern = fault.get("path")
                if pattern is not None and not (path == pattern or
                                                (pattern.endswith("*") and path.startswith(pattern[:-1]))):
                    continue
                if fault.get("after", 0) > 0:
                    # The first `after` matching calls pass untouched: a later call of a run fails.
                    fault["after"] -= 1
                    return None
                fault["count"] -= 1
                if fault["count"] <= 0:
                    self.armed.remove(fault)
                return dict(fault)
            return None

    def snapshot(self):
        with self.lock:
            return [dict(f) for f in self.armed]

    def clear(self):
        with self.lock:
            self.armed.clear()


# ---------------------------------------------------------------------------------------------
# HTTP
# ---------------------------------------------------------------------------------------------

class IncompleteBody(Exception):
    """The client stopped sending before the declared Content-Length (or timed out)."""

    def __init__(self, received, declared):
        super().__init__(f"the client sent {received} of {declared} body bytes, then stopped")
        self.received = received


class HostileAnswer(Exception):
    """The handler answers with one of the hostile faults instead of the call's answer."""

    def __init__(self, fault):
        super().__init__(fault["kind"])
        self.fault = fault


class DroppedAnswer(Exception):
    """The handler closes the connection without a response (a fault)."""

    def __init__(self, reset=False):
        super().__init__()
        self.reset = reset


_GZIP_BOMBS = {}


def gzip_bomb(size):
    """`size` bytes of JSON whitespace, gzip-compressed (about 1,000 to 1): made once per size.

    One compressed MiB, flushed so that it needs nothing before it, is repeated: a bomb of
    gigabytes costs a second to make rather than minutes of compressing."""
    if size not in _GZIP_BOMBS:
        import struct
        import zlib
        mebibyte = b" " * (1 << 20)
        whole, rest = divmod(size, len(mebibyte))
        block = zlib.compressobj(9, zlib.DEFLATED, -15)
        block = block.compress(mebibyte) + block.flush(zlib.Z_FULL_FLUSH)
        end = zlib.compressobj(9, zlib.DEFLATED, -15)
        end = end.compress(mebibyte[:rest]) + end.flush(zlib.Z_FINISH)
        checksum = 0
        for _ in range(whole):
            checksum = zlib.crc32(mebibyte, checksum)
        checksum = zlib.crc32(mebibyte[:rest], checksum)
        header = b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x02\xff"
        trailer = struct.pack("<II", checksum, size & 0xFFFFFFFF)
        _GZIP_BOMBS[size] = header + block * whole + end + trailer
    return _GZIP_BOMBS[size]


def query_int(query, name, default, minimum=None, maximum=None, required=False):
    values = query.get(name)
    if not values:
        if required:
            raise ValidationFailed([error(["query", name], "Field required", "missing")])
        return default
    text = values[-1]
    try:
        value = int(text)
    except ValueError:
        raise ValidationFailed([error(["query", name], "Input should be a valid integer, unable to parse string "
                                                       "as an integer", "int_parsing", text)])
    if minimum is not None and value < minimum:
        raise ValidationFailed([error(["query", name], f"Input should be greater than or equal to {minimum}",
                                      "greater_than_equal", text)])
    if maximum is not None and value > maximum:
        raise ValidationFailed([error(["query", name], f"Input should be less than or equal to {maximum}",
                                      "less_than_equal", text)])
    return value


def query_bool(query, name):
    values = query.get(name)
    if not values:
        return False
    text = values[-1].lower()
    if text in ("true", "1", "yes", "on", "t", "y"):
        return True
    if text in ("false", "0", "no", "off", "f", "n"):
        return False
    raise ValidationFailed([error(["query", name], "Input should be a valid boolean, unable to interpret input",
                                  "bool_parsing", values[-1])])


def path_int(text, name):
    try:
        return int(text)
    except ValueError:
        raise ValidationFailed([error(["path", name], "Input should be a valid integer, unable to parse string as "
                                                      "an integer", "int_parsing", text)])


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    # Headers and body go out in two writes; with Nagle on, a delayed ACK costs 40 ms each call.
    disable_nagle_algorithm = True

    def version_string(self):
        return "certain-reference/" + SERVER_VERSION

    # Routes: (method, path pattern, handler name). A path that matches with another method is 405.
    API_ROUTES = [
        ("GET", r"/api/version", "api_version"),
        ("POST", r"/api/auth/login", "api_login"),
        ("POST", r"/api/auth/mfa", "api_mfa"),
        ("GET", r"/api/auth/me", "api_me"),
        ("POST", r"/api/inbox/tokens", "api_create_token"),
        ("GET", r"/api/accounts", "api_accounts"),
        ("POST", r"/api/imports/preview", "api_preview"),
        ("POST", r"/api/imports", "api_book"),
        ("GET", r"/api/imports", "api_history"),
        ("GET", r"/api/imports/([^/]+)", "api_import"),
        ("DELETE", r"/api/imports/([^/]+)", "api_undo"),
    ]
    CONTROL_ROUTES = [
        ("POST", r"/__test__/users", "control_create_user"),
        ("POST", r"/__test__/accounts", "control_create_account"),
        ("POST", r"/__test__/tokens", "control_create_token"),
        ("POST", r"/__test__/tokens/([^/]+)/revoke", "control_revoke_token"),
        ("POST", r"/__test__/bookings/([^/]+)/modify", "control_modify_booking"),
        ("GET", r"/__test__/bookings", "control_bookings"),
        ("POST", r"/__test__/faults", "control_arm_fault"),
        ("GET", r"/__test__/faults", "control_faults"),
        ("DELETE", r"/__test__/faults", "control_clear_faults"),
        ("GET", r"/__test__/state", "control_state"),
        ("GET", r"/__test__/requests", "control_requests"),
        ("DELETE", r"/__test__/requests", "control_clear_requests"),
        ("POST", r"/__test__/reset", "control_reset"),
    ]

    def setup(self):
        super().setup()
        self.connection_id = self.server.next_connection_id()
        self.requests_on_connection = 0
        self.unread_body = 0

    def finish(self):
        super().finish()
        if self.unread_body:
            self.linger()

    def linger(self):
        """Reads and drops what is left of a body that was answered without being read (413),
        for up to 2 seconds, before the connection closes, as nginx's lingering close does:
        closing a socket with unread bytes resets the connection, and a client still sending
        may then lose the answer that was already on its way."""
        try:
            self.connection.shutdown(socket.SHUT_WR)
            self.connection.settimeout(0.2)
            deadline = time.monotonic() + 2
            while self.unread_body > 0 and time.monotonic() < deadline:
                try:
                    chunk = self.connection.recv(min(self.unread_body, 1 << 16))
                except socket.timeout:
                    continue
                if not chunk:
                    break
                self.unread_body -= len(chunk)
        except OSError:
            pass

    def do_GET(self):
        self.dispatch("GET")

    def do_POST(self):
        self.dispatch("POST")

    def do_DELETE(self):
        self.dispatch("DELETE")

    def do_PUT(self):
        self.dispatch("PUT")

    def do_PATCH(self):
        self.dispatch("PATCH")

    def log_message(self, format, *args):
        if not self.server.quiet:
            sys.stderr.write("%s [conn %d] %s\n" % (self.log_date_time_string(), self.connection_id, format % args))

    # Dispatch ---------------------------------------------------------------------------------

    def dispatch(self, method):
        self.requests_on_connection += 1
        url = urllib.parse.urlsplit(self.path)
        path = url.path
        query = urllib.parse.parse_qs(url.query, keep_blank_values=True)
        is_control = path.startswith("/__test__/") and self.server.test_control
        # Logged before the body is read, so that a request whose body never comes shows too.
        record = None if is_control else self.server.record_request(
            method, path, self.headers.get("Idempotency-Key"), self.connection_id, self.requests_on_connection,
            self.headers.get("Content-Length"), self.headers.get("Host"), "X-Certain-Token" in self.headers)
        try:
            raw_body = self.read_body()
            if record is not None:
                record["body_bytes"] = len(raw_body)
            if is_control:
                self.send_json(*self.route(self.CONTROL_ROUTES, method, path, query, raw_body))
                return
            self.apply_faults_before(method, path)
            status, body, headers = self.route(self.API_ROUTES, method, path, query, raw_body)
            delay = self.server.faults.take("delay", method, path, phase="after")
            if delay is not None:
                time.sleep(delay["seconds"])
        except IncompleteBody as incomplete:
            self.close_connection = True
            self.log_message('"%s" not answered: %s', self.requestline, incomplete)
            if record is not None:
                record["body_bytes"] = incomplete.received
            return
        except HostileAnswer as hostile:
            if record is not None:
                record["status"] = hostile.fault.get("status", 200)
            self.send_hostile(hostile.fault)
            return
        except DroppedAnswer as dropped:
            if record is not None:
                record["dropped"] = True
            self.drop_connection(dropped.reset)
            return
        except HTTPError as failure:
            status, body, headers = failure.status, {"detail": failure.detail}, failure.headers
        except Exception:
            traceback.print_exc()
            status, body, headers = 500, {"detail": "Internal Server Error"}, {}
        if record is not None:
            record["status"] = status
        self.send_json(status, body, headers)

    def apply_faults_before(self, method, path):
        faults = self.server.faults
        delay = faults.take("delay", method, path, phase="before")
        if delay is not None:
            time.sleep(delay["seconds"])
        drop = faults.take("drop", method, path)
        if drop is not None:
            raise DroppedAnswer(reset=drop.get("reset", False))
        for kind in sorted(HOSTILE_KINDS):
            hostile = faults.take(kind, method, path)
            if hostile is not None:
                raise HostileAnswer(hostile)
        status = faults.take("status", method, path)
        if status is not None:
            headers = {}
            if status.get("retry_after") is not None:
                headers["Retry-After"] = str(status["retry_after"])
            code = int(status.get("status", 500))
            default_detail = "Too Many Requests" if code == 429 else "Internal Server Error"
            detail = status.get("detail", default_detail)
            if status.get("echo_token") and isinstance(detail, str):
                # A server that quotes the request back, token included: the client must hide it.
                detail = detail.replace("{token}", self.headers.get("X-Certain-Token", ""))
            raise HTTPError(code, detail, headers)

    def route(self, routes, method, path, query, raw_body):
        allowed = False
        for route_method, pattern, name in routes:
            match = re.fullmatch(pattern, path)
            if match is None:
                continue
            if route_method != method:
                allowed = True
                continue
            answer = getattr(self, name)(query, raw_body, *match.groups())
            status, body = answer[0], answer[1]
            headers = answer[2] if len(answer) > 2 else {}
            return status, body, headers
        if allowed:
            raise HTTPError(405, "Method Not Allowed")
        raise HTTPError(404, "Not Found")

    # Transport --------------------------------------------------------------------------------

    def read_body(self):
        if self.headers.get("Transfer-Encoding", "").lower() == "chunked":
            chunks = []
            while True:
                size = int(self.rfile.readline().split(b";")[0].strip() or b"0", 16)
                if size == 0:
                    while self.rfile.readline() not in (b"\r\n", b"\n", b""):
                        pass
                    break
                chunks.append(self.rfile.read(size))
                self.rfile.readline()
            return b"".join(chunks)
        declared = self.headers.get("Content-Length") or "0"
        if not declared.isdigit():
            self.close_connection = True
            raise HTTPError(400, f"Invalid Content-Length: {declared!r}")
        length = int(declared)
        if length > self.server.max_body:
            # Not reading a body this large: answer and close, so the stream stays consistent;
            # what the client still sends is dropped before the close (`linger`).
            self.close_connection = True
            self.unread_body = length
            raise HTTPError(413, f"Request body too large: {length} bytes; at most {self.server.max_body}")
        if not length:
            return b""
        # read1 in a loop keeps what came before a timeout; read() would throw it away.
        body = bytearray()
        try:
            while len(body) < length:
                chunk = self.rfile.read1(length - len(body))
                if not chunk:
                    break
                body += chunk
        except (TimeoutError, ConnectionError):
            pass
        if len(body) < length:
            raise IncompleteBody(len(body), length)
        return bytes(body)

    def send_json(self, status, body, headers=None):
        payload = json.dumps(body, ensure_ascii=False).encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        if self.close_connection:
            self.send_header("Connection", "close")
        try:
            self.end_headers()
            self.wfile.write(payload)
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True
            self.log_message('"%s" answered %d, but the client had gone', self.requestline, status)

    def send_hostile(self, fault):
        """Answers with a hostile fault; the connection is closed afterwards in every case."""
        self.close_connection = True
        kind = fault["kind"]
        status = int(fault.get("status", 200))
        try:
            self.send_response(status)
            self.send_header("Content-Type", fault.get("content_type", "application/json"))
            self.send_header("Connection", "close")
            if kind == "answer":
                payload = fault.get("body", "").encode("utf-8")
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)
            elif kind == "gzip_bomb":
                payload = gzip_bomb(int(fault.get("size", 64 * 1024 * 1024)))
                self.send_header("Content-Encoding", "gzip")
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)
            elif kind == "endless":
                self.send_header("Transfer-Encoding", "chunked")
                self.end_headers()
                chunk = b" " * 65536
                frame = b"%x\r\n%s\r\n" % (len(chunk), chunk)
                self.wfile.write(b"1\r\n[\r\n")
                # Until the client gives up, or a bound that keeps a forgotten test from running forever.
                for _ in range(int(fault.get("limit", 16 * 1024 * 1024 * 1024)) // len(chunk)):
                    self.wfile.write(frame)
            elif kind == "trickle":
                payload = json.dumps({"name": "certain", "version": SERVER_VERSION}).encode("utf-8")
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                self.wfile.flush()
                for byte in payload:
                    time.sleep(float(fault.get("seconds", 1.0)))
                    self.wfile.write(bytes([byte]))
                    self.wfile.flush()
            self.log_message('"%s" answered with the hostile fault %s', self.requestline, kind)
        except (BrokenPipeError, ConnectionResetError):
            self.log_message('"%s" hostile fault %s: the client closed the connection', self.requestline, kind)

    def drop_connection(self, reset):
        """Closes the socket without a byte of answer: EOF, or with `reset` a TCP RST."""
        self.close_connection = True
        self.log_message('"%s" dropped without an answer', self.requestline)
        try:
            if reset:
                self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
                self.rfile.close()
                self.connection.close()
            else:
                self.connection.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass

    def json_body(self, raw_body):
        """The body as FastAPI reads it: JSON when the content type is JSON or absent, else bytes."""
        content_type = self.headers.get("Content-Type")
        if content_type:
            message = email.message.Message()
            message["content-type"] = content_type
            subtype = message.get_content_subtype()
            if message.get_content_maintype() != "application" or not (subtype == "json" or subtype.endswith("+json")):
                raise ValidationFailed([error(["body"], "Input should be a valid dictionary or object to extract "
                                                        "fields from", "model_attributes_type",
                                              raw_body.decode("utf-8", "replace"))])
        if not raw_body:
            raise ValidationFailed([error(["body"], "Field required", "missing")])
        try:
            return json.loads(raw_body.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as failure:
            position = getattr(failure, "pos", 0)
            raise ValidationFailed([{"type": "json_invalid", "loc": ["body", position], "msg": "JSON decode error",
                                     "input": {}, "ctx": {"error": str(getattr(failure, "msg", failure))}}])

    # Authentication ---------------------------------------------------------------------------

    def session_secret(self):
        cookies = http.cookies.SimpleCookie()
        try:
            cookies.load(self.headers.get("Cookie", ""))
        except http.cookies.CookieError:
            return None
        morsel = cookies.get(SESSION_COOKIE)
        return morsel.value if morsel else None

    def token_user(self, mint=False):
        """The user behind X-Certain-Token: 401 missing, unknown or revoked; 403 out of scope."""
        secret = self.headers.get("X-Certain-Token")
        if not secret:
            raise HTTPError(401, "Not authenticated")
        token = self.server.store.token(secret)
        if token is None:
            raise HTTPError(401, "Invalid token")
        if token["revoked_at"] is not None:
            raise HTTPError(401, "Token has been revoked")
        if mint:
            raise HTTPError(403, f"A token (scope '{token['scope']}') cannot create tokens; sign in with a password")
        if token["scope"] not in TOKEN_SCOPES_THAT_IMPORT:
            raise HTTPError(403, f"Token scope '{token['scope']}' does not allow this call")
        return token["user_id"]

    # The contract ------------------------------------------------------------------------------

    def api_version(self, query, raw_body):
        return 200, {"name": "certain", "version": SERVER_VERSION}

    def api_login(self, query, raw_body):
        fields = parse_object(self.json_body(raw_body), [("username", BodyReader.string),
                                                         ("password", BodyReader.string)])
        user = self.server.store.check_password(fields["username"], fields["password"])
        if user is None:
            raise HTTPError(401, "Invalid username or password")
        mfa_required = user["mfa_code"] is not None
        secret = self.server.store.create_session(user["id"], mfa_passed=not mfa_required)
        cookie = f"{SESSION_COOKIE}={secret}; HttpOnly; Path=/; SameSite=Lax"
        return 200, {"mfa_required": mfa_required,
                     "password_change_required": bool(user["password_change_required"])}, {"Set-Cookie": cookie}

    def api_mfa(self, query, raw_body):
        secret = self.session_secret()
        session = self.server.store.session(secret) if secret else None
        if session is None:
            raise HTTPError(401, "Not authenticated")
        fields = parse_object(self.json_body(raw_body), [("code", BodyReader.string)])
        user = self.server.store.user(user_id=session["user_id"])
        if user["mfa_code"] is not None and not secrets.compare_digest(fields["code"], user["mfa_code"]):
            raise HTTPError(401, "Invalid code")
        self.server.store.pass_mfa(secret)
        # The contract promises `200` and no body fields: the stand-in answers with the least it can.
        return 200, {}

    def api_me(self, query, raw_body):
        user = self.server.store.user(user_id=self.token_user())
        return 200, {"id": user["id"], "username": user["username"]}

    def api_create_token(self, query, raw_body):
        if self.headers.get("X-Certain-Token"):
            self.token_user(mint=True)
        secret = self.session_secret()
        session = self.server.store.session(secret) if secret else None
        if session is None:
            raise HTTPError(401, "Not authenticated")
        if not session["mfa_passed"]:
            raise HTTPError(401, "Second factor required: POST /api/auth/mfa first")
        user = self.server.store.user(user_id=session["user_id"])
        if user["password_change_required"]:
            raise HTTPError(403, "Password change required: change the password in Certain first")
        fields = parse_object(self.json_body(raw_body), [("name", BodyReader.nonempty),
                                                         ("scope", BodyReader.string)])
        if fields["scope"] != "app":
            raise ValidationFailed([error(["body", "scope"], "Input should be 'app'", "literal_error",
                                          fields["scope"])])
        return 201, self.server.store.create_token(user["id"], fields["name"], fields["scope"])

    def api_accounts(self, query, raw_body):
        return 200, self.server.store.accounts(self.token_user())

    def batch_request(self, raw_body, header_errors=()):
        body = self.json_body_or_errors(raw_body, header_errors)
        try:
            batch = parse_batch(body)
        except ValidationFailed as failure:
            raise ValidationFailed(list(header_errors) + failure.detail)
        if header_errors:
            raise ValidationFailed(list(header_errors))
        return body, batch

    def json_body_or_errors(self, raw_body, header_errors):
        try:
            return self.json_body(raw_body)
        except ValidationFailed as failure:
            raise ValidationFailed(list(header_errors) + failure.detail)

    def api_preview(self, query, raw_body):
        user_id = self.token_user()
        _, batch = self.batch_request(raw_body)
        return 200, self.server.store.preview(user_id, batch)

    def api_book(self, query, raw_body):
        user_id = self.token_user()
        key = self.headers.get("Idempotency-Key")
        header_errors = [] if key else [error(["header", "Idempotency-Key"], "Field required", "missing")]
        body, batch = self.batch_request(raw_body, header_errors)
        abort = self.server.faults.take("abort_booking", "POST", "/api/imports") is not None
        try:
            status, answer, _ = self.server.store.book(user_id, key, hash_secret(canonical_json(body)), batch,
                                                       abort_midway=abort)
        except BookingAborted:
            raise HTTPError(500, "Internal Server Error")
        # The answer is committed; a drop now is the "lost answer" a client must survive.
        drop = self.server.faults.take("drop_after_commit", "POST", "/api/imports")
        if drop is not None:
            raise DroppedAnswer(reset=drop.get("reset", False))
        return status, answer

    def api_history(self, query, raw_body):
        user_id = self.token_user()
        account_id = query_int(query, "account_id", None)
        limit = query_int(query, "limit", 50, minimum=1, maximum=HISTORY_LIMIT_MAX)
        offset = query_int(query, "offset", 0, minimum=0)
        return 200, self.server.store.history(user_id, account_id, limit, offset)

    def api_import(self, query, raw_body, import_id):
        user_id = self.token_user()
        return 200, self.server.store.import_detail(user_id, path_int(import_id, "import_id"))

    def api_undo(self, query, raw_body, import_id):
        user_id = self.token_user()
        import_id = path_int(import_id, "import_id")
        force = query_bool(query, "force")
        return 200, self.server.store.undo(user_id, import_id, force)

    # Test control ------------------------------------------------------------------------------

    def control_body(self, raw_body):
        # Lenient on purpose (any content type), so that `curl -d` works by hand.
        try:
            body = json.loads(raw_body.decode("utf-8")) if raw_body.strip() else {}
        except (UnicodeDecodeError, json.JSONDecodeError) as failure:
            raise HTTPError(400, f"Control body is not JSON: {failure}")
        if not isinstance(body, dict):
            raise ValidationFailed([error(["body"], "Input should be an object", "dict_type", body)])
        return body

    def control_user_id(self, body):
        """The user a control call is about: `user_id`, `username`, or the only user there is."""
        store = self.server.store
        if body.get("user_id") is not None:
            row = store.user(user_id=body["user_id"])
        elif body.get("username") is not None:
            row = store.user(username=body["username"])
        else:
            rows = store.read("SELECT * FROM users")
            if len(rows) != 1:
                raise HTTPError(422, f"Name the user (user_id or username): there are {len(rows)} users")
            row = rows[0]
        if row is None:
            raise HTTPError(404, "User not found")
        return row["id"]

    def control_create_user(self, query, raw_body):
        body = self.control_body(raw_body)
        mfa_code = body.get("mfa_code")
        if mfa_code is None and body.get("mfa"):
            mfa_code = self.server.mfa_code
        user = self.server.store.create_user(body.get("username", "anna"), body.get("password", "secret"),
                                             mfa_code, bool(body.get("password_change_required", False)))
        return 201, dict(user, mfa_code=mfa_code)

    def control_create_account(self, query, raw_body):
        body = self.control_body(raw_body)
        user_id = self.control_user_id(body)
        reader = BodyReader()
        opening = reader.money(body.get("opening_balance", "0.00"), ["body", "opening_balance"])
        if reader.errors:
            raise ValidationFailed(reader.errors)
        account = self.server.store.create_account(user_id, body.get("name", "Privatkonto"), body.get("iban"),
                                                   body.get("currency", "EUR"), opening,
                                                   bool(body.get("archived", False)))
        return 201, account

    def control_create_token(self, query, raw_body):
        body = self.control_body(raw_body)
        user_id = self.control_user_id(body)
        return 201, self.server.store.create_token(user_id, body.get("name", "test token"),
                                                   body.get("scope", "app"), body.get("token"))

    def control_revoke_token(self, query, raw_body, token_id):
        self.server.store.revoke_token(path_int(token_id, "token_id"))
        return 200, {"id": int(token_id), "revoked": True}

    def control_modify_booking(self, query, raw_body, booking_id):
        body = self.control_body(raw_body)
        if "amount" in body:
            reader = BodyReader()
            amount = reader.money(body["amount"], ["body", "amount"])
            if reader.errors:
                raise ValidationFailed(reader.errors)
            body["amount"] = money_text(amount)
        return 200, self.server.store.modify_booking(path_int(booking_id, "booking_id"), body)

    def control_bookings(self, query, raw_body):
        return 200, self.server.store.bookings(query_int(query, "account_id", None),
                                               query_int(query, "import_id", None))

    def control_arm_fault(self, query, raw_body):
        body = self.control_body(raw_body)
        kind = body.get("kind")
        if kind not in FAULT_KINDS:
            raise HTTPError(422, f"kind must be one of {sorted(FAULT_KINDS)}")
        fault = {"kind": kind, "count": int(body.get("count", 1)), "after": int(body.get("after", 0)),
                 "path": body.get("path"), "method": body.get("method")}
        if kind in ("drop_after_commit", "abort_booking"):
            fault["path"], fault["method"] = "/api/imports", "POST"
        if kind == "status":
            fault["status"] = int(body.get("status", 500))
            if body.get("retry_after") is not None:
                fault["retry_after"] = body["retry_after"]
            if body.get("detail") is not None:
                fault["detail"] = body["detail"]
            fault["echo_token"] = bool(body.get("echo_token", False))
        if kind in HOSTILE_KINDS:
            fault["status"] = int(body.get("status", 200))
            for name in ("size", "limit", "seconds", "body", "content_type"):
                if body.get(name) is not None:
                    fault[name] = body[name]
        if kind == "delay":
            fault["seconds"] = float(body.get("seconds", 1))
            fault["phase"] = body.get("phase", "before")
            if fault["phase"] not in ("before", "after"):
                raise HTTPError(422, "phase must be 'before' or 'after'")
        if kind in ("drop", "drop_after_commit"):
            fault["reset"] = bool(body.get("reset", False))
        return 201, self.server.faults.arm(fault)

    def control_faults(self, query, raw_body):
        return 200, self.server.faults.snapshot()

    def control_clear_faults(self, query, raw_body):
        self.server.faults.clear()
        return 200, {"faults": []}

    def control_state(self, query, raw_body):
        state = self.server.store.state()
        state["faults"] = self.server.faults.snapshot()
        state["requests"] = self.server.request_counts()
        return 200, state

    def control_requests(self, query, raw_body):
        return 200, self.server.request_log_snapshot()

    def control_clear_requests(self, query, raw_body):
        self.server.clear_request_log()
        return 200, []

    def control_reset(self, query, raw_body):
        self.server.faults.clear()
        self.server.clear_request_log()
        self.server.store.reset()
        return 200, {"reset": True}


class ReferenceServer(http.server.ThreadingHTTPServer):
    daemon_threads = True
    REQUEST_LOG_LIMIT = 10_000

    def __init__(self, address, store, test_control, mfa_code, keepalive_timeout, max_body, quiet):
        self.store = store
        self.faults = Faults()
        self.test_control = test_control
        self.mfa_code = mfa_code
        self.max_body = max_body
        self.quiet = quiet
        self._log_lock = threading.Lock()
        self._request_log = []
        self._connections = 0
        handler = type("ConfiguredHandler", (Handler,), {"timeout": keepalive_timeout})
        # `--host ::1` serves IPv6 loopback, where an IPv4-only socket could not bind.
        self.address_family = socket.AF_INET6 if ":" in address[0] else socket.AF_INET
        super().__init__(address, handler)

    def next_connection_id(self):
        with self._log_lock:
            self._connections += 1
            return self._connections

    def record_request(self, method, path, idempotency_key, connection, sequence, content_length, host=None,
                       token_sent=False):
        """One entry of the request log; the handler fills in what it received and answered.

        `status` stays None when no answer was sent (a dropped answer, or a body that never came
        in full: `body_bytes` < `content_length`).
        """
        entry = {"method": method, "path": path, "idempotency_key": idempotency_key, "connection": connection,
                 "request_on_connection": sequence,
                 "content_length": int(content_length) if (content_length or "").isdigit() else None,
                 "body_bytes": None, "status": None, "dropped": False, "host": host, "token_sent": token_sent}
        with self._log_lock:
            self._request_log.append(entry)
            del self._request_log[:-self.REQUEST_LOG_LIMIT]
        return entry

    def request_log_snapshot(self):
        with self._log_lock:
            return [dict(e) for e in self._request_log]

    def request_counts(self):
        counts = {}
        for entry in self.request_log_snapshot():
            name = f"{entry['method']} {entry['path']}"
            counts[name] = counts.get(name, 0) + 1
        return counts

    def clear_request_log(self):
        with self._log_lock:
            self._request_log.clear()


def seed(store, path, mfa_code):
    """Creates users, tokens and accounts from a JSON file (for demos; tests use /__test__/)."""
    with open(path, encoding="utf-8") as file:
        document = json.load(file)
    for user in document.get("users", []):
        code = user.get("mfa_code") or (mfa_code if user.get("mfa") else None)
        created = store.create_user(user["username"], user["password"], code,
                                    bool(user.get("password_change_required", False)))
        for token in user.get("tokens", []):
            store.create_token(created["id"], token.get("name", "seeded token"), token.get("scope", "app"),
                               token.get("token"))
        for account in user.get("accounts", []):
            store.create_account(created["id"], account["name"], account.get("iban"),
                                 account.get("currency", "EUR"),
                                 decimal.Decimal(account.get("opening_balance", "0.00")),
                                 bool(account.get("archived", False)))


def main(argv=None):
    parser = argparse.ArgumentParser(description="Reference server of the Certain import API (for tests and demos).")
    parser.add_argument("--host", default="127.0.0.1", help="address to bind (default 127.0.0.1)")
    parser.add_argument("--port", type=int, default=8000, help="port to bind; 0 picks a free one (default 8000)")
    parser.add_argument("--db", default=":memory:", help="SQLite database path, or :memory: (default)")
    parser.add_argument("--test-control", action="store_true", help="enable the /__test__/ control API")
    parser.add_argument("--seed", metavar="JSON", help="create users, tokens and accounts from this file")
    parser.add_argument("--mfa-code", default="123456", help="the second-factor code of users created with mfa")
    parser.add_argument("--keepalive-timeout", type=float, default=5.0,
                        help="seconds an idle keep-alive connection stays open (default 5, as uvicorn)")
    parser.add_argument("--max-body", type=int, default=64 * 1024 * 1024, help="largest request body in bytes")
    parser.add_argument("--quiet", action="store_true", help="no request log on stderr")
    parser.add_argument("--tls-cert", metavar="PEM", help="serve https with this certificate (needs --tls-key)")
    parser.add_argument("--tls-key", metavar="PEM", help="the private key of --tls-cert")
    options = parser.parse_args(argv)

    store = Store(options.db)
    if options.seed:
        seed(store, options.seed, options.mfa_code)
    server = ReferenceServer((options.host, options.port), store, options.test_control, options.mfa_code,
                             options.keepalive_timeout, options.max_body, options.quiet)
    if options.tls_cert:
        import ssl
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(options.tls_cert, options.tls_key)
        server.socket = context.wrap_socket(server.socket, server_side=True)

    def stop(signum, frame):
        # shutdown() waits for serve_forever to return, so it must not run on the serving thread.
        threading.Thread(target=server.shutdown, daemon=True).start()

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    # A parent may hand down a blocked SIGTERM (Foundation's Process on Linux spawns with the
    # calling thread's signal mask, and test-runner threads block most signals).
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
    print(f"LISTENING {server.server_address[1]}", flush=True)
    try:
        server.serve_forever(poll_interval=0.1)
    finally:
        server.server_close()
        store.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
