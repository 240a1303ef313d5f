"""The Python client against a real sidecar: `capfence serve` started from this clone.

Needs Node and the clone's dependencies (`npm ci`); run with
`python3 -m unittest discover -s clients/python/tests` (npm run test:python).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import unittest
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "clients" / "python"))

from capfence_client import CapFence, Decision, Refused, SidecarError  # noqa: E402

CLI = [shutil.which("node") or "node", "--import", "tsx", str(ROOT / "src" / "cli" / "main.ts")]
IBAN = "DE89370400440532013000"
TOOLS = [
    {"name": "search_files", "description": "Searches files by content.", "inputSchema": {"type": "object", "properties": {"query": {"type": "string"}}}},
    {
        "name": "send_money",
        "description": "Sends a transaction to the recipient.",
        "inputSchema": {"type": "object", "properties": {"recipient": {"type": "string"}, "amount": {"type": "number"}}},
    },
]


def cli(*args: str) -> str:
    return subprocess.run([*CLI, *args], cwd=ROOT, check=True, capture_output=True, text=True, timeout=120).stdout


class SidecarTest(unittest.TestCase):
    server: subprocess.Popen
    client: CapFence
    base: str
    key: str

    @classmethod
    def setUpClass(cls) -> None:
        cls.dir = tempfile.mkdtemp(prefix="capfence-py-")
        issuer = os.path.join(cls.dir, "issuer.jwk")
        keys = os.path.join(cls.dir, "api-keys.json")
        tools = os.path.join(cls.dir, "tools.json")
        cli("keys", "generate", "--out", issuer)
        cls.key = cli("api-key", "add", "runner", "--file", keys, "--rights", "authorize,mint,revoke,audit,approve").strip()
        with open(tools, "w", encoding="utf-8") as handle:
            json.dump({"tools": TOOLS}, handle)
        cls.server = subprocess.Popen(
            [*CLI, "serve", "--tools", tools, "--api-keys", keys, "--issuer-key", issuer, "--state", os.path.join(cls.dir, "state"), "--port", "0"],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        found = threading.Event()
        address: list = []

        def read() -> None:
            assert cls.server.stdout is not None
            for line in cls.server.stdout:
                match = re.search(r"listening at (http://127\.0\.0\.1:\d+)", line)
                if match and not found.is_set():
                    address.append(match.group(1))
                    found.set()

        threading.Thread(target=read, daemon=True).start()
        if not found.wait(90):
            cls.server.kill()
            raise RuntimeError("capfence serve did not start")
        cls.base = address[0]
        cls.client = CapFence(cls.base, cls.key)

    @classmethod
    def tearDownClass(cls) -> None:
        cls.server.terminate()
        try:
            cls.server.wait(20)
        except subprocess.TimeoutExpired:
            cls.server.kill()
        shutil.rmtree(cls.dir, ignore_errors=True)

    def mint(self, **extra) -> str:
        claims = {
            "constraints": {"payment-initiate": {"recipient": {"oneOf": [IBAN]}, "amount": {"max": 100}}},
            "ceilings": {"calls": 5},
            "intent": f"Pay the 95 EUR bill to {IBAN}.",
            **extra,
        }
        return self.client.mint("agent", ["read-only-retrieval", "payment-initiate"], **claims)["token"]

    def test_allows_the_asked_payment_and_refuses_another_payee_with_its_reason(self) -> None:
        token = self.mint()
        allowed = self.client.authorize(token, "send_money", {"recipient": IBAN, "amount": 95})
        self.assertIsInstance(allowed, Decision)
        self.assertTrue(allowed.allowed, allowed.reasons)
        self.assertIsNotNone(allowed.audit_seq)
        self.assertEqual(self.client.outcome(allowed, ok=True), "committed")
        refused = self.client.authorize(token, "send_money", {"recipient": "GB33BUKB20201555555555", "amount": 95})
        self.assertEqual(refused.verdict, "deny")
        self.assertEqual(refused.codes, ["constraint.value-not-allowed"])
        unknown = self.client.authorize(token, "drop_database", {})
        self.assertEqual((unknown.verdict, unknown.codes), ("deny", ["tool.unknown"]))

    def test_sessions_remember_outputs_and_guarded_runs_only_on_allow(self) -> None:
        token = self.mint()
        result = self.client.guarded(token, "search_files", {"query": "invoice"}, lambda: "invoice.pdf: due 95 EUR", session="py-task")
        self.assertEqual(result, "invoice.pdf: due 95 EUR")
        ran = []
        with self.assertRaises(Refused) as caught:
            self.client.guarded(token, "send_money", {"recipient": IBAN, "amount": 500}, lambda: ran.append(1), session="py-task")
        self.assertEqual(ran, [])
        # Over the token's maximum: a revise, with a hint the planner can act on.
        self.assertEqual(caught.exception.decision.verdict, "revise")
        self.assertIn("constraint.amount-over-max", caught.exception.decision.codes)
        self.assertTrue(caught.exception.decision.hint)
        self.assertTrue(self.client.end_session("py-task"))

    def test_a_revoked_token_is_denied(self) -> None:
        token = self.mint()
        self.client.revoke(token=token, reason="test")
        decision = self.client.authorize(token, "search_files", {"query": "x"})
        self.assertEqual((decision.verdict, decision.codes), ("deny", ["token.revoked"]))

    def test_the_audit_chain_verifies_and_records_are_listed(self) -> None:
        self.client.authorize(self.mint(), "search_files", {"query": "audit"})
        self.assertTrue(self.client.verify_audit()["ok"])
        page = self.client.audit(limit=5)
        self.assertGreaterEqual(len(page["records"]), 1)

    def test_typed_errors_never_a_silent_allow(self) -> None:
        with self.assertRaises(SidecarError) as caught:
            CapFence(self.base, "cfk.nobody.nothing").authorize("x.y.z", "search_files", {})
        self.assertEqual((caught.exception.status, caught.exception.code), (401, "ERR_UNAUTHORIZED"))
        with self.assertRaises(SidecarError) as bad:
            self.client.mint("agent", [])
        self.assertEqual(bad.exception.status, 400)
        with self.assertRaises(SidecarError) as down:
            CapFence("http://127.0.0.1:9", self.key, timeout=2).authorize("x", "search_files", {})
        self.assertEqual(down.exception.code, "ERR_UNREACHABLE")
        with self.assertRaises(ValueError):
            CapFence("ftp://example.com", self.key)
        self.assertEqual(self.client.health().get("status"), "ok")


if __name__ == "__main__":
    unittest.main()
