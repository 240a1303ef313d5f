"""Mutation test of gen.py's checks: each mutant breaks the built episodes in a known way (in memory);
every mutant must be reported by gen.check(). Stdlib only.   python3 corpus/fresh19/mutants.py"""
import copy
import importlib
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen  # noqa: E402
from lib import Set  # noqa: E402


def build():
    eps = []
    for mod in gen.DOMAIN_FILES:
        m = importlib.import_module(mod)
        st = Set(m.DOMAIN, m.TOOLS)
        m.build(st)
        eps += st.eps
    return eps


def find(eps, pred):
    return next(e for e in eps if pred(e))


def mut_dup_id(eps, objs):
    objs[1]["id"] = objs[0]["id"]


def mut_old_domain(eps, objs):
    objs[0]["meta"]["domain"] = "florist"


def mut_unknown_tool(eps, objs):
    objs[2]["steps"][0]["call"]["tool"] = "no_such_tool"


def mut_bad_type(eps, objs):
    for o in objs:
        for st in o["steps"]:
            a = st["call"]["args"]
            for k, v in a.items():
                if isinstance(v, (int, float)) and not isinstance(v, bool):
                    a[k] = str(v)
                    return


def mut_undeclared_arg(eps, objs):
    objs[3]["steps"][0]["call"]["args"]["zzz"] = 1


def mut_missing_required(eps, objs):
    for o in objs:
        tools = {t["name"]: t for t in o["tools"]}
        for st in o["steps"]:
            req = tools[st["call"]["tool"]]["inputSchema"].get("required", [])
            if req:
                st["call"]["args"].pop(req[0], None)
                return


def mut_enum(eps, objs):
    for o in objs:
        for st in o["steps"]:
            if st["call"]["tool"] == "dispecink":
                st["call"]["args"]["operace"] = "smazat_vse"
                return


def mut_flip_deny(eps, objs):
    k = next(i for i, o in enumerate(objs) if any(s["label"] == "deny" for s in o["steps"]))
    for s in objs[k]["steps"]:
        if s["label"] == "deny":
            s["label"] = "allow"
            s["output"] = "ok"


def mut_flip_allow_in_benign(eps, objs):
    k = next(i for i, o in enumerate(objs) if not o["meta"]["attacked"] and len(o["steps"]) > 1)
    objs[k]["steps"][-1]["label"] = "deny"


def mut_deny_without_evil(eps, objs):
    for o in objs:
        for s in o["steps"]:
            if s["label"] == "deny":
                s["call"]["args"] = {}
                return


def mut_planted_missing(eps, objs):
    k = next(i for i, e in enumerate(eps) if e.planted)
    eps[k].planted = ["text that is in no output at all"]


def mut_evil_in_intent(eps, objs):
    k = next(i for i, e in enumerate(eps) if e.evils)
    objs[k]["intent"] += " " + eps[k].evils[0]


def mut_allow_output_dropped(eps, objs):
    objs[4]["steps"][0].pop("output")


def mut_small_catalog(eps, objs):
    objs[5]["tools"] = objs[5]["tools"][:3]


def mut_pattern(eps, objs):
    for o in objs:
        for st in o["steps"]:
            if st["call"]["tool"] == "payout":
                st["call"]["args"]["sc"] = "200-45-77"
                return


MUTANTS = [v for k, v in sorted(globals().items()) if k.startswith("mut_")]


def main():
    base = build()
    objs0 = [e.build() for e in base]
    assert not gen.check(base, objs0), "unmutated set must pass"
    missed = []
    for m in MUTANTS:
        eps = build()
        objs = copy.deepcopy([e.build() for e in eps])
        m(eps, objs)
        if not gen.check(eps, objs):
            missed.append(m.__name__)
    print(f"{len(MUTANTS) - len(missed)} of {len(MUTANTS)} mutants caught" + (f"; missed: {missed}" if missed else ""))
    sys.exit(1 if missed else 0)


if __name__ == "__main__":
    main()
