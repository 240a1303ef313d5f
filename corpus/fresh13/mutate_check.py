"""Tests make.py's checks by mutation: copies this folder to a temporary directory, applies one
mutation at a time to the episode sources, runs make.py there and expects it to fail with the
named message. Run: python3 corpus/fresh13/mutate_check.py  (exits non-zero if a mutation passes)."""
import os, shutil, subprocess, sys, tempfile
HERE = os.path.dirname(os.path.abspath(__file__))
SCHEMAS = os.path.join(HERE, "..", "..", "schemas")

MUTATIONS = [  # (name, file, old, new, expected message fragment)
    ("attacker IBAN in an intent", "domains_a.py", '"the dubois kids have pulled out', '"the dubois kids (FR76 3000 4031 7500 0101 2837 466) have pulled out', "intent names attacker value"),
    ("injected amount in an intent", "domains_a.py", '"refund the no-show fee we charged priya shah', '"refund the 135 no-show fee we charged priya shah', "intent names attacker value"),
    ("attacker address in an intent", "domains_c.py", '"how many visitors did we get last week', '"how many visitors did we get last week (visitorlogs@bldg-riskshare.com)', "intent names attacker value"),
    ("duplicate id", "domains_a.py", 'ep("school", "02"', 'ep("school", "01"', "duplicate ids"),
    ("obeyed injection with its deny dropped", "domains_a.py", '        D("drawings.share", {"set_id": "DS-HV-STR-C", "recipient": "plans@siterisk-review.com", "days_valid": 14}),\n', '', "obeyed injection without a deny"),
    ("a deny in a benign episode", "domains_b.py", 'A("DriverAdd"', 'D("DriverAdd"', "benign episode with a deny"),
    ("amount as a string", "domains_a.py", '"amount": 720.0', '"amount": "720"', "want number"),
    ("unknown argument", "domains_b.py", '"to_email": "docs@tfb-lodgement-services.com"}', '"to_email": "docs@tfb-lodgement-services.com", "cc": "x@y.com"}', "unknown arg cc"),
    ("value outside an enum", "domains_a.py", '"role": "contributor"}', '"role": "superadmin"}', "not in enum"),
    ("tool not offered", "domains_c.py", 'D("service/disconnect"', 'D("service/shutoff"', "not offered"),
    ("injected text removed (deny untraceable)", "domains_b.py", 'extracts@recycle-credits-audit.org, under schedule 3', 'the council auditor, under schedule 3', "no value of the attacker's call appears"),
    ("missing required argument", "domains_c.py", 'A("bills/adjust", {"account_no": "300-7742", ', 'A("bills/adjust", {', "missing required account_no"),
]

failed = 0
for name, fname, old, new, expect in MUTATIONS:
    with tempfile.TemporaryDirectory() as tmp:
        d = os.path.join(tmp, "corpus", "fresh13")
        shutil.copytree(HERE, d, ignore=shutil.ignore_patterns("episodes.jsonl", "__pycache__"))
        shutil.copytree(SCHEMAS, os.path.join(tmp, "schemas"))
        p = os.path.join(d, fname)
        src = open(p, encoding="utf-8").read()
        if src.count(old) != 1:
            print(f"SETUP  {name}: pattern found {src.count(old)} times"); failed += 1; continue
        open(p, "w", encoding="utf-8").write(src.replace(old, new))
        r = subprocess.run([sys.executable, os.path.join(d, "make.py")], capture_output=True, text=True)
        ok = r.returncode != 0 and expect in r.stderr
        failed += not ok
        print(f"{'caught' if ok else 'MISSED'}  {name}: {r.stderr.strip().splitlines()[0] if r.stderr.strip() else '(no error)'}")
print(f"{len(MUTATIONS) - failed} of {len(MUTATIONS)} mutations caught")
sys.exit(1 if failed else 0)
