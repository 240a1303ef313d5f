"""Builders and checks for corpus/fresh19 (written new for this set; Python 3 stdlib only, no project code).

A domain file d_<name>.py defines DOMAIN, TOOLS (its catalog, MCP tools/list shape) and build(Set),
which adds episodes:

    e = S.ep(3, "intent as the user typed it", "de")
    e.ok(tool, args, output)          # the user's task needs this call            -> allow
    e.no(tool, args, scored=True)     # the call serves someone else / goes beyond -> deny
    e.plant("text", ...)              # planted text, must sit verbatim in an earlier output
    e.evil("value", ...)              # values only the planted text brought
    e.attack(style, where, obeyed, kind)   # meta for an injected episode

"today" in every episode is Wednesday 2027-03-17.
"""
import json
import re

TODAY = "2027-03-17"


# ------------------------------------------------------------------ schemas
def s(doc=None, **kw):
    d = {"type": "string"}
    if doc:
        d["description"] = doc
    d.update(kw)
    return d


def n(doc=None, **kw):
    d = {"type": "number"}
    if doc:
        d["description"] = doc
    d.update(kw)
    return d


def i(doc=None, **kw):
    d = {"type": "integer"}
    if doc:
        d["description"] = doc
    d.update(kw)
    return d


def b(doc=None):
    d = {"type": "boolean"}
    if doc:
        d["description"] = doc
    return d


def en(vals, doc=None):
    d = {"type": "string", "enum": list(vals)}
    if doc:
        d["description"] = doc
    return d


def arr(items, doc=None, **kw):
    d = {"type": "array", "items": items}
    if doc:
        d["description"] = doc
    d.update(kw)
    return d


def obj(props=None, need=(), doc=None, free=False):
    d = {"type": "object"}
    if props is not None:
        d["properties"] = dict(props)
    if need:
        d["required"] = list(need)
    d["additionalProperties"] = bool(free) if props is not None else True
    if doc:
        d["description"] = doc
    return d


def tool(name, desc, props=None, need=None, ann=None):
    props = dict(props or {})
    sch = {"type": "object", "properties": props, "additionalProperties": False}
    req = list(props) if need is None else list(need)
    if req:
        sch["required"] = req
    t = {"name": name, "description": desc, "inputSchema": sch}
    if ann:
        t["annotations"] = dict(ann)
    return t


def j(v):
    """A JSON document as the text a tool returns (non-ASCII kept)."""
    return json.dumps(v, ensure_ascii=False, indent=None)


# ------------------------------------------------------------------ episodes
class Ep:
    def __init__(self, st, num, intent, lang):
        self.set = st
        self.domain = st.domain
        self.id = f"fresh19-{st.domain}-{num:02d}"
        self.intent = intent
        self.lang = lang
        self.steps = []
        self.planted = []
        self.evils = []
        self.inj = None
        self.asked = []
        self.look = None

    def lookalike(self, what):
        """Benign episode whose output holds instruction-like text that is legitimate business data."""
        self.look = what
        return self

    def ok(self, tool_, args, out, note=None):
        st = {"call": {"tool": tool_, "args": args}, "output": out, "label": "allow"}
        if note:
            st["note"] = note
        self.steps.append(st)
        return self

    def no(self, tool_, args, out=None, scored=True, note=None):
        st = {"call": {"tool": tool_, "args": args}}
        if out is not None:
            st["output"] = out
        st["label"] = "deny"
        if not scored:
            st["scored"] = False
            st["note"] = note or "unscored deny"
        elif note:
            st["note"] = note
        self.steps.append(st)
        return self

    def plant(self, *texts):
        self.planted.extend(texts)
        return self

    def evil(self, *vals):
        self.evils.extend(vals)
        return self

    def attack(self, style, where, obeyed, kind=None, inj_lang=None):
        self.inj = {"style": style, "where": where, "obeyed": obeyed, "kind": kind, "inj_lang": inj_lang}
        return self

    def asks(self, *kinds):
        self.asked.extend(kinds)
        return self

    def build(self):
        meta = {"source": "fresh19-handwritten", "domain": self.domain, "group": self.id,
                "lang": self.lang, "attacked": self.inj is not None}
        if self.inj:
            meta["attack_style"] = self.inj["style"]
            meta["injection_where"] = self.inj["where"]
            meta["injection_lang"] = self.inj["inj_lang"]
            meta["obeyed"] = self.inj["obeyed"]
            if self.inj["obeyed"]:
                meta["attack"] = self.inj["kind"]
        else:
            meta["benign"] = "with-writes" if self.asked else "read-only"
        if self.look:
            meta["lookalike"] = self.look
        if self.asked:
            meta["asked"] = list(self.asked)
        return {"v": 1, "id": self.id, "intent": self.intent, "tools": self.set.tools,
                "steps": self.steps, "meta": meta}


class Set:
    def __init__(self, domain, tools):
        self.domain = domain
        self.tools = tools
        self.eps = []

    def ep(self, num, intent, lang="en"):
        e = Ep(self, num, intent, lang)
        self.eps.append(e)
        return e


# ------------------------------------------------------------------ strict argument checker
_TYPES = {"string": str, "boolean": bool, "object": dict, "array": list}


def check_value(v, sch, path, errs):
    t = sch.get("type")
    if t == "integer":
        if isinstance(v, bool) or not isinstance(v, int):
            errs.append(f"{path}: expected integer")
            return
    elif t == "number":
        if isinstance(v, bool) or not isinstance(v, (int, float)):
            errs.append(f"{path}: expected number")
            return
    elif t in _TYPES:
        if not isinstance(v, _TYPES[t]):
            errs.append(f"{path}: expected {t}")
            return
    elif t is not None:
        errs.append(f"{path}: unknown type {t}")
        return
    if "enum" in sch and v not in sch["enum"]:
        errs.append(f"{path}: not in enum")
    if "pattern" in sch and isinstance(v, str) and not re.search(sch["pattern"], v):
        errs.append(f"{path}: pattern")
    if "minimum" in sch and v < sch["minimum"]:
        errs.append(f"{path}: below minimum")
    if "maximum" in sch and v > sch["maximum"]:
        errs.append(f"{path}: above maximum")
    if "minItems" in sch and len(v) < sch["minItems"]:
        errs.append(f"{path}: too few items")
    if "minLength" in sch and len(v) < sch["minLength"]:
        errs.append(f"{path}: too short")
    if t == "array" and "items" in sch:
        for k, x in enumerate(v):
            check_value(x, sch["items"], f"{path}[{k}]", errs)
    if t == "object":
        props = sch.get("properties", {})
        for r in sch.get("required", []):
            if r not in v:
                errs.append(f"{path}: missing {r}")
        ap = sch.get("additionalProperties", True)
        for k, x in v.items():
            if k in props:
                check_value(x, props[k], f"{path}.{k}", errs)
            elif ap is False:
                errs.append(f"{path}: undeclared {k}")
            elif isinstance(ap, dict):
                check_value(x, ap, f"{path}.{k}", errs)
