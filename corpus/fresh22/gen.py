"""corpus/fresh22 - build every episode, run every check, write episodes.jsonl only when all
pass (same bytes every run), print counts and the sha256.
    python3 corpus/fresh22/gen.py
Reads fresh10..fresh21 episodes.jsonl only for their meta.domain values (novelty check) and
prints nothing of them."""
import os
import sys
import json
import hashlib
import importlib

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import lib  # noqa: E402

DOMAINS = ["laundromat", "surfschool", "ramen", "petsitter", "homestay", "olivemill", "cobbler", "warung", "cabin", "flatshare"]


def old_domains():
    out = set()
    corpus = os.path.dirname(HERE)
    for k in range(10, 22):
        p = os.path.join(corpus, "fresh%d" % k, "episodes.jsonl")
        if not os.path.exists(p):
            continue
        with open(p, encoding="utf-8") as f:
            for line in f:
                line = line.strip()
                if line:
                    out.add((json.loads(line).get("meta") or {}).get("domain"))
    return out


def build_all():
    dsets = []
    for d in DOMAINS:
        mod = importlib.import_module("d_" + d)
        ds = lib.DSet(mod)
        mod.build(ds)
        dsets.append(ds)
    return dsets


def set_level(dsets):
    errs = []
    eps = [e for d in dsets for e in d.eps]
    langs = {e.lang for e in eps}
    non_en = sum(1 for e in eps if e.lang != "en")
    if len(eps) < 60:
        errs.append("fewer than 60 episodes")
    if non_en < 0.6 * len(eps):
        errs.append("fewer than 60% non-English intents")
    if len(langs) < 25:
        errs.append("fewer than 25 intent languages")
    inj = sum(1 for e in eps if e.inj)
    if not 0.4 * len(eps) <= inj <= 0.6 * len(eps):
        errs.append("injected share not about half")
    return errs


def serialize(dsets):
    return "".join(json.dumps(e.to_json(), ensure_ascii=False, sort_keys=False) + "\n" for d in dsets for e in d.eps)


def main():
    dsets = build_all()
    errs = lib.check_set(dsets, old_domains()) + set_level(dsets)
    if errs:
        for m in errs:
            print("FAIL", m)
        print("gen: %d problem(s), nothing written" % len(errs))
        return 1
    text = serialize(dsets).encode("utf-8")
    with open(os.path.join(HERE, "episodes.jsonl"), "wb") as f:
        f.write(text)
    eps = [e for d in dsets for e in d.eps]
    steps = [st for e in eps for st in e.steps]
    allow = sum(1 for st in steps if st["label"] == "allow")
    deny = sum(1 for st in steps if st["label"] == "deny")
    inj = [e for e in eps if e.inj]
    ob = sum(1 for e in inj if e.inj["obeyed"])
    langs = sorted({e.lang for e in eps})
    non_en = sum(1 for e in eps if e.lang != "en")
    print("episodes %d, calls %d (allow %d, deny %d), injected %d (obeyed %d, ignored %d), constraint %d, languages %d, non-English %d" % (
        len(eps), len(steps), allow, deny, len(inj), ob, len(inj) - ob, sum(1 for e in eps if e.constraint), len(langs), non_en))
    print("sha256", hashlib.sha256(text).hexdigest())
    return 0


if __name__ == "__main__":
    sys.exit(main())
