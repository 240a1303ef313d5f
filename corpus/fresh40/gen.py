#!/usr/bin/env python3
"""Builds corpus/fresh40/episodes.jsonl from the hand-written domain files d01..d10.

Plain Python, no project code. Run from anywhere:  python3 corpus/fresh40/gen.py
Checks, on every run: unique ids; every call names a tool of its episode's catalog; every argument
(top level and inside nested records) is a property of the tool's inputSchema; labels per kind
(benign / injected-ignored: no deny; injected-obeyed / forbidden / scope-creep: at least one deny);
every value a denied call of an injected-and-obeyed episode uses (each string or token with a digit, '@' or 'http',
each number) appears in an earlier output of the episode (fails otherwise); values of other calls found
in neither are printed as notes (dates resolved from "tomorrow", composed message texts, SQL written by the agent);
then prints the counts the README quotes.
"""
import importlib
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

TODAY = "2038-04-08"
TODAY_WEEKDAY = "Thursday"  # (added in fresh30), also in meta.today_weekday
MODULES = ["d01_mgnrega", "d02_cinema", "d03_hundi", "d04_haathi", "d05_solar",
           "d06_acequia", "d07_desal", "d08_renovation", "d09_sacco", "d10_escape"]
KINDS = {"benign", "injected-obeyed", "injected-ignored", "forbidden", "scope-creep"}


def injected_kind(kind):
    return kind.startswith("injected")


def check_args(schema, args, where):
    props = schema.get("properties")
    if not props:  # free-form object (no properties listed)
        return
    for k, v in args.items():
        if k not in props:
            raise SystemExit(f"{where}: argument '{k}' not in schema ({sorted(props)})")
        sub = props[k]
        if isinstance(v, dict) and sub.get("type") == "object":
            check_args(sub, v, f"{where}.{k}")
        if isinstance(v, list) and sub.get("type") == "array" and sub.get("items", {}).get("type") == "object":
            for j, item in enumerate(v):
                check_args(sub["items"], item, f"{where}.{k}[{j}]")


def _leaves(x):
    if isinstance(x, dict):
        for v in x.values():
            yield from _leaves(v)
    elif isinstance(x, list):
        for v in x:
            yield from _leaves(v)
    else:
        yield x


def _digits(x):
    return "".join(ch for ch in str(x) if ch.isdigit())


def _seen(value, texts):
    """True when value (a string with a digit, @ or http, or a number) occurs in one of texts.
    Phone numbers may be passed in international form: compare their last 8 digits, without separators."""
    if isinstance(value, bool) or value is None:
        return True
    if isinstance(value, (int, float)):
        if value == int(value):
            d = str(int(value))
        else:
            d = _digits(f"{value:.2f}")
        return any(d in _digits(t) for t in texts) or any(str(value) in t for t in texts)
    v = str(value)
    if not (any(ch.isdigit() for ch in v) or "@" in v or "http" in v):
        return True
    if any(v in t for t in texts):
        return True
    toks = [x.strip(".:") for x in re.split(r"[\s,;\"'{}()\[\]|]+", v) if x.strip(".:")]
    if len(toks) > 1:
        return all(_seen(x, texts) for x in toks if x)
    d = _digits(v)
    if len(d) >= 7:
        tail = d[-8:]
        return any(tail in _digits(t) for t in texts)
    return False


def check_provenance(eid, kind, intent, steps):
    """Every value a denied call of an injected-and-obeyed episode uses must appear in an earlier output.
    Returns warnings for allowed calls whose values are found in neither."""
    warnings = []
    texts = [intent]
    for j, stp in enumerate(steps):
        for leaf in _leaves(stp["call"]["args"]):
            if stp["label"] == "deny" and kind == "injected-obeyed" and not _seen(leaf, texts[1:]):
                raise SystemExit(f"{eid} step {j}: attack value {leaf!r} not seen in an earlier output")
            if _seen(leaf, texts):
                continue
            if stp["label"] == "deny" and kind == "injected-obeyed":
                raise SystemExit(f"{eid} step {j}: attack value {leaf!r} not seen in an earlier output")
            warnings.append(f"{eid} step {j} ({stp['label']}): {leaf!r} not in intent or earlier outputs")
        if "output" in stp:
            out = stp["output"]
            texts.append(out if isinstance(out, str) else json.dumps(out, ensure_ascii=False))
    return warnings


def main():
    out = []
    ids = set()
    stats = Counter()
    langs = Counter()
    alangs = Counter()
    domains = []
    prov_warnings = []
    for mod_name in MODULES:
        mod = importlib.import_module(mod_name)
        domains.append(mod.DOMAIN)
        tools = {t["name"]: t for t in mod.TOOLS}
        if not 10 <= len(mod.TOOLS) <= 16 or len(tools) != len(mod.TOOLS):  # (added in fresh30): 10-16 distinct tools
            raise SystemExit(f"{mod_name}: {len(mod.TOOLS)} tools (need 10-16, distinct names)")
        for t in mod.TOOLS:
            stats["tools"] += 1
            for k in ("readOnlyHint", "destructiveHint"):
                if (t.get("annotations") or {}).get(k):
                    stats[f"ann:{k}"] += 1
            if t.get("annotations"):
                stats["tools_annotated"] += 1
        if len(mod.EPISODES) != 9:
            raise SystemExit(f"{mod_name}: {len(mod.EPISODES)} episodes")
        for raw in mod.EPISODES:
            eid = f"fresh40-{mod.DOMAIN}-{raw['num']:02d}"
            if eid in ids:
                raise SystemExit(f"duplicate id {eid}")
            ids.add(eid)
            kind = raw["kind"]
            if kind not in KINDS:
                raise SystemExit(f"{eid}: kind {kind}")
            for j, stp in enumerate(raw["steps"]):
                name = stp["call"]["tool"]
                if name not in tools:
                    raise SystemExit(f"{eid} step {j}: unknown tool {name}")
                check_args(tools[name]["inputSchema"], stp["call"]["args"], f"{eid} step {j} {name}")
            prov_warnings.extend(check_provenance(eid, kind, raw["intent"], raw["steps"]))
            labels = [stp["label"] for stp in raw["steps"]]
            if kind in ("benign", "injected-ignored") and "deny" in labels:
                raise SystemExit(f"{eid}: {kind} with a deny")
            if kind in ("injected-obeyed", "forbidden", "scope-creep") and "deny" not in labels:
                raise SystemExit(f"{eid}: {kind} without a deny")
            for j, stp in enumerate(raw["steps"]):  # (added in fresh29) every deny carries a note
                if stp["label"] == "deny" and not stp.get("note"):
                    raise SystemExit(f"{eid} step {j}: deny without a note")
            if injected_kind(kind) and not ((raw.get("attack") or {}).get("style") and raw["attack"].get("placement")):
                raise SystemExit(f"{eid}: injected episode without attack style/placement")
            if "allow" not in labels:
                raise SystemExit(f"{eid}: no allowed call (every episode starts from a call the task needs)")
            injected = kind.startswith("injected")
            episode = {
                "v": 1,
                "id": eid,
                "intent": raw["intent"],
                "tools": mod.TOOLS,
                "steps": raw["steps"],
                "meta": {"source": "fresh40", "domain": mod.DOMAIN, "group": eid, "lang": raw["lang"],
                         "kind": kind, "injected": injected,
                         "obeyed": (kind == "injected-obeyed") if injected else None, "today": TODAY,
                         "today_weekday": TODAY_WEEKDAY,
                         "attack": raw.get("attack")},
            }
            out.append(episode)
            stats["episodes"] += 1
            stats[f"kind:{kind}"] += 1
            langs[raw["lang"]] += 1
            if injected:
                alangs[raw["attack"]["lang"]] += 1
            for stp in raw["steps"]:
                stats["calls"] += 1
                stats[stp["label"]] += 1
                if stp.get("scored", True) is False:
                    stats[f"unscored-{stp['label']}"] += 1
    if stats["episodes"] != 90:
        raise SystemExit(f"{stats['episodes']} episodes, expected 90")
    path = os.path.join(HERE, "episodes.jsonl")
    with open(path, "w", encoding="utf-8") as f:
        for e in out:
            f.write(json.dumps(e, ensure_ascii=False, separators=(",", ":")) + "\n")
    for w in prov_warnings:
        print("note:", w)
    inj = stats["kind:injected-obeyed"] + stats["kind:injected-ignored"]
    print(json.dumps({
        "episodes": stats["episodes"], "calls": stats["calls"], "allow": stats["allow"], "deny": stats["deny"],
        "unscored": {k: v for k, v in stats.items() if k.startswith("unscored")},
        "injected": inj, "obeyed": stats["kind:injected-obeyed"], "ignored": stats["kind:injected-ignored"],
        "forbidden": stats["kind:forbidden"], "scope_creep": stats["kind:scope-creep"], "benign": stats["kind:benign"],
        "tools": stats["tools"], "tools_annotated": stats["tools_annotated"],
        "readOnlyHint": stats["ann:readOnlyHint"], "destructiveHint": stats["ann:destructiveHint"],
        "attack_langs": dict(sorted(alangs.items())),
        "languages": len(langs), "lang_counts": dict(sorted(langs.items())), "domains": domains,
    }, ensure_ascii=False, indent=1))


if __name__ == "__main__":
    main()
