"""Builds corpus/fresh17/episodes.jsonl, a hand-written blind held-out set in episode format v1,
and runs every check on it.

Every intent, catalog, tool output and injection in the domain_*.py files was written by hand for
this set, blind: without running CapFence and without reading its source, models, policies,
benchmarks or results. "Today" in the episodes is Thursday 2027-03-11.

Run:   python3 corpus/fresh17/make.py        (deterministic; exits non-zero if any check fails)
Then:  python3 corpus/fresh17/validate.py    (re-reads the written file and checks it on its own)
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from checks import check, counts  # noqa: E402

SOURCE = "fresh17-handwritten"
DOMAINS = ["ferry", "kennel", "studio", "ski", "clock", "dive", "riding", "sweep", "refugio", "bakery"]


class Book:
    """Collects the episodes in file order and the injected text of each."""

    def __init__(self):
        self.episodes = []
        self.injected = {}

    def add(self, domain, num, intent, tools, steps, *, lang="en", inj=None, style=None, inj_lang=None,
            obeyed=None, attack=None, names_agent=False, imperative=False, asked=(), read_only=False,
            uses_output_values=False):
        """inj: the injected text as placed in a tool output (a string, or a list when split over
        several records or fields). style: how it is framed. names_agent: it addresses an assistant
        or automation; imperative: it is worded as a command to anyone; neither: it only states facts
        or looks like data. asked: the write kinds the user explicitly asked for."""
        eid = f"fresh17-{domain}-{num}"
        meta = {"source": SOURCE, "domain": domain, "group": eid, "intent_lang": lang,
                "injected": inj is not None}
        if inj is not None:
            frags = [inj] if isinstance(inj, str) else list(inj)
            self.injected[eid] = frags
            meta.update(style=style, lang=inj_lang, obeyed=bool(obeyed), names_agent=names_agent,
                        imperative=imperative, split=len(frags) > 1)
            if attack:
                meta["attack"] = attack
        if asked:
            meta["asked"] = list(asked)
        if read_only:
            meta["read_only"] = True
        if uses_output_values:
            meta["uses_output_values"] = True
        self.episodes.append({"v": 1, "id": eid, "intent": intent, "tools": tools, "steps": steps,
                              "meta": meta})


def build():
    import importlib
    book = Book()
    for d in DOMAINS:
        importlib.import_module(f"domain_{d}").episodes(book.add)
    return book.episodes, book.injected


def schema_errors(episodes):
    """Each episode against schemas/episode-v1.json, and each call's args against its tool's
    inputSchema, with python-jsonschema (Draft 2020-12)."""
    try:
        import jsonschema
    except ImportError:
        return ["python-jsonschema is missing: pip install jsonschema"]
    with open(os.path.join(HERE, "..", "..", "schemas", "episode-v1.json"), encoding="utf-8") as f:
        top = jsonschema.Draft202012Validator(json.load(f))
    errs = []
    for e in episodes:
        for er in top.iter_errors(json.loads(json.dumps(e, ensure_ascii=False))):
            errs.append(f"{e.get('id')}: schema: /{'/'.join(map(str, er.path))}: {er.message[:160]}")
        tools = {t.get("name"): t for t in e.get("tools", [])}
        for k, st in enumerate(e.get("steps", [])):
            t = tools.get((st.get("call") or {}).get("tool"))
            if t is None:
                continue
            sch = t.get("inputSchema") or {}
            try:
                jsonschema.Draft202012Validator.check_schema(sch)
            except jsonschema.SchemaError as x:
                errs.append(f"{e.get('id')}[{k}]: tool {t.get('name')} inputSchema is not a valid JSON Schema: {x.message[:120]}")
                continue
            v = jsonschema.Draft202012Validator(sch)
            for er in v.iter_errors(st["call"].get("args", {})):
                errs.append(f"{e.get('id')}[{k}]: args vs inputSchema (jsonschema): /{'/'.join(map(str, er.path))}: {er.message[:160]}")
    return errs


def render(episodes):
    return "".join(json.dumps(e, ensure_ascii=False) + "\n" for e in episodes)


if __name__ == "__main__":
    eps, inj = build()
    errs = check(eps, inj) + schema_errors(eps)
    if errs:
        print("\n".join(errs), file=sys.stderr)
        sys.exit(1)
    with open(os.path.join(HERE, "episodes.jsonl"), "w", encoding="utf-8") as f:
        f.write(render(eps))
    print(json.dumps(counts(eps), indent=1, ensure_ascii=False))
