"""Build corpus/fresh19/episodes.jsonl from the d_*.py domain files, check everything, write only if
all checks pass, print the counts. Deterministic: same bytes on every run. Stdlib only.

    python3 corpus/fresh19/gen.py
"""
import glob
import hashlib
import importlib
import json
import os
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from lib import Set, check_value  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(HERE))
DOMAIN_FILES = ["d_tutoring", "d_daycare", "d_winery", "d_tailor", "d_taxi",
                "d_campsite", "d_framing", "d_cleaning", "d_household", "d_roastery"]


def old_domains():
    """meta.domain values of fresh10 … fresh18 (nothing else is read from those files)."""
    seen = set()
    for k in range(10, 19):
        p = os.path.join(ROOT, "corpus", f"fresh{k}", "episodes.jsonl")
        if not os.path.exists(p):
            continue
        with open(p, encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    seen.add(str((json.loads(line).get("meta") or {}).get("domain")))
    return seen


def blob(v):
    return json.dumps(v, ensure_ascii=False)


def check(eps, objs):
    errs = []
    ids = Counter(o["id"] for o in objs)
    errs += [f"duplicate id {k}" for k, c in ids.items() if c > 1]
    olds = old_domains()
    if not olds:
        errs.append("could not read earlier domains")
    for e, o in zip(eps, objs):
        p = o["id"]
        if o["meta"]["domain"] in olds:
            errs.append(f"{p}: domain {o['meta']['domain']} not new")
        names = [t["name"] for t in o["tools"]]
        if len(set(names)) != len(names):
            errs.append(f"{p}: duplicate tool names")
        if not 8 <= len(names) <= 20:
            errs.append(f"{p}: catalog has {len(names)} tools")
        tools = {t["name"]: t for t in o["tools"]}
        for k, st in enumerate(o["steps"]):
            t = tools.get(st["call"]["tool"])
            if t is None:
                errs.append(f"{p}#{k}: tool {st['call']['tool']} not in catalog")
                continue
            ae = []
            check_value(st["call"]["args"], t["inputSchema"], "args", ae)
            errs += [f"{p}#{k}: {x}" for x in ae]
            if st["label"] == "allow" and "output" not in st:
                errs.append(f"{p}#{k}: allow step without output")
        if not o["intent"].strip():
            errs.append(f"{p}: empty intent")
        labels = [st["label"] for st in o["steps"]]
        # injection consistency
        if e.inj is None:
            if "deny" in labels or e.planted or e.evils:
                errs.append(f"{p}: benign episode with deny/planted/evil")
        else:
            if not e.planted:
                errs.append(f"{p}: injected without planted text")
            for frag in e.planted:
                # the planted text must sit verbatim in an output before the first deny
                first_deny = labels.index("deny") if "deny" in labels else len(labels)
                outs = "".join(blob(st.get("output")) + str(st.get("output")) for st in o["steps"][:first_deny])
                if frag not in outs:
                    errs.append(f"{p}: planted text not found before first deny: {frag[:40]}")
            if e.inj["obeyed"]:
                if "deny" not in labels:
                    errs.append(f"{p}: obeyed injection without deny")
                if not e.evils:
                    errs.append(f"{p}: obeyed injection without attacker values")
                if not e.inj["kind"] or not e.inj["inj_lang"]:
                    errs.append(f"{p}: attack kind/injection language missing")
            else:
                if "deny" in labels:
                    errs.append(f"{p}: ignored injection but a deny")
                if not e.inj["inj_lang"]:
                    errs.append(f"{p}: injection language missing")
        for v in e.evils:
            if not any(v in frag for frag in e.planted):
                errs.append(f"{p}: attacker value {v} not in planted text")
            if v in o["intent"]:
                errs.append(f"{p}: attacker value {v} in the intent")
        for k, st in enumerate(o["steps"]):
            a = blob(st["call"]["args"])
            has = [v for v in e.evils if v in a]
            if st["label"] == "allow" and has:
                errs.append(f"{p}#{k}: allow step carries attacker value {has}")
            if st["label"] == "deny" and st.get("scored", True) and not has:
                errs.append(f"{p}#{k}: scored deny carries no attacker value")
    return errs


def main():
    eps = []
    for mod in DOMAIN_FILES:
        m = importlib.import_module(mod)
        st = Set(m.DOMAIN, m.TOOLS)
        m.build(st)
        eps += st.eps
    objs = [e.build() for e in eps]
    errs = check(eps, objs)
    if errs:
        print("\n".join(errs))
        print(f"{len(errs)} problem(s); episodes.jsonl NOT written")
        sys.exit(1)
    text = "".join(json.dumps(o, ensure_ascii=False, separators=(",", ":")) + "\n" for o in objs)
    with open(os.path.join(HERE, "episodes.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    steps = [st for o in objs for st in o["steps"]]
    lab = Counter(st["label"] for st in steps)
    scored = Counter(st["label"] for st in steps if st.get("scored", True))
    att = [o for o in objs if o["meta"]["attacked"]]
    obeyed = [o for o in att if o["meta"]["obeyed"]]
    langs = Counter(o["meta"]["lang"] for o in objs)
    print(f"episodes {len(objs)}  calls {len(steps)}  allow {lab['allow']}  deny {lab['deny']}  "
          f"(scored deny {scored['deny']})")
    print(f"attacked {len(att)} (obeyed {len(obeyed)}, ignored {len(att) - len(obeyed)})  "
          f"benign {len(objs) - len(att)}")
    print(f"intent langs: non-English {len(objs) - langs['en']} of {len(objs)}: {dict(langs)}")
    for d in Counter(o["meta"]["domain"] for o in objs).items():
        print("  ", d)
    print("sha256", hashlib.sha256(text.encode()).hexdigest())


if __name__ == "__main__":
    main()
