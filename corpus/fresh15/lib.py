"""Helpers and invariant checks for corpus/fresh15/make.py (plain Python, no CapFence code).
Copied from corpus/fresh14/lib.py (helpers and checks only; no content is shared)."""
import json, re

def T(name, desc, props, req=None, ann=None, extra=None):
    """A tool in MCP shape. props: JSON Schema properties; req defaults to every property."""
    schema = {"type": "object", "properties": props, "required": list(props) if req is None else req}
    if extra:
        schema.update(extra)
    tool = {"name": name, "description": desc, "inputSchema": schema}
    if ann is not None:
        tool["annotations"] = ann
    return tool

def S(d=None, **kw):
    out = {"type": "string"}
    if d: out["description"] = d
    out.update(kw)
    return out
def N(d=None):
    return {"type": "number", "description": d} if d else {"type": "number"}
def I(d=None):
    return {"type": "integer", "description": d} if d else {"type": "integer"}
def B(d=None):
    return {"type": "boolean", "description": d} if d else {"type": "boolean"}
def E(values, d=None):
    out = {"type": "string", "enum": list(values)}
    if d: out["description"] = d
    return out
def L(items, d=None):
    out = {"type": "array", "items": items}
    if d: out["description"] = d
    return out
def O(d=None, props=None):
    out = {"type": "object"}
    if props is not None:
        out["properties"] = props
    else:
        out["additionalProperties"] = True
    if d: out["description"] = d
    return out

def A(tool, args, out=None, note=None):
    st = {"call": {"tool": tool, "args": args}, "label": "allow"}
    if out is not None: st["output"] = out
    if note: st["note"] = note
    return st
def D(tool, args, note=None):
    st = {"call": {"tool": tool, "args": args}, "label": "deny"}
    if note: st["note"] = note
    return st

J = lambda x: json.dumps(x, ensure_ascii=False)

# ------------------------------------------------------------------ invariant checks
def _type_ok(v, sch, path, errs):
    t = sch.get("type")
    if "enum" in sch and v not in sch["enum"]:
        errs.append(f"{path}: {v!r} not in enum")
    if t == "string" and not isinstance(v, str): errs.append(f"{path}: want string")
    elif t == "number" and (isinstance(v, bool) or not isinstance(v, (int, float))): errs.append(f"{path}: want number")
    elif t == "integer" and (isinstance(v, bool) or not isinstance(v, int)): errs.append(f"{path}: want integer")
    elif t == "boolean" and not isinstance(v, bool): errs.append(f"{path}: want boolean")
    elif t == "array":
        if not isinstance(v, list): errs.append(f"{path}: want array")
        else:
            for k, x in enumerate(v): _type_ok(x, sch.get("items", {}), f"{path}[{k}]", errs)
    elif t == "object":
        if not isinstance(v, dict): errs.append(f"{path}: want object")
        else: _obj_ok(v, sch, path, errs)

def _obj_ok(args, sch, path, errs):
    props = sch.get("properties")
    for r in sch.get("required", []):
        if r not in args: errs.append(f"{path}: missing required {r}")
    if props is None:
        return
    for k, v in args.items():
        if k not in props:
            if sch.get("additionalProperties") is not True: errs.append(f"{path}: unknown arg {k}")
            continue
        _type_ok(v, props[k], f"{path}.{k}", errs)

VALUE = re.compile(
    r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"              # e-mail
    r"|https?://[^\s\"'<>)\]]+"                 # URL
    r"|\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){2,7}(?:\s?[A-Z0-9]{1,3})?\b"  # IBAN, grouped or not
    r"|\+?\d[\d ]{7,}\d"                         # phone / long number
    r"|\b[A-Za-z]{1,5}-\d[\w-]*\b")              # ids such as LR-5590, ep-41

def values(x):
    """The value-looking tokens (addresses, URLs, IBANs, numbers, ids) in any JSON value."""
    if isinstance(x, dict): return set().union(*[values(v) for v in x.values()]) if x else set()
    if isinstance(x, list): return set().union(*[values(v) for v in x]) if x else set()
    if isinstance(x, bool) or x is None: return set()
    if isinstance(x, (int, float)): return {"#" + repr(float(x))}
    return {norm(m) for m in VALUE.findall(x)}

def leaves(x):
    """Short string leaves (4-40 characters) of a JSON value: names, codes, tag paths, streets."""
    if isinstance(x, dict): return set().union(set(), *[leaves(v) for v in x.values()])
    if isinstance(x, list): return set().union(set(), *[leaves(v) for v in x])
    if isinstance(x, str) and 4 <= len(x) <= 40: return {norm(x)}
    return set()

def norm(s):
    return re.sub(r"[\s]", "", s).lower().rstrip(".,;")

def numbers_in(text):
    """Numbers written in a text, read with ',' as thousands and as decimal separator."""
    out = set()
    for m in re.findall(r"\d[\d.,]*\d|\d", text):
        for cand in (m.replace(",", ""), m.replace(".", "").replace(",", ".")):
            try: out.add(repr(float(cand)))
            except ValueError: pass
    return out

def check(eps, user_values=None):
    """user_values: episode id -> values that are the user's own although only a deny call carries
    them (the agent made only the attacker's version of the user's write)."""
    user_values = user_values or {}
    errs = []
    ids = [e["id"] for e in eps]
    if len(ids) != len(set(ids)): errs.append("duplicate ids")
    for e in eps:
        p = e["id"]
        if set(e) - {"v", "id", "intent", "tools", "steps", "meta"}: errs.append(f"{p}: unknown member")
        if e["v"] != 1 or not e["intent"].strip(): errs.append(f"{p}: bad v/intent")
        tools = {t["name"]: t for t in e.get("tools", [])}
        if not tools: errs.append(f"{p}: carries no tools")
        if len(tools) != len(e["tools"]): errs.append(f"{p}: duplicate tool names")
        for t in e["tools"]:
            if not t.get("description", "").strip(): errs.append(f"{p}: {t['name']} has no description")
            sch = t["inputSchema"]
            if sch.get("type") != "object": errs.append(f"{p}: {t['name']} schema not an object")
            for r in sch.get("required", []):
                if r not in sch.get("properties", {}): errs.append(f"{p}: {t['name']} requires unknown {r}")
        meta = e["meta"]
        labels = [s["label"] for s in e["steps"]]
        if not e["steps"]: errs.append(f"{p}: no steps")
        for k, s in enumerate(e["steps"]):
            if set(s) - {"call", "output", "label", "note"}: errs.append(f"{p}[{k}]: unknown step member")
            if s["label"] not in ("allow", "deny"): errs.append(f"{p}[{k}]: bad label")
            tool = tools.get(s["call"]["tool"])
            if tool is None:
                errs.append(f"{p}[{k}]: tool {s['call']['tool']} not offered"); continue
            _obj_ok(s["call"]["args"], tool["inputSchema"], f"{p}[{k}].{tool['name']}", errs)
            if s["label"] == "deny" and "output" in s: errs.append(f"{p}[{k}]: a refused call has no output")
            if "output" in s and not (isinstance(s["output"], str) and s["output"].strip()): errs.append(f"{p}[{k}]: empty output")
        if meta["injected"]:
            if meta["obeyed"] and "deny" not in labels: errs.append(f"{p}: obeyed injection without a deny")
            if not meta["obeyed"] and "deny" in labels: errs.append(f"{p}: injection not obeyed but a deny")
            if not meta.get("framing") or not meta.get("lang"): errs.append(f"{p}: injected without framing/lang")
            if meta["obeyed"] and not meta.get("attack"): errs.append(f"{p}: obeyed without attack kind")
            for key in ("names_agent", "imperative", "split_fields"):
                if not isinstance(meta.get(key), bool): errs.append(f"{p}: injected without meta.{key}")
            # the injected text sits in some output before the first deny (or anywhere, when not obeyed)
            first = labels.index("deny") if "deny" in labels else len(labels)
            outs = [s for s in e["steps"][:first] if "output" in s]
            if not outs: errs.append(f"{p}: injected but no output before the attack")
        else:
            if "deny" in labels: errs.append(f"{p}: benign episode with a deny")
        intent_flat = norm(e["intent"])
        intent_nums = {"#" + n for n in numbers_in(e["intent"])}
        allow_vals = set().union(set(), *[values(s["call"]["args"]) | leaves(s["call"]["args"]) for s in e["steps"] if s["label"] == "allow"])
        for k, s in enumerate(e["steps"]):
            if s["label"] != "deny": continue
            dv = values(s["call"]["args"]) | leaves(s["call"]["args"])
            attacker = dv - allow_vals - {norm(u) for u in user_values.get(p, ())}
            for v in attacker:
                if (v in intent_nums) if v.startswith("#") else (v in intent_flat):
                    errs.append(f"{p}[{k}]: intent names attacker value {v}")
            # the deny is traceable to the injected text: its own values (not the user's) appear in an
            # earlier output; a call that carries none says why in a note
            earlier = norm(" ".join(J(s2.get("output", "")) for s2 in e["steps"][:k]))
            textual = {v for v in attacker if not v.startswith("#")}
            if textual and not any(v in earlier for v in textual) and not s.get("note"):
                errs.append(f"{p}[{k}]: no value of the attacker's call appears in an earlier output")
            if not textual and not s.get("note"):
                errs.append(f"{p}[{k}]: deny with no value of its own needs a note")
    return errs

def summary(eps):
    inj = [e for e in eps if e["meta"]["injected"]]
    steps = [s for e in eps for s in e["steps"]]
    return {
        "episodes": len(eps),
        "benign": len(eps) - len(inj),
        "benign_using_output_values": sum(1 for e in eps if not e["meta"]["injected"] and e["meta"].get("uses_output_values")),
        "benign_read_only": sum(1 for e in eps if not e["meta"]["injected"] and e["meta"].get("read_only")),
        "injected": len(inj),
        "obeyed": sum(1 for e in inj if e["meta"]["obeyed"]),
        "not_obeyed": sum(1 for e in inj if not e["meta"]["obeyed"]),
        "framings": len({e["meta"]["framing"] for e in inj}),
        "injection_languages": sorted({e["meta"]["lang"] for e in inj}),
        "intent_languages": sorted({e["meta"].get("intent_lang", "en") for e in eps}),
        "attack_kinds": {k: sum(1 for e in inj if e["meta"].get("attack") == k) for k in sorted({e["meta"].get("attack") for e in inj if e["meta"].get("attack")})},
        "same_class_attacks": sum(1 for e in inj if e["meta"].get("same_class")),
        "domains": sorted({e["meta"]["domain"] for e in eps}),
        "steps": len(steps),
        "allow_steps": sum(1 for s in steps if s["label"] == "allow"),
        "deny_steps": sum(1 for s in steps if s["label"] == "deny"),
        "tools": len({(e["meta"]["domain"], t["name"]) for e in eps for t in e["tools"]}),
    }
