#!/usr/bin/env bash
# make bench: whole processes timed with hyperfine (medians), each sbrender command against a peer
# doing the same work in the same run (pycairo + PangoCairo, apngasm -z0, ImageMagick's compare),
# ending with ONE table: medians, ratios, bytes, peak memory, and the targets of issues 14, 36 (one shot 1x at most 0.25 of pycairo) and 40 (layout --all at 100 MB/s or more).
# Before it: the in-process tables the settings are chosen from (layout core; codecs), and
# SBUIKit's collection view at 10^6 items against issue 40's targets (layout, all attributes, a
# batch delete).
# BENCH_RUNS (default 10) sets the runs of the short commands (the one shots and diff in paired
# rounds of two runs each side); BENCH_SLOW_RUNS (default 3) those
# of the slow peers (pycairo's 60 frames, apngasm); BENCH_CODECS=0 skips the codec tables;
# BENCH_GOLDEN=1 also times the Golden/ suite (debug build).
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=.build/release/sbrender
OUT=bench-out
rm -rf "$OUT"; mkdir -p "$OUT"
RUNS=${BENCH_RUNS:-10}
SLOW=${BENCH_SLOW_RUNS:-3}
PY=/usr/bin/python3
PEER=scripts/bench/peer_pycairo.py
SCENE=Assets/scenes/bench.json
SEQ="--quiet --scene $SCENE --animation quiver --frame-count 60 --fps 30"
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) at the start"

echo "== Layout core (in-process; medians): prepare and one visible-rect query"
.build/release/sbrender-bench layout
echo

echo "== SBUIKit at 10^6 items (in-process; issue 40's targets for the release build)"
.build/release/sbrender-bench uikit
echo

echo "== SBUIKit view controller vs cell style (in-process; issue 38's target: within 3 x)"
.build/release/sbrender-bench views
echo

# Inputs: the 60 benchmark frames (SCENE.md; for apng, apngasm and the codec tables) and two
# 1536 x 2048 renders that differ in one icon (for diff and compare).
$BIN animate $SEQ "$OUT/frames/"
FRAMES=$(ls "$OUT"/frames/frame-*.png | tr '\n' ' ')
sed 's/"Futura"/"Futura Medium"/' $SCENE > "$OUT/bench-changed.json"
$BIN --quiet --scene $SCENE --scale 2 "$OUT/diff-a.png"
$BIN --quiet --scene "$OUT/bench-changed.json" --scale 2 "$OUT/diff-b.png"

if [ "${BENCH_CODECS:-1}" != 0 ]; then
  echo "== Codec tables on the 60 benchmark frames (in process; what the levels were chosen from)"
  .build/release/sbrender-bench codecs "$OUT/frames"
  echo
fi

echo "== Whole processes (hyperfine medians; sbrender and its peer in the same run)"
hf() { local name=$1; shift; hyperfine -N -i --style none "$@" --export-json "$OUT/$name.json" >/dev/null; }
# Paired rounds for the short rows: ROUNDS times, two runs of sbrender then two of its peer, so
# that both sides of a ratio are measured at nearly the same moments (the shared machine's speed
# drifts over a minute); the medians are of all the rounds' runs together.
hf_paired() {
  local name=$1 warmup=$2; shift 2
  local rounds=$(( (RUNS + 1) / 2 ))
  for r in $(seq "$rounds"); do
    hyperfine -N -i --style none --warmup "$([ "$r" = 1 ] && echo "$warmup" || echo 0)" --runs 2 "$@" \
      --export-json "$OUT/$name.round$r.json" >/dev/null
  done
  $PY - "$OUT" "$name" "$rounds" <<'PY'
import json, os, statistics, sys
out, name, rounds = sys.argv[1], sys.argv[2], int(sys.argv[3])
times = {}
for r in range(1, rounds + 1):
    for x in json.load(open(os.path.join(out, "%s.round%d.json" % (name, r))))["results"]:
        times.setdefault(x["command"], []).extend(x["times"])
results = [{"command": c, "median": statistics.median(t), "times": t} for c, t in times.items()]
json.dump({"results": results}, open(os.path.join(out, name + ".json"), "w"))
PY
}
hf startup --warmup 3 --runs "$RUNS" -n "sbrender --help" "$BIN --help"
hf_paired shot1 2 -n sb "$BIN --quiet --scene $SCENE $OUT/sb1.png" -n peer "$PY $PEER $OUT/py1.png 1"
hf_paired shot2 2 -n sb "$BIN --quiet --scene $SCENE --scale 2 $OUT/sb2.png" -n peer "$PY $PEER $OUT/py2.png 2"
mkdir -p "$OUT/py-frames"
hf frames --warmup 1 --runs "$SLOW" --prepare "rm -rf $OUT/seq-frames" \
  -n sb "$BIN animate $SEQ $OUT/seq-frames/" -n peer "$PY $PEER $OUT/py-frames/f.png 1 60"
hf apng --warmup 1 --runs "$RUNS" \
  -n sb "$BIN apng --quiet $OUT/frames $OUT/assembled.png" -n animate "$BIN animate $SEQ $OUT/seq.png"
hf apngasm --runs "$SLOW" -n peer "apngasm $OUT/apngasm.png $FRAMES 1 30 -z0"
hf_paired diff 2 -n sb "$BIN diff $OUT/diff-a.png $OUT/diff-b.png" -n peer "compare -metric AE $OUT/diff-a.png $OUT/diff-b.png null:"
# The layout report's peer is `cat` writing the same bytes (issue 40: at least 100 MB/s of JSON).
$BIN layout --layout flow --sections 1 --items 1000000 --all > "$OUT/layout-output.json"
hf layout --warmup 1 --runs "$SLOW" -n sb "$BIN layout --layout flow --sections 1 --items 1000000 --all" \
  -n peer "cat $OUT/layout-output.json"

# Peak memory (maximum resident set size, KB) of one more run of each command.
peak() { /usr/bin/time -f %M "$@" 2>&1 >/dev/null | tail -1; }
{
  echo "startup $(peak $BIN --help)"
  echo "shot1.sb $(peak $BIN --quiet --scene $SCENE $OUT/sb1.png)"
  echo "shot1.peer $(peak $PY $PEER $OUT/py1.png 1)"
  echo "shot2.sb $(peak $BIN --quiet --scene $SCENE --scale 2 $OUT/sb2.png)"
  echo "shot2.peer $(peak $PY $PEER $OUT/py2.png 2)"
  rm -rf "$OUT/seq-frames"
  echo "frames.sb $(peak $BIN animate $SEQ $OUT/seq-frames/)"
  echo "frames.peer $(peak $PY $PEER $OUT/py-frames/f.png 1 60)"
  echo "apng.sb $(peak $BIN apng --quiet $OUT/frames $OUT/assembled.png)"
  echo "apng.animate $(peak $BIN animate $SEQ $OUT/seq.png)"
  echo "apngasm.peer $(peak apngasm $OUT/apngasm.png $FRAMES 1 30 -z0)"
  echo "diff.sb $(peak $BIN diff $OUT/diff-a.png $OUT/diff-b.png)"
  echo "diff.peer $(peak compare -metric AE $OUT/diff-a.png $OUT/diff-b.png null:)"
  echo "layout.sb $(peak $BIN layout --layout flow --sections 1 --items 1000000 --all)"
} > "$OUT/memory.txt"

$PY - "$OUT" <<'PY'
import json, os, sys
out = sys.argv[1]
def med(name, cmd):
    r = {x["command"]: x["median"] for x in json.load(open(os.path.join(out, name + ".json")))["results"]}
    return r[cmd]
mem = dict(line.split() for line in open(os.path.join(out, "memory.txt")))
size = lambda *fs: sum(os.path.getsize(os.path.join(out, f)) for f in fs)
folder = lambda d: sum(os.path.getsize(os.path.join(out, d, f)) for f in os.listdir(os.path.join(out, d)))
same = open(os.path.join(out, "assembled.png"), "rb").read() == open(os.path.join(out, "seq.png"), "rb").read()
asm_bytes = size("apngasm.png")
rows = [
    # what, sbrender median, peer, peer median, target ratio, sbrender bytes, peer bytes, byte target, memory keys
    ("one shot 1x (768x1024)", med("shot1", "sb"), "pycairo", med("shot1", "peer"), 0.25,
     size("sb1.png"), size("py1.png"), None, "shot1.sb", "shot1.peer"),
    ("one shot 2x (1536x2048)", med("shot2", "sb"), "pycairo", med("shot2", "peer"), 0.30,
     size("sb2.png"), size("py2.png"), None, "shot2.sb", "shot2.peer"),
    ("60 frames to PNGs", med("frames", "sb"), "pycairo", med("frames", "peer"), 0.10,
     folder("seq-frames"), folder("py-frames"), "less", "frames.sb", "frames.peer"),
    ("sbrender apng, 60 frames", med("apng", "sb"), "apngasm -z0", med("apngasm", "peer"), 0.05,
     size("assembled.png"), asm_bytes, "at most", "apng.sb", "apngasm.peer"),
    ("animate to an APNG", med("apng", "animate"), "apngasm -z0", med("apngasm", "peer"), None,
     size("seq.png"), asm_bytes, "at most", "apng.animate", "apngasm.peer"),
    ("diff at 1536x2048", med("diff", "sb"), "compare -metric AE", med("diff", "peer"), 0.20,
     size("diff-a.png", "diff-b.png"), size("diff-a.png", "diff-b.png"), None, "diff.sb", "diff.peer"),
    ("layout --all, 10^6 items", med("layout", "sb"), "cat (same bytes)", med("layout", "peer"), None,
     size("layout-output.json"), size("layout-output.json"), "100 MB/s", "layout.sb", None),
    ("sbrender --help (start-up)", med("startup", "sbrender --help"), "", None, None,
     None, None, None, "startup", None),
]
print()
print("== Summary: medians of whole processes in this run; ratio = sbrender / peer")
head = "| row | sbrender s | peer | peer s | ratio | target | met | bytes (sbrender / peer) | peak RSS KB (sbrender / peer) |"
print(head)
print("|" + " --- |" * 9)
for (what, t, peer, pt, target, b, pb, btarget, m, pm) in rows:
    ratio = t / pt if pt else None
    met = []
    if target is not None:
        met.append(ratio <= target)
    if btarget == "less":
        met.append(b < pb)
    elif btarget == "at most":
        met.append(b <= pb)
    elif btarget == "100 MB/s":
        met.append(b / t >= 100e6)
    goal = []
    if target is not None:
        goal.append("ratio <= %.2f" % target)
    if btarget == "less":
        goal.append("bytes < peer")
    elif btarget == "at most":
        goal.append("bytes <= peer")
    elif btarget == "100 MB/s":
        goal.append(">= 100 MB/s (%.0f MB/s)" % (b / t / 1e6))
    print("| %s | %.4f | %s | %s | %s | %s | %s | %s | %s |" % (
        what, t, peer or "-", "%.4f" % pt if pt else "-", "%.3f" % ratio if ratio else "-",
        ", ".join(goal) or "-", ("yes" if all(met) else "NO") if met else "-",
        "%s / %s" % ("{:,}".format(b) if b is not None else "-", "{:,}".format(pb) if pb is not None else "-"),
        "%s / %s" % (mem[m], mem[pm] if pm else "-")))
print("sbrender apng's file %s animate's" % ("is byte-identical to" if same else "DIFFERS from"))
PY
echo "machine load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"

if [ "${BENCH_GOLDEN:-0}" = 1 ]; then
  echo
  echo "== The Golden/ suite (debug build, as make test runs it)"
  swift build --build-tests >/dev/null 2>&1
  start=$(date +%s.%N)
  SBRENDER_RECORD=never swift test --skip-build --filter SBGoldenTests 2>&1 | tail -1
  end=$(date +%s.%N)
  $PY -c "print('Golden/ suite: %.1f s wall' % ($end - $start))"
fi
