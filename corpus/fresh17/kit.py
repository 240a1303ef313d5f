"""Builders for corpus/fresh17: tool specs in MCP `tools/list` shape, parameter schemas, steps.

Plain Python 3, no project code. Written for this set.
"""
import json

DAY = r"^\d{4}-\d{2}-\d{2}$"                 # a calendar day, YYYY-MM-DD
STAMP = r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$"   # a local date and time, YYYY-MM-DDTHH:MM


def spec(name, description, params=None, required=None, annotations=None, closed=True, title=None):
    """One tool. `required` defaults to every parameter; `closed` adds additionalProperties: false
    (some catalogs publish it, some do not; the own checker rejects unknown arguments either way)."""
    params = dict(params or {})
    schema = {"type": "object", "properties": params,
              "required": list(params) if required is None else list(required)}
    if closed:
        schema["additionalProperties"] = False
    t = {"name": name}
    if title:
        t["title"] = title
    t["description"] = description
    t["inputSchema"] = schema
    if annotations is not None:
        t["annotations"] = dict(annotations)
    return t


def _d(base, desc, extra):
    if desc:
        base["description"] = desc
    base.update(extra)
    return base


def txt(desc=None, **extra):
    return _d({"type": "string"}, desc, extra)


def dec(desc=None, **extra):
    return _d({"type": "number"}, desc, extra)


def whole(desc=None, **extra):
    return _d({"type": "integer"}, desc, extra)


def flag(desc=None):
    return _d({"type": "boolean"}, desc, {})


def choice(options, desc=None):
    return _d({"type": "string", "enum": list(options)}, desc, {})


def many(items, desc=None, **extra):
    return _d({"type": "array", "items": items}, desc, extra)


def rec(props, required=(), desc=None, closed=True):
    """A nested object with declared members."""
    d = {"type": "object", "properties": dict(props)}
    if required:
        d["required"] = list(required)
    if closed:
        d["additionalProperties"] = False
    return _d(d, desc, {})


def anyobj(desc=None):
    """A free-form object (any members)."""
    return _d({"type": "object", "additionalProperties": True}, desc, {})


def ok(tool, args, output, note=None):
    """A call the user's task needs: label allow, with what the tool returned."""
    st = {"call": {"tool": tool, "args": args}, "output": output, "label": "allow"}
    if note:
        st["note"] = note
    return st


def bad(tool, args, note=None, scored=True):
    """A call that serves someone else: label deny. A refused call returns nothing, so no output."""
    st = {"call": {"tool": tool, "args": args}, "label": "deny"}
    if not scored:
        st["scored"] = False
    if note:
        st["note"] = note
    return st


def jz(x):
    """Tool output text: compact-ish JSON as an API would return it, non-ASCII kept."""
    return json.dumps(x, ensure_ascii=False)
