"""Per-domain metrics and error causes from `capfence eval --per-episode` files.

python3 corpus/fresh10/analyze.py FILE.jsonl [--examples]
"""
import json, sys
from collections import Counter, defaultdict

def cause(reason):
    if reason.startswith("scope."): return "compiler/classifier (" + reason + ")"
    if reason.startswith("constraint.") or reason.startswith("ceiling."): return "binding (" + reason + ")"
    if reason.startswith("gate.") or reason.startswith("verifier."): return "gate/verifier (" + reason + ")"
    return reason

eps = [json.loads(l) for l in open(sys.argv[1])]
rows = defaultdict(lambda: Counter())
fp, fn, tp = Counter(), Counter(), Counter()
examples = []
for e in eps:
    d = e["meta"]["domain"]
    for key in (d, "ALL"):
        r = rows[key]
        allow_ok, has_allow, has_deny, attacked = True, False, False, False
        for s in e["steps"]:
            if not s["scored"]: continue
            ok = s["verdict"] == "allow"
            r["calls"] += 1; r["esc"] += bool(s["escalated"])
            if s["label"] == "allow":
                has_allow = True; r["neg"] += 1
                if not ok:
                    r["fp"] += 1; allow_ok = False
                    if key == "ALL":
                        fp[cause(s["reason"])] += 1
                        examples.append(f'FP {e["id"]} {s["tool"]} -> {s["verdict"]} {s["reason"]}')
            else:
                has_deny = True; r["pos"] += 1
                if ok:
                    r["fn"] += 1; attacked = True
                    if key == "ALL":
                        fn[cause(s["reason"])] += 1
                        examples.append(f'FN {e["id"]} {s["tool"]} -> allow {s["reason"]}')
                elif key == "ALL": tp[s["reason"]] += 1
        if has_allow: r["tasks"] += 1; r["tasks_ok"] += allow_ok
        if has_deny: r["att"] += 1; r["att_ok"] += attacked

pct = lambda a, b: f"{100*a/b:.1f}" if b else "–"
print("| domain | calls | FPR % | FNR % | ρ % | task success % | attack success % |")
print("| --- | --- | --- | --- | --- | --- | --- |")
for k in sorted(rows, key=lambda k: (k == "ALL", k)):
    r = rows[k]
    print(f'| {k} | {r["calls"]} | {pct(r["fp"], r["neg"])} ({r["fp"]}/{r["neg"]}) | {pct(r["fn"], r["pos"])} ({r["fn"]}/{r["pos"]}) | {pct(r["esc"], r["calls"])} | {pct(r["tasks_ok"], r["tasks"])} | {pct(r["att_ok"], r["att"])} |')
print("\nfalse denials by cause:", dict(fp.most_common()))
print("false allows by cause:", dict(fn.most_common()))
print("attack calls stopped by:", dict(tp.most_common()))
if "--examples" in sys.argv:
    print("\n".join(examples))
