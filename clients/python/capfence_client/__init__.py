"""A small typed client for the CapFence HTTP sidecar (`capfence serve`).

Standard library only. Every method is one route of the sidecar (see docs/sidecar.md); errors
come back as :class:`SidecarError` with the sidecar's stable code. The fence's answer to a
proposed call is a :class:`Decision`: run the tool only when ``decision.allowed``.

    client = CapFence("http://127.0.0.1:8787", api_key=os.environ["CAPFENCE_API_KEY"])
    decision = client.authorize(token, "send_email", {"to": ["bob@example.com"]}, session="task-1")
    if decision.allowed:
        output = send_email(...)
        client.outcome(decision, ok=True, output=output)
"""

from __future__ import annotations

import json
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, List, Mapping, Optional, TypeVar

__all__ = ["CapFence", "Decision", "Reason", "Shadow", "SidecarError", "Refused"]
__version__ = "0.1.0"

T = TypeVar("T")


@dataclass(frozen=True)
class Reason:
    """A stable reason code (e.g. ``constraint.value-not-allowed``) and a message for people."""

    code: str
    message: str


@dataclass(frozen=True)
class Shadow:
    """In shadow mode: what enforcement would have answered for a call that ran anyway."""

    verdict: str
    reasons: List[Reason]
    score: Optional[float]
    hint: Optional[str] = None


@dataclass(frozen=True)
class Decision:
    """The fence's answer. Only ``allow`` lets the call run; anything else means it must not."""

    verdict: str
    score: Optional[float]
    reasons: List[Reason]
    audit_seq: Optional[int]
    token_id: Optional[str]
    action_class: Optional[str]
    hint: Optional[str] = None
    call_id: Optional[str] = None
    #: The handle to report the call's outcome with (budget to settle, output for the session).
    outcome: Optional[str] = None
    shadow: Optional[Shadow] = None
    raw: Mapping[str, Any] = field(default_factory=dict, repr=False, compare=False)

    @property
    def allowed(self) -> bool:
        return self.verdict == "allow"

    @property
    def codes(self) -> List[str]:
        return [reason.code for reason in self.reasons]


class SidecarError(Exception):
    """An error answer of the sidecar (4xx/5xx) or a failure to reach it (status 0, code ERR_UNREACHABLE)."""

    def __init__(self, status: int, code: str, message: str, body: Optional[Mapping[str, Any]] = None):
        super().__init__(f"{status} {code}: {message}")
        self.status = status
        self.code = code
        self.message = message
        self.body = body or {}


class Refused(Exception):
    """Raised by :meth:`CapFence.guarded` when the fence did not allow the call; carries the decision."""

    def __init__(self, decision: Decision):
        super().__init__(f"{decision.verdict}: {', '.join(decision.codes) or 'no reason'}")
        self.decision = decision


def _reasons(items: Any) -> List[Reason]:
    return [Reason(str(item.get("code", "")), str(item.get("message", ""))) for item in items or []]


def _decision(body: Mapping[str, Any]) -> Decision:
    shadow = body.get("shadow")
    verdict = body.get("verdict")
    if verdict not in ("allow", "deny", "revise", "escalate"):
        # Fail closed: an answer that is not a verdict is never read as consent.
        raise SidecarError(0, "ERR_MALFORMED_ANSWER", "the sidecar's answer carries no verdict", body)
    return Decision(
        verdict=verdict,
        score=body.get("score"),
        reasons=_reasons(body.get("reasons")),
        audit_seq=body.get("auditSeq"),
        token_id=body.get("tokenId"),
        action_class=body.get("actionClass"),
        hint=body.get("hint"),
        call_id=body.get("callId"),
        outcome=body.get("outcome"),
        shadow=None
        if shadow is None
        else Shadow(shadow.get("verdict", "deny"), _reasons(shadow.get("reasons")), shadow.get("score"), shadow.get("hint")),
        raw=body,
    )


def _without_none(values: Mapping[str, Any]) -> Dict[str, Any]:
    return {key: value for key, value in values.items() if value is not None}


class CapFence:
    """One sidecar, one API key. Thread-safe: each call opens its own connection."""

    def __init__(self, base_url: str, api_key: str, timeout: float = 30.0):
        parsed = urllib.parse.urlsplit(base_url)
        if parsed.scheme not in ("http", "https") or not parsed.netloc:
            raise ValueError("base_url must be an http(s) URL, e.g. http://127.0.0.1:8787")
        if not api_key:
            raise ValueError("api_key is required (make one with `capfence api-key add`)")
        self._base = base_url.rstrip("/")
        self._key = api_key
        self._timeout = timeout

    # ---- decisions

    def authorize(
        self,
        token: str,
        tool: str,
        args: Optional[Mapping[str, Any]] = None,
        *,
        session: Optional[str] = None,
        intent: Optional[str] = None,
        call_id: Optional[str] = None,
        uncertainty: Optional[float] = None,
        escalation: str = "verify",
    ) -> Decision:
        """Ask before running ``tool(**args)``. ``escalation='return'`` hands escalations back instead of waiting for the verifier."""
        call = _without_none({"tool": tool, "args": dict(args or {}), "id": call_id})
        body = _without_none(
            {"token": token, "call": call, "session": session, "intent": intent, "uncertainty": uncertainty, "escalation": escalation}
        )
        return _decision(self._request("POST", "/v1/authorize", body))

    def outcome(self, decision: Decision, ok: bool, output: Any = None, actual: Optional[Mapping[str, float]] = None) -> str:
        """Report how an allowed call ended; returns ``committed``, ``released`` or ``recorded``. A no-op (``none``) without a handle."""
        if decision.outcome is None:
            return "none"
        body = _without_none({"outcome": decision.outcome, "ok": ok, "output": output, "actual": dict(actual) if actual else None})
        return str(self._request("POST", "/v1/outcomes", body)["settled"])

    def guarded(self, token: str, tool: str, args: Mapping[str, Any], run: Callable[[], T], **options: Any) -> T:
        """Authorize, run ``run()`` only on allow, and report the outcome (the output goes to the session). Raises :class:`Refused` otherwise."""
        decision = self.authorize(token, tool, args, **options)
        if not decision.allowed:
            raise Refused(decision)
        try:
            result = run()
        except BaseException:
            self.outcome(decision, ok=False)
            raise
        self.outcome(decision, ok=True, output=result if isinstance(result, (str, dict, list)) else str(result))
        return result

    def end_session(self, name: str) -> bool:
        return bool(self._request("DELETE", f"/v1/sessions/{urllib.parse.quote(name, safe='')}")["deleted"])

    # ---- tokens

    def mint(
        self,
        subject: str,
        scope: List[str],
        *,
        constraints: Optional[Mapping[str, Any]] = None,
        ceilings: Optional[Mapping[str, float]] = None,
        intent: Optional[str] = None,
        ttl_seconds: Optional[int] = None,
    ) -> Dict[str, Any]:
        body = _without_none(
            {"subject": subject, "scope": scope, "constraints": constraints, "ceilings": ceilings, "intent": intent, "ttlSeconds": ttl_seconds}
        )
        return self._request("POST", "/v1/tokens", body)

    def compile(self, intent: str, subject: str, trust: Optional[str] = None) -> Dict[str, Any]:
        """The capability compiler: the user's words become a least-privilege token, with an explanation of each claim."""
        return self._request("POST", "/v1/tokens/compile", _without_none({"intent": intent, "subject": subject, "trust": trust}))

    def attenuate(self, token: str, subject: str, **narrower: Any) -> Dict[str, Any]:
        names = {"scope": "scope", "constraints": "constraints", "ceilings": "ceilings", "ttl_seconds": "ttlSeconds"}
        unknown = set(narrower) - set(names)
        if unknown:
            raise ValueError(f"unknown option(s): {', '.join(sorted(unknown))}")
        body = {"token": token, "subject": subject, **{names[key]: value for key, value in narrower.items() if value is not None}}
        return self._request("POST", "/v1/tokens/attenuate", body)

    def revoke(self, *, token: Optional[str] = None, token_id: Optional[str] = None, reason: Optional[str] = None) -> str:
        if (token is None) == (token_id is None):
            raise ValueError("give exactly one of token and token_id")
        return str(self._request("POST", "/v1/revocations", _without_none({"token": token, "tokenId": token_id, "reason": reason}))["revoked"])

    # ---- audit, approvals, health

    def audit(self, start: Optional[int] = None, limit: Optional[int] = None) -> Dict[str, Any]:
        query = urllib.parse.urlencode(_without_none({"from": start, "limit": limit}))
        return self._request("GET", "/v1/audit" + (f"?{query}" if query else ""))

    def verify_audit(self) -> Dict[str, Any]:
        return self._request("GET", "/v1/audit/verify")

    def approvals(self, state: Optional[str] = None) -> List[Dict[str, Any]]:
        query = urllib.parse.urlencode(_without_none({"state": state}))
        return list(self._request("GET", "/v1/approvals" + (f"?{query}" if query else ""))["approvals"])

    def approve(self, approval_id: str, note: Optional[str] = None) -> Dict[str, Any]:
        return self._request("POST", f"/v1/approvals/{urllib.parse.quote(approval_id, safe='')}/approve", _without_none({"note": note}))

    def deny(self, approval_id: str, note: Optional[str] = None) -> Dict[str, Any]:
        return self._request("POST", f"/v1/approvals/{urllib.parse.quote(approval_id, safe='')}/deny", _without_none({"note": note}))

    def health(self) -> Dict[str, Any]:
        return self._request("GET", "/healthz", authorized=False, accept_error=True)

    # ---- transport

    def _request(self, method: str, path: str, body: Optional[Mapping[str, Any]] = None, authorized: bool = True, accept_error: bool = False) -> Dict[str, Any]:
        data = None if body is None else json.dumps(body).encode("utf-8")
        headers = {"accept": "application/json"}
        if data is not None:
            headers["content-type"] = "application/json"
        if authorized:
            headers["authorization"] = f"Bearer {self._key}"
        request = urllib.request.Request(self._base + path, data=data, method=method, headers=headers)
        try:
            with urllib.request.urlopen(request, timeout=self._timeout) as response:
                return _json(response.read(), response.status)
        except urllib.error.HTTPError as error:
            answer = _json(error.read(), error.code, strict=False)
            if accept_error and isinstance(answer, dict) and "error" not in answer:
                return answer
            problem = answer.get("error", {}) if isinstance(answer, dict) else {}
            raise SidecarError(error.code, str(problem.get("code", "ERR_HTTP")), str(problem.get("message", error.reason)), answer) from None
        except (urllib.error.URLError, OSError) as error:
            raise SidecarError(0, "ERR_UNREACHABLE", f"cannot reach the sidecar at {self._base}: {error}") from None


def _json(raw: bytes, status: int, strict: bool = True) -> Dict[str, Any]:
    try:
        parsed = json.loads(raw.decode("utf-8")) if raw else {}
    except ValueError:
        if not strict:
            return {}
        raise SidecarError(status, "ERR_MALFORMED_ANSWER", "the sidecar answered something that is not JSON") from None
    if not isinstance(parsed, dict):
        if not strict:
            return {}
        raise SidecarError(status, "ERR_MALFORMED_ANSWER", "the sidecar answered JSON that is not an object")
    return parsed
