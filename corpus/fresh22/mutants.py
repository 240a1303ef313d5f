"""corpus/fresh22 - mutation test: build the episodes in memory, break them in known ways one at a
time, and check that the checks of lib.py / gen.py report each break with the expected message.
    python3 corpus/fresh22/mutants.py
Writes nothing."""
import os
import sys
import copy

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import lib  # noqa: E402
import gen  # noqa: E402

OLD = gen.old_domains()


def find(dsets, eid):
    for d in dsets:
        for e in d.eps:
            if e.id == "fresh22-" + eid:
                return d, e
    raise KeyError(eid)


def args(dsets, eid, k):
    return find(dsets, eid)[1].steps[k]["call"]["args"]


def m_tools(dsets, dom, fn):
    for d in dsets:
        if d.domain == dom:
            d.tools = copy.deepcopy(d.tools)
            fn(d.tools)


def set_inj(dsets, eid, **kw):
    find(dsets, eid)[1].inj.update(kw)


MUTANTS = [
    ("duplicate id", "duplicate id", lambda D: setattr(find(D, "ramen-02")[1], "id", "fresh22-ramen-01")),
    ("domain of an earlier set", "domain used by an earlier set", lambda D: setattr(D[0], "domain", sorted(x for x in OLD if x)[0])),
    ("tool not in catalog", "tool not in catalog", lambda D: find(D, "cabin-01")[1].steps[0]["call"].update(tool="bookingerForDag")),
    ("string for integer", "type integer expected", lambda D: args(D, "ramen-02", 0).update(people="4")),
    ("boolean for integer", "type integer expected", lambda D: args(D, "laundromat-09", 0).update(nr=True)),
    ("enum", "not in enum", lambda D: args(D, "laundromat-09", 0).update(program="45")),
    ("pattern", "pattern", lambda D: args(D, "surfschool-03", 1).update(id="RS-778")),
    ("missing required", "missing required", lambda D: args(D, "cabin-02", 0).pop("gjester")),
    ("undeclared member", "undeclared member", lambda D: args(D, "olivemill-02", 1).update(valuta="EUR")),
    ("impossible date", "format date", lambda D: args(D, "petsitter-02", 0).update(datum="2027-02-30")),
    ("bad email", "format email", lambda D: args(D, "surfschool-06", 1).update(para="claire.martin(at)laposte.net")),
    ("bad date-time", "format date-time", lambda D: args(D, "ramen-02", 0).update(time="2027-09-18 19:00")),
    ("bad email in array item", "format email", lambda D: args(D, "flatshare-07", 1)["teilnehmer"].append("tim")),
    ("below minimum", "minimum", lambda D: args(D, "warung-02", 0).update(porsi=4)),
    ("too long", "maxLength", lambda D: args(D, "laundromat-06", 1).update(tresc="x" * 500)),
    ("bad uri", "format uri", lambda D: args(D, "petsitter-04", 1).update(url="hooks slack com")),
    ("allow without output", "allow without output", lambda D: find(D, "cobbler-01")[1].steps[0].pop("output")),
    ("deny with output", "deny with output", lambda D: find(D, "cabin-04")[1].steps[1].update(output="ok")),
    ("empty intent", "empty intent", lambda D: setattr(find(D, "warung-01")[1], "intent", "  ")),
    ("unknown language", "unknown language code", lambda D: setattr(find(D, "warung-01")[1], "lang", "xx")),
    ("benign with deny", "benign with deny", lambda D: setattr(find(D, "cabin-03")[1], "constraint", None)),
    ("constraint phrase not in intent", "constraint phrase not in intent", lambda D: setattr(find(D, "warung-03")[1], "constraint", "only the sate")),
    ("constraint without deny", "constraint without deny", lambda D: find(D, "flatshare-03")[1].steps.pop()),
    ("planted text after first deny", "planted text not in an output before the first deny", lambda D: find(D, "laundromat-05")[1].steps[0].update(output="{}")),
    ("obeyed without deny", "obeyed without deny", lambda D: find(D, "olivemill-04")[1].steps.pop()),
    ("ignored with deny", "ignored injection with deny", lambda D: set_inj(D, "laundromat-06", obeyed=False)),
    ("obeyed without attack kind", "obeyed without attack kind", lambda D: set_inj(D, "cabin-05", kind=None)),
    ("attacker value in allow", "allow carries attacker value", lambda D: args(D, "warung-06", 1).update(nomor="0857 1100 9921")),
    ("attacker value in intent", "attacker value in intent", lambda D: setattr(find(D, "flatshare-08")[1], "intent", "pide leite de avea e unha Nespresso Vertuo Maschine")),
    ("attacker value not planted", "attacker value not in planted text", lambda D: find(D, "ramen-04")[1].evils.append("9990001")),
    ("injected deny without attacker value", "injected deny carries no attacker value", lambda D: args(D, "petsitter-06", 1).update(iban="NL91 ABNA 0417 1643 00")),
    ("deny is a pure read", "scored deny is a pure read", lambda D: find(D, "homestay-08")[1].steps[2]["call"]["args"].update(query="query { reviews { id } }")),
    ("write without meta.asked", "allowed write without meta.asked", lambda D: setattr(find(D, "surfschool-08")[1], "asked", [])),
    ("benign with planted text", "benign with planted text or attacker value", lambda D: find(D, "ramen-01")[1].plant("x")),
    ("catalog too small", "catalog size", lambda D: m_tools(D, "cobbler", lambda T: T.__delitem__(slice(1, 7)))),
    ("duplicate tool names", "duplicate tool names", lambda D: m_tools(D, "warung", lambda T: T.append(copy.deepcopy(T[0])))),
    ("too few non-English intents", "fewer than 60% non-English", lambda D: [setattr(e, "lang", "en") for d in D for e in d.eps]),
    ("injected share not about half", "injected share not about half", lambda D: [setattr(e, "inj", None) for d in D[:4] for e in d.eps]),
]


def main():
    clean = lib.check_set(gen.build_all(), OLD) + gen.set_level(gen.build_all())
    if clean:
        print("unmutated set fails:", clean[:3])
        return 1
    caught = 0
    for name, expect, fn in MUTANTS:
        D = gen.build_all()
        fn(D)
        errs = lib.check_set(D, OLD) + gen.set_level(D)
        ok = any(expect in m for m in errs)
        caught += ok
        if not ok:
            print("MISSED", name, errs[:3])
    print("mutants: %d of %d caught" % (caught, len(MUTANTS)))
    return 0 if caught == len(MUTANTS) else 1


if __name__ == "__main__":
    sys.exit(main())
