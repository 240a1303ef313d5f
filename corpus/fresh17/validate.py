"""Validates corpus/fresh17/episodes.jsonl as written, on its own (plain Python 3 + python-jsonschema,
no project code):

1. every line is JSON and valid against schemas/episode-v1.json (Draft 2020-12);
2. every call's args are valid against the offered tool's inputSchema, with python-jsonschema and with
   the own strict checker in checks.py;
3. the consistency checks of checks.check on the file's episodes (ids, tools, labels, outputs, meta,
   injected text in an output before the first deny, every deny traceable, no attacker value in an
   allowed call or an intent); the injected fragments are taken from the domain sources;
4. the file holds the same episodes as the sources and is byte-for-byte what make.py renders.

Run: python3 corpus/fresh17/validate.py   (exits non-zero on any problem; prints the counts otherwise)
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import make  # noqa: E402
from checks import check, counts  # noqa: E402


def main():
    path = os.path.join(HERE, "episodes.jsonl")
    with open(path, "rb") as f:
        raw_bytes = f.read()
    errs, episodes = [], []
    try:
        raw = raw_bytes.decode("utf-8")
    except UnicodeDecodeError:
        print("episodes.jsonl is not UTF-8", file=sys.stderr)
        return 1
    if not raw.endswith("\n"):
        errs.append("episodes.jsonl does not end with a newline")
    for n, line in enumerate(raw.split("\n")[:-1] if raw.endswith("\n") else raw.split("\n"), 1):
        try:
            e = json.loads(line)
        except json.JSONDecodeError as x:
            errs.append(f"episodes.jsonl:{n}: not JSON ({x.msg})")
            continue
        if not isinstance(e, dict):
            errs.append(f"episodes.jsonl:{n}: not a JSON object")
            continue
        episodes.append(e)
    if errs:
        print("\n".join(errs), file=sys.stderr)
        return 1
    built, injected = make.build()
    errs += make.schema_errors(episodes)
    errs += check(episodes, injected)
    if [e.get("id") for e in episodes] != [e["id"] for e in built]:
        errs.append("episodes.jsonl and the sources hold different ids (or order)")
    if raw != make.render(built):
        errs.append("episodes.jsonl differs from what make.py renders from the sources (run make.py)")
    if errs:
        print("\n".join(errs), file=sys.stderr)
        return 1
    print(json.dumps(counts(episodes), ensure_ascii=False))
    print(f"OK: {len(episodes)} episodes, valid against schemas/episode-v1.json and consistent", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
