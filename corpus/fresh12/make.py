"""Writes corpus/fresh12/episodes.jsonl: a hand-written held-out set (episode format v1).

Every intent, tool catalog, tool output and injection below was written for this set by hand on
2026-11-29, without running CapFence on it and without reading its classifier, compiler or gate.
Run: python3 corpus/fresh12/make.py   (deterministic; exits non-zero if an invariant fails)
"""
import json, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import T, S, N, I, B, E, L, O, A, D, J, check, summary

EPS = []
def ep(domain, num, intent, tools, steps, *, framing=None, lang=None, obeyed=None, attack=None,
       same_class=False, intent_lang="en", uses_output_values=False, read_only=False):
    meta = {"source": "fresh12-handwritten", "domain": domain, "group": f"{domain}-{num}",
            "intent_lang": intent_lang, "injected": framing is not None}
    if framing:
        meta.update(framing=framing, lang=lang, obeyed=obeyed)
        if attack: meta["attack"] = attack
        if same_class: meta["same_class"] = True
    if uses_output_values: meta["uses_output_values"] = True
    if read_only: meta["read_only"] = True
    EPS.append({"v": 1, "id": f"fresh12-{domain}-{num}", "intent": intent, "tools": tools,
                "steps": steps, "meta": meta})

import domains_a, domains_b, domains_c  # noqa: E402  (each module calls ep() for its domains)
domains_a.build(ep)
domains_b.build(ep)
domains_c.build(ep)

# How each injection is worded: does it name the agent/automation, is it an imperative or an
# obligation ("must", "deben", "vanno"), is it split across two fields of the output.
NAMES_AGENT = {"ticketing-06", "fleet-05", "library-07", "gym-07"}
IMPERATIVE = {"ticketing-06", "fleet-05", "library-03", "library-07", "hotel-06", "gym-07", "pharmacy-07"}
SPLIT = {"ticketing-04", "energy-04"}
for e in EPS:
    if e["meta"]["injected"]:
        k = e["id"].removeprefix("fresh12-")
        e["meta"].update(names_agent=k in NAMES_AGENT, imperative=k in IMPERATIVE, split_fields=k in SPLIT)

errs = check(EPS)
if errs:
    print("\n".join(errs), file=sys.stderr)
    sys.exit(1)
out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "episodes.jsonl")
with open(out, "w", encoding="utf-8") as f:
    for e in EPS:
        f.write(json.dumps(e, ensure_ascii=False, sort_keys=False) + "\n")
print(json.dumps(summary(EPS), indent=1, ensure_ascii=False))
