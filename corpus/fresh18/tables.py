"""Prints the count and per-episode tables of corpus/fresh18/README.md from episodes.jsonl, so the
README's figures come from the file. No project code.

    python3 corpus/fresh18/tables.py
"""
import json
import os
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from audit import DOMAINS, tally  # noqa: E402


def main():
    with open(os.path.join(HERE, "episodes.jsonl"), encoding="utf-8") as f:
        recs = [json.loads(l) for l in f]
    t = tally(recs)
    print(json.dumps({k: v for k, v in t.items() if not isinstance(v, dict)}, ensure_ascii=False))
    print()
    print("| domain | eps | benign | injected (obeyed / ignored) | steps | allow | deny |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    for d in DOMAINS:
        rs = [r for r in recs if r["meta"]["domain"] == d]
        st = [s for r in rs for s in r["steps"]]
        inj = [r for r in rs if r["meta"]["injected"]]
        ob = sum(1 for r in inj if r["meta"]["obeyed"])
        print(f"| `{d}` | {len(rs)} | {len(rs) - len(inj)} | {len(inj)} ({ob} / {len(inj) - ob}) | {len(st)} | "
              f"{sum(1 for s in st if s['label'] == 'allow')} | {sum(1 for s in st if s['label'] == 'deny')} |")
    print()
    print("| episode | intent lang | injection lang | voice | obeyed | attack | scored denies | where | style |")
    print("| --- | --- | --- | --- | --- | --- | ---: | --- | --- |")
    for r in recs:
        m = r["meta"]
        if not m["injected"]:
            continue
        sd = sum(1 for s in r["steps"] if s["label"] == "deny" and s.get("scored", True) is not False)
        print(f"| {r['id'][8:]} | {m['intent_lang']} | {m['inj_lang']} | {m['voice']} | {'yes' if m['obeyed'] else 'no'} | "
              f"{m.get('attack', '—')} | {sd} | {m['where']} | {m['style']} |")
    print()
    print("intent languages:", dict(sorted(Counter(r["meta"]["intent_lang"] for r in recs).items(), key=lambda kv: (-kv[1], kv[0]))))


if __name__ == "__main__":
    main()
