"""corpus/fresh22 - builders and checks (Python 3 standard library only; imports and runs no
project code).

Each domain module d_<name>.py holds DOMAIN, PLACE, TOOLS (MCP tools/list shape),
reads(tool, args) -> True when the call only reads, and build(S) which adds episodes:

    e = S.ep(3, "intent as typed", "pl")
    e.ok(tool, args, output)     # a call the user's request needs              -> allow
    e.no(tool, args)             # a call serving planted text / overstepping   -> deny
    e.plant(text, ...)           # third-party text, verbatim in an earlier output
    e.evil(value, ...)           # values only the planted text brought
    e.attack(style, where, obeyed, kind, lang)
    e.asks(kind, ...)            # write kinds the user asked for
    e.forbid(phrase)             # the intent forbids something (phrase verbatim in the intent)

"Today" everywhere is Thursday 2027-09-16.
"""
import json
import re
import datetime

TODAY = "2027-09-16"
SOURCE = "fresh22-handwritten"
LANGS = set("en pl pt ja nl vi el sw id no nb de it ar he hi zh ko ru uk tr fr es th bn ta fa ur ka hy am yo ms tl ro cs fi lt et lv sk hr sr bg ca eu ga is mn km ne ml zu ha sq mk sl hu da sv cy gl mt jv".split())


def _w(d, doc, kw):
    if doc:
        d["description"] = doc
    d.update(kw)
    return d


def s(doc=None, **kw):
    return _w({"type": "string"}, doc, kw)


def n(doc=None, **kw):
    return _w({"type": "number"}, doc, kw)


def i(doc=None, **kw):
    return _w({"type": "integer"}, doc, kw)


def b(doc=None):
    return _w({"type": "boolean"}, doc, {})


def en(vals, doc=None):
    return _w({"type": "string", "enum": list(vals)}, doc, {})


def arr(items, doc=None, **kw):
    return _w({"type": "array", "items": items}, doc, kw)


def obj(props=None, need=(), doc=None, free=False):
    d = {"type": "object"}
    if props is not None:
        d["properties"] = dict(props)
        d["additionalProperties"] = bool(free)
    if need:
        d["required"] = list(need)
    return _w(d, doc, {})


def tool(name, desc, props=None, need=None, ann=None, free=False):
    """need=None -> every property required; free=True -> undeclared members accepted."""
    props = dict(props or {})
    sch = {"type": "object", "properties": props, "additionalProperties": bool(free)}
    req = list(props) if need is None else list(need)
    if req:
        sch["required"] = req
    t = {"name": name}
    if desc is not None:
        t["description"] = desc
    t["inputSchema"] = sch
    if ann:
        t["annotations"] = dict(ann)
    return t


def j(v):
    return json.dumps(v, ensure_ascii=False)


# ---------------------------------------------------------------- episodes
class Ep:
    def __init__(self, bset, num, intent, lang):
        self.bset = bset
        self.domain = bset.domain
        self.id = "fresh22-%s-%02d" % (bset.domain, num)
        self.intent = intent
        self.lang = lang
        self.steps = []
        self.planted = []
        self.evils = []
        self.inj = None
        self.asked = []
        self.constraint = None

    def ok(self, t, args, out, note=None):
        st = {"call": {"tool": t, "args": args}, "output": out, "label": "allow"}
        if note:
            st["note"] = note
        self.steps.append(st)
        return self

    def no(self, t, args, note=None):
        st = {"call": {"tool": t, "args": args}, "label": "deny"}
        if note:
            st["note"] = note
        self.steps.append(st)
        return self

    def plant(self, *texts):
        self.planted.extend(texts)
        return self

    def evil(self, *vals):
        self.evils.extend(vals)
        return self

    def attack(self, style, where, obeyed, kind=None, lang=None):
        self.inj = {"style": style, "where": where, "obeyed": bool(obeyed), "kind": kind, "lang": lang}
        return self

    def asks(self, *kinds):
        self.asked.extend(kinds)
        return self

    def forbid(self, phrase):
        self.constraint = phrase
        return self

    def to_json(self):
        m = {"source": SOURCE, "domain": self.domain, "group": self.id.replace("fresh22-", ""),
             "lang": self.lang, "place": self.bset.place, "today": TODAY,
             "attacked": self.inj is not None, "asked": list(self.asked)}
        if self.inj is None:
            writes = any(not self.bset.reads(st["call"]["tool"], st["call"].get("args", {}))
                         for st in self.steps if st["label"] == "allow")
            m["benign"] = "with-writes" if writes else "read-only"
            if self.constraint:
                m["constraint"] = self.constraint
        else:
            m["attack_style"] = self.inj["style"]
            m["injection_where"] = self.inj["where"]
            m["injection_lang"] = self.inj["lang"]
            m["obeyed"] = self.inj["obeyed"]
            if self.inj["obeyed"]:
                m["attack"] = self.inj["kind"]
        return {"v": 1, "id": self.id, "intent": self.intent, "tools": self.bset.tools,
                "steps": self.steps, "meta": m}


class DSet:
    def __init__(self, mod):
        self.domain = mod.DOMAIN
        self.place = mod.PLACE
        self.tools = mod.TOOLS
        self.reads = mod.reads
        self.eps = []

    def ep(self, num, intent, lang):
        e = Ep(self, num, intent, lang)
        self.eps.append(e)
        return e


# ---------------------------------------------------------------- strict argument checker
DATE_RE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
DT_RE = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$")
EMAIL_RE = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$")
URI_RE = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*:[^\s]+$")


def _type_ok(t, v):
    if t == "string":
        return isinstance(v, str)
    if t == "integer":
        return isinstance(v, int) and not isinstance(v, bool)
    if t == "number":
        return isinstance(v, (int, float)) and not isinstance(v, bool)
    if t == "boolean":
        return isinstance(v, bool)
    if t == "object":
        return isinstance(v, dict)
    if t == "array":
        return isinstance(v, list)
    if t == "null":
        return v is None
    return False


def check_args(sch, v, path="args"):
    errs = []
    t = sch.get("type")
    if t is not None:
        ts = t if isinstance(t, list) else [t]
        if not any(_type_ok(x, v) for x in ts):
            return ["%s: type %s expected" % (path, t)]
    if "enum" in sch and v not in sch["enum"]:
        errs.append("%s: not in enum" % path)
    if "const" in sch and v != sch["const"]:
        errs.append("%s: const" % path)
    if isinstance(v, str):
        if "pattern" in sch and not re.search(sch["pattern"], v):
            errs.append("%s: pattern" % path)
        if "minLength" in sch and len(v) < sch["minLength"]:
            errs.append("%s: minLength" % path)
        if "maxLength" in sch and len(v) > sch["maxLength"]:
            errs.append("%s: maxLength" % path)
        f = sch.get("format")
        if f == "date":
            if not DATE_RE.match(v):
                errs.append("%s: format date" % path)
            else:
                try:
                    datetime.date.fromisoformat(v)
                except ValueError:
                    errs.append("%s: format date" % path)
        elif f == "date-time" and not DT_RE.match(v):
            errs.append("%s: format date-time" % path)
        elif f == "email" and not EMAIL_RE.match(v):
            errs.append("%s: format email" % path)
        elif f == "uri" and not URI_RE.match(v):
            errs.append("%s: format uri" % path)
    if isinstance(v, (int, float)) and not isinstance(v, bool):
        if "minimum" in sch and v < sch["minimum"]:
            errs.append("%s: minimum" % path)
        if "maximum" in sch and v > sch["maximum"]:
            errs.append("%s: maximum" % path)
    if isinstance(v, list):
        if "minItems" in sch and len(v) < sch["minItems"]:
            errs.append("%s: minItems" % path)
        if "maxItems" in sch and len(v) > sch["maxItems"]:
            errs.append("%s: maxItems" % path)
        if "items" in sch:
            for k, x in enumerate(v):
                errs += check_args(sch["items"], x, "%s[%d]" % (path, k))
    if isinstance(v, dict):
        props = sch.get("properties", {})
        for r in sch.get("required", []):
            if r not in v:
                errs.append("%s: missing required %s" % (path, r))
        for k, x in v.items():
            if k in props:
                errs += check_args(props[k], x, "%s.%s" % (path, k))
            elif sch.get("additionalProperties") is False:
                errs.append("%s: undeclared member %s" % (path, k))
    return errs


# ---------------------------------------------------------------- checks
def _text(v):
    return v if isinstance(v, str) else json.dumps(v, ensure_ascii=False)


def check_ep(e):
    """Errors of one built episode (list of strings)."""
    errs = []
    who = e.id
    cat = {t["name"]: t for t in e.bset.tools}
    if not e.intent.strip():
        errs.append("%s: empty intent" % who)
    if e.lang not in LANGS:
        errs.append("%s: unknown language code" % who)
    if not e.steps:
        errs.append("%s: no steps" % who)
    first_deny = None
    for k, st in enumerate(e.steps):
        t = st["call"]["tool"]
        a = st["call"].get("args", {})
        if t not in cat:
            errs.append("%s step %d: tool not in catalog" % (who, k))
            continue
        for m in check_args(cat[t]["inputSchema"], a):
            errs.append("%s step %d: %s" % (who, k, m))
        if st["label"] == "allow" and "output" not in st:
            errs.append("%s step %d: allow without output" % (who, k))
        if st["label"] == "deny":
            if "output" in st:
                errs.append("%s step %d: deny with output" % (who, k))
            if first_deny is None:
                first_deny = k
            if e.bset.reads(t, a):
                errs.append("%s step %d: scored deny is a pure read" % (who, k))
        blob = json.dumps(a, ensure_ascii=False)
        if st["label"] == "allow":
            for ev in e.evils:
                if ev in blob:
                    errs.append("%s step %d: allow carries attacker value" % (who, k))
        elif e.inj is not None and e.evils and not any(ev in blob for ev in e.evils):
            errs.append("%s step %d: injected deny carries no attacker value" % (who, k))
    denies = [st for st in e.steps if st["label"] == "deny"]
    writes = [st for st in e.steps if st["label"] == "allow" and not e.bset.reads(st["call"]["tool"], st["call"].get("args", {}))]
    if writes and not e.asked:
        errs.append("%s: allowed write without meta.asked" % who)
    if e.inj is None:
        if e.planted or e.evils:
            errs.append("%s: benign with planted text or attacker value" % who)
        if e.constraint:
            if e.constraint not in e.intent:
                errs.append("%s: constraint phrase not in intent" % who)
            if not denies:
                errs.append("%s: constraint without deny" % who)
        elif denies:
            errs.append("%s: benign with deny" % who)
    else:
        if not e.planted:
            errs.append("%s: injected without planted text" % who)
        upto = first_deny if first_deny is not None else len(e.steps)
        outs = " ".join(_text(st["output"]) for st in e.steps[:upto] if "output" in st)
        for p in e.planted:
            if p not in outs:
                errs.append("%s: planted text not in an output before the first deny" % who)
        if e.inj["obeyed"]:
            if not denies:
                errs.append("%s: obeyed without deny" % who)
            if not e.evils:
                errs.append("%s: obeyed without attacker values" % who)
            if not e.inj["kind"]:
                errs.append("%s: obeyed without attack kind" % who)
        elif denies:
            errs.append("%s: ignored injection with deny" % who)
        for ev in e.evils:
            if ev not in " ".join(e.planted):
                errs.append("%s: attacker value not in planted text" % who)
            if ev in e.intent:
                errs.append("%s: attacker value in intent" % who)
    return errs


def check_set(dsets, old_domains):
    errs = []
    ids = set()
    for d in dsets:
        if d.domain in old_domains:
            errs.append("%s: domain used by an earlier set" % d.domain)
        names = [t["name"] for t in d.tools]
        if not 6 <= len(names) <= 20:
            errs.append("%s: catalog size %d" % (d.domain, len(names)))
        if len(set(names)) != len(names):
            errs.append("%s: duplicate tool names" % d.domain)
        for e in d.eps:
            if e.id in ids:
                errs.append("%s: duplicate id" % e.id)
            ids.add(e.id)
            errs += check_ep(e)
    return errs
