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
echo "== The benchmark sequence (SCENE.md: 60 frames at 30 fps, t = frame / 30, scale 1), whole processes"
SEQ="--quiet --scene Assets/scenes/bench.json --animation quiver --frame-count 60 --fps 30"
$BIN animate $SEQ "$OUT/frames/"
FRAMES=$(ls "$OUT"/frames/frame-*.png | tr '\n' ' ')
hyperfine -N --warmup 2 --runs "$RUNS" --export-json "$OUT/sequence.json" --prepare "rm -rf $OUT/seq-frames" \
  -n "animate to numbered PNGs" "$BIN animate $SEQ $OUT/seq-frames/" \
  -n "animate to an APNG" "$BIN animate $SEQ $OUT/seq.png" \
  -n "apng on the 60 frames" "$BIN apng --quiet $OUT/frames $OUT/assembled.png" >/dev/null
APNGASM_RUNS=${BENCH_APNGASM_RUNS:-3}
hyperfine -N --runs "$APNGASM_RUNS" --export-json "$OUT/apngasm.json" \
  -n "apngasm -z0" "apngasm $OUT/apngasm.png $FRAMES 1 30 -z0" >/dev/null
# Peak memory: maximum resident set size, median of 3 runs.
peak() { for i in 1 2 3; do /usr/bin/time -f %M "$@" 2>&1 >/dev/null | tail -1; done | sort -n | sed -n 2p; }
MEM_FRAMES=$(peak $BIN animate $SEQ "$OUT/seq-frames/")
MEM_APNG=$(peak $BIN animate $SEQ "$OUT/seq.png")
MEM_ASSEMBLE=$(peak $BIN apng --quiet "$OUT/frames" "$OUT/assembled.png")
/usr/bin/python3 - "$OUT" "$MEM_FRAMES" "$MEM_APNG" "$MEM_ASSEMBLE" <<'PY'
import json, os, sys
out, mem = sys.argv[1], dict(zip(("frames", "apng", "assemble"), map(int, sys.argv[2:5])))
r = {x["command"]: x["median"] for x in json.load(open(os.path.join(out, "sequence.json")))["results"]}
asm = json.load(open(os.path.join(out, "apngasm.json")))["results"][0]["median"]
size = lambda f: os.path.getsize(os.path.join(out, f))
folder = sum(os.path.getsize(os.path.join(out, "seq-frames", f)) for f in os.listdir(os.path.join(out, "seq-frames")))
t_frames, t_apng, t_asm = r["animate to numbered PNGs"], r["animate to an APNG"], r["apng on the 60 frames"]
print("%-28s %9s %11s %12s %12s" % ("", "median s", "frames/s", "bytes", "peak RSS KB"))
print("%-28s %9.3f %11.1f %12d %12d" % ("animate to numbered PNGs", t_frames, 60 / t_frames, folder, mem["frames"]))
print("%-28s %9.3f %11.1f %12d %12d" % ("animate to an APNG", t_apng, 60 / t_apng, size("seq.png"), mem["apng"]))
print("%-28s %9.3f %11.1f %12d %12d" % ("apng on the 60 frames", t_asm, 60 / t_asm, size("assembled.png"), mem["assemble"]))
print("%-28s %9.3f %11.1f %12d" % ("apngasm -z0 (same frames)", asm, 60 / asm, size("apngasm.png")))
print("numbered PNGs: %.1f frames/s (target: at least 120), %d bytes (target: at most 9,597,620)" % (60 / t_frames, folder))
print("APNG: %d bytes = %.3f x apngasm -z0's %d (target: at most 7,011,577 bytes)" % (size("seq.png"), size("seq.png") / size("apngasm.png"), size("apngasm.png")))
print("APNG time / apngasm -z0 time: animate %.3f, apng %.3f (target: at most 0.100)" % (t_apng / asm, t_asm / asm))
print("sbrender apng's file %s sbrender animate's" % ("is byte-identical to" if open(os.path.join(out, "assembled.png"), "rb").read() == open(os.path.join(out, "seq.png"), "rb").read() else "DIFFERS from"))
PY

echo
echo "== zlib against libdeflate on the same 60 frames (in process)"
.build/release/sbrender-bench codecs "$OUT/frames"
echo
echo "== The Golden/ suite (debug build, as make test runs it)"
swift build --build-tests >/dev/null 2>&1
start=$(date +%s.%N)
SBRENDER_RECORD=never swift test --skip-build --filter GoldenSuiteTests 2>&1 | tail -1
end=$(date +%s.%N)
/usr/bin/python3 -c "print('Golden/ suite: %.1f s wall' % ($end - $start))"
