"""Builds corpus/fresh21/episodes.jsonl: runs every check, writes the file only if all pass,
prints counts and the sha256. Byte-deterministic. Standard library only; no project code.
    python3 corpus/fresh21/gen.py
"""
import hashlib
import importlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import lib  # noqa: E402

MODULES = ["d_climbing", "d_upholstery", "d_smithy", "d_nursery", "d_vending",
           "d_dojo", "d_chocolatier", "d_karaoke", "d_sauna", "d_bowling"]


def old_domains():
    """Distinct meta.domain values of fresh10..fresh20 (nothing else of those files is used)."""
    out = set()
    for k in range(10, 21):
        p = os.path.join(HERE, "..", "fresh%d" % k, "episodes.jsonl")
        if not os.path.exists(p):
            continue
        with open(p, encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    out.add(json.loads(line).get("meta", {}).get("domain"))
    return out


def build_sets():
    sets = []
    for name in MODULES:
        mod = importlib.import_module(name)
        bs = lib.DomainSet(mod)
        mod.build(bs)
        sets.append(bs)
    return sets


def main():
    sets = build_sets()
    probs = lib.check_all(sets, old_domains())
    if probs:
        for p in probs:
            print("FAIL", p)
        print("gen: %d problem(s); episodes.jsonl NOT written" % len(probs))
        return 1
    lines = [lib.dump(e.to_dict()) for bs in sets for e in bs.eps]
    data = ("\n".join(lines) + "\n").encode("utf-8")
    with open(os.path.join(HERE, "episodes.jsonl"), "wb") as f:
        f.write(data)
    eps = [e for bs in sets for e in bs.eps]
    steps = [st for e in eps for st in e.steps]
    att = [e for e in eps if e.inj]
    obeyed = [e for e in att if e.inj["obeyed"]]
    langs = sorted({e.lang for e in eps})
    ncon = sum(1 for e in eps if e.constraint and not e.inj)
    print("gen: %d domains, %d episodes (%d benign, %d with a user constraint and no injection, %d injected: %d obeyed / %d ignored)"
          % (len(sets), len(eps), len(eps) - len(att) - ncon, ncon, len(att), len(obeyed), len(att) - len(obeyed)))
    print("gen: %d calls, %d allow, %d deny; intent languages %d: %s"
          % (len(steps), sum(st["label"] == "allow" for st in steps), sum(st["label"] == "deny" for st in steps),
             len(langs), " ".join(langs)))
    print("gen: sha256 %s" % hashlib.sha256(data).hexdigest())
    return 0


if __name__ == "__main__":
    sys.exit(main())
