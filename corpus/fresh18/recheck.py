"""Re-reads corpus/fresh18/episodes.jsonl as written and checks it on its own (plain Python 3 +
python-jsonschema, no project code):

1. every line is a JSON object, the file is UTF-8 and ends with a newline;
2. schema: each episode against schemas/episode-v1.json, each tool's inputSchema is a valid
   schema, each call's args against it (python-jsonschema, Draft 2020-12);
3. the audit of audit.py on the file's episodes (ids, domains, catalogs, labels, outputs, cited
   values, planted text, attacker values, own strict argument checker), with the planted text,
   attacker values and cited values taken from the d_*.py sources;
4. the file is byte for byte what gen.py renders from the sources.

    python3 corpus/fresh18/recheck.py     (exit 1 on any problem)
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import gen  # noqa: E402
from audit import audit, schema_problems, tally  # noqa: E402


def main():
    with open(gen.OUT, "rb") as f:
        raw = f.read()
    problems = []
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        print("episodes.jsonl is not UTF-8", file=sys.stderr)
        return 1
    if not text.endswith("\n"):
        problems.append("episodes.jsonl does not end with a newline")
    records = []
    for n, line in enumerate(text.split("\n")[:-1], 1):
        try:
            r = json.loads(line)
        except json.JSONDecodeError as x:
            problems.append(f"episodes.jsonl:{n}: not JSON ({x.msg})")
            continue
        if not isinstance(r, dict):
            problems.append(f"episodes.jsonl:{n}: not an object")
            continue
        records.append(r)
    built, side = gen.build()
    if not problems:
        problems += schema_problems(records)
        problems += audit(records, side)
        if [r.get("id") for r in records] != [r["id"] for r in built]:
            problems.append("episodes.jsonl holds other ids (or another order) than the sources")
        if text != gen.render(built):
            problems.append("episodes.jsonl is not what gen.py renders from the sources (run gen.py)")
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 1
    t = tally(records)
    print(f"OK: {t['episodes']} episodes, {t['steps']} steps ({t['allow']} allow, {t['deny']} deny, {t['unscored']} unscored); "
          "schema-valid, args valid, audit clean, identical to the sources")
    return 0


if __name__ == "__main__":
    sys.exit(main())
