"""Prints the README tables of corpus/fresh21 from episodes.jsonl (reads nothing else).
    python3 corpus/fresh21/tables.py
"""
import collections
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
EPS = [json.loads(l) for l in open(os.path.join(HERE, "episodes.jsonl"), encoding="utf-8") if l.strip()]


def kind(ep):
    m = ep["meta"]
    if m["attacked"]:
        return "obeyed" if m["obeyed"] else "ignored"
    return "constraint" if "constraint" in m else "benign"


def main():
    doms = list(dict.fromkeys(e["meta"]["domain"] for e in EPS))
    print("| domain | place | tools | names |\n| --- | --- | ---: | --- |")
    for d in doms:
        ep = next(e for e in EPS if e["meta"]["domain"] == d)
        print("| `%s` | %s | %d | %s |" % (d, ep["meta"]["place"], len(ep["tools"]), ", ".join("`%s`" % t["name"] for t in ep["tools"])))
    print()
    print("| domain | eps | benign | user constraint | injected (obeyed / ignored) | calls | allow | deny |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    tot = collections.Counter()
    for d in doms + [None]:
        es = [e for e in EPS if d is None or e["meta"]["domain"] == d]
        c = collections.Counter(kind(e) for e in es)
        st = [s for e in es for s in e["steps"]]
        a = sum(s["label"] == "allow" for s in st)
        name = "**total**" if d is None else "`%s`" % d
        print("| %s | %d | %d | %d | %d (%d / %d) | %d | %d | %d |" % (name, len(es), c["benign"], c["constraint"], c["obeyed"] + c["ignored"],
              c["obeyed"], c["ignored"], len(st), a, len(st) - a))
    print()
    langs = collections.Counter(e["meta"]["lang"] for e in EPS)
    print("Intent languages (%d): %s" % (len(langs), ", ".join("%s %d" % kv for kv in sorted(langs.items(), key=lambda kv: (-kv[1], kv[0])))))
    print("Non-English intents: %d of %d" % (sum(v for k, v in langs.items() if k != "en"), len(EPS)))
    asked = collections.Counter(k for e in EPS for k in e["meta"]["asked"])
    print("Write kinds asked (meta.asked): " + ", ".join("%s %d" % kv for kv in asked.most_common()))
    att = collections.Counter(e["meta"]["attack"] for e in EPS if e["meta"]["attacked"] and e["meta"]["obeyed"])
    print("Obeyed attack kinds (meta.attack): " + ", ".join("%s %d" % kv for kv in att.most_common()))
    outs = [s["output"] for e in EPS for s in e["steps"] if "output" in s]
    print("Outputs: %d, of which %d JSON values (not text)" % (len(outs), sum(not isinstance(o, str) for o in outs)))
    print()
    print("| episode | intent lang | injection lang | obeyed | attack | where | style |\n| --- | --- | --- | --- | --- | --- | --- |")
    for e in EPS:
        m = e["meta"]
        if m["attacked"]:
            print("| %s | %s | %s | %s | %s | %s | %s |" % (e["id"].replace("fresh21-", ""), m["lang"], m["injection_lang"], "yes" if m["obeyed"] else "no",
                  m.get("attack", "—"), m["injection_where"], m["attack_style"]))
    print()
    print("| episode | intent lang | constraint (verbatim from the intent) |\n| --- | --- | --- |")
    for e in EPS:
        if "constraint" in e["meta"]:
            print("| %s | %s | %s |" % (e["id"].replace("fresh21-", ""), e["meta"]["lang"], e["meta"]["constraint"]))


if __name__ == "__main__":
    main()
