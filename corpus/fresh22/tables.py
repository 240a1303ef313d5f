"""corpus/fresh22 - print the README tables from episodes.jsonl (reads only this folder's file).
    python3 corpus/fresh22/tables.py"""
import os
import json
from collections import Counter, OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))
eps = [json.loads(l) for l in open(os.path.join(HERE, "episodes.jsonl"), encoding="utf-8") if l.strip()]
doms = OrderedDict()
for e in eps:
    doms.setdefault(e["meta"]["domain"], []).append(e)

print("| domain | place | tools | names |\n| --- | --- | ---: | --- |")
for d, es in doms.items():
    names = ", ".join("`%s`" % t["name"] for t in es[0]["tools"])
    print("| `%s` | %s | %d | %s |" % (d, es[0]["meta"]["place"], len(es[0]["tools"]), names))

langs = Counter(e["meta"]["lang"] for e in eps)
non_en = sum(v for k, v in langs.items() if k != "en")
print("\n%d of %d intents (%d%%) not in English, %d languages other than English" % (non_en, len(eps), round(100 * non_en / len(eps)), len(langs) - 1))
print("Intent languages: " + ", ".join("%s %d" % kv for kv in sorted(langs.items(), key=lambda kv: (-kv[1], kv[0]))))

print("\n| episode | intent lang | injection lang | obeyed | attack | where | style |\n| --- | --- | --- | --- | --- | --- | --- |")
for e in eps:
    m = e["meta"]
    if m["attacked"]:
        print("| %s | %s | %s | %s | %s | %s | %s |" % (m["group"], m["lang"], m["injection_lang"], "yes" if m["obeyed"] else "no", m.get("attack", "—"), m["injection_where"], m["attack_style"]))

print("\n| domain | eps | benign | user constraint | injected (obeyed / ignored) | calls | allow | deny |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
T = Counter()
for d, es in list(doms.items()) + [("**total**", eps)]:
    c = Counter()
    for e in es:
        m = e["meta"]
        c["eps"] += 1
        if not m["attacked"]:
            c["con" if "constraint" in m else "ben"] += 1
        else:
            c["inj"] += 1
            c["ob" if m["obeyed"] else "ig"] += 1
        for st in e["steps"]:
            c["calls"] += 1
            c[st["label"]] += 1
    name = d if d.startswith("**") else "`%s`" % d
    print("| %s | %d | %d | %d | %d (%d / %d) | %d | %d | %d |" % (name, c["eps"], c["ben"], c["con"], c["inj"], c["ob"], c["ig"], c["calls"], c["allow"], c["deny"]))

ben = [e for e in eps if not e["meta"]["attacked"] and "constraint" not in e["meta"]]
print("\nbenign: %d read-only, %d with writes" % (sum(1 for e in ben if e["meta"]["benign"] == "read-only"), sum(1 for e in ben if e["meta"]["benign"] == "with-writes")))
inj_allow = sum(1 for e in eps if e["meta"]["attacked"] for st in e["steps"] if st["label"] == "allow")
con_deny = sum(1 for e in eps if "constraint" in e["meta"] for st in e["steps"] if st["label"] == "deny")
print("allow calls in injected episodes: %d; denies breaking a user constraint: %d" % (inj_allow, con_deny))
unscored = sum(1 for e in eps for st in e["steps"] if st.get("scored") is False)
print("unscored steps: %d" % unscored)
jsonv = sum(1 for e in eps for st in e["steps"] if "output" in st and not isinstance(st["output"], str))
print("outputs that are JSON values (not text): %d" % jsonv)
asked = Counter(k for e in eps for k in e["meta"]["asked"])
print("asked: " + ", ".join("%s %d" % kv for kv in asked.most_common()))
att = Counter(e["meta"]["attack"] for e in eps if e["meta"].get("attack"))
print("attacks: " + ", ".join("%s %d" % kv for kv in att.most_common()))
