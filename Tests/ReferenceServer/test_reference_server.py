"""The reference server against the contract in ../shared/spec/certain-api.md.

Each test talks HTTP to a real server process, started the way the Swift helper starts it
(`--port 0`, the `LISTENING <port>` line), and resets it through the test-control API.

    python3 -m unittest discover -s Tests/ReferenceServer -v
"""

import hashlib
import gzip
import http.client
import json
import os
import re
import signal
import socket
import subprocess
import sys
import tempfile
import time
import unittest

SCRIPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "certain_reference_server.py")
TIMESTAMP = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$")
SHA = hashlib.sha256(b"umsaetze").hexdigest()


class ServerProcess:
    """The server as a child process; `port` is read from its `LISTENING <port>` line."""

    def __init__(self, *arguments):
        self.process = subprocess.Popen(
            [sys.executable, SCRIPT, "--port", "0", "--quiet", *arguments],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        line = self.process.stdout.readline()
        match = re.fullmatch(r"LISTENING (\d+)\n", line)
        if match is None:
            self.process.kill()
            raise RuntimeError(f"no LISTENING line: {line!r} {self.process.stderr.read()}")
        self.port = int(match.group(1))

    def stop(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.process.stdout.close()
        self.process.stderr.close()
        return self.process.returncode


class Client:
    """One keep-alive connection; answers (status, headers, decoded JSON body)."""

    def __init__(self, port, token=None):
        self.port = port
        self.token = token
        self.connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)

    def call(self, method, path, body=None, headers=None, raw=None, token=True):
        sent = {}
        if token and self.token is not None:
            sent["X-Certain-Token"] = self.token
        if body is not None:
            raw = json.dumps(body).encode()
            sent["Content-Type"] = "application/json"
        sent.update(headers or {})
        self.connection.request(method, path, body=raw, headers=sent)
        response = self.connection.getresponse()
        payload = response.read()
        return response.status, response.headers, json.loads(payload) if payload else None

    def close(self):
        self.connection.close()


def transaction(fingerprint, amount="-12.30", **fields):
    row = {"fingerprint": fingerprint, "booking_date": "2024-03-01", "value_date": "2024-03-01",
           "amount": amount, "currency": "EUR", "counterparty": "REWE Markt GmbH", "counterparty_iban": None,
           "purpose": "Kartenzahlung", "reference": None, "category": None, "balance_after": None}
    row.update(fields)
    return row


def batch(account_id, transactions, filename="umsaetze-2024-03.csv"):
    return {"account_id": account_id,
            "source": {"filename": filename, "sha256": SHA, "size": 18233, "template": "dkb-giro"},
            "statement": {"from": "2024-03-01", "to": "2024-03-31",
                          "opening_balance": "1000.00", "closing_balance": "1523.17"},
            "transactions": transactions}


class ReferenceServerTestCase(unittest.TestCase):
    """A shared server with test control; every test starts from an empty one with anna's account."""

    @classmethod
    def setUpClass(cls):
        cls.server = ServerProcess("--db", ":memory:", "--test-control", "--mfa-code", "424242")

    @classmethod
    def tearDownClass(cls):
        cls.server.stop()

    def setUp(self):
        self.control = Client(self.server.port)
        self.control_call("POST", "/__test__/reset")
        self.user = self.control_call("POST", "/__test__/users", {"username": "anna", "password": "pw"})
        self.account = self.control_call("POST", "/__test__/accounts", {
            "username": "anna", "name": "Privatkonto", "iban": "DE02120300000000202051",
            "opening_balance": "1000.00"})
        self.token = self.control_call("POST", "/__test__/tokens", {"username": "anna", "name": "tests"})
        self.api = Client(self.server.port, self.token["token"])

    def tearDown(self):
        self.api.close()
        self.control.close()

    def control_call(self, method, path, body=None):
        status, _, answer = self.control.call(method, path, body)
        self.assertIn(status, (200, 201), answer)
        return answer

    def book(self, body, key, client=None):
        return (client or self.api).call("POST", "/api/imports", body, {"Idempotency-Key": key})

    def state(self):
        return self.control_call("GET", "/__test__/state")

    def account_state(self):
        return next(a for a in self.state()["accounts"] if a["id"] == self.account["id"])

    def assert_validation(self, answer, loc, kind):
        self.assertIsInstance(answer["detail"], list)
        found = [(e["loc"], e["type"]) for e in answer["detail"]]
        self.assertIn((loc, kind), found)
        for entry in answer["detail"]:
            self.assertIsInstance(entry["msg"], str)


class VersionAndRoutingTests(ReferenceServerTestCase):
    def test_version_needs_no_token(self):
        status, headers, answer = self.api.call("GET", "/api/version", token=False)
        self.assertEqual((status, answer), (200, {"name": "certain", "version": "1.9.2"}))
        self.assertEqual(headers["Content-Type"], "application/json")

    def test_unknown_path_and_wrong_method(self):
        self.assertEqual(self.api.call("GET", "/api/nothing")[::2], (404, {"detail": "Not Found"}))
        self.assertEqual(self.api.call("PUT", "/api/imports")[::2], (405, {"detail": "Method Not Allowed"}))

    def test_import_id_must_be_an_integer(self):
        status, _, answer = self.api.call("GET", "/api/imports/abc")
        self.assertEqual(status, 422)
        self.assert_validation(answer, ["path", "import_id"], "int_parsing")

    def test_keep_alive_reuses_the_connection(self):
        self.control_call("DELETE", "/__test__/requests")
        for _ in range(3):
            self.assertEqual(self.api.call("GET", "/api/auth/me")[0], 200)
        log = self.control_call("GET", "/__test__/requests")
        self.assertEqual(len({entry["connection"] for entry in log}), 1)
        self.assertEqual([entry["request_on_connection"] for entry in log], [1, 2, 3])


class AuthenticationTests(ReferenceServerTestCase):
    def test_me_with_token(self):
        self.assertEqual(self.api.call("GET", "/api/auth/me")[::2], (200, {"id": self.user["id"], "username": "anna"}))

    def test_missing_unknown_and_revoked_tokens_are_401(self):
        self.assertEqual(self.api.call("GET", "/api/auth/me", token=False)[::2], (401, {"detail": "Not authenticated"}))
        stranger = Client(self.server.port, "ctk_unknown")
        self.assertEqual(stranger.call("GET", "/api/accounts")[::2], (401, {"detail": "Invalid token"}))
        stranger.close()
        self.assertEqual(self.api.call("GET", "/api/accounts")[0], 200)
        self.control_call("POST", f"/__test__/tokens/{self.token['id']}/revoke")
        # At once, and on the same keep-alive connection.
        self.assertEqual(self.api.call("GET", "/api/accounts")[::2], (401, {"detail": "Token has been revoked"}))

    def test_every_import_call_needs_a_token(self):
        calls = [("GET", "/api/accounts", None), ("POST", "/api/imports/preview", batch(1, [])),
                 ("POST", "/api/imports", batch(1, [])), ("GET", "/api/imports", None),
                 ("GET", "/api/imports/1", None), ("DELETE", "/api/imports/1", None)]
        for method, path, body in calls:
            with self.subTest(call=f"{method} {path}"):
                status, _, answer = self.api.call(method, path, body, {"Idempotency-Key": "k"}, token=False)
                self.assertEqual((status, answer), (401, {"detail": "Not authenticated"}))

    def test_token_of_another_scope_is_403(self):
        other = self.control_call("POST", "/__test__/tokens", {"username": "anna", "scope": "inbox"})
        client = Client(self.server.port, other["token"])
        status, _, answer = client.call("GET", "/api/accounts")
        client.close()
        self.assertEqual(status, 403)
        self.assertIsInstance(answer["detail"], str)

    def login(self, client, username="anna", password="pw"):
        status, headers, answer = client.call("POST", "/api/auth/login",
                                              {"username": username, "password": password}, token=False)
        cookie = None
        if headers.get("Set-Cookie"):
            cookie = headers["Set-Cookie"].split(";")[0]
        return status, answer, cookie

    def test_login_without_mfa_then_mint_a_token(self):
        client = Client(self.server.port)
        status, answer, cookie = self.login(client)
        self.assertEqual((status, answer), (200, {"mfa_required": False, "password_change_required": False}))
        self.assertTrue(cookie.startswith("certain_session="))
        status, _, minted = client.call("POST", "/api/inbox/tokens", {"name": "certain-import on host", "scope": "app"},
                                        {"Cookie": cookie})
        self.assertEqual(status, 201)
        self.assertEqual(set(minted), {"id", "name", "scope", "token", "created_at"})
        self.assertEqual((minted["name"], minted["scope"]), ("certain-import on host", "app"))
        self.assertRegex(minted["created_at"], TIMESTAMP)
        fresh = Client(self.server.port, minted["token"])
        self.assertEqual(fresh.call("GET", "/api/auth/me")[::2], (200, {"id": self.user["id"], "username": "anna"}))
        # A token cannot mint tokens, not even with a valid cookie beside it.
        status, _, answer = fresh.call("POST", "/api/inbox/tokens", {"name": "x", "scope": "app"}, {"Cookie": cookie})
        self.assertEqual(status, 403)
        fresh.close()
        client.close()

    def test_the_cookie_is_no_token(self):
        client = Client(self.server.port)
        _, _, cookie = self.login(client)
        self.assertEqual(client.call("GET", "/api/accounts", headers={"Cookie": cookie})[0], 401)
        client.close()

    def test_wrong_password_and_minting_without_session(self):
        client = Client(self.server.port)
        status, answer, cookie = self.login(client, password="wrong")
        self.assertEqual((status, answer, cookie), (401, {"detail": "Invalid username or password"}, None))
        status, answer, _ = self.login(client, username="nobody")
        self.assertEqual(status, 401)
        self.assertEqual(client.call("POST", "/api/inbox/tokens", {"name": "x", "scope": "app"})[::2],
                         (401, {"detail": "Not authenticated"}))
        status, _, answer = client.call("POST", "/api/auth/login", {"username": "anna"})
        self.assertEqual(status, 422)
        self.assert_validation(answer, ["body", "password"], "missing")
        client.close()

    def test_mfa_answers_with_no_fields(self):
        self.control_call("POST", "/__test__/users", {"username": "cleo", "password": "pw3", "mfa": True})
        client = Client(self.server.port)
        status, headers, _ = client.call("POST", "/api/auth/login", {"username": "cleo", "password": "pw3"})
        cookie = {"Cookie": headers["Set-Cookie"].split(";")[0]}
        self.assertEqual(client.call("POST", "/api/auth/mfa", {"code": "424242"}, cookie)[::2], (200, {}))
        client.close()

    def test_mfa_flow(self):
        self.control_call("POST", "/__test__/users", {"username": "ben", "password": "pw2", "mfa": True})
        client = Client(self.server.port)
        status, answer, cookie = self.login(client, "ben", "pw2")
        self.assertEqual((status, answer), (200, {"mfa_required": True, "password_change_required": False}))
        headers = {"Cookie": cookie}
        self.assertEqual(client.call("POST", "/api/inbox/tokens", {"name": "x", "scope": "app"}, headers)[0], 401)
        self.assertEqual(client.call("POST", "/api/auth/mfa", {"code": "000000"}, headers)[0], 401)
        self.assertEqual(client.call("POST", "/api/auth/mfa", {"code": "424242"})[0], 401)
        self.assertEqual(client.call("POST", "/api/auth/mfa", {"code": "424242"}, headers)[0], 200)
        status, _, minted = client.call("POST", "/api/inbox/tokens", {"name": "x", "scope": "app"}, headers)
        self.assertEqual((status, minted["scope"]), (201, "app"))
        client.close()

    def test_password_change_required(self):
        self.control_call("POST", "/__test__/users", {"username": "cara", "password": "pw3",
                                                      "password_change_required": True})
        client = Client(self.server.port)
        status, answer, cookie = self.login(client, "cara", "pw3")
        self.assertEqual((status, answer), (200, {"mfa_required": False, "password_change_required": True}))
        self.assertEqual(client.call("POST", "/api/inbox/tokens", {"name": "x", "scope": "app"},
                                     {"Cookie": cookie})[0], 403)
        client.close()

    def test_only_app_scope_can_be_minted(self):
        client = Client(self.server.port)
        _, _, cookie = self.login(client)
        status, _, answer = client.call("POST", "/api/inbox/tokens", {"name": "x", "scope": "admin"},
                                        {"Cookie": cookie})
        self.assertEqual(status, 422)
        self.assert_validation(answer, ["body", "scope"], "literal_error")
        client.close()


class AccountTests(ReferenceServerTestCase):
    def test_accounts_of_the_token_user_only(self):
        self.control_call("POST", "/__test__/accounts", {"username": "anna", "name": "Bar", "currency": "USD"})
        self.control_call("POST", "/__test__/users", {"username": "ben"})
        self.control_call("POST", "/__test__/accounts", {"username": "ben", "name": "Bens"})
        status, _, accounts = self.api.call("GET", "/api/accounts")
        self.assertEqual(status, 200)
        self.assertEqual(accounts, [
            {"id": self.account["id"], "name": "Privatkonto", "iban": "DE02120300000000202051", "currency": "EUR",
             "balance": "1000.00", "archived": False},
            {"id": accounts[1]["id"], "name": "Bar", "iban": None, "currency": "USD", "balance": "0.00",
             "archived": False}])

    def test_balance_follows_bookings(self):
        self.book(batch(self.account["id"], [transaction("a", "-12.30"), transaction("b", "535.47")]), "k")
        _, _, accounts = self.api.call("GET", "/api/accounts")
        self.assertEqual(accounts[0]["balance"], "1523.17")


class BatchValidationTests(ReferenceServerTestCase):
    def preview(self, body=None, raw=None, headers=None):
        return self.api.call("POST", "/api/imports/preview", body, headers=headers, raw=raw)

    def test_field_errors(self):
        account = self.account["id"]
        cases = [
            ("missing account", {k: v for k, v in batch(account, []).items() if k != "account_id"},
             ["body", "account_id"], "missing"),
            ("account as text", dict(batch(account, []), account_id="x"), ["body", "account_id"], "int_type"),
            ("missing source", {k: v for k, v in batch(account, []).items() if k != "source"},
             ["body", "source"], "missing"),
            ("bad sha256", dict(batch(account, []), source={"filename": "a", "sha256": "xyz", "size": 1}),
             ["body", "source", "sha256"], "string_pattern_mismatch"),
            ("negative size", dict(batch(account, []), source={"filename": "a", "sha256": SHA, "size": -1}),
             ["body", "source", "size"], "greater_than_equal"),
            ("transactions not a list", dict(batch(account, []), transactions={}), ["body", "transactions"],
             "list_type"),
            ("amount as number", batch(account, [transaction("a", -12.3)]),
             ["body", "transactions", 0, "amount"], "string_type"),
            ("amount with comma", batch(account, [transaction("a", "-12,30")]),
             ["body", "transactions", 0, "amount"], "string_pattern_mismatch"),
            ("amount with grouping", batch(account, [transaction("a", "1.234,50")]),
             ["body", "transactions", 0, "amount"], "string_pattern_mismatch"),
            ("amount null", batch(account, [transaction("a", None)]),
             ["body", "transactions", 0, "amount"], "string_type"),
            ("balance_after as number", batch(account, [transaction("a", balance_after=987.7)]),
             ["body", "transactions", 0, "balance_after"], "string_type"),
            ("statement balance", dict(batch(account, []), statement={"opening_balance": "1.000,00"}),
             ["body", "statement", "opening_balance"], "string_pattern_mismatch"),
            ("missing fingerprint", batch(account, [{k: v for k, v in transaction("a").items()
                                                    if k != "fingerprint"}]),
             ["body", "transactions", 0, "fingerprint"], "missing"),
            ("fingerprint too long", batch(account, [transaction("f" * 129)]),
             ["body", "transactions", 0, "fingerprint"], "string_too_long"),
            ("fingerprint twice", batch(account, [transaction("a"), transaction("b"), transaction("a")]),
             ["body", "transactions", 2, "fingerprint"], "value_error"),
            ("bad date", batch(account, [transaction("a", booking_date="01.03.2024")]),
             ["body", "transactions", 0, "booking_date"], "date_parsing"),
            ("impossible date", batch(account, [transaction("a", booking_date="2024-02-30")]),
             ["body", "transactions", 0, "booking_date"], "date_parsing"),
            ("missing currency", batch(account, [{k: v for k, v in transaction("a").items() if k != "currency"}]),
             ["body", "transactions", 0, "currency"], "missing"),
            ("row not an object", batch(account, ["row"]), ["body", "transactions", 0], "model_attributes_type"),
        ]
        for name, body, loc, kind in cases:
            with self.subTest(name):
                status, _, answer = self.preview(body)
                self.assertEqual(status, 422, answer)
                self.assert_validation(answer, loc, kind)
                status, _, answer = self.book(body, "k-" + name)
                self.assertEqual(status, 422, answer)
                self.assert_validation(answer, loc, kind)
        self.assertEqual(self.state()["imports"], [])

    def test_the_duplicate_fingerprint_names_the_first(self):
        _, _, answer = self.preview(batch(self.account["id"], [transaction("a"), transaction("a")]))
        self.assertEqual(answer["detail"][0]["loc"], ["body", "transactions", 1, "fingerprint"])
        self.assertIn("index 0", answer["detail"][0]["msg"])

    def test_fingerprint_of_128_characters_and_optional_fields_left_out(self):
        minimal = {"fingerprint": "f" * 128, "booking_date": "2024-03-01", "amount": "5", "currency": "EUR"}
        body = {"account_id": self.account["id"], "source": {"filename": "a.csv", "sha256": SHA, "size": 1},
                "transactions": [minimal]}
        status, _, answer = self.preview(body)
        self.assertEqual(status, 200, answer)
        self.assertEqual(answer["balance"], {"current": "1000.00", "after": "1005.00"})
        body["statement"] = None
        self.assertEqual(self.book(body, "k")[0], 201)

    def test_body_not_json(self):
        status, _, answer = self.preview(raw=b"{not json", headers={"Content-Type": "application/json"})
        self.assertEqual(status, 422)
        self.assertEqual(answer["detail"][0]["type"], "json_invalid")
        self.assertEqual(answer["detail"][0]["loc"][0], "body")
        status, _, answer = self.preview(raw=b"", headers={"Content-Type": "application/json"})
        self.assert_validation(answer, ["body"], "missing")

    def test_body_of_another_content_type_is_no_model(self):
        raw = json.dumps(batch(self.account["id"], [])).encode()
        status, _, answer = self.preview(raw=raw, headers={"Content-Type": "application/x-www-form-urlencoded"})
        self.assertEqual(status, 422)
        self.assert_validation(answer, ["body"], "model_attributes_type")

    def test_too_many_transactions_is_413(self):
        rows = [{"fingerprint": str(i), "booking_date": "2024-03-01", "amount": "1", "currency": "EUR"}
                for i in range(50_001)]
        body = batch(self.account["id"], rows)
        status, _, answer = self.preview(body)
        self.assertEqual(status, 413)
        self.assertIsInstance(answer["detail"], str)
        self.assertEqual(self.book(body, "big")[0], 413)
        status, _, answer = self.preview(batch(self.account["id"], rows[:50_000]))
        self.assertEqual((status, answer["summary"]), (200, {"new": 50_000, "duplicate": 0}))

    def test_unknown_or_foreign_account_is_404(self):
        self.control_call("POST", "/__test__/users", {"username": "ben"})
        foreign = self.control_call("POST", "/__test__/accounts", {"username": "ben", "name": "Bens"})
        for account_id in (999, foreign["id"]):
            with self.subTest(account_id=account_id):
                status, _, answer = self.preview(batch(account_id, [transaction("a")]))
                self.assertEqual((status, answer), (404, {"detail": f"Account {account_id} not found"}))
                self.assertEqual(self.book(batch(account_id, [transaction("a")]), f"k{account_id}")[0], 404)


class PreviewTests(ReferenceServerTestCase):
    def test_new_and_duplicate_rows_and_balance(self):
        self.book(batch(self.account["id"], [transaction("a", "-12.30"), transaction("b", "-7.70")]), "k1")
        booked = self.control_call("GET", f"/__test__/bookings?account_id={self.account['id']}")
        before = self.state()
        status, _, answer = self.api.call("POST", "/api/imports/preview", batch(
            self.account["id"], [transaction("b", "-7.70"), transaction("c", "500"), transaction("a", "-12.30")]))
        self.assertEqual(status, 200)
        self.assertEqual(answer, {
            "account_id": self.account["id"],
            "rows": [{"index": 0, "status": "duplicate", "existing_id": booked[1]["id"]},
                     {"index": 1, "status": "new"},
                     {"index": 2, "status": "duplicate", "existing_id": booked[0]["id"]}],
            "summary": {"new": 1, "duplicate": 2},
            "balance": {"current": "980.00", "after": "1480.00"}})
        after = self.state()
        self.assertEqual((before["imports"], before["bookings"]), (after["imports"], after["bookings"]))

    def test_duplicates_are_per_account(self):
        other = self.control_call("POST", "/__test__/accounts", {"username": "anna", "name": "Tagesgeld"})
        self.book(batch(self.account["id"], [transaction("a")]), "k1")
        _, _, answer = self.api.call("POST", "/api/imports/preview", batch(other["id"], [transaction("a")]))
        self.assertEqual(answer["rows"], [{"index": 0, "status": "new"}])


class BookingTests(ReferenceServerTestCase):
    def test_book_answers_201_and_books(self):
        status, _, answer = self.book(batch(self.account["id"], [transaction("a", "-12.30"),
                                                                 transaction("b", "535.47")]), "key-1")
        self.assertEqual(status, 201)
        self.assertEqual(set(answer), {"id", "created_at", "account_id", "filename", "booked",
                                       "skipped_duplicates", "status"})
        self.assertRegex(answer["created_at"], TIMESTAMP)
        self.assertEqual({k: v for k, v in answer.items() if k not in ("id", "created_at")},
                         {"account_id": self.account["id"], "filename": "umsaetze-2024-03.csv", "booked": 2,
                          "skipped_duplicates": 0, "status": "booked"})
        self.assertEqual(self.account_state()["bookings"], 2)
        self.assertEqual(self.account_state()["balance"], "1523.17")

    def test_duplicates_are_skipped_and_an_all_duplicate_batch_is_recorded(self):
        self.book(batch(self.account["id"], [transaction("a"), transaction("b")]), "k1")
        status, _, answer = self.book(batch(self.account["id"], [transaction("a"), transaction("c")]), "k2")
        self.assertEqual((status, answer["booked"], answer["skipped_duplicates"]), (201, 1, 1))
        status, _, answer = self.book(batch(self.account["id"], [transaction("a"), transaction("b")]), "k3")
        self.assertEqual((status, answer["booked"], answer["skipped_duplicates"], answer["status"]),
                         (201, 0, 2, "booked"))
        self.assertEqual(len(self.state()["imports"]), 3)
        self.assertEqual(self.account_state()["bookings"], 3)

    def test_missing_idempotency_key_is_422(self):
        status, _, answer = self.api.call("POST", "/api/imports", batch(self.account["id"], [transaction("a")]))
        self.assertEqual(status, 422)
        self.assertEqual(answer, {"detail": [{"type": "missing", "loc": ["header", "Idempotency-Key"],
                                              "msg": "Field required"}]})
        self.assertEqual(self.state()["bookings"], 0)

    def test_same_key_same_body_replays_the_first_answer(self):
        body = batch(self.account["id"], [transaction("a"), transaction("b")])
        status, _, first = self.book(body, "replay")
        self.assertEqual(status, 201)
        status, _, again = self.book(body, "replay")
        self.assertEqual((status, again), (200, first))
        # The same JSON in another spelling is the same body.
        raw = json.dumps(body, indent=2, sort_keys=True).encode()
        status, _, third = self.api.call("POST", "/api/imports", raw=raw,
                                         headers={"Idempotency-Key": "replay", "Content-Type": "application/json"})
        self.assertEqual((status, third), (200, first))
        self.assertEqual(len(self.state()["imports"]), 1)
        self.assertEqual(self.account_state()["bookings"], 2)

    def test_same_key_other_body_is_409(self):
        self.book(batch(self.account["id"], [transaction("a")]), "key")
        status, _, answer = self.book(batch(self.account["id"], [transaction("a"), transaction("b")]), "key")
        self.assertEqual(status, 409)
        self.assertIsInstance(answer["detail"], str)
        self.assertEqual(self.account_state()["bookings"], 1)

    def test_keys_belong_to_their_user(self):
        self.control_call("POST", "/__test__/users", {"username": "ben"})
        bens_account = self.control_call("POST", "/__test__/accounts", {"username": "ben", "name": "Bens"})
        bens_token = self.control_call("POST", "/__test__/tokens", {"username": "ben"})
        ben = Client(self.server.port, bens_token["token"])
        self.assertEqual(self.book(batch(self.account["id"], [transaction("a")]), "shared")[0], 201)
        self.assertEqual(self.book(batch(bens_account["id"], [transaction("a")]), "shared", ben)[0], 201)
        ben.close()

    def test_booking_is_atomic(self):
        self.control_call("POST", "/__test__/faults", {"kind": "abort_booking"})
        body = batch(self.account["id"], [transaction(str(i), "1.00") for i in range(10)])
        status, _, answer = self.book(body, "atomic")
        self.assertEqual((status, answer), (500, {"detail": "Internal Server Error"}))
        self.assertEqual((self.state()["imports"], self.state()["bookings"]), ([], 0))
        # The failed attempt did not use up the key.
        self.assertEqual(self.book(body, "atomic")[0], 201)
        self.assertEqual(self.account_state()["bookings"], 10)


class HistoryTests(ReferenceServerTestCase):
    def test_history_newest_first_with_filters(self):
        other = self.control_call("POST", "/__test__/accounts", {"username": "anna", "name": "Tagesgeld"})
        ids = []
        for index, account_id in enumerate([self.account["id"], other["id"], self.account["id"]]):
            _, _, answer = self.book(batch(account_id, [transaction(f"t{index}")], f"f{index}.csv"), f"k{index}")
            ids.append(answer["id"])
        status, _, history = self.api.call("GET", "/api/imports")
        self.assertEqual(status, 200)
        self.assertEqual([entry["id"] for entry in history], ids[::-1])
        self.assertEqual(set(history[0]), {"id", "created_at", "account_id", "filename", "sha256", "booked",
                                           "skipped_duplicates", "status", "undone_at"})
        self.assertEqual((history[0]["sha256"], history[0]["status"], history[0]["undone_at"]), (SHA, "booked", None))
        _, _, filtered = self.api.call("GET", f"/api/imports?account_id={self.account['id']}")
        self.assertEqual([entry["id"] for entry in filtered], [ids[2], ids[0]])
        _, _, page = self.api.call("GET", "/api/imports?limit=1&offset=1")
        self.assertEqual([entry["id"] for entry in page], [ids[1]])
        _, _, empty = self.api.call("GET", "/api/imports?offset=5")
        self.assertEqual(empty, [])

    def test_history_parameter_errors(self):
        for query, loc in [("limit=0", ["query", "limit"]), ("limit=x", ["query", "limit"]),
                           ("offset=-1", ["query", "offset"]), ("account_id=x", ["query", "account_id"])]:
            with self.subTest(query):
                status, _, answer = self.api.call("GET", f"/api/imports?{query}")
                self.assertEqual(status, 422)
                self.assertEqual(answer["detail"][0]["loc"], loc)
        self.assertEqual(self.api.call("GET", "/api/imports?account_id=999")[0], 404)

    def test_one_import_with_transactions(self):
        _, _, booked = self.book(batch(self.account["id"], [transaction("a", "-12.30"), transaction("b", "5")]), "k")
        status, _, answer = self.api.call("GET", f"/api/imports/{booked['id']}")
        self.assertEqual(status, 200)
        self.assertEqual(answer["id"], booked["id"])
        self.assertEqual(answer["created_at"], booked["created_at"])
        self.assertEqual([(t["fingerprint"], t["booking_date"], t["amount"], t["modified"])
                          for t in answer["transactions"]],
                         [("a", "2024-03-01", "-12.30", False), ("b", "2024-03-01", "5.00", False)])
        self.control_call("POST", f"/__test__/bookings/{answer['transactions'][1]['id']}/modify", {"category": "x"})
        _, _, answer = self.api.call("GET", f"/api/imports/{booked['id']}")
        self.assertEqual([t["modified"] for t in answer["transactions"]], [False, True])

    def test_unknown_import_is_404(self):
        self.assertEqual(self.api.call("GET", "/api/imports/999")[::2], (404, {"detail": "Import 999 not found"}))


class UndoTests(ReferenceServerTestCase):
    def booked_import(self, key="k", fingerprints=("a", "b", "c")):
        _, _, answer = self.book(batch(self.account["id"], [transaction(f, "10.00") for f in fingerprints]), key)
        return answer

    def test_undo_removes_and_repeats_with_the_same_body(self):
        imported = self.booked_import()
        status, _, answer = self.api.call("DELETE", f"/api/imports/{imported['id']}")
        self.assertEqual(status, 200)
        self.assertEqual(set(answer), {"id", "status", "removed", "undone_at"})
        self.assertEqual((answer["id"], answer["status"], answer["removed"]), (imported["id"], "undone", 3))
        self.assertRegex(answer["undone_at"], TIMESTAMP)
        self.assertEqual(self.account_state()["balance"], "1000.00")
        self.assertEqual(self.api.call("DELETE", f"/api/imports/{imported['id']}")[::2], (200, answer))
        _, _, history = self.api.call("GET", "/api/imports")
        self.assertEqual((history[0]["status"], history[0]["undone_at"]), ("undone", answer["undone_at"]))

    def test_undone_bookings_are_no_duplicates(self):
        imported = self.booked_import()
        self.api.call("DELETE", f"/api/imports/{imported['id']}")
        body = batch(self.account["id"], [transaction(f, "10.00") for f in "abc"])
        _, _, preview = self.api.call("POST", "/api/imports/preview", body)
        self.assertEqual(preview["summary"], {"new": 3, "duplicate": 0})
        status, _, again = self.book(body, "k-again")
        self.assertEqual((status, again["booked"]), (201, 3))
        self.assertEqual(self.account_state()["balance"], "1030.00")

    def test_modified_bookings_refuse_undo_unless_forced(self):
        imported = self.booked_import()
        _, _, detail = self.api.call("GET", f"/api/imports/{imported['id']}")
        first, third = detail["transactions"][0]["id"], detail["transactions"][2]["id"]
        for booking_id in (third, first):
            self.control_call("POST", f"/__test__/bookings/{booking_id}/modify", {"purpose": "edited"})
        status, _, answer = self.api.call("DELETE", f"/api/imports/{imported['id']}")
        self.assertEqual(status, 409)
        self.assertEqual(set(answer["detail"]), {"message", "modified"})
        self.assertEqual(answer["detail"]["modified"], [first, third])
        self.assertEqual(self.account_state()["bookings"], 3)
        status, _, answer = self.api.call("DELETE", f"/api/imports/{imported['id']}?force=true")
        self.assertEqual((status, answer["removed"]), (200, 3))
        self.assertEqual(self.account_state()["bookings"], 0)

    def test_modified_amount_counts_in_the_balance(self):
        imported = self.booked_import(fingerprints=("a",))
        _, _, detail = self.api.call("GET", f"/api/imports/{imported['id']}")
        self.control_call("POST", f"/__test__/bookings/{detail['transactions'][0]['id']}/modify", {"amount": "-1"})
        self.assertEqual(self.account_state()["balance"], "999.00")

    def test_undo_errors(self):
        self.assertEqual(self.api.call("DELETE", "/api/imports/999")[::2], (404, {"detail": "Import 999 not found"}))
        imported = self.booked_import()
        status, _, answer = self.api.call("DELETE", f"/api/imports/{imported['id']}?force=maybe")
        self.assertEqual(status, 422)
        self.assert_validation(answer, ["query", "force"], "bool_parsing")

    def test_replay_after_undo_answers_the_first_answer_and_books_nothing(self):
        body = batch(self.account["id"], [transaction("a")])
        _, _, first = self.book(body, "k")
        self.api.call("DELETE", f"/api/imports/{first['id']}")
        self.assertEqual(self.book(body, "k")[::2], (200, first))
        self.assertEqual(self.account_state()["bookings"], 0)


class FaultInjectionTests(ReferenceServerTestCase):
    def test_drop_after_commit_on_a_reused_connection_then_retry(self):
        body = batch(self.account["id"], [transaction("a"), transaction("b")])
        self.assertEqual(self.api.call("GET", "/api/accounts")[0], 200)
        self.control_call("POST", "/__test__/faults", {"kind": "drop_after_commit", "count": 1})
        with self.assertRaises((http.client.RemoteDisconnected, ConnectionError)):
            self.book(body, "lost")
        # The booking was committed before the answer was dropped.
        state = self.state()
        self.assertEqual(len(state["imports"]), 1)
        self.assertEqual(state["imports"][0]["idempotency_key"], "lost")
        self.assertEqual(self.account_state()["bookings"], 2)
        status, _, answer = self.book(body, "lost")
        self.assertEqual((status, answer["id"], answer["booked"]), (200, state["imports"][0]["id"], 2))
        self.assertEqual(self.account_state()["bookings"], 2)
        log = [e for e in self.control_call("GET", "/__test__/requests") if e["path"] == "/api/imports"]
        self.assertEqual([(e["status"], e["dropped"]) for e in log], [(None, True), (200, False)])
        self.assertEqual(log[0]["request_on_connection"], 2)

    def test_drop_with_reset(self):
        self.control_call("POST", "/__test__/faults", {"kind": "drop_after_commit", "reset": True})
        with self.assertRaises((http.client.RemoteDisconnected, ConnectionError)):
            self.book(batch(self.account["id"], [transaction("a")]), "k")
        self.assertEqual(self.account_state()["bookings"], 1)

    def test_drop_before_handling_commits_nothing(self):
        self.control_call("POST", "/__test__/faults", {"kind": "drop", "path": "/api/imports", "method": "POST"})
        with self.assertRaises((http.client.RemoteDisconnected, ConnectionError)):
            self.book(batch(self.account["id"], [transaction("a")]), "k")
        self.assertEqual(self.state()["bookings"], 0)

    def test_status_faults_then_normal_answers(self):
        self.control_call("POST", "/__test__/faults", {"kind": "status", "path": "/api/accounts", "status": 429,
                                                       "retry_after": 2, "count": 2})
        for _ in range(2):
            status, headers, answer = self.api.call("GET", "/api/accounts")
            self.assertEqual((status, headers["Retry-After"], answer), (429, "2", {"detail": "Too Many Requests"}))
        self.assertEqual(self.api.call("GET", "/api/accounts")[0], 200)
        self.control_call("POST", "/__test__/faults", {"kind": "status", "path": "/api/imports*", "status": 500})
        status, headers, answer = self.book(batch(self.account["id"], [transaction("a")]), "k")
        self.assertEqual((status, answer), (500, {"detail": "Internal Server Error"}))
        self.assertIsNone(headers.get("Retry-After"))
        self.assertEqual(self.state()["bookings"], 0)
        self.assertEqual(self.book(batch(self.account["id"], [transaction("a")]), "k")[0], 201)

    def test_status_fault_only_for_its_method(self):
        self.control_call("POST", "/__test__/faults", {"kind": "status", "path": "/api/imports", "method": "POST",
                                                       "status": 503})
        self.assertEqual(self.api.call("GET", "/api/imports")[0], 200)
        self.assertEqual(self.book(batch(self.account["id"], []), "k")[0], 503)

    def test_delay_before_and_after(self):
        self.control_call("POST", "/__test__/faults", {"kind": "delay", "path": "/api/version", "seconds": 0.4})
        started = time.monotonic()
        self.assertEqual(self.api.call("GET", "/api/version")[0], 200)
        self.assertGreaterEqual(time.monotonic() - started, 0.4)
        started = time.monotonic()
        self.api.call("GET", "/api/version")
        self.assertLess(time.monotonic() - started, 0.3)
        # Slow after the commit: a client that times out here has booked nonetheless.
        self.control_call("POST", "/__test__/faults", {"kind": "delay", "path": "/api/imports", "method": "POST",
                                                       "seconds": 1.0, "phase": "after"})
        impatient = Client(self.server.port, self.token["token"])
        impatient.connection.timeout = 0.3
        with self.assertRaises(socket.timeout):
            self.book(batch(self.account["id"], [transaction("a")]), "slow", impatient)
        impatient.close()
        self.assertEqual(self.account_state()["bookings"], 1)

    def test_reset_of_faults_and_of_everything(self):
        self.control_call("POST", "/__test__/faults", {"kind": "status", "status": 500, "count": 5})
        self.assertEqual(len(self.control_call("GET", "/__test__/faults")), 1)
        self.control_call("DELETE", "/__test__/faults")
        self.assertEqual(self.api.call("GET", "/api/accounts")[0], 200)
        self.book(batch(self.account["id"], [transaction("a")]), "k")
        self.control_call("POST", "/__test__/reset")
        state = self.state()
        self.assertEqual((state["users"], state["accounts"], state["imports"], state["bookings"]), ([], [], [], 0))
        self.assertEqual(self.api.call("GET", "/api/accounts")[0], 401)

    def raw_answer(self, path, limit=None):
        """The status, headers and raw body bytes of a GET on a connection of its own."""
        connection = http.client.HTTPConnection("127.0.0.1", self.server.port, timeout=10)
        connection.request("GET", path, headers={"X-Certain-Token": self.token["token"]})
        response = connection.getresponse()
        body = response.read(limit) if limit else response.read()
        connection.close()
        return response.status, response.headers, body

    def test_hostile_gzip_bomb(self):
        self.control_call("POST", "/__test__/faults", {"kind": "gzip_bomb", "path": "/api/version", "size": 1 << 20})
        status, headers, body = self.raw_answer("/api/version")
        self.assertEqual((status, headers["Content-Encoding"]), (200, "gzip"))
        self.assertLess(len(body), 4096)
        self.assertEqual(gzip.decompress(body), b" " * (1 << 20))

    def test_hostile_endless_answer(self):
        self.control_call("POST", "/__test__/faults", {"kind": "endless", "path": "/api/version"})
        status, headers, body = self.raw_answer("/api/version", limit=1 << 20)
        self.assertEqual((status, headers["Transfer-Encoding"], len(body)), (200, "chunked", 1 << 20))

    def test_hostile_trickle(self):
        self.control_call("POST", "/__test__/faults", {"kind": "trickle", "path": "/api/version", "seconds": 0.02})
        started = time.monotonic()
        status, _, body = self.raw_answer("/api/version")
        self.assertEqual((status, json.loads(body)), (200, {"name": "certain", "version": "1.9.2"}))
        self.assertGreaterEqual(time.monotonic() - started, 0.02 * len(body))

    def test_status_fault_echoes_the_token_and_keeps_escapes(self):
        self.control_call("POST", "/__test__/faults", {"kind": "status", "path": "/api/accounts", "status": 400,
                                                       "detail": "\u001b[2J bad {token}!", "echo_token": True})
        status, _, answer = self.api.call("GET", "/api/accounts")
        self.assertEqual((status, answer), (400, {"detail": "\u001b[2J bad " + self.token["token"] + "!"}))
        logged = self.control_call("GET", "/__test__/requests")[-1]
        self.assertEqual((logged["token_sent"], logged["host"]), (True, f"127.0.0.1:{self.server.port}"))

    def test_unknown_fault_kind(self):
        status, _, _ = self.control.call("POST", "/__test__/faults", {"kind": "explode"})
        self.assertEqual(status, 422)


class ProcessTests(unittest.TestCase):
    """Start-up, shutdown and options, each with its own server process."""

    def start(self, *arguments):
        server = ServerProcess(*arguments)
        self.addCleanup(server.stop)
        return server

    def test_control_api_is_off_without_the_flag(self):
        server = self.start()
        client = Client(server.port)
        self.assertEqual(client.call("GET", "/__test__/state")[::2], (404, {"detail": "Not Found"}))
        client.close()
        self.assertEqual(server.stop(), 0)

    def test_sigterm_stops_cleanly_even_with_an_open_connection(self):
        server = self.start("--test-control")
        client = Client(server.port)
        client.call("GET", "/api/version")
        started = time.monotonic()
        self.assertEqual(server.stop(), 0)
        self.assertLess(time.monotonic() - started, 3)
        client.close()

    def test_database_file_survives_a_restart_and_seed(self):
        with tempfile.TemporaryDirectory() as folder:
            seed = os.path.join(folder, "seed.json")
            with open(seed, "w") as file:
                json.dump({"users": [{"username": "anna", "password": "pw",
                                      "tokens": [{"name": "demo", "token": "demo-token"}],
                                      "accounts": [{"name": "Privatkonto", "opening_balance": "10.00"}]}]}, file)
            database = os.path.join(folder, "certain.sqlite")
            server = self.start("--db", database, "--seed", seed)
            client = Client(server.port, "demo-token")
            status, _, _ = client.call("POST", "/api/imports", batch(1, [transaction("a", "5")]),
                                       {"Idempotency-Key": "k"})
            self.assertEqual(status, 201)
            client.close()
            server.stop()
            server = self.start("--db", database)
            client = Client(server.port, "demo-token")
            self.assertEqual(client.call("GET", "/api/accounts")[2][0]["balance"], "15.00")
            client.close()
            server.stop()

    def test_a_body_that_never_comes_in_full_is_logged_and_not_answered(self):
        server = self.start("--test-control", "--keepalive-timeout", "0.3")
        connection = socket.create_connection(("127.0.0.1", server.port), timeout=3)
        connection.sendall(b"POST /api/imports HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                           b"Idempotency-Key: k\r\nContent-Length: 100\r\n\r\n{\"account_id\"")
        self.assertEqual(connection.recv(4096), b"")
        connection.close()
        control = Client(server.port)
        _, _, log = control.call("GET", "/__test__/requests")
        self.assertEqual([(e["path"], e["content_length"], e["body_bytes"], e["status"], e["dropped"]) for e in log],
                         [("/api/imports", 100, 13, None, False)])
        control.close()
        server.stop()

    def test_idle_keep_alive_connection_is_closed(self):
        server = self.start("--keepalive-timeout", "0.3")
        connection = socket.create_connection(("127.0.0.1", server.port), timeout=3)
        connection.sendall(b"GET /api/version HTTP/1.1\r\nHost: x\r\n\r\n")
        received = b""
        while not received.endswith(b'"1.9.2"}'):
            received += connection.recv(4096)
        self.assertIn(b"HTTP/1.1 200", received)
        time.sleep(0.6)
        self.assertEqual(connection.recv(4096), b"")
        connection.close()
        server.stop()


if __name__ == "__main__":
    unittest.main()
