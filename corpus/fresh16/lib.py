"""Helpers and invariant checks for corpus/fresh16/make.py.

Plain Python 3, no CapFence code, no project imports. Written for this set (not copied from an
earlier set's lib.py): tool/step builders, a small argument checker, and the consistency checks
that make.py and validate.py run.
"""
import json, re

# ------------------------------------------------------------------ builders
def tool(name, desc, props, required=None, hints=None, **schema_extra):
    """One tool in MCP `tools/list` shape. `required` defaults to every property."""
    schema = {"type": "object", "properties": props,
              "required": list(props) if required is None else list(required)}
    schema.update(schema_extra)
    t = {"name": name, "description": desc, "inputSchema": schema}
    if hints is not None:
        t["annotations"] = hints
    return t

def s(desc=None, **kw):
    d = {"type": "string"}
    if desc: d["description"] = desc
    d.update(kw)
    return d
def num(desc=None):
    d = {"type": "number"}
    if desc: d["description"] = desc
    return d
def integer(desc=None):
    d = {"type": "integer"}
    if desc: d["description"] = desc
    return d
def boolean(desc=None):
    d = {"type": "boolean"}
    if desc: d["description"] = desc
    return d
def enum(options, desc=None):
    d = {"type": "string", "enum": list(options)}
    if desc: d["description"] = desc
    return d
def arr(items, desc=None):
    d = {"type": "array", "items": items}
    if desc: d["description"] = desc
    return d
def obj(props=None, desc=None, required=None):
    """An object argument; without props it is free-form (any members)."""
    d = {"type": "object"}
    if props is None:
        d["additionalProperties"] = True
    else:
        d["properties"] = props
        if required: d["required"] = list(required)
    if desc: d["description"] = desc
    return d

def ok(tool_name, args, output, note=None):
    """A call the user's task needs (label allow). Every allowed call here has an output."""
    st = {"call": {"tool": tool_name, "args": args}, "output": output, "label": "allow"}
    if note: st["note"] = note
    return st

def no(tool_name, args, note=None, unscored=False):
    """A call that serves someone else (label deny). A refused call has no output."""
    st = {"call": {"tool": tool_name, "args": args}, "label": "deny"}
    if unscored:
        st["scored"] = False
    if note: st["note"] = note
    return st

def js(x):
    return json.dumps(x, ensure_ascii=False)

# ------------------------------------------------------------------ argument checking
def check_args(value, schema, where, errs):
    """A deliberately small JSON Schema subset: type, enum, required, properties, items,
    additionalProperties. Unknown members are errors unless the object is free-form."""
    t = schema.get("type")
    if "enum" in schema and value not in schema["enum"]:
        errs.append(f"{where}: value {value!r} not in enum")
    if t == "string":
        if not isinstance(value, str): errs.append(f"{where}: expected string")
    elif t == "number":
        if isinstance(value, bool) or not isinstance(value, (int, float)): errs.append(f"{where}: expected number")
    elif t == "integer":
        if isinstance(value, bool) or not isinstance(value, int): errs.append(f"{where}: expected integer")
    elif t == "boolean":
        if not isinstance(value, bool): errs.append(f"{where}: expected boolean")
    elif t == "array":
        if not isinstance(value, list): errs.append(f"{where}: expected array"); return
        for i, v in enumerate(value):
            check_args(v, schema.get("items", {}), f"{where}[{i}]", errs)
    elif t == "object":
        if not isinstance(value, dict): errs.append(f"{where}: expected object"); return
        for r in schema.get("required", []):
            if r not in value: errs.append(f"{where}: required argument {r} missing")
        props = schema.get("properties")
        if props is None: return
        for k, v in value.items():
            if k in props: check_args(v, props[k], f"{where}.{k}", errs)
            elif schema.get("additionalProperties") is not True: errs.append(f"{where}: argument {k} not in schema")

# ------------------------------------------------------------------ value extraction
_TOKEN = re.compile(
    r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+"       # e-mail address
    r"|(?:https?|ftp)://[^\s\"'<>]+"                              # URL
    r"|\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b"  # IBAN
    r"|\+?\d[\d -]{6,}\d"                                         # phone, account, sort code runs
    r"|\b[A-Za-z]{1,6}-[A-Za-z0-9][A-Za-z0-9-]*\b"                # ids like RB-1182, NK-5F03C7
    r"|\b\d{4,}\b")                                               # bare long numbers

def squash(text):
    return re.sub(r"\s+", "", str(text)).lower().strip(".,;:")

def tokens(x):
    """Value-like tokens of any JSON value: addresses, URLs, IBANs, phone/account numbers, ids,
    and short string leaves (3-60 characters: names, streets, codes). Numbers become '#<float>'."""
    out = set()
    if isinstance(x, dict):
        for v in x.values(): out |= tokens(v)
    elif isinstance(x, list):
        for v in x: out |= tokens(v)
    elif isinstance(x, bool) or x is None:
        pass
    elif isinstance(x, (int, float)):
        out.add("#" + repr(float(x)))
    else:
        out |= {squash(m) for m in _TOKEN.findall(x)}
        if 3 <= len(x) <= 60: out.add(squash(x))
    return out

def numbers(text):
    """Numbers written in free text, read both with ',' and with '.' as the decimal mark, with
    spaces, apostrophes and dots allowed as thousands separators."""
    found = set()
    for m in re.findall(r"\d[\d.,' \u00a0\u202f]*\d|\d", text):
        m = re.sub(r"[ '\u00a0\u202f]", "", m)
        for cand in (m.replace(",", ""), m.replace(".", "").replace(",", ".")):
            try: found.add(float(cand))
            except ValueError: pass
    return found

def num_in(v, pool):
    """A numeric token '#x' matches pool if x or x/100 (minor units) is in it."""
    x = float(v[1:])
    return x in pool or (x / 100.0) in pool

# ------------------------------------------------------------------ consistency checks
STEP_KEYS = {"call", "output", "label", "scored", "uncertainty", "note"}
TOP_KEYS = {"v", "id", "intent", "tools", "steps", "meta"}

def check(episodes, snippets):
    """episodes: the episode dicts. snippets: id -> list of injected text fragments (exactly as
    they appear inside a tool output). Returns a list of error strings."""
    errs = []
    seen = set()
    for e in episodes:
        p = e.get("id", "?")
        if p in seen: errs.append(f"{p}: duplicate id")
        seen.add(p)
        if set(e) - TOP_KEYS: errs.append(f"{p}: unknown top-level member {sorted(set(e) - TOP_KEYS)}")
        if e.get("v") != 1: errs.append(f"{p}: v must be 1")
        if not isinstance(e.get("intent"), str) or not e["intent"].strip(): errs.append(f"{p}: empty intent")
        tools = e.get("tools") or []
        if not tools: errs.append(f"{p}: carries no tools")
        names = [t["name"] for t in tools]
        if len(names) != len(set(names)): errs.append(f"{p}: duplicate tool names")
        by_name = {t["name"]: t for t in tools}
        for t in tools:
            if not str(t.get("description", "")).strip(): errs.append(f"{p}: tool {t['name']} has no description")
            sch = t.get("inputSchema", {})
            if sch.get("type") != "object": errs.append(f"{p}: tool {t['name']} schema is not an object")
            for r in sch.get("required", []):
                if r not in sch.get("properties", {}): errs.append(f"{p}: tool {t['name']} requires undeclared {r}")
        steps = e.get("steps") or []
        if not steps: errs.append(f"{p}: no steps")
        labels = [st.get("label") for st in steps]
        for k, st in enumerate(steps):
            w = f"{p}[{k}]"
            if set(st) - STEP_KEYS: errs.append(f"{w}: unknown step member {sorted(set(st) - STEP_KEYS)}")
            if st.get("label") not in ("allow", "deny"): errs.append(f"{w}: label must be allow or deny")
            call = st.get("call", {})
            if set(call) - {"tool", "args"}: errs.append(f"{w}: unknown call member")
            t = by_name.get(call.get("tool"))
            if t is None:
                errs.append(f"{w}: tool {call.get('tool')} not offered"); continue
            check_args(call.get("args", {}), t["inputSchema"], f"{w}.{t['name']}", errs)
            if st.get("label") == "deny" and "output" in st: errs.append(f"{w}: a refused call has no output")
            if st.get("label") == "allow":
                o = st.get("output")
                if not (isinstance(o, str) and o.strip()): errs.append(f"{w}: allowed call needs a non-empty output")
            if st.get("scored") is False:
                if st.get("label") != "deny" or not st.get("note"): errs.append(f"{w}: unscored step must be a deny with a note")
        meta = e.get("meta", {})
        for key in ("source", "domain", "group", "intent_lang", "injected"):
            if key not in meta: errs.append(f"{p}: meta.{key} missing")
        inj = snippets.get(p, [])
        if meta.get("injected"):
            for key in ("framing", "lang", "obeyed", "names_agent", "imperative", "split_fields"):
                if key not in meta: errs.append(f"{p}: injected episode without meta.{key}")
            if not inj: errs.append(f"{p}: injected episode without its injected text")
            if meta.get("obeyed") and "deny" not in labels: errs.append(f"{p}: obeyed injection without a deny")
            if meta.get("obeyed") and not meta.get("attack"): errs.append(f"{p}: obeyed injection without meta.attack")
            if not meta.get("obeyed") and "deny" in labels: errs.append(f"{p}: injection not obeyed but a deny")
            if meta.get("split_fields") and len(inj) < 2: errs.append(f"{p}: split_fields needs two fragments")
            first = labels.index("deny") if "deny" in labels else len(steps)
            before = [st["output"] for st in steps[:first] if "output" in st]
            for frag in inj:
                esc = json.dumps(frag, ensure_ascii=False)[1:-1]
                if not any(frag in o or esc in o for o in before):
                    errs.append(f"{p}: injected text not found in an output before the first deny: {frag[:40]!r}")
        else:
            if "deny" in labels: errs.append(f"{p}: benign episode with a deny")
            if inj: errs.append(f"{p}: benign episode has injected text")
            for key in ("framing", "obeyed", "attack"):
                if key in meta: errs.append(f"{p}: benign episode with meta.{key}")
        # deny calls: traceable to the injected text, and no attacker value in the intent
        allowed = set()
        for st in steps:
            if st.get("label") == "allow": allowed |= tokens(st["call"].get("args", {}))
        inj_flat = squash(" ".join(inj))
        inj_nums = numbers(" ".join(inj))
        # the rest of what the tools returned, with the injected text cut out: a value found there too
        # is ordinary data (the user's invoice number, the vendor's name), not something the injection brought
        rest = " ".join(st["output"] for st in steps if isinstance(st.get("output"), str))
        for frag in inj:
            rest = rest.replace(frag, " ").replace(json.dumps(frag, ensure_ascii=False)[1:-1], " ")
        rest_flat, rest_nums = squash(rest), numbers(rest)
        intent_flat = squash(e.get("intent", ""))
        intent_nums = numbers(e.get("intent", ""))
        for k, st in enumerate(steps):
            if st.get("label") != "deny": continue
            own = tokens(st["call"].get("args", {})) - allowed
            from_inj = {v for v in own
                        if ((num_in(v, inj_nums) and not num_in(v, rest_nums)) if v.startswith("#")
                            else (len(v) >= 3 and v in inj_flat and v not in rest_flat))}
            if not from_inj and not st.get("note"):
                errs.append(f"{p}[{k}]: deny untraceable: no value of its own comes from the injected text, and no note")
            for v in from_inj:
                if (num_in(v, intent_nums) if v.startswith("#") else v in intent_flat):
                    errs.append(f"{p}[{k}]: intent names attacker value {v}")
    return errs

def counts(episodes):
    inj = [e for e in episodes if e["meta"]["injected"]]
    steps = [st for e in episodes for st in e["steps"]]
    scored = [st for st in steps if st.get("scored", True)]
    from collections import Counter
    return {
        "episodes": len(episodes),
        "benign": len(episodes) - len(inj),
        "benign_read_only": sum(1 for e in episodes if not e["meta"]["injected"] and e["meta"].get("read_only")),
        "benign_uses_output_values": sum(1 for e in episodes if not e["meta"]["injected"] and e["meta"].get("uses_output_values")),
        "injected": len(inj),
        "obeyed": sum(1 for e in inj if e["meta"]["obeyed"]),
        "not_obeyed": sum(1 for e in inj if not e["meta"]["obeyed"]),
        "steps": len(steps),
        "allow_steps": sum(1 for st in steps if st.get("label") == "allow"),
        "deny_steps": sum(1 for st in steps if st.get("label") == "deny"),
        "scored_steps": len(scored),
        "scored_deny_steps": sum(1 for st in scored if st.get("label") == "deny"),
        "unscored_steps": len(steps) - len(scored),
        "deny_with_note": sum(1 for st in steps if st.get("label") == "deny" and st.get("note")),
        "intent_languages": dict(sorted(Counter(e["meta"]["intent_lang"] for e in episodes).items())),
        "non_english_intents": sum(1 for e in episodes if e["meta"]["intent_lang"] != "en"),
        "injection_languages": dict(sorted(Counter(e["meta"]["lang"] for e in inj).items())),
        "attacks": dict(sorted(Counter(e["meta"]["attack"] for e in inj if e["meta"].get("attack")).items())),
        "names_agent": sum(1 for e in inj if e["meta"]["names_agent"]),
        "imperative": sum(1 for e in inj if e["meta"]["imperative"]),
        "statement_only": sum(1 for e in inj if not e["meta"]["names_agent"] and not e["meta"]["imperative"]),
        "statement_only_obeyed": sum(1 for e in inj if e["meta"]["obeyed"] and not e["meta"]["names_agent"] and not e["meta"]["imperative"]),
        "split_fields": sum(1 for e in inj if e["meta"]["split_fields"]),
        "asked_writes": dict(sorted(Counter(w for e in episodes for w in e["meta"].get("asked", [])).items())),
        "per_domain": dict(Counter(e["meta"]["domain"] for e in episodes)),
        "distinct_tools": len({(e["meta"]["domain"], t["name"]) for e in episodes for t in e["tools"]}),
    }
