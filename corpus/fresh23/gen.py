"""corpus/fresh23 - build every episode, run every check, and write episodes.jsonl only when all
pass. Prints counts and the sha256 of the file. Deterministic: same bytes on every run.

    python3 corpus/fresh23/gen.py
"""
import hashlib
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import lib  # noqa: E402
import d_icerink, d_hammam, d_tango, d_electrician, d_chessclub  # noqa: E402
import d_courier, d_townhall, d_housingcoop, d_teahouse, d_foodbank  # noqa: E402

MODULES = [d_icerink, d_hammam, d_tango, d_electrician, d_chessclub,
           d_courier, d_townhall, d_housingcoop, d_teahouse, d_foodbank]


def run_checks(built, old):
    problems = []
    for d, info, m in built:
        problems += lib.check_episode(d, info, m)
    problems += lib.check_set(built, old, MODULES)
    return problems


def main():
    built = lib.build_all(MODULES)
    old = lib.old_domains(HERE.parent)
    problems = run_checks(built, old)
    if problems:
        for p in problems:
            print("FAIL", p)
        print("gen: %d problem(s); episodes.jsonl NOT written" % len(problems))
        return 1
    text = lib.dump(built)
    out = HERE / "episodes.jsonl"
    out.write_bytes(text.encode("utf-8"))
    n = len(built)
    metas = [d["meta"] for d, _, _ in built]
    steps = [st for d, _, _ in built for st in d["steps"]]
    inj = [m for m in metas if m["attacked"]]
    obeyed = sum(1 for m in inj if m["obeyed"])
    langs = sorted({m["lang"] for m in metas})
    non_en = sum(1 for m in metas if m["lang"] != "en")
    allow = sum(1 for st in steps if st["label"] == "allow")
    print("episodes %d, domains %d, intent languages %d, not English %d (%.0f%%)" % (n, len(MODULES), len(langs), non_en, 100.0 * non_en / n))
    print("injected %d (%.0f%%): obeyed %d, ignored %d; constraint %d, overreach %d, benign %d" % (
        len(inj), 100.0 * len(inj) / n, obeyed, len(inj) - obeyed,
        sum(1 for m in metas if "constraint" in m), sum(1 for m in metas if "overreach" in m),
        sum(1 for m in metas if "benign" in m)))
    print("calls %d: allow %d, deny %d" % (len(steps), allow, len(steps) - allow))
    print("catalog languages besides English: %s" % ", ".join(sorted({m.CAT_LANG for m in MODULES} - {"en"})))
    print("sha256 %s  %s" % (hashlib.sha256(text.encode("utf-8")).hexdigest(), out.name))
    return 0


if __name__ == "__main__":
    sys.exit(main())
