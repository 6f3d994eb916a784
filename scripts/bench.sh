#!/usr/bin/env bash
# make bench: whole-process figures (medians of several runs, measured with hyperfine) and the
# in-process layout figures, with ratios against the peers measured in the same run.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=.build/release/sbrender
OUT=bench-out
rm -rf "$OUT"; mkdir -p "$OUT"
RUNS=${BENCH_RUNS:-15}

echo "== Layout core (in-process; medians): prepare and one visible-rect query"
.build/release/sbrender-bench layout
echo

echo "== One 768x1024 screenshot of the benchmark scene (Assets/scenes/bench.json), whole process"
hyperfine -N --warmup 3 --runs "$RUNS" --export-json "$OUT/render.json" \
  -n "sbrender @1x" "$BIN --quiet --scene Assets/scenes/bench.json $OUT/sb1.png" \
  -n "sbrender @2x" "$BIN --quiet --scene Assets/scenes/bench.json --scale 2 $OUT/sb2.png" \
  -n "pycairo @1x" "/usr/bin/python3 scripts/bench/peer_pycairo.py $OUT/py1.png 1" \
  -n "pycairo @2x" "/usr/bin/python3 scripts/bench/peer_pycairo.py $OUT/py2.png 2" >/dev/null
/usr/bin/python3 - "$OUT" <<'PY'
import json, os, sys
out = sys.argv[1]
r = {x["command"]: x for x in json.load(open(os.path.join(out, "render.json")))["results"]}
med = lambda n: r[n]["median"]
print("%-14s %10s" % ("", "median s"))
for n in r:
    print("%-14s %10.4f" % (n, med(n)))
for s in ("1", "2"):
    ratio = med("sbrender @%sx" % s) / med("pycairo @%sx" % s)
    print("@%sx: sbrender / pycairo = %.2f (target: at most 0.50)" % (s, ratio))
for f in ("sb1.png", "py1.png", "sb2.png", "py2.png"):
    print("%-8s %9d bytes%s" % (f, os.path.getsize(os.path.join(out, f)), "  (target: at most 160000)" if f == "sb1.png" else ""))
PY

echo
echo "== sbrender diff on two 1536x2048 renders that differ in one icon, whole process"
sed 's/"Futura"/"Futura Medium"/' Assets/scenes/bench.json > "$OUT/bench-changed.json"
$BIN --quiet --scene Assets/scenes/bench.json --scale 2 "$OUT/diff-a.png"
$BIN --quiet --scene "$OUT/bench-changed.json" --scale 2 "$OUT/diff-b.png"
$BIN diff "$OUT/diff-a.png" "$OUT/diff-b.png" || true
hyperfine -N -i --warmup 2 --runs "$RUNS" --export-json "$OUT/diff.json" \
  -n "sbrender diff" "$BIN diff $OUT/diff-a.png $OUT/diff-b.png" >/dev/null
/usr/bin/python3 -c "import json,sys; r=json.load(open(sys.argv[1]))['results'][0]; print('sbrender diff: median %.4f s (target: under 0.050 s, PNG decoding included)' % r['median'])" "$OUT/diff.json"

echo
echo "== The Golden/ suite (debug build, as make test runs it)"
swift build --build-tests >/dev/null 2>&1
start=$(date +%s.%N)
SBRENDER_RECORD=never swift test --skip-build --filter GoldenSuiteTests 2>&1 | tail -1
end=$(date +%s.%N)
/usr/bin/python3 -c "print('Golden/ suite: %.1f s wall' % ($end - $start))"
