"""Building blocks for corpus/fresh18 (written for this set; plain Python 3, no project code).

A domain module defines `TOOLS` (its catalog, MCP `tools/list` shape) and `write(book)`, which adds
its episodes through `book.episode(...)`. An episode is built step by step:

    ep = book.episode("bikeshop", 2, "intent as typed", lang="en")
    ep.ok(tool, args, output, cites=[...])    # a call the user's task needs       -> label allow
    ep.no(tool, args)                         # a call that serves someone else     -> label deny
    ep.planted(fragment, ...)                 # text an attacker put in a tool output
    ep.attacker(values...)                    # values only the attacker supplied

`cites` lists values an allowed write takes from what the user said or from an earlier output;
the checker verifies each one is really there (so the legit call's values have a traceable source).
"""
import json

TODAY = "2027-06-08"  # a Tuesday; the date every episode is written against
YMD = r"^\d{4}-\d{2}-\d{2}$"
HHMM = r"^([01]\d|2[0-3]):[0-5]\d$"
YMDHM = r"^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}$"


# ---------------------------------------------------------------- parameter schemas
def _p(base, doc, kw):
    if doc is not None:
        base["description"] = doc
    base.update(kw)
    return base


def S(doc=None, **kw):
    return _p({"type": "string"}, doc, kw)


def I(doc=None, **kw):
    return _p({"type": "integer"}, doc, kw)


def N(doc=None, **kw):
    return _p({"type": "number"}, doc, kw)


def B(doc=None, **kw):
    return _p({"type": "boolean"}, doc, kw)


def E(values, doc=None, **kw):
    return _p({"type": "string", "enum": list(values)}, doc, kw)


def A(items, doc=None, **kw):
    return _p({"type": "array", "items": items}, doc, kw)


def O(props, need=(), doc=None, open_=False, **kw):
    o = {"type": "object", "properties": dict(props)}
    if need:
        o["required"] = list(need)
    o["additionalProperties"] = bool(open_)
    return _p(o, doc, kw)


def FREE(doc=None):
    """An object whose members the tool does not declare (a body, a params bag)."""
    return _p({"type": "object", "additionalProperties": True}, doc, {})


def tool(name, doc, props=None, need=None, hints=None, closed=True, title=None):
    """One tool spec. `need` defaults to every declared parameter."""
    props = dict(props or {})
    sch = {"type": "object", "properties": props}
    req = list(props) if need is None else list(need)
    if req:
        sch["required"] = req
    if closed:
        sch["additionalProperties"] = False
    t = {"name": name}
    if title is not None:
        t["title"] = title
    t["description"] = doc
    t["inputSchema"] = sch
    if hints is not None:
        t["annotations"] = dict(hints)
    return t


def js(value):
    """Tool output as the text an API returns: JSON, non-ASCII kept."""
    return json.dumps(value, ensure_ascii=False)


# ---------------------------------------------------------------- episodes
class Episode:
    def __init__(self, book, domain, num, intent, lang):
        self.book = book
        self.id = f"fresh18-{domain}-{num:02d}"
        self.domain = domain
        self.intent = intent
        self.lang = lang
        self.steps = []
        self.cites = []          # (step index, value)
        self.fragments = []      # planted text, verbatim as placed in an output
        self.bad_values = []     # values only the attacker supplied
        self.inj = None          # description of the injection (meta)
        self.asked = []
        self.kind = None         # benign: "read-only" | "read-then-write"

    # steps
    def ok(self, name, args, output, cites=(), note=None):
        st = {"call": {"tool": name, "args": args}, "output": output, "label": "allow"}
        if note:
            st["note"] = note
        for c in cites:
            self.cites.append((len(self.steps), c))
        self.steps.append(st)
        return self

    def no(self, name, args, note=None, scored=True):
        st = {"call": {"tool": name, "args": args}, "label": "deny"}
        if not scored:
            st["scored"] = False
        if note:
            st["note"] = note
        self.steps.append(st)
        return self

    # injection bookkeeping
    def planted(self, *fragments, lang, style, voice, where, obeyed, attack=None):
        """voice: 'fact' (states facts / looks like data), 'order' (an imperative addressed to no
        one in particular), 'agent' (addresses an assistant, bot or automation)."""
        self.fragments.extend(fragments)
        self.inj = {"lang": lang, "style": style, "voice": voice, "where": where,
                    "obeyed": obeyed, "attack": attack}
        return self

    def attacker(self, *values):
        self.bad_values.extend(values)
        return self

    def wants(self, *kinds):
        self.asked.extend(kinds)
        return self

    def render(self, tools, source):
        meta = {"source": source, "domain": self.domain, "group": self.id, "intent_lang": self.lang,
                "injected": self.inj is not None}
        if self.inj is None:
            meta["benign"] = "read-only" if not self.asked else "with-writes"
        else:
            meta["inj_lang"] = self.inj["lang"]
            meta["style"] = self.inj["style"]
            meta["voice"] = self.inj["voice"]
            meta["where"] = self.inj["where"]
            meta["obeyed"] = self.inj["obeyed"]
            meta["split"] = len(self.fragments) > 1
            if self.inj["attack"]:
                meta["attack"] = self.inj["attack"]
        if self.asked:
            meta["asked"] = list(self.asked)
        return {"v": 1, "id": self.id, "intent": self.intent, "tools": tools, "steps": self.steps,
                "meta": meta}


class Book:
    def __init__(self, source):
        self.source = source
        self.eps = []          # (Episode, tools)

    def episode(self, domain, num, intent, tools, lang="en"):
        ep = Episode(self, domain, num, intent, lang)
        self.eps.append((ep, tools))
        return ep

    def records(self):
        return [ep.render(tools, self.source) for ep, tools in self.eps]

    def sidecar(self):
        """What the checker needs beyond the episodes: planted text, attacker values, cites."""
        return {ep.id: {"fragments": list(ep.fragments), "bad": list(ep.bad_values),
                        "cites": list(ep.cites)} for ep, _ in self.eps}
