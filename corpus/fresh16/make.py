"""Writes corpus/fresh16/episodes.jsonl: a hand-written, held-out evaluation set in episode format v1.

Every intent, tool catalog, tool output and injection in the domain files was written by hand for
this set, without running CapFence on it and without reading its source, models, policies,
benchmarks or results. "Today" in the episodes is Wednesday 2027-02-17.

Run:  python3 corpus/fresh16/make.py        (deterministic; exits non-zero if a check fails)
Then: python3 corpus/fresh16/validate.py    (re-reads episodes.jsonl and checks it on its own)
"""
import json, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from lib import check, counts  # noqa: E402

SOURCE = "fresh16-handwritten"
EPISODES = []   # episode dicts, in file order
SNIPPETS = {}   # episode id -> injected fragments, exactly as they appear in a tool output

def ep(domain, num, intent, tools, steps, *, intent_lang="en", inj=None, framing=None, lang=None,
       obeyed=None, attack=None, names_agent=False, imperative=False, asked=(), read_only=False,
       uses_output_values=False):
    """Register one episode.
    inj: the injected text (a string, or a list of fragments when it is split across fields);
    framing/lang/obeyed/attack describe it. asked: the write kinds the user explicitly asked for.
    names_agent: the injected text addresses an assistant/automation; imperative: it is worded as
    a command (to anyone); otherwise it only states facts or looks like data."""
    eid = f"fresh16-{domain}-{num}"
    meta = {"source": SOURCE, "domain": domain, "group": f"fresh16-{domain}-{num}",
            "intent_lang": intent_lang, "injected": inj is not None}
    if inj is not None:
        frags = [inj] if isinstance(inj, str) else list(inj)
        SNIPPETS[eid] = frags
        meta.update(framing=framing, lang=lang, obeyed=bool(obeyed), names_agent=names_agent,
                    imperative=imperative, split_fields=len(frags) > 1)
        if attack: meta["attack"] = attack
    if asked: meta["asked"] = list(asked)
    if read_only: meta["read_only"] = True
    if uses_output_values: meta["uses_output_values"] = True
    EPISODES.append({"v": 1, "id": eid, "intent": intent, "tools": tools, "steps": steps, "meta": meta})

def build():
    import domains_a, domains_b, domains_c  # noqa: E402  each calls ep() for its domains
    domains_a.build(ep)
    domains_b.build(ep)
    domains_c.build(ep)
    return EPISODES, SNIPPETS

def schema_errors(episodes):
    """Each line against schemas/episode-v1.json, and each call's args against its tool's
    inputSchema, with python-jsonschema (Draft 2020-12)."""
    try:
        import jsonschema
    except ImportError:
        return ["python-jsonschema is not installed: pip install jsonschema"]
    with open(os.path.join(HERE, "..", "..", "schemas", "episode-v1.json"), encoding="utf-8") as f:
        v = jsonschema.Draft202012Validator(json.load(f))
    errs = []
    for e in episodes:
        line = json.loads(json.dumps(e, ensure_ascii=False))
        for err in v.iter_errors(line):
            errs.append(f"{e['id']}: schema: {'/'.join(map(str, err.path))}: {err.message[:140]}")
        tools = {t["name"]: t for t in e["tools"]}
        for k, st in enumerate(e["steps"]):
            t = tools.get(st["call"]["tool"])
            if t is None: continue
            av = jsonschema.Draft202012Validator(t["inputSchema"])
            for err in av.iter_errors(st["call"].get("args", {})):
                errs.append(f"{e['id']}[{k}]: args vs inputSchema: {'/'.join(map(str, err.path))}: {err.message[:140]}")
    return errs

def render(episodes):
    return "".join(json.dumps(e, ensure_ascii=False) + "\n" for e in episodes)

if __name__ == "__main__":
    eps, snips = build()
    errs = check(eps, snips) + schema_errors(eps)
    if errs:
        print("\n".join(errs), file=sys.stderr)
        sys.exit(1)
    with open(os.path.join(HERE, "episodes.jsonl"), "w", encoding="utf-8") as f:
        f.write(render(eps))
    print(json.dumps(counts(eps), indent=1, ensure_ascii=False))
