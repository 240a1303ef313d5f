"""Builds corpus/fresh18/episodes.jsonl (a blind, hand-written held-out set in episode format v1)
and refuses to write it unless every check passes.

Every catalog, intent, tool output and injection in d_*.py was written by hand for this set, without
running CapFence and without reading its source, models, policies, benchmarks or results.

    python3 corpus/fresh18/gen.py            # deterministic: same bytes on every run
    python3 corpus/fresh18/recheck.py        # re-reads the written file and checks it on its own
"""
import importlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from audit import DOMAINS, SOURCE, audit, schema_problems, tally  # noqa: E402
from lib import Book  # noqa: E402

OUT = os.path.join(HERE, "episodes.jsonl")


def build():
    book = Book(SOURCE)
    for d in DOMAINS:
        importlib.import_module(f"d_{d}").write(book)
    return book.records(), book.sidecar()


def render(records):
    return "".join(json.dumps(r, ensure_ascii=False, separators=(", ", ": ")) + "\n" for r in records)


def main():
    records, side = build()
    problems = schema_problems(records) + audit(records, side)
    if problems:
        print("\n".join(problems), file=sys.stderr)
        print(f"{len(problems)} problem(s); episodes.jsonl not written", file=sys.stderr)
        return 1
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        f.write(render(records))
    counts = tally(records)
    counts["cited_values"] = sum(len(v["cites"]) for v in side.values())
    print(json.dumps(counts, ensure_ascii=False, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
