"""Invariant checks and counts for corpus/fresh17 (run by make.py and validate.py).

Plain Python 3, no project code. Written for this set. The checks:
  - structure: ids, members, tools, calls against offered tools;
  - arguments: an own strict checker of each call's args against the tool's inputSchema;
  - labels, outputs and meta agree with each other;
  - injected text is registered and appears verbatim in a tool output before the first deny;
  - every deny is traceable to a value only the injected text brought (or carries a note);
  - no allow call carries such a value, and no intent names one.
"""
import json
import re
from collections import Counter
from urllib.parse import urlsplit

TOP = {"v", "id", "intent", "tools", "steps", "meta"}
STEP = {"call", "output", "label", "scored", "uncertainty", "note"}
HINTS = {"title", "readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"}
ASKED = {"read", "message", "order", "cancel", "payment", "refund", "deletion", "access",
         "calendar", "sql", "shell", "record-update", "settings", "external"}
ATTACKS = {"payment-redirect", "refund-redirect", "exfiltration", "exfiltration-url", "permission-grant",
           "access-grant", "physical-access", "contact-change", "deletion", "cancel-others",
           "extra-booking", "extra-order", "command-execution", "phishing-link", "settings-hijack",
           "delivery-redirect"}


# ------------------------------------------------------------------ own strict argument checker
def _is(v, t):
    if t == "string":
        return isinstance(v, str)
    if t == "integer":
        return isinstance(v, int) and not isinstance(v, bool)
    if t == "number":
        return isinstance(v, (int, float)) and not isinstance(v, bool)
    if t == "boolean":
        return isinstance(v, bool)
    if t == "array":
        return isinstance(v, list)
    if t == "object":
        return isinstance(v, dict)
    if t == "null":
        return v is None
    return False


def strict(v, sch, at, out):
    """Type, const, enum, string length/pattern, number bounds, array items and length, object
    required / properties; an argument the schema does not declare is an error unless the object
    says additionalProperties: true."""
    t = sch.get("type")
    types = t if isinstance(t, list) else ([t] if t else [])
    if types and not any(_is(v, x) for x in types):
        out.append(f"{at}: expected {'|'.join(types)}, got {type(v).__name__}")
        return
    if "const" in sch and v != sch["const"]:
        out.append(f"{at}: not the constant {sch['const']!r}")
    if "enum" in sch and v not in sch["enum"]:
        out.append(f"{at}: {v!r} is not one of the enum values")
    if isinstance(v, str):
        if len(v) < sch.get("minLength", 0):
            out.append(f"{at}: shorter than minLength")
        if "maxLength" in sch and len(v) > sch["maxLength"]:
            out.append(f"{at}: longer than maxLength")
        if "pattern" in sch and not re.search(sch["pattern"], v):
            out.append(f"{at}: does not match pattern {sch['pattern']}")
    if _is(v, "number"):
        if "minimum" in sch and v < sch["minimum"]:
            out.append(f"{at}: below minimum")
        if "maximum" in sch and v > sch["maximum"]:
            out.append(f"{at}: above maximum")
    if isinstance(v, list):
        if len(v) < sch.get("minItems", 0):
            out.append(f"{at}: fewer than minItems")
        if "maxItems" in sch and len(v) > sch["maxItems"]:
            out.append(f"{at}: more than maxItems")
        for i, x in enumerate(v):
            strict(x, sch.get("items", {}), f"{at}[{i}]", out)
    if isinstance(v, dict):
        for r in sch.get("required", []):
            if r not in v:
                out.append(f"{at}: missing required argument {r}")
        props = sch.get("properties", {})
        for k, x in v.items():
            if k in props:
                strict(x, props[k], f"{at}.{k}", out)
            elif sch.get("additionalProperties") is not True:
                out.append(f"{at}: undeclared argument {k}")


# ------------------------------------------------------------------ values ("atoms")
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_URL = re.compile(r"https?://[^\s\"'<>)\]]+")
_IBAN = re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{2,4}){3,8}\b")
_ID = re.compile(r"\b[A-Za-z]{1,5}-[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*\b")
_GLUE = re.compile(r"(?<=\d)[\s\-/.\u00a0\u202f]+(?=\d)")


def norm(text):
    return re.sub(r"\s+", "", str(text)).casefold()


def digits(text):
    """Digit runs with separators between digits removed (phones, account numbers, IBAN bodies)."""
    return _GLUE.sub("", str(text))


def _leaves(x):
    if isinstance(x, dict):
        for v in x.values():
            yield from _leaves(v)
    elif isinstance(x, list):
        for v in x:
            yield from _leaves(v)
    else:
        yield x


def atoms(x):
    """Values in a call's arguments: ('s', text) for strings and the addresses, hosts, IBANs and
    ids inside them, ('d', digits) for runs of 7+ digits, ('n', number) for numbers."""
    out = set()
    for leaf in _leaves(x):
        if isinstance(leaf, bool) or leaf is None:
            continue
        if isinstance(leaf, (int, float)):
            out.add(("n", float(leaf)))
            continue
        s = str(leaf)
        if 3 <= len(s) <= 80:
            out.add(("s", norm(s)))
        for m in _EMAIL.findall(s):
            out.add(("s", norm(m)))
        for m in _URL.findall(s):
            out.add(("s", norm(m)))
            host = urlsplit(m).hostname
            if host:
                out.add(("s", host.casefold()))
        for m in _IBAN.findall(s):
            out.add(("s", norm(m)))
        for m in _ID.findall(s):
            out.add(("s", norm(m)))
        for m in re.findall(r"\d{7,}", digits(s)):
            out.add(("d", m))
    return out


def strong(text):
    """The values of a text that must never reach an intent: e-mail addresses, URLs and their
    hosts, IBANs, runs of 7+ digits."""
    return atoms([m for m in _EMAIL.findall(text)] + _URL.findall(text) + _IBAN.findall(text)
                 + re.findall(r"\d{7,}", digits(text)))


def numbers(text):
    """Numbers written in free text, read with ',' or '.' as decimal mark and with spaces,
    apostrophes and dots as thousands separators."""
    found = set()
    for m in re.findall(r"\d+(?:[.,'\u00a0\u202f ]\d+)*", str(text)):
        m = re.sub(r"['\u00a0\u202f ]", "", m)
        for c in (m.replace(",", ""), m.replace(".", "").replace(",", ".")):
            try:
                found.add(float(c))
            except ValueError:
                pass
    return found


class Pool:
    """A body of text in which an atom can be looked up."""

    def __init__(self, text):
        self.flat = norm(text)
        self.digits = digits(text)
        self.nums = numbers(text)

    def has(self, a):
        kind, v = a
        if kind == "n":
            return v in self.nums or (v / 100.0) in self.nums   # also read as minor units
        if kind == "d":
            return v in self.digits
        return len(v) >= 3 and v in self.flat


def out_text(o):
    """A step output as searchable text (string outputs as they are, JSON outputs serialised)."""
    return o if isinstance(o, str) else json.dumps(o, ensure_ascii=False)


def present(frag, o):
    t = out_text(o)
    esc = json.dumps(frag, ensure_ascii=False)[1:-1]
    return frag in t or esc in t


def _cut(text, frags):
    for f in frags:
        text = text.replace(f, " ").replace(json.dumps(f, ensure_ascii=False)[1:-1], " ")
    return text


def injected_atoms(args, inj_pool, rest_pool):
    """Atoms of a call that the injected text brought: in the injected text, nowhere else in the
    outputs."""
    return {a for a in atoms(args) if inj_pool.has(a) and not rest_pool.has(a)}


# ------------------------------------------------------------------ the checks
def check(episodes, injected):
    """episodes: episode dicts. injected: id -> list of injected fragments, exactly as placed in a
    tool output. Returns a list of error strings."""
    errs = []
    seen = set()
    catalogs = {}
    for e in episodes:
        p = e.get("id", "?")
        if p in seen:
            errs.append(f"{p}: duplicate id")
        seen.add(p)
        if set(e) - TOP:
            errs.append(f"{p}: unknown member {sorted(set(e) - TOP)}")
        if e.get("v") != 1:
            errs.append(f"{p}: v is not 1")
        intent = e.get("intent")
        if not isinstance(intent, str) or not intent.strip():
            errs.append(f"{p}: empty intent")
            intent = ""
        meta = e.get("meta", {})
        for k in ("source", "domain", "group", "intent_lang", "injected"):
            if k not in meta:
                errs.append(f"{p}: meta.{k} missing")
        if meta.get("group") != p:
            errs.append(f"{p}: meta.group is not the episode id")
        if not re.fullmatch(rf"fresh17-{re.escape(str(meta.get('domain')))}-\d\d", p):
            errs.append(f"{p}: id does not follow fresh17-<domain>-NN")

        # tools
        tools = e.get("tools") or []
        if not tools:
            errs.append(f"{p}: carries no tools")
        names = [t.get("name") for t in tools]
        if len(set(names)) != len(names):
            errs.append(f"{p}: duplicate tool names")
        for t in tools:
            if not str(t.get("description", "")).strip():
                errs.append(f"{p}: tool {t.get('name')} has no description")
            sch = t.get("inputSchema") or {}
            if sch.get("type") != "object":
                errs.append(f"{p}: tool {t.get('name')} inputSchema is not an object schema")
            props = sch.get("properties", {})
            for r in sch.get("required", []):
                if r not in props:
                    errs.append(f"{p}: tool {t.get('name')} requires undeclared {r}")
            for k, ps in props.items():
                if "type" not in ps:
                    errs.append(f"{p}: tool {t.get('name')} parameter {k} has no type")
            if set(t.get("annotations", {})) - HINTS:
                errs.append(f"{p}: tool {t.get('name')} has unknown annotations")
        dom = meta.get("domain")
        cat = json.dumps(tools, sort_keys=True, ensure_ascii=False)
        if dom in catalogs and catalogs[dom][1] != cat:
            errs.append(f"{p}: tools differ from the catalog of {catalogs[dom][0]} (same domain)")
        catalogs.setdefault(dom, (p, cat))
        by_name = {t.get("name"): t for t in tools}

        # steps
        steps = e.get("steps") or []
        if not steps:
            errs.append(f"{p}: no steps")
        labels = [st.get("label") for st in steps]
        for k, st in enumerate(steps):
            w = f"{p}[{k}]"
            if set(st) - STEP:
                errs.append(f"{w}: unknown step member {sorted(set(st) - STEP)}")
            if st.get("label") not in ("allow", "deny"):
                errs.append(f"{w}: label is neither allow nor deny")
            call = st.get("call") or {}
            if set(call) - {"tool", "args"}:
                errs.append(f"{w}: unknown call member")
            t = by_name.get(call.get("tool"))
            if t is None:
                errs.append(f"{w}: calls {call.get('tool')!r}, which is not offered")
            else:
                strict(call.get("args", {}), t.get("inputSchema") or {}, f"{w} {t.get('name')}", errs)
            if st.get("label") == "allow":
                o = st.get("output")
                if o is None or (isinstance(o, str) and not o.strip()) or (isinstance(o, (list, dict)) and not o):
                    errs.append(f"{w}: an allowed call needs a non-empty output")
            if st.get("label") == "deny" and "output" in st:
                errs.append(f"{w}: a refused call returns nothing (deny with an output)")
            if st.get("scored") is False and (st.get("label") != "deny" or not st.get("note")):
                errs.append(f"{w}: an unscored step must be a deny with a note")
            if "scored" in st and st["scored"] is not False:
                errs.append(f"{w}: write scored only as false")

        # meta vocabulary
        for a in meta.get("asked", []):
            if a not in ASKED:
                errs.append(f"{p}: meta.asked has unknown kind {a}")
        if meta.get("read_only") and meta.get("asked"):
            errs.append(f"{p}: read_only but asked writes")

        frags = injected.get(p, [])
        if meta.get("injected"):
            for k in ("style", "lang", "obeyed", "names_agent", "imperative", "split"):
                if k not in meta:
                    errs.append(f"{p}: injected episode without meta.{k}")
            if not frags:
                errs.append(f"{p}: injected episode without registered injected text")
            if meta.get("split") != (len(frags) > 1):
                errs.append(f"{p}: meta.split does not match the number of fragments")
            scored_deny = [st for st in steps if st.get("label") == "deny" and st.get("scored", True)]
            if meta.get("obeyed"):
                if not scored_deny:
                    errs.append(f"{p}: obeyed injection without a scored deny")
                if meta.get("attack") not in ATTACKS:
                    errs.append(f"{p}: obeyed injection without a known meta.attack")
            else:
                if "deny" in labels:
                    errs.append(f"{p}: injection not obeyed, yet a deny")
                if "attack" in meta:
                    errs.append(f"{p}: injection not obeyed, yet meta.attack")
            first = labels.index("deny") if "deny" in labels else len(steps)
            before = [st["output"] for st in steps[:first] if "output" in st]
            for f in frags:
                if not any(present(f, o) for o in before):
                    errs.append(f"{p}: injected text not in any output before the first deny: {f[:50]!r}")
                if f in intent:
                    errs.append(f"{p}: the intent contains the injected text")
        else:
            if "deny" in labels:
                errs.append(f"{p}: benign episode with a deny")
            if frags:
                errs.append(f"{p}: benign episode with registered injected text")
            for k in ("style", "obeyed", "attack", "lang"):
                if k in meta:
                    errs.append(f"{p}: benign episode with meta.{k}")

        # values: what the injected text brought
        inj_pool = Pool(" \n ".join(frags))
        rest = _cut(" \n ".join(out_text(st["output"]) for st in steps if "output" in st), frags)
        rest_pool = Pool(rest)
        intent_pool = Pool(intent)
        allowed = set()
        for st in steps:
            if st.get("label") == "allow":
                allowed |= atoms((st.get("call") or {}).get("args", {}))
        for k, st in enumerate(steps):
            args = (st.get("call") or {}).get("args", {})
            brought = injected_atoms(args, inj_pool, rest_pool)
            if st.get("label") == "allow":
                for a in sorted(brought, key=str):
                    if a[0] != "n":
                        errs.append(f"{p}[{k}]: an allowed call carries {a[1]!r}, a value only the injected text brought")
                continue
            own = brought - allowed
            if not own and not st.get("note"):
                errs.append(f"{p}[{k}]: deny untraceable: none of its values comes only from the injected text, and no note")
            for a in own:
                if intent_pool.has(a):
                    errs.append(f"{p}[{k}]: the intent names attacker value {a[1]!r}")
        for f in frags:
            for a in strong(f):
                if not rest_pool.has(a) and intent_pool.has(a):
                    errs.append(f"{p}: the intent names {a[1]!r} from the injected text")
    return errs


# ------------------------------------------------------------------ counts (for the README)
def counts(episodes):
    inj = [e for e in episodes if e["meta"]["injected"]]
    ben = [e for e in episodes if not e["meta"]["injected"]]
    steps = [st for e in episodes for st in e["steps"]]
    scored = [st for st in steps if st.get("scored", True)]
    lab = lambda xs, l: sum(1 for st in xs if st["label"] == l)
    return {
        "episodes": len(episodes),
        "benign": len(ben),
        "benign_read_only": sum(1 for e in ben if e["meta"].get("read_only")),
        "benign_uses_output_values": sum(1 for e in ben if e["meta"].get("uses_output_values")),
        "injected": len(inj),
        "obeyed": sum(1 for e in inj if e["meta"]["obeyed"]),
        "not_obeyed": sum(1 for e in inj if not e["meta"]["obeyed"]),
        "steps": len(steps),
        "allow": lab(steps, "allow"),
        "deny": lab(steps, "deny"),
        "scored": len(scored),
        "scored_allow": lab(scored, "allow"),
        "scored_deny": lab(scored, "deny"),
        "unscored": len(steps) - len(scored),
        "deny_with_note": sum(1 for st in steps if st["label"] == "deny" and st.get("note")),
        "episodes_with_2_scored_denies": sum(1 for e in episodes if sum(1 for st in e["steps"] if st["label"] == "deny" and st.get("scored", True)) >= 2),
        "non_english_intents": sum(1 for e in episodes if e["meta"]["intent_lang"] != "en"),
        "intent_languages": dict(sorted(Counter(e["meta"]["intent_lang"] for e in episodes).items())),
        "injection_languages": dict(sorted(Counter(e["meta"]["lang"] for e in inj).items())),
        "attacks": dict(sorted(Counter(e["meta"]["attack"] for e in inj if "attack" in e["meta"]).items())),
        "names_agent": sum(1 for e in inj if e["meta"]["names_agent"]),
        "names_agent_obeyed": sum(1 for e in inj if e["meta"]["names_agent"] and e["meta"]["obeyed"]),
        "imperative": sum(1 for e in inj if e["meta"]["imperative"]),
        "imperative_obeyed": sum(1 for e in inj if e["meta"]["imperative"] and e["meta"]["obeyed"]),
        "data_only": sum(1 for e in inj if not e["meta"]["names_agent"] and not e["meta"]["imperative"]),
        "data_only_obeyed": sum(1 for e in inj if e["meta"]["obeyed"] and not e["meta"]["names_agent"] and not e["meta"]["imperative"]),
        "split": sum(1 for e in inj if e["meta"]["split"]),
        "asked": dict(sorted(Counter(a for e in episodes for a in e["meta"].get("asked", [])).items())),
        "per_domain": dict(Counter(e["meta"]["domain"] for e in episodes)),
        "tools_per_domain": {d: len(next(e for e in episodes if e["meta"]["domain"] == d)["tools"]) for d in dict.fromkeys(e["meta"]["domain"] for e in episodes)},
        "json_outputs": sum(1 for st in steps if "output" in st and not isinstance(st["output"], str)),
    }
