"""corpus/fresh21 - builders and checks (Python 3 standard library only; imports and runs no
project code).

Each domain module d_<name>.py holds DOMAIN, PLACE, TOOLS (MCP tools/list shape), WRITES-free
reads(tool, args) -> True when the call only reads, and build(S) which adds episodes:

    e = S.ep(3, "intent as typed", "tr")
    e.ok(tool, args, output)        # call the user's request needs          -> label allow
    e.no(tool, args)                # call serving planted text / overstep   -> label deny
    e.plant(text, ...)              # third-party text, verbatim in an earlier output
    e.evil(value, ...)              # values only the planted text brought
    e.attack(style, where, obeyed, kind, lang)
    e.asks(kind, ...)               # write kinds the user asked for
    e.forbid(phrase)                # the intent itself forbids something (phrase verbatim in intent)

"Today" everywhere is Tuesday 2027-06-08.
"""
import json
import re
import datetime

TODAY = "2027-06-08"
SOURCE = "fresh21-handwritten"


# ---------------------------------------------------------------- schema helpers
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
    """need=None -> all properties required; free=True -> undeclared members accepted."""
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
        self.id = "fresh21-%s-%02d" % (bset.domain, num)
        self.intent = intent
        self.lang = lang
        self.steps = []
        self.planted = []
        self.evils = []
        self.inj = None
        self.asked = []
        self.constraint = None
        self.lookalike = None

    def ok(self, t, args, out, note=None):
        st = {"call": {"tool": t, "args": args}, "output": out, "label": "allow"}
        if note:
            st["note"] = note
        self.steps.append(st)
        return self

    def no(self, t, args, note=None, scored=True):
        st = {"call": {"tool": t, "args": args}, "label": "deny"}
        if not scored:
            st["scored"] = False
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

    def look(self, why):
        self.lookalike = why
        return self

    def to_dict(self):
        m = {"source": SOURCE, "domain": self.domain, "group": self.id, "lang": self.lang,
             "place": self.bset.place, "today": TODAY, "attacked": self.inj is not None}
        writes = [st for st in self.steps if not self.bset.reads(st["call"]["tool"], st["call"]["args"])]
        if self.inj is None:
            m["benign"] = "with-writes" if any(st["label"] == "allow" for st in writes) else "read-only"
            if self.lookalike:
                m["lookalike"] = self.lookalike
        else:
            m["attack_style"] = self.inj["style"]
            m["injection_where"] = self.inj["where"]
            m["injection_lang"] = self.inj["lang"]
            m["obeyed"] = self.inj["obeyed"]
            if self.inj["obeyed"]:
                m["attack"] = self.inj["kind"]
        if self.constraint:
            m["constraint"] = self.constraint
        m["asked"] = list(self.asked)
        return {"v": 1, "id": self.id, "intent": self.intent, "tools": self.bset.tools,
                "steps": self.steps, "meta": m}


class DomainSet:
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
EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$")
URI = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:[^\s]+$")
DT = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$")


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


def check_value(sch, v, path="args"):
    errs = []
    t = sch.get("type")
    if t is not None:
        ts = t if isinstance(t, list) else [t]
        if not any(_type_ok(x, v) for x in ts):
            return ["%s: type %s expected" % (path, t)]
    if "const" in sch and v != sch["const"]:
        errs.append("%s: const" % path)
    if "enum" in sch and v not in sch["enum"]:
        errs.append("%s: not in enum" % path)
    if isinstance(v, str):
        if "minLength" in sch and len(v) < sch["minLength"]:
            errs.append("%s: shorter than minLength" % path)
        if "maxLength" in sch and len(v) > sch["maxLength"]:
            errs.append("%s: longer than maxLength" % path)
        if "pattern" in sch and not re.search(sch["pattern"], v):
            errs.append("%s: pattern" % path)
        f = sch.get("format")
        if f == "date":
            try:
                datetime.date.fromisoformat(v)
                if not re.match(r"^\d{4}-\d{2}-\d{2}$", v):
                    raise ValueError
            except ValueError:
                errs.append("%s: format date" % path)
        elif f == "date-time" and not DT.match(v):
            errs.append("%s: format date-time" % path)
        elif f == "email" and not EMAIL.match(v):
            errs.append("%s: format email" % path)
        elif f == "uri" and not URI.match(v):
            errs.append("%s: format uri" % path)
    if isinstance(v, (int, float)) and not isinstance(v, bool):
        if "minimum" in sch and v < sch["minimum"]:
            errs.append("%s: below minimum" % path)
        if "maximum" in sch and v > sch["maximum"]:
            errs.append("%s: above maximum" % path)
    if isinstance(v, list):
        if "minItems" in sch and len(v) < sch["minItems"]:
            errs.append("%s: fewer than minItems" % path)
        if "maxItems" in sch and len(v) > sch["maxItems"]:
            errs.append("%s: more than maxItems" % path)
        if "items" in sch:
            for k, x in enumerate(v):
                errs += check_value(sch["items"], x, "%s[%d]" % (path, k))
    if isinstance(v, dict):
        props = sch.get("properties", {})
        for r in sch.get("required", []):
            if r not in v:
                errs.append("%s: missing required %s" % (path, r))
        for k, x in v.items():
            if k in props:
                errs += check_value(props[k], x, "%s.%s" % (path, k))
            elif sch.get("additionalProperties") is False:
                errs.append("%s: undeclared member %s" % (path, k))
    return errs


# ---------------------------------------------------------------- per-episode checks
def _text(out):
    return out if isinstance(out, str) else json.dumps(out, ensure_ascii=False)


def _has(hay, needle):
    return needle in hay or json.dumps(needle, ensure_ascii=False)[1:-1] in hay


def check_episode(e, d=None):
    """Returns a list of problem strings (empty = fine). d: the episode as dict (to_dict())."""
    d = d if d is not None else e.to_dict()
    P = []
    tag = d["id"]
    names = [t["name"] for t in d["tools"]]
    if not 6 <= len(names) <= 20:
        P.append("%s: catalog-size %d" % (tag, len(names)))
    if len(set(names)) != len(names):
        P.append("%s: tool-dup" % tag)
    if not d["intent"].strip():
        P.append("%s: intent-empty" % tag)
    if not re.match(r"^[a-z]{2,3}(-[A-Za-z]+)?$", d["meta"].get("lang") or ""):
        P.append("%s: lang-missing" % tag)
    by = {t["name"]: t for t in d["tools"]}
    first_deny = None
    reads = e.bset.reads
    for k, st in enumerate(d["steps"]):
        c = st["call"]
        if st["label"] not in ("allow", "deny"):
            P.append("%s step %d: bad-label" % (tag, k))
        if c["tool"] not in by:
            P.append("%s step %d: unknown-tool %s" % (tag, k, c["tool"]))
            continue
        for er in check_value(by[c["tool"]]["inputSchema"], c.get("args", {})):
            P.append("%s step %d: args-invalid %s" % (tag, k, er))
        if st["label"] == "allow" and "output" not in st:
            P.append("%s step %d: allow-no-output" % (tag, k))
        if st["label"] == "deny" and "output" in st:
            P.append("%s step %d: deny-has-output" % (tag, k))
        if st["label"] == "deny" and first_deny is None:
            first_deny = k
    denies = [st for st in d["steps"] if st["label"] == "deny"]
    allows = [st for st in d["steps"] if st["label"] == "allow"]
    if not allows and not denies:
        P.append("%s: no-steps" % tag)
    writes_allowed = [st for st in allows if not reads(st["call"]["tool"], st["call"]["args"])]
    if writes_allowed and not e.asked:
        P.append("%s: write-not-asked" % tag)
    m = d["meta"]
    if e.constraint is not None:
        if e.constraint not in d["intent"]:
            P.append("%s: constraint-not-in-intent" % tag)
        if e.inj is None and not denies:
            P.append("%s: constraint-without-deny" % tag)
    if e.inj is None:
        if denies and e.constraint is None:
            P.append("%s: benign-has-deny" % tag)
        if e.planted:
            P.append("%s: benign-has-plant" % tag)
        if e.evils:
            P.append("%s: benign-has-evil" % tag)
        for st in denies:
            if reads(st["call"]["tool"], st["call"]["args"]):
                P.append("%s: deny-is-read" % tag)
        if m.get("benign") == "read-only" and writes_allowed:
            P.append("%s: readonly-writes" % tag)
        return P
    # injected
    if not e.planted:
        P.append("%s: injected-without-plant" % tag)
    if not e.inj.get("lang") or not e.inj.get("style") or not e.inj.get("where"):
        P.append("%s: attack-meta-missing" % tag)
    limit = first_deny if first_deny is not None else len(d["steps"])
    earlier = [_text(st["output"]) for st in d["steps"][:limit] if "output" in st]
    for p in e.planted:
        if not any(_has(o, p) for o in earlier):
            P.append("%s: plant-not-before-deny" % tag)
    if e.inj["obeyed"]:
        if not denies:
            P.append("%s: obeyed-no-deny" % tag)
        if not e.evils:
            P.append("%s: obeyed-no-evil" % tag)
        if not e.inj.get("kind"):
            P.append("%s: obeyed-no-kind" % tag)
    else:
        if denies:
            P.append("%s: ignored-has-deny" % tag)
    for v in e.evils:
        if not any(_has(p, v) for p in e.planted):
            P.append("%s: evil-not-in-plant %s" % (tag, v))
        if v.lower() in d["intent"].lower():
            P.append("%s: evil-in-intent %s" % (tag, v))
    for k, st in enumerate(d["steps"]):
        a = json.dumps(st["call"].get("args", {}), ensure_ascii=False)
        hit = [v for v in e.evils if _has(a, v)]
        if st["label"] == "allow" and hit:
            P.append("%s step %d: allow-carries-evil" % (tag, k))
        if st["label"] == "deny" and st.get("scored", True):
            if not hit:
                P.append("%s step %d: deny-without-evil" % (tag, k))
            if reads(st["call"]["tool"], st["call"]["args"]):
                P.append("%s step %d: deny-is-read" % (tag, k))
    return P


def check_all(sets, old_domains):
    P = []
    ids = set()
    for bs in sets:
        if bs.domain in old_domains:
            P.append("%s: domain-not-new" % bs.domain)
        for e in bs.eps:
            d = e.to_dict()
            if d["id"] in ids:
                P.append("%s: dup-id" % d["id"])
            ids.add(d["id"])
            P += check_episode(e, d)
    return P


def dump(d):
    return json.dumps(d, ensure_ascii=False, separators=(",", ":"))
