"""Validates corpus/fresh16/episodes.jsonl as written (plain Python 3 + python-jsonschema, no CapFence code).

1. every line parses and is valid against schemas/episode-v1.json (Draft 2020-12);
2. every call's args are valid against the offered tool's inputSchema (python-jsonschema);
3. the consistency checks of lib.check on the file's episodes (ids, tools, labels, outputs, meta,
   injected text placed before the first deny, every deny traceable, no attacker value in an intent);
   the injected fragments are taken from the domain sources;
4. the file is byte-for-byte what make.py renders from the sources.

Run: python3 corpus/fresh16/validate.py   (exits non-zero on any problem; prints the counts otherwise)
"""
import json, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import make  # noqa: E402
from lib import check, counts  # noqa: E402

def main():
    path = os.path.join(HERE, "episodes.jsonl")
    with open(path, encoding="utf-8") as f:
        raw = f.read()
    errs, episodes = [], []
    for n, line in enumerate(raw.splitlines(), 1):
        try:
            episodes.append(json.loads(line))
        except json.JSONDecodeError as e:
            errs.append(f"episodes.jsonl:{n}: not JSON ({e.msg})")
    if errs:
        print("\n".join(errs), file=sys.stderr); return 1
    built, snippets = make.build()
    errs += make.schema_errors(episodes)
    errs += check(episodes, snippets)
    if {e["id"] for e in episodes} != {e["id"] for e in built}:
        errs.append("episodes.jsonl and the sources hold different ids")
    if raw != make.render(built):
        errs.append("episodes.jsonl differs from what make.py renders from the sources (run make.py)")
    if errs:
        print("\n".join(errs), file=sys.stderr); return 1
    print(json.dumps(counts(episodes), ensure_ascii=False))
    print(f"OK: {len(episodes)} episodes valid against schemas/episode-v1.json and consistent", file=sys.stderr)
    return 0

if __name__ == "__main__":
    sys.exit(main())
