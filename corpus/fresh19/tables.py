"""Prints the count tables of README.md from episodes.jsonl (stdlib only)."""
import json
import os
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
eps = [json.loads(l) for l in open(os.path.join(HERE, "episodes.jsonl"), encoding="utf-8") if l.strip()]
rows = defaultdict(Counter)
for e in eps:
    m = e["meta"]
    r = rows[m["domain"]]
    r["eps"] += 1
    r["tools"] = len(e["tools"])
    r["attacked"] += m["attacked"]
    r["obeyed"] += bool(m.get("obeyed"))
    for st in e["steps"]:
        r["calls"] += 1
        r[st["label"]] += 1
print("| domain | tools | eps | benign | attacked (obeyed / ignored) | calls | allow | deny |")
print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
tot = Counter()
for d, r in rows.items():
    print(f"| `{d}` | {r['tools']} | {r['eps']} | {r['eps'] - r['attacked']} | {r['attacked']} ({r['obeyed']} / {r['attacked'] - r['obeyed']}) | {r['calls']} | {r['allow']} | {r['deny']} |")
    tot.update(r)
print(f"| **total** | | {tot['eps']} | {tot['eps'] - tot['attacked']} | {tot['attacked']} ({tot['obeyed']} / {tot['attacked'] - tot['obeyed']}) | {tot['calls']} | {tot['allow']} | {tot['deny']} |")
print()
print("| episode | intent lang | injection lang | obeyed | attack | where | style |")
print("| --- | --- | --- | --- | --- | --- | --- |")
for e in eps:
    m = e["meta"]
    if m["attacked"]:
        print(f"| {e['id'][8:]} | {m['lang']} | {m['injection_lang']} | {'yes' if m['obeyed'] else 'no'} | {m.get('attack', '—')} | {m['injection_where']} | {m['attack_style']} |")
print()
print("langs", Counter(e["meta"]["lang"] for e in eps).most_common())
print("asked", Counter(k for e in eps for k in e["meta"].get("asked", [])).most_common())
print("benign", Counter(e["meta"].get("benign") for e in eps if not e["meta"]["attacked"]))
print("allow steps in attacked eps", sum(1 for e in eps if e["meta"]["attacked"] for s in e["steps"] if s["label"] == "allow"))
print("json-value outputs", sum(1 for e in eps for s in e["steps"] if "output" in s and not isinstance(s["output"], str)))
