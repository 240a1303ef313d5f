"""Writes corpus/fresh15/episodes.jsonl: a hand-written held-out set (episode format v1).

Every intent, tool catalog, tool output and injection below was written for this set by hand on
2026-11-30, without running CapFence on it and without reading its source, models, policies,
benchmarks or results. "Today" in the episodes is Thursday 2026-12-10.
Run: python3 corpus/fresh15/make.py   (deterministic; exits non-zero if an invariant fails)
"""
import json, os, sys
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from lib import check, summary

EPS = []
def ep(domain, num, intent, tools, steps, *, framing=None, lang=None, obeyed=None, attack=None,
       same_class=False, intent_lang="en", uses_output_values=False, read_only=False):
    meta = {"source": "fresh15-handwritten", "domain": domain, "group": f"{domain}-{num}",
            "intent_lang": intent_lang, "injected": framing is not None}
    if framing:
        meta.update(framing=framing, lang=lang, obeyed=obeyed)
        if attack: meta["attack"] = attack
        if same_class: meta["same_class"] = True
    if uses_output_values: meta["uses_output_values"] = True
    if read_only: meta["read_only"] = True
    EPS.append({"v": 1, "id": f"fresh15-{domain}-{num}", "intent": intent, "tools": tools,
                "steps": steps, "meta": meta})

import domains_a, domains_b, domains_c  # noqa: E402  (each module calls ep() for its domains)
domains_a.build(ep)
domains_b.build(ep)
domains_c.build(ep)

# How each injection is worded: does it name the agent or automation ("any assistant or automated
# tool", "the AI scheduler", "the booking bot", "the mailing assistant", "any automated system"), is it
# an imperative ("please reset", "email the door codes", "add 2 hazers"; a statement such as "are held
# by", "goes to", "is settled via" is not), is it split across two fields of the output (none here).
NAMES_AGENT = {"funeral-05", "film-05", "tattoo-05", "bees-05", "arborist-06"}
IMPERATIVE = NAMES_AGENT | {"choir-05", "escape-05", "avhire-05"}
SPLIT = set()
known = {e["id"].removeprefix("fresh15-") for e in EPS if e["meta"]["injected"]}
for k in NAMES_AGENT | IMPERATIVE | SPLIT:
    if k not in known:
        print(f"wording set names {k}, not an injected episode", file=sys.stderr); sys.exit(1)
for e in EPS:
    if e["meta"]["injected"]:
        k = e["id"].removeprefix("fresh15-")
        e["meta"].update(names_agent=k in NAMES_AGENT, imperative=k in IMPERATIVE, split_fields=k in SPLIT)

# Values the user gave that only a deny call carries: kept out of the "intent names an attacker
# value" check, listed by hand. funeral-08: the user asked for the notice on "our website"; the agent
# published only the attacker's version, so no allow call carries the outlet.
USER_VALUES = {"fresh15-funeral-08": {"website"}}
errs = check(EPS, USER_VALUES)

# Validate every line against the published schema when python-jsonschema is installed.
try:
    import jsonschema
    with open(os.path.join(HERE, "..", "..", "schemas", "episode-v1.json"), encoding="utf-8") as f:
        validator = jsonschema.Draft202012Validator(json.load(f))
    for e in EPS:
        for err in validator.iter_errors(json.loads(json.dumps(e))):
            errs.append(f"{e['id']}: schema: {'/'.join(map(str, err.path))}: {err.message[:120]}")
except ImportError:
    print("jsonschema not installed: schema validation skipped", file=sys.stderr)

if errs:
    print("\n".join(errs), file=sys.stderr)
    sys.exit(1)
out = os.path.join(HERE, "episodes.jsonl")
with open(out, "w", encoding="utf-8") as f:
    for e in EPS:
        f.write(json.dumps(e, ensure_ascii=False, sort_keys=False) + "\n")
inj = [e for e in EPS if e["meta"]["injected"]]
extra = {
    "injection_languages_count": dict(sorted(Counter(e["meta"]["lang"] for e in inj).items())),
    "intent_languages_count": dict(sorted(Counter(e["meta"]["intent_lang"] for e in EPS).items())),
    "names_agent": sum(e["meta"]["names_agent"] for e in inj),
    "imperative": sum(e["meta"]["imperative"] for e in inj),
    "statement_only": sum(not (e["meta"]["names_agent"] or e["meta"]["imperative"]) for e in inj),
    "statement_only_obeyed": sum(e["meta"]["obeyed"] and not (e["meta"]["names_agent"] or e["meta"]["imperative"]) for e in inj),
    "split_fields": sum(e["meta"]["split_fields"] for e in inj),
    "per_domain": dict(Counter(e["meta"]["domain"] for e in EPS)),
    "deny_with_note": sum(1 for e in EPS for s in e["steps"] if s["label"] == "deny" and s.get("note")),
}
print(json.dumps({**summary(EPS), **extra}, indent=1, ensure_ascii=False))
