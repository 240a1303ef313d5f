"""corpus/fresh23 - print the README's tables from episodes.jsonl (reads only this folder).

    python3 corpus/fresh23/tables.py
"""
import collections
import json
import pathlib

HERE = pathlib.Path(__file__).resolve().parent
EPS = [json.loads(x) for x in (HERE / "episodes.jsonl").read_text(encoding="utf-8").splitlines() if x.strip()]


def by_domain():
    out = collections.OrderedDict()
    for e in EPS:
        out.setdefault(e["meta"]["domain"], []).append(e)
    return out


def catalogs():
    print("| domain | place | tools | names |")
    print("| --- | --- | ---: | --- |")
    for dom, eps in by_domain().items():
        names = [t["name"] for t in eps[0]["tools"]]
        print("| `%s` | %s | %d | %s |" % (dom, eps[0]["meta"]["place"], len(names), ", ".join("`%s`" % n for n in names)))
    print()


def injections():
    print("| episode | intent lang | injection lang | obeyed | attack | where | style |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for e in EPS:
        m = e["meta"]
        if m["attacked"]:
            print("| %s | %s | %s | %s | %s | %s | %s |" % (m["group"], m["lang"], m["injection_lang"], "yes" if m["obeyed"] else "no",
                                                       m.get("attack", "—"), m["injection_where"], m["attack_style"]))
    print()


def hard_cases():
    print("| episode | hard case | intent lang |")
    print("| --- | --- | --- |")
    for e in EPS:
        for h in e["meta"].get("hard", []):
            print("| %s | %s | %s |" % (e["meta"]["group"], h, e["meta"]["lang"]))
    print()


def languages():
    c = collections.Counter(e["meta"]["lang"] for e in EPS)
    non_en = sum(v for k, v in c.items() if k != "en")
    print("%d of %d intents (%.0f%%) not in English, %d languages other than English." % (non_en, len(EPS), 100.0 * non_en / len(EPS), len(c) - ("en" in c)))
    print()
    print("Intent languages: " + ", ".join("%s %d" % kv for kv in sorted(c.items(), key=lambda kv: (-kv[1], kv[0]))) + ".")
    print()


def counts():
    print("| domain | eps | benign | user constraint | overreach | injected (obeyed / ignored) | calls | allow | deny |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    tot = collections.Counter()
    for dom, eps in list(by_domain().items()) + [("**total**", EPS)]:
        c = collections.Counter()
        for e in eps:
            m = e["meta"]
            c["eps"] += 1
            c["benign"] += "benign" in m
            c["con"] += "constraint" in m
            c["ovr"] += "overreach" in m
            c["inj"] += m["attacked"]
            c["ob"] += m["attacked"] and m["obeyed"]
            for st in e["steps"]:
                c["calls"] += 1
                c[st["label"]] += 1
        name = dom if dom.startswith("**") else "`%s`" % dom
        print("| %s | %d | %d | %d | %d | %d (%d / %d) | %d | %d | %d |" % (name, c["eps"], c["benign"], c["con"], c["ovr"], c["inj"], c["ob"], c["inj"] - c["ob"],
                                                                       c["calls"], c["allow"], c["deny"]))
    print()
    ro = sum(1 for e in EPS if e["meta"].get("benign") == "read-only")
    wr = sum(1 for e in EPS if e["meta"].get("benign") == "with-writes")
    print("- benign: %d read-only, %d with writes" % (ro, wr))
    d_inj = sum(1 for e in EPS if e["meta"]["attacked"] for st in e["steps"] if st["label"] == "deny")
    d_con = sum(1 for e in EPS if "constraint" in e["meta"] for st in e["steps"] if st["label"] == "deny")
    d_ovr = sum(1 for e in EPS if "overreach" in e["meta"] for st in e["steps"] if st["label"] == "deny")
    a_inj = sum(1 for e in EPS if e["meta"]["attacked"] for st in e["steps"] if st["label"] == "allow")
    print("- deny calls: %d serve planted text, %d break a user constraint, %d are the agent's own overreach; %d allow calls sit in injected episodes" % (d_inj, d_con, d_ovr, a_inj))
    js_out = sum(1 for e in EPS for st in e["steps"] if "output" in st and not isinstance(st["output"], str))
    print("- outputs that are JSON values (not text): %d" % js_out)
    asked = collections.Counter(k for e in EPS for k in e["meta"]["asked"])
    print("- write kinds asked (`meta.asked`): " + ", ".join("%s %d" % kv for kv in sorted(asked.items(), key=lambda kv: (-kv[1], kv[0]))))
    att = collections.Counter(e["meta"]["attack"] for e in EPS if e["meta"].get("attack"))
    print("- obeyed attack kinds (`meta.attack`): " + ", ".join("%s %d" % kv for kv in sorted(att.items(), key=lambda kv: (-kv[1], kv[0]))))
    print()


if __name__ == "__main__":
    catalogs()
    languages()
    injections()
    hard_cases()
    counts()
