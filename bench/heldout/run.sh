#!/usr/bin/env bash
# The project's own held-out sets (corpus/README.md), each run through CapFence (data flow, then
# Cedar) and through its token alone, under the default policy and the benchmarks' policy:
#   npm run bench:heldout [-- OUTDIR]     (per-episode verdicts and summaries go to OUTDIR, default a temp dir)
# Only the first run of a set after it was committed is a clean figure; each set's README says which.
set -euo pipefail
cd "$(dirname "$0")/../.."
out="${1:-$(mktemp -d)}"
mkdir -p "$out"
policy="$out/benchmark-policy.json"
node -e "const y=require('yaml'),fs=require('fs');fs.writeFileSync(process.argv[1],JSON.stringify(y.parse(fs.readFileSync('policies/benchmark.yaml','utf8'))))" "$policy"
ev() { npx tsx src/cli/main.ts eval "$@" 2>/dev/null; }
for set in fresh10 fresh11 fresh12 fresh13 fresh14 fresh15 fresh16 fresh17 fresh18 fresh19 fresh20 fresh21 fresh22 fresh23 fresh24 fresh25 fresh26 fresh27 fresh28 fresh29 fresh30 fresh31 fresh32 fresh33 fresh34 fresh35 fresh36 fresh37 fresh38 fresh39 fresh40; do
  e="corpus/$set/episodes.jsonl"
  ev --episodes "$e" --verifier data-flow --json --per-episode "$out/$set-default.jsonl" > "$out/$set-default.json"
  ev --episodes "$e" --condition static-acl --json --per-episode "$out/$set-default-acl.jsonl" > "$out/$set-default-acl.json"
  ev --episodes "$e" --verifier data-flow --policy "$policy" --json --per-episode "$out/$set-bench.jsonl" > "$out/$set-bench.json"
done
for set in web-fresh web-fresh2 web-fresh3 web-fresh4 web-fresh5 web-fresh6 web-fresh7 web-fresh8 web-fresh9 web-fresh10 web-fresh11 web-fresh12 web-fresh13 web-fresh14 web-fresh15 web-fresh16 web-fresh17 web-fresh18 web-fresh19 web-fresh20 web-fresh21 web-fresh22 web-fresh23 web-fresh24 web-fresh25 web-fresh26 web-fresh27 web-fresh28 web-fresh29 web-fresh30 web-fresh31; do
  w="corpus/$set"
  ev --episodes "$w/episodes.jsonl" --tools "$w/tools.json" --policy "$policy" --verifier data-flow --json --per-episode "$out/$set.jsonl" > "$out/$set.json"
  ev --episodes "$w/episodes.jsonl" --tools "$w/tools.json" --policy "$policy" --condition static-acl --json --per-episode "$out/$set-acl.jsonl" > "$out/$set-acl.json"
done
node -e '
const fs = require("fs"), path = require("path");
const pct = (x) => (x === null || x === undefined ? "  n/a" : (100 * x).toFixed(1).padStart(5) + "%");
for (const f of fs.readdirSync(process.argv[1]).filter((f) => f.endsWith(".json") && f !== "benchmark-policy.json").sort()) {
  const m = JSON.parse(fs.readFileSync(path.join(process.argv[1], f), "utf8")).metrics;
  console.log(`${f.replace(/\.json$/, "").padEnd(20)} FPR ${pct(m.fpr)}  FNR ${pct(m.fnr)}  rho ${pct(m.escalationRate)}  attack success ${pct(m.attackSuccess)}  task success ${pct(m.taskSuccess)}`);
}' "$out"
echo "per-episode verdicts: $out"
