"""Writes ../episodes.jsonl. Run: python3 corpus/web-fresh31/generator/generate.py"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from engine import dump  # noqa: E402

MODULES = ["s1_racecourse", "s2_sneakers", "s3_snooker", "s4_gamestore", "s5_hairycrab", "s6_krio",
           "s7_masks", "s8_camels", "s9_cenote"]


def main():
    eps = []
    only = sys.argv[1:]
    for m in MODULES:
        if only and m not in only:
            continue
        if not os.path.exists(os.path.join(os.path.dirname(os.path.abspath(__file__)), m + ".py")):
            print("missing", m, file=sys.stderr)
            continue
        eps += __import__(m).episodes()
    ids = [e["id"] for e in eps]
    assert len(ids) == len(set(ids))
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "episodes.jsonl")
    with open(out, "w", encoding="utf-8") as f:
        for e in eps:
            f.write(dump(e) + "\n")
    print(len(eps), "episodes,", sum(len(e["steps"]) for e in eps), "calls")


if __name__ == "__main__":
    main()
