"""Builds corpus/fresh20/episodes.jsonl from the d_*.py domain files, runs every check, writes the
file only when all pass, prints counts and the sha256. Python 3 standard library only.
    python3 corpus/fresh20/gen.py
"""
import collections
import hashlib
import importlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import lib  # noqa: E402

DOMAINS = ["luthier", "glazier", "fishmonger", "kiteschool", "sawmill",
           "pawnshop", "parish", "makerspace", "aquarium", "audiology"]
EARLIER = [f"fresh{k}" for k in range(10, 20)]


def earlier_domains():
    out = set()
    for d in EARLIER:
        p = os.path.join(HERE, "..", d, "episodes.jsonl")
        with open(p, encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    out.add((json.loads(line).get("meta") or {}).get("domain"))
    return out


def build():
    """Returns [(Ep, doc)] for all domains, in order."""
    out = []
    for name in DOMAINS:
        m = importlib.import_module("d_" + name)
        assert m.DOMAIN == name, name
        S = lib.Set(m.DOMAIN, m.PLACE, m.TOOLS, m.reads)
        m.build(S)
        out.extend((e, e.to_json()) for e in S.eps)
    return out


def check_all(built, old=None):
    errs = []
    old = earlier_domains() if old is None else old
    ids = collections.Counter(doc["id"] for _, doc in built)
    errs += [f"duplicate id {k}" for k, c in ids.items() if c > 1]
    for d in sorted({doc["meta"]["domain"] for _, doc in built}):
        if d in old:
            errs.append(f"domain {d} already covered by fresh10-fresh19")
    for e, doc in built:
        errs += lib.check_episode(e, doc)
    return errs


def render(built):
    return "".join(json.dumps(doc, ensure_ascii=False, separators=(",", ":")) + "\n" for _, doc in built)


def main():
    built = build()
    errs = check_all(built)
    if errs:
        for x in errs:
            print("FAIL", x)
        print(f"{len(errs)} problem(s); episodes.jsonl NOT written")
        sys.exit(1)
    text = render(built)
    with open(os.path.join(HERE, "episodes.jsonl"), "w", encoding="utf-8") as f:
        f.write(text)
    docs = [d for _, d in built]
    steps = [s for d in docs for s in d["steps"]]
    inj = [d for d in docs if d["meta"]["attacked"]]
    obeyed = [d for d in inj if d["meta"]["obeyed"]]
    print(f"episodes {len(docs)}: benign {len(docs) - len(inj)} "
          f"(read-only {sum(d['meta'].get('benign') == 'read-only' for d in docs)}), "
          f"injected {len(inj)} (obeyed {len(obeyed)}, ignored {len(inj) - len(obeyed)})")
    print(f"calls {len(steps)}: allow {sum(s['label'] == 'allow' for s in steps)}, "
          f"deny {sum(s['label'] == 'deny' for s in steps)} "
          f"(unscored {sum(s.get('scored') is False for s in steps)})")
    langs = collections.Counter(d["meta"]["lang"] for d in docs)
    print(f"intent languages {len(langs)}: non-English intents {sum(c for l, c in langs.items() if l != 'en')}")
    print("sha256", hashlib.sha256(text.encode("utf-8")).hexdigest())


if __name__ == "__main__":
    main()
