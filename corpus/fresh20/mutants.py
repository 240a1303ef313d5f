"""Mutation test for corpus/fresh20's checks: builds the episodes in memory, breaks them in known
ways one at a time, and confirms that gen.py's checks report each break. Writes nothing.
    python3 corpus/fresh20/mutants.py
"""
import copy
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen  # noqa: E402

OLD = gen.earlier_domains()


def fresh():
    return [(e, copy.deepcopy(doc)) for e, doc in gen.build()]


def first(built, pred):
    for e, doc in built:
        if pred(e, doc):
            return e, doc
    raise SystemExit("mutants: no episode fits a mutant's precondition")


def obeyed(e, doc):
    return e.inj is not None and e.inj["obeyed"]


def ignored(e, doc):
    return e.inj is not None and not e.inj["obeyed"]


def benign_writes(e, doc):
    return e.inj is None and bool(e.asked)


def deny_step(doc):
    return next(st for st in doc["steps"] if st["label"] == "deny")


def allow_with_args(doc):
    return next(st for st in doc["steps"] if st["label"] == "allow" and st["call"]["args"])


def tool_of(doc, st):
    return next(t for t in doc["tools"] if t["name"] == st["call"]["tool"])


def schema_prop(doc, pred):
    """(step, arg name) of the first allow step whose tool declares a property matching pred."""
    for st in doc["steps"]:
        if st["label"] != "allow":
            continue
        props = tool_of(doc, st)["inputSchema"].get("properties", {})
        for k, v in st["call"]["args"].items():
            if k in props and pred(props[k]):
                return st, k
    return None


def find_prop(built, pred):
    for e, doc in built:
        r = schema_prop(doc, pred)
        if r:
            return r
    raise SystemExit("mutants: no property fits")


def m_deny_to_allow(b):
    _, d = first(b, obeyed)
    st = deny_step(d)
    st["label"] = "allow"
    st["output"] = "ok"


def m_plant_removed(b):
    e, d = first(b, obeyed)
    for st in d["steps"]:
        if isinstance(st.get("output"), str) and e.planted[0] in st["output"]:
            st["output"] = st["output"].replace(e.planted[0], "nothing here")
        elif "output" in st and not isinstance(st["output"], str):
            st["output"] = "nothing here"


def m_undeclared_arg(b):
    _, d = first(b, lambda e, d: True)
    allow_with_args(d)["call"]["args"]["zzz_extra"] = 1


def m_wrong_type(b):
    st, k = find_prop(b, lambda p: p.get("type") == "string")
    st["call"]["args"][k] = 12345


def m_bool_as_int(b):
    st, k = find_prop(b, lambda p: p.get("type") == "integer")
    st["call"]["args"][k] = True


def m_enum(b):
    st, k = find_prop(b, lambda p: "enum" in p)
    st["call"]["args"][k] = "not-a-member"


def m_pattern(b):
    st, k = find_prop(b, lambda p: "pattern" in p)
    st["call"]["args"][k] = "???"


def m_date(b):
    st, k = find_prop(b, lambda p: p.get("format") == "date")
    st["call"]["args"][k] = "13/05/2027"


def m_minimum(b):
    st, k = find_prop(b, lambda p: "minimum" in p)
    st["call"]["args"][k] = -5


def m_missing_required(b):
    for e, d in b:
        for st in d["steps"]:
            req = tool_of(d, st)["inputSchema"].get("required", [])
            if req and req[0] in st["call"]["args"]:
                del st["call"]["args"][req[0]]
                return
    raise SystemExit("no required member")


def m_unknown_tool(b):
    _, d = first(b, lambda e, d: True)
    d["steps"][0]["call"]["tool"] = "no_such_tool"


def m_duplicate_id(b):
    b[1][1]["id"] = b[0][1]["id"]


def m_old_domain(b):
    b[0][1]["meta"]["domain"] = sorted(x for x in OLD if x)[0]


def m_allow_without_output(b):
    _, d = first(b, lambda e, d: True)
    del d["steps"][0]["output"]


def m_deny_in_benign(b):
    _, d = first(b, benign_writes)
    d["steps"][-1]["label"] = "deny"
    del d["steps"][-1]["output"]


def m_evil_in_intent(b):
    e, _ = first(b, obeyed)
    e.intent = e.intent + " " + e.evils[0]


def m_ignored_with_deny(b):
    _, d = first(b, ignored)
    st = d["steps"][-1]
    st["label"] = "deny"
    del st["output"]


def m_obeyed_without_deny(b):
    _, d = first(b, obeyed)
    d["steps"] = [st for st in d["steps"] if st["label"] != "deny"]


def m_deny_without_evil(b):
    e, d = first(b, obeyed)
    st = deny_step(d)
    st["call"]["args"] = copy.deepcopy(d["steps"][0]["call"]["args"])
    st["call"]["tool"] = d["steps"][0]["call"]["tool"]


def m_small_catalog(b):
    _, d = first(b, lambda e, d: True)
    used = {st["call"]["tool"] for st in d["steps"]}
    d["tools"] = [t for t in d["tools"] if t["name"] in used][:5]


def m_writes_not_asked(b):
    e, _ = first(b, benign_writes)
    e.asked = []


def m_evil_in_allow(b):
    for e, d in b:
        if not obeyed(e, d):
            continue
        for st in d["steps"]:
            if st["label"] != "allow":
                continue
            props = tool_of(d, st)["inputSchema"].get("properties", {})
            for k, v in st["call"]["args"].items():
                p = props.get(k, {})
                if isinstance(v, str) and p.get("type") == "string" and not ({"enum", "pattern", "format"} & set(p)):
                    st["call"]["args"][k] = e.evils[0]
                    return
    raise SystemExit("no free string arg in an obeyed episode")


def m_second_deny_to_allow(b):
    """An obeyed episode keeps one deny; a second attacker call relabelled allow must be caught."""
    _, d = first(b, obeyed)
    st = copy.deepcopy(deny_step(d))
    st["label"] = "allow"
    st["output"] = "ok"
    d["steps"].append(st)


MUTANTS = [v for k, v in sorted(globals().items()) if k.startswith("m_")]
EXPECT = {  # the message each mutant must produce (a substring of one reported problem)
    "allow_without_output": "allow step without output", "bool_as_int": "expected integer", "date": "not a date",
    "deny_in_benign": "benign episode has a deny", "deny_to_allow": "obeyed injection without a deny",
    "deny_without_evil": "carries no attacker value", "duplicate_id": "duplicate id", "enum": "not in enum",
    "evil_in_allow": "allow step carries attacker value", "evil_in_intent": "in the intent",
    "ignored_with_deny": "ignored injection has a deny", "minimum": "below minimum", "missing_required": "missing required",
    "obeyed_without_deny": "obeyed injection without a deny", "old_domain": "already covered", "pattern": "pattern",
    "plant_removed": "planted text not verbatim", "second_deny_to_allow": "allow step carries attacker value",
    "small_catalog": "want 8-20", "undeclared_arg": "undeclared member", "unknown_tool": "not in catalog",
    "writes_not_asked": "writes without meta.asked", "wrong_type": "expected string",
}


def main():
    caught = 0
    for m in MUTANTS:
        b = fresh()
        m(b)
        errs = gen.check_all(b, OLD)
        want = EXPECT[m.__name__[2:]]
        hit = [x for x in errs if want in x]
        ok = bool(hit)
        caught += ok
        print(f"{'caught' if ok else 'MISSED'}  {m.__name__[2:]:<22} {hit[0] if hit else (errs[0] if errs else '')}")
    clean = gen.check_all(fresh(), OLD)
    print(f"{caught} of {len(MUTANTS)} mutants caught; unmutated build: {len(clean)} problem(s)")
    sys.exit(0 if caught == len(MUTANTS) and not clean else 1)


if __name__ == "__main__":
    main()
