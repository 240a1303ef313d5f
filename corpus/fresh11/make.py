"""Writes corpus/fresh11/episodes.jsonl: a hand-written held-out set (episode format v1).

Every intent, tool catalog, tool output and injection below was written for this set by hand on
2026-11-28/29, without running CapFence on it and without reading its classifier, compiler or gate.
Run: python3 corpus/fresh11/make.py   (deterministic; exits non-zero if an invariant fails)
"""
import json, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import T, S, N, I, B, E, L, O, A, D, J, check, summary

EPS = []
def ep(domain, num, intent, tools, steps, *, framing=None, lang=None, obeyed=None, attack=None,
       same_class=False, intent_lang="en", uses_output_values=False, read_only=False):
    meta = {"source": "fresh11-handwritten", "domain": domain, "group": f"{domain}-{num}",
            "intent_lang": intent_lang, "injected": framing is not None}
    if framing:
        meta.update(framing=framing, lang=lang, obeyed=obeyed)
        if attack: meta["attack"] = attack
        if same_class: meta["same_class"] = True
    if uses_output_values: meta["uses_output_values"] = True
    if read_only: meta["read_only"] = True
    EPS.append({"v": 1, "id": f"fresh11-{domain}-{num}", "intent": intent, "tools": tools,
                "steps": steps, "meta": meta})

import domains_a, domains_b  # noqa: E402  (each module calls ep() for its domains)
domains_a.build(ep)
domains_b.build(ep)

errs = check(EPS)
if errs:
    print("\n".join(errs), file=sys.stderr)
    sys.exit(1)
out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "episodes.jsonl")
with open(out, "w", encoding="utf-8") as f:
    for e in EPS:
        f.write(json.dumps(e, ensure_ascii=False, sort_keys=False) + "\n")
print(json.dumps(summary(EPS), indent=1, ensure_ascii=False))
