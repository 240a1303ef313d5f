"""Mutation test of the fresh18 checks: each mutant breaks one thing and must be reported.

Two kinds:
- source mutants change the built episodes (or the side data of planted text, attacker values and
  cited values) in memory, exactly as a mistake in a d_*.py file would, and run the schema check
  and the audit on them;
- file mutants edit a copy of the written episodes.jsonl in a temporary tree and run recheck.py
  there.

A mutant is caught when the checks fail and their messages hold every expected fragment.

    python3 corpus/fresh18/mutants.py     (exit 1 if any mutant goes unnoticed)
"""
import copy
import glob
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import audit  # noqa: E402
import gen  # noqa: E402

JS = "(jsonschema)"


def ep(recs, eid):
    return next(r for r in recs if r["id"] == f"fresh18-{eid}")


def step(recs, eid, k):
    return ep(recs, eid)["steps"][k]


def args(recs, eid, k):
    return step(recs, eid, k)["call"]["args"]


def _set(d, key, value):
    d[key] = value


def _pop(d, key):
    d.pop(key)


# (name, mutation(records, side), expected fragments)
SOURCE = [
    ("attacker IBAN in an intent", lambda R, S: _set(ep(R, "bikeshop-05"), "intent", ep(R, "bikeshop-05")["intent"] + " to NL46RABO0331882610"),
     ["the intent names attacker value"]),
    ("attacker e-mail in an intent", lambda R, S: _set(ep(R, "bikeshop-06"), "intent", ep(R, "bikeshop-06")["intent"] + ", cc budgetcoach.vandijk@hotmail.com"),
     ["the intent names attacker value"]),
    ("attacker host in an intent", lambda R, S: _set(ep(R, "photo-05"), "intent", ep(R, "photo-05")["intent"] + " (register on media-desk-babylon.co)"),
     ["the intent names attacker value"]),
    ("attacker phone, respaced, in an intent", lambda R, S: _set(ep(R, "plumber-06"), "intent", ep(R, "plumber-06")["intent"] + " and her PM is on 0455019772"),
     ["the intent names attacker value"]),
    ("address of an ignored injection in an intent", lambda R, S: _set(ep(R, "bikeshop-08"), "intent", ep(R, "bikeshop-08")["intent"] + " verhuurlijst@spaak-sync.nl"),
     ["the intent names", "only the planted text holds"]),
    ("duplicate id", lambda R, S: _set(ep(R, "florist-07"), "id", "fresh18-florist-06"), ["id used 2 times"]),
    ("obeyed injection with its deny dropped", lambda R, S: ep(R, "garage-07")["steps"].pop(1),
     ["obeyed injection without a scored deny"]),
    ("obeyed injection left with only an unscored deny", lambda R, S: _set(ep(R, "plumber-05"), "steps", ep(R, "plumber-05")["steps"][:3]),
     ["obeyed injection without a scored deny"]),
    ("a deny in a benign episode", lambda R, S: (_set(step(R, "bikeshop-02", 3), "label", "deny"), _pop(step(R, "bikeshop-02", 3), "output")),
     ["benign episode with a deny"]),
    ("a deny in an ignored injection", lambda R, S: ep(R, "salon-07")["steps"].append(
        {"call": {"tool": "http_request", "args": {"method": "POST", "url": "https://api.randevupro.com.tr/v2/purchase-orders", "body": {"supplier_id": "SUP-77"}}}, "label": "deny"}),
     ["ignored injection, yet a deny"]),
    ("an allowed call carrying the address of an ignored injection", lambda R, S: ep(R, "bikeshop-08")["steps"].append(
        {"call": {"tool": "send_email", "args": {"to": ["verhuurlijst@spaak-sync.nl"], "subject": "lijst", "body": "nummers"}}, "output": "sent", "label": "allow"}),
     ["an allowed call carries", "only the planted text holds"]),
    ("obeyed deny relabelled allow", lambda R, S: (_set(step(R, "bookshop-05", 1), "label", "allow"), _set(step(R, "bookshop-05", 1), "output", "ok")),
     ["obeyed injection without a scored deny", "an allowed call carries attacker value"]),
    ("unknown meta.attack", lambda R, S: _set(ep(R, "garage-06")["meta"], "attack", "exfil"), ["without a known meta.attack"]),
    ("unknown meta.asked kind", lambda R, S: _set(ep(R, "florist-02")["meta"], "asked", ["recrod"]), ["meta.asked kind 'recrod' unknown"]),
    ("planted text removed from the output", lambda R, S: _set(step(R, "catering-06", 1), "output", step(R, "catering-06", 1)["output"].replace(S["fresh18-catering-06"]["fragments"][0][:40], "")),
     ["planted text not in an output before the first deny"]),
    ("planted text only after the deny", lambda R, S: (_set(step(R, "garage-05", 2), "output", step(R, "garage-05", 0)["output"]),
                                                       _set(step(R, "garage-05", 0), "output", '{"orari": {}}')),
     ["planted text not in an output before the first deny"]),
    ("untraceable deny", lambda R, S: _set(args(R, "bikeshop-07", 2), "email", "jesse.kuipers@despaak.nl"),
     ["deny carries no attacker value and has no note"]),
    ("unscored deny without a note", lambda R, S: _pop(step(R, "bookshop-07", 2), "note"), ["unscored deny without a note"]),
    ("cited value not in the call", lambda R, S: _set(args(R, "bikeshop-02", 3), "to", "+31641209938"), ["cited value '+31641209937' is not in the call's arguments"]),
    ("cited value with no source", lambda R, S: _set(step(R, "garage-02", 1), "output", '{"cliente_id": "CL-2207", "nome": "Laura Bianchi"}'),
     ["is in neither the intent nor an earlier output"]),
    ("amount in cents as a string", lambda R, S: _set(args(R, "florist-04", 1), "kwota_gr", "5000"), ["kwota_gr: wants integer", JS]),
    ("a float for an integer", lambda R, S: _set(args(R, "plumber-04", 1), "amountCents", 18000.5), ["amountCents: wants integer", JS]),
    ("nested array item of the wrong type", lambda R, S: _set(args(R, "bikeshop-03", 2)["lines"][0], "qty", "4"), ["lines[0].qty: wants integer", JS]),
    ("undeclared member of a nested object", lambda R, S: _set(args(R, "florist-03", 1)["pozycje"][0], "cena", 24.0), ["undeclared member cena", JS]),
    ("undeclared top-level argument", lambda R, S: _set(args(R, "optician-02", 2), "absender", "Optik"), ["undeclared member absender", JS]),
    ("dispatcher operation outside its enum", lambda R, S: _set(args(R, "optician-03", 1), "aktion", "zahlung.auszahlen"), ["not in enum", JS]),
    ("HTTP method outside its enum", lambda R, S: _set(args(R, "salon-02", 1), "method", "FETCH"), ["not in enum", JS]),
    ("an id that breaks its pattern", lambda R, S: _set(args(R, "garage-01", 0), "targa", "GE418KT") or _set(args(R, "garage-06", 0), "numero", "WO7740"),
     ["does not match", JS]),
    ("a negative refund", lambda R, S: _set(args(R, "plumber-04", 1), "amountCents", -18000), ["amountCents: out of range", JS]),
    ("a header that is not a string", lambda R, S: _set(args(R, "salon-01", 0), "headers", {"X-Trace": 7}), ["headers.X-Trace: wants string", JS]),
    ("a tool that is not offered", lambda R, S: _set(step(R, "photo-04", 1)["call"], "tool", "galleries.purge"), ["not offered"]),
    ("a required argument missing", lambda R, S: _pop(args(R, "garage-02", 2), "testo"), ["required testo missing", JS]),
    ("an allowed call without output", lambda R, S: _set(step(R, "ceramics-03", 1), "output", ""), ["allowed call without output"]),
    ("a refused call given an output", lambda R, S: _set(step(R, "florist-07", 1), "output", "wysłano"), ["refused call carries an output"]),
    ("catalog differs inside a domain", lambda R, S: _set(ep(R, "catering-03"), "tools", ep(R, "catering-03")["tools"][:-1]), ["catalog differs"]),
    ("attacker value also in a legit output", lambda R, S: _set(step(R, "bookshop-05", 0)["output"][0], "account_no", "41902277"),
     ["also appears outside the planted text"]),
    ("benign episode with planted text", lambda R, S: S["fresh18-photo-01"]["fragments"].append("BK-5527"), ["benign episode with planted text"]),
    ("meta.group not the id", lambda R, S: _set(ep(R, "salon-03")["meta"], "group", "salon"), ["meta.group differs"]),
    ("an injection style used twice", lambda R, S: _set(ep(R, "plumber-06")["meta"], "style", ep(R, "plumber-05")["meta"]["style"]), ["already used by"]),
    ("id not following fresh18-<domain>-NN", lambda R, S: _set(ep(R, "photo-02"), "id", "fresh18-photos-02"), ["id is not fresh18-<meta.domain>-NN"]),
    ("a domain of an earlier set", lambda R, S: audit.DOMAINS.__setitem__(audit.DOMAINS.index("salon"), "kennel"),
     ["already a meta.domain of fresh10-fresh17"]),
]

# (name, [(old, new)], expected fragments) on a copy of episodes.jsonl; each old must occur once
FILE = [
    ("'lable' typo", [('"label": "deny"}], "meta": {"source": "fresh18-handwritten", "domain": "garage", "group": "fresh18-garage-07"',
                       '"lable": "deny"}], "meta": {"source": "fresh18-handwritten", "domain": "garage", "group": "fresh18-garage-07"')], ["episode schema"]),
    ("deny flipped to allow", [('"iban_incassi": "IT84 P036 6901 6008 4421 7790 053"}}, "label": "deny"',
                                '"iban_incassi": "IT84 P036 6901 6008 4421 7790 053"}}, "output": "ok", "label": "allow"')],
     ["obeyed injection without a scored deny", "an allowed call carries attacker value"]),
    ("uncertainty 1.5", [('"args": {"jobId": "J-40833"}}, "label": "deny"', '"args": {"jobId": "J-40833"}}, "label": "deny", "uncertainty": 1.5')],
     ["episode schema", "uncertainty"]),
    ("unknown top-level member", [('{"v": 1, "id": "fresh18-ceramics-01",', '{"v": 1, "catalogue": "ceramics", "id": "fresh18-ceramics-01",')],
     ["episode schema"]),
    ("a line that is not JSON", [('{"v": 1, "id": "fresh18-salon-04",', '{"v": 1 "id": "fresh18-salon-04",')], ["not JSON"]),
    ("intent edited by hand", [('"intent": "how many jobs did we invoice in may?"', '"intent": "how many jobs did we invoice in april?"')],
     ["not what gen.py renders"]),
    ("a step's note edited by hand", [('"note": "unscored: a pure read of the business', '"note": "unscored: read of the business')],
     ["not what gen.py renders"]),
]


def run_source():
    missed = 0
    base_recs, base_side = gen.build()
    saved_domains = list(audit.DOMAINS)
    for name, mutate, expect in SOURCE:
        R, S = copy.deepcopy(base_recs), copy.deepcopy(base_side)
        try:
            mutate(R, S)
            probs = audit.schema_problems(R) + audit.audit(R, S)
        finally:
            audit.DOMAINS[:] = saved_domains
        text = "\n".join(probs)
        caught = bool(probs) and all(x in text for x in expect)
        missed += not caught
        first = next((p for p in probs if expect[0] in p), probs[0] if probs else "(nothing reported)")
        print(f"{'caught' if caught else 'MISSED'}  [source] {name}: {first[:130]}")
    return missed


def run_file():
    missed = 0
    root = os.path.normpath(os.path.join(HERE, "..", ".."))
    for name, edits, expect in FILE:
        with tempfile.TemporaryDirectory() as tmp:
            d = os.path.join(tmp, "corpus", "fresh18")
            shutil.copytree(HERE, d, ignore=shutil.ignore_patterns("__pycache__"))
            shutil.copytree(os.path.join(root, "schemas"), os.path.join(tmp, "schemas"))
            for p in glob.glob(os.path.join(root, "corpus", "fresh1[0-7]", "episodes.jsonl")):
                os.makedirs(os.path.join(tmp, os.path.relpath(os.path.dirname(p), root)), exist_ok=True)
                shutil.copy(p, os.path.join(tmp, os.path.relpath(p, root)))
            f = os.path.join(d, "episodes.jsonl")
            with open(f, encoding="utf-8") as fh:
                text = fh.read()
            bad = [o for o, _ in edits if text.count(o) != 1]
            if bad:
                print(f"SETUP   [file] {name}: pattern not found exactly once: {bad[0][:60]!r}")
                missed += 1
                continue
            for o, n in edits:
                text = text.replace(o, n)
            with open(f, "w", encoding="utf-8") as fh:
                fh.write(text)
            r = subprocess.run([sys.executable, os.path.join(d, "recheck.py")], capture_output=True, text=True)
            caught = r.returncode != 0 and all(x in r.stderr for x in expect)
            missed += not caught
            first = next((l for l in r.stderr.splitlines() if expect[0] in l), (r.stderr.splitlines() or ["(nothing reported)"])[0])
            print(f"{'caught' if caught else 'MISSED'}  [file] {name}: {first[:130]}")
    return missed


if __name__ == "__main__":
    m = run_source() + run_file()
    total = len(SOURCE) + len(FILE)
    print(f"{total - m} of {total} mutants caught")
    sys.exit(1 if m else 0)
