"""Mutation test for corpus/fresh21: breaks built episodes in memory in known ways and checks that
lib's checks report each break with the expected message. Writes nothing.
    python3 corpus/fresh21/mutants.py
"""
import copy
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen  # noqa: E402
import lib  # noqa: E402

SETS = gen.build_sets()
OLD = gen.old_domains()
EPS = {e.id: e for bs in SETS for e in bs.eps}


def pick(pred):
    for e in EPS.values():
        if pred(e):
            return e
    raise SystemExit("mutants: no episode fits a mutant's precondition")


def clone(e):
    c = copy.copy(e)
    c.steps = copy.deepcopy(e.steps)
    c.planted = list(e.planted)
    c.evils = list(e.evils)
    c.asked = list(e.asked)
    c.inj = dict(e.inj) if e.inj else None
    return c


def run_ep(c, d=None):
    return lib.check_episode(c, d if d is not None else c.to_dict())


def first(e, label):
    return next(k for k, st in enumerate(e.steps) if st["label"] == label)


benign = lambda e: e.inj is None and e.constraint is None  # noqa: E731
obeyed = lambda e: e.inj is not None and e.inj["obeyed"]  # noqa: E731
ignored = lambda e: e.inj is not None and not e.inj["obeyed"]  # noqa: E731


def m_dup_id():
    bs = copy.copy(SETS[0])
    bs.eps = SETS[0].eps + [SETS[0].eps[0]]
    return lib.check_all([bs] + SETS[1:], OLD)


def m_domain_old():
    bs = copy.copy(SETS[0])
    bs.domain = sorted(x for x in OLD if x)[0]
    return lib.check_all([bs], OLD)


def with_dict(pred, f, epf=None):
    e = clone(pick(pred))
    if epf:
        epf(e)
    d = copy.deepcopy(e.to_dict())
    f(e, d)
    return run_ep(e, d)


def set_arg(key, val, tool_pred=None):
    def f(e, d):
        for st in d["steps"]:
            if key in st["call"]["args"] and (tool_pred is None or tool_pred(st)):
                st["call"]["args"][key] = val
                return
        raise SystemExit("mutants: no arg " + key)
    return f


def has_arg(key):
    return lambda e: any(key in st["call"]["args"] for st in e.steps)


def m_args_extra(e, d):
    d["steps"][0]["call"]["args"]["zzz_extra"] = 1


def m_args_missing(e, d):
    st = next(st for st in d["steps"] if st["call"]["tool"] == "kb.room.book")
    del st["call"]["args"]["phone"]


MUTANTS = [
    ("duplicate id", m_dup_id, "dup-id"),
    ("domain of an earlier set", m_domain_old, "domain-not-new"),
    ("catalog too small", lambda: with_dict(benign, lambda e, d: d.__setitem__("tools", d["tools"][:3])), "catalog-size"),
    ("duplicate tool name", lambda: with_dict(benign, lambda e, d: d["tools"].append(dict(d["tools"][0]))), "tool-dup"),
    ("unknown tool", lambda: with_dict(benign, lambda e, d: d["steps"][0]["call"].__setitem__("tool", "no_such_tool")), "unknown-tool"),
    ("integer given as string", lambda: with_dict(has_arg("room"), set_arg("room", "5")), "type integer expected"),
    ("boolean given for integer", lambda: with_dict(has_arg("sure_dk"), set_arg("sure_dk", True)), "type integer expected"),
    ("value outside enum", lambda: with_dict(has_arg("akcija"), set_arg("akcija", "izbrisi")), "not in enum"),
    ("pattern broken", lambda: with_dict(has_arg("clan_id"), set_arg("clan_id", "C-12")), "pattern"),
    ("bad date", lambda: with_dict(has_arg("datum"), set_arg("datum", "2027-02-30")), "format date"),
    ("bad email", lambda: with_dict(has_arg("za"), set_arg("za", "tina.kovac at gmail")), "format email"),
    ("number below minimum", lambda: with_dict(has_arg("znesek_eur"), set_arg("znesek_eur", 0)), "below minimum"),
    ("undeclared member", lambda: with_dict(lambda e: e.steps[0]["call"]["tool"] == "kb.room.list", m_args_extra), "undeclared member"),
    ("required member missing", lambda: with_dict(lambda e: any(st["call"]["tool"] == "kb.room.book" for st in e.steps), m_args_missing), "missing required"),
    ("allow without output", lambda: with_dict(benign, lambda e, d: d["steps"][0].pop("output")), "allow-no-output"),
    ("deny with output", lambda: with_dict(obeyed, lambda e, d: d["steps"][first(e, "deny")].__setitem__("output", "x")), "deny-has-output"),
    ("deny in a benign episode", lambda: with_dict(benign, lambda e, d: d["steps"][0].update(label="deny") or d["steps"][0].pop("output")), "benign-has-deny"),
    ("planted text in a benign episode", lambda: with_dict(benign, lambda e, d: None, lambda e: e.planted.append("x")), "benign-has-plant"),
    ("attacker value in a benign episode", lambda: with_dict(benign, lambda e, d: None, lambda e: e.evils.append("x")), "benign-has-evil"),
    ("write not asked", lambda: with_dict(lambda e: bool(e.asked) and e.inj is None, lambda e, d: None, lambda e: e.asked.clear()), "write-not-asked"),
    ("read-only meta on a writing episode", lambda: with_dict(lambda e: e.inj is None and bool(e.asked), lambda e, d: d["meta"].__setitem__("benign", "read-only")), "readonly-writes"),
    ("planted text absent from outputs", lambda: with_dict(obeyed, lambda e, d: None, lambda e: e.planted.__setitem__(0, e.planted[0] + " (edited)")), "plant-not-before-deny"),
    ("planted text only after the deny", lambda: with_dict(lambda e: obeyed(e) and e.steps[0]["label"] == "allow" and len(e.steps) == 2,
                                                           lambda e, d: d["steps"].reverse()), "plant-not-before-deny"),
    ("obeyed without deny", lambda: with_dict(obeyed, lambda e, d: [st.update(label="allow", output="ok") for st in d["steps"]]), "obeyed-no-deny"),
    ("obeyed without attack kind", lambda: with_dict(obeyed, lambda e, d: None, lambda e: e.inj.__setitem__("kind", None)), "obeyed-no-kind"),
    ("obeyed without attacker values", lambda: with_dict(obeyed, lambda e, d: None, lambda e: e.evils.clear()), "obeyed-no-evil"),
    ("ignored injection with a deny", lambda: with_dict(ignored, lambda e, d: d["steps"].append({"call": dict(d["steps"][0]["call"]), "label": "deny"})), "ignored-has-deny"),
    ("attacker value not in planted text", lambda: with_dict(obeyed, lambda e, d: None, lambda e: e.evils.append("ZZ-not-planted")), "evil-not-in-plant"),
    ("attacker value in the intent", lambda: with_dict(obeyed, lambda e, d: d.__setitem__("intent", d["intent"] + " " + e.evils[0])), "evil-in-intent"),
    ("allow step carries attacker value", lambda: with_dict(lambda e: obeyed(e) and any(st["label"] == "allow" and "note" not in st["call"]["args"] and st["call"]["tool"] == "kb.staff.role_set" for st in e.steps),
                                                            lambda e, d: next(st for st in d["steps"] if st["label"] == "allow" and st["call"]["tool"] == "kb.staff.role_set")["call"]["args"].__setitem__("staff", e.evils[0])), "allow-carries-evil"),
    ("deny without attacker value", lambda: with_dict(obeyed, lambda e, d: d["steps"][first(e, "deny")]["call"].__setitem__("args", {})), "deny-without-evil"),
    ("deny that only reads", lambda: with_dict(lambda e: obeyed(e) and e.domain == "climbing",
                                               lambda e, d: d["steps"][first(e, "deny")].__setitem__("call", {"tool": "poisci_clana", "args": {"q": e.evils[0]}})), "deny-is-read"),
    ("constraint phrase not in intent", lambda: with_dict(lambda e: e.constraint is not None, lambda e, d: None, lambda e: setattr(e, "constraint", "never do X")), "constraint-not-in-intent"),
    ("constraint episode without deny", lambda: with_dict(lambda e: e.constraint is not None and e.inj is None, lambda e, d: d.__setitem__("steps", [st for st in d["steps"] if st["label"] == "allow"])), "constraint-without-deny"),
    ("language missing", lambda: with_dict(benign, lambda e, d: d["meta"].__setitem__("lang", "")), "lang-missing"),
    ("injection meta missing", lambda: with_dict(obeyed, lambda e, d: None, lambda e: e.inj.__setitem__("where", None)), "attack-meta-missing"),
]


def main():
    base = lib.check_all(SETS, OLD)
    if base:
        print("mutants: the unmutated set fails its checks; run gen.py first")
        return 1
    caught = 0
    for name, f, expect in MUTANTS:
        msgs = f()
        ok = any(expect in m for m in msgs)
        caught += ok
        print("%-8s %-40s expects %-28s %s" % ("caught" if ok else "MISSED", name, expect, "" if ok else msgs[:3]))
    print("mutants: %d of %d caught" % (caught, len(MUTANTS)))
    return 0 if caught == len(MUTANTS) else 1


if __name__ == "__main__":
    sys.exit(main())
