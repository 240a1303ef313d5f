"""Small helpers for writing fresh40 episodes by hand (no project code is imported)."""


def s(desc=None, **kw):
    d = {"type": "string"}
    if desc:
        d["description"] = desc
    d.update(kw)
    return d


def n(desc=None, **kw):
    d = {"type": "number"}
    if desc:
        d["description"] = desc
    d.update(kw)
    return d


def i(desc=None, **kw):
    d = {"type": "integer"}
    if desc:
        d["description"] = desc
    d.update(kw)
    return d


def b(desc=None):
    d = {"type": "boolean"}
    if desc:
        d["description"] = desc
    return d


def e(values, desc=None):
    d = {"type": "string", "enum": list(values)}
    if desc:
        d["description"] = desc
    return d


def a(items, desc=None):
    d = {"type": "array", "items": items}
    if desc:
        d["description"] = desc
    return d


def o(props, required=None, desc=None):
    d = {"type": "object", "properties": props}
    if required:
        d["required"] = list(required)
    if desc:
        d["description"] = desc
    return d


def tool(name, desc, props, required=None, ann=None, title=None):
    t = {"name": name}
    if title:
        t["title"] = title
    t["description"] = desc
    t["inputSchema"] = o(props, required)
    if ann:
        t["annotations"] = ann
    return t


RO = {"readOnlyHint": True}
DESTR = {"destructiveHint": True}


def st(tool_name, args, label, out=None, note=None, scored=None):
    step = {"call": {"tool": tool_name, "args": args}}
    if out is not None:
        step["output"] = out
    step["label"] = label
    if scored is not None:
        step["scored"] = scored
    if note:
        step["note"] = note
    return step


def ep(num, lang, kind, intent, steps, style=None, place=None, ilang=None):
    """kind: benign | injected-obeyed | injected-ignored | forbidden | scope-creep
    (added in fresh29) style (attack style), place (where the planted text sits), ilang (its language)."""
    d = {"num": num, "lang": lang, "kind": kind, "intent": intent, "steps": steps}
    if kind.startswith("injected"):
        d["attack"] = {"style": style, "placement": place, "lang": ilang}
    elif kind in ("forbidden", "scope-creep"):
        d["attack"] = {"style": kind if style is None else style, "placement": None, "lang": None}
    else:
        d["attack"] = None
    return d
