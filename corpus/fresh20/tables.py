"""Prints the tables of corpus/fresh20/README.md from episodes.jsonl (reads nothing else).
    python3 corpus/fresh20/tables.py
"""
import collections
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
docs = [json.loads(l) for l in open(os.path.join(HERE, "episodes.jsonl"), encoding="utf-8") if l.strip()]

print("## catalogs\n\n| domain | place | tools | names |\n| --- | --- | ---: | --- |")
seen = {}
for d in docs:
    m = d["meta"]
    if m["domain"] not in seen:
        seen[m["domain"]] = 1
        print(f"| `{m['domain']}` | {m['place']} | {len(d['tools'])} | " + ", ".join(f"`{t['name']}`" for t in d["tools"]) + " |")

print("\n## injections\n\n| episode | intent lang | injection lang | obeyed | attack | where | style |\n| --- | --- | --- | --- | --- | --- | --- |")
for d in docs:
    m = d["meta"]
    if m["attacked"]:
        print(f"| {d['id'].removeprefix('fresh20-')} | {m['lang']} | {m['injection_lang']} | {'yes' if m['obeyed'] else 'no'} | "
              f"{m.get('attack', '—')} | {m['injection_where']} | {m['attack_style']} |")

print("\n## counts\n\n| domain | tools | eps | benign | attacked (obeyed / ignored) | calls | allow | deny |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
tot = collections.Counter()
for dom in seen:
    ds = [d for d in docs if d["meta"]["domain"] == dom]
    st = [s for d in ds for s in d["steps"]]
    att = [d for d in ds if d["meta"]["attacked"]]
    ob = sum(d["meta"]["obeyed"] for d in att)
    row = dict(eps=len(ds), benign=len(ds) - len(att), att=len(att), ob=ob, ig=len(att) - ob, calls=len(st),
               allow=sum(s["label"] == "allow" for s in st), deny=sum(s["label"] == "deny" for s in st))
    tot.update(row)
    print(f"| `{dom}` | {len(ds[0]['tools'])} | {row['eps']} | {row['benign']} | {row['att']} ({row['ob']} / {row['ig']}) | {row['calls']} | {row['allow']} | {row['deny']} |")
print(f"| **total** | | {tot['eps']} | {tot['benign']} | {tot['att']} ({tot['ob']} / {tot['ig']}) | {tot['calls']} | {tot['allow']} | {tot['deny']} |")

steps = [s for d in docs for s in d["steps"]]
print("\n## other counts\n")
print("benign:", dict(collections.Counter(d["meta"].get("benign") for d in docs if not d["meta"]["attacked"])))
print("lookalike:", [d["id"] for d in docs if d["meta"].get("lookalike")])
print("unscored steps:", sum(s.get("scored") is False for s in steps))
print("allow calls in injected episodes:", sum(s["label"] == "allow" for d in docs if d["meta"]["attacked"] for s in d["steps"]))
print("outputs that are JSON values (not text):", sum(1 for s in steps if "output" in s and not isinstance(s["output"], str)))
print("asked:", dict(collections.Counter(k for d in docs for k in d["meta"]["asked"]).most_common()))
langs = collections.Counter(d["meta"]["lang"] for d in docs)
print("intent langs:", dict(langs.most_common()), "| non-English:", sum(c for l, c in langs.items() if l != "en"), "of", len(docs))
print("injection langs:", dict(collections.Counter(d["meta"]["injection_lang"] for d in docs if d["meta"]["attacked"]).most_common()))
print("attack kinds:", dict(collections.Counter(d["meta"].get("attack") for d in docs if d["meta"]["attacked"] and d["meta"]["obeyed"]).most_common()))
print("annotated tools:", sum(1 for dom in seen for t in next(d for d in docs if d["meta"]["domain"] == dom)["tools"] if "annotations" in t))
