#!/usr/bin/env python3
"""Fuzzes sbrender with malformed scenes: mutates the repository's scene files and runs
`sbrender --scene` (and `sbrender layout --scene`) on each, asserting that nothing crashes, no run
takes over --time-limit seconds (5), none uses over --memory-limit MiB (1024) at its peak, and a
refused scene gives exactly one line on stderr and no output file.

    scripts/fuzz-scenes.py [--binary .build/release/sbrender] [--cases 500] [--seed 1]

Seeded: the same seed runs the same cases. Failing cases are kept in --keep (out/fuzz) with the
command that failed. Exits 1 when any case failed. Standard library only.

SBUIKit's numbers (flow and compositional sizes, spacings, insets, dimensions, data-source
counts), which no scene file reaches, are fuzzed in process by Tests/SBUIKitTests/
NumericFuzzTests.swift: seeded, 100 cases a seed, seeds 1-4 in every `swift test` (and so in
`make test`). `--uikit` runs that fuzz with more seeds, in the debug test build:

    scripts/fuzz-scenes.py --uikit --cases 5000     # seeds 1-50, 5,000 cases

A case fails when a frame is not finite, or a bad value is laid out without a recorded UIKit
exception; a trap or hang ends the test process, which this script reports as a failure too.
"""
import argparse
import glob
import json
import os
import random
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def seed_scenes():
    """The scenes of the repository: scene files, the golden scenarios' scenes, the README's."""
    out = []
    for path in sorted(glob.glob(os.path.join(ROOT, "Assets", "**", "*.json"), recursive=True)):
        out.append(open(path, encoding="utf-8").read())
    manifest = os.path.join(ROOT, "Golden", "manifest.json")
    if os.path.exists(manifest):
        for s in json.load(open(manifest, encoding="utf-8")).get("scenarios", []):
            out.append(json.dumps(s.get("scene", {}), indent=1))
    return out


NASTY_NUMBERS = ["-1", "0", "1.5", "2.5", "-0.0", "1e400", "-1e400", "1e308", "1e-400", "9223372036854775807",
                 "9223372036854775808", "18446744073709551616", "1099511627776", "1000000000", "100001", "16385",
                 "1e6", "3", "0.0000001", "NaN", "Infinity", "0x10", "01", "1e", "-"]
NASTY_VALUES = ['""', '"x"', "null", "true", "[]", "{}", "[1]", "[1, 2]", "[0, 0]", "[-5, 100]", "[1e300, 1e300]",
                '"' + "x" * 20000 + '"', '"/dev/zero"', '"/tmp"', '"missing.png"', '"\\ud800"', '"#ff0000"',
                "[" * 40 + "]" * 40, '{"count": 100000}', '[{"count": 60000}, {"count": 60000}]']
PLAUSIBLE = ["0", "1", "2", "3", "10", "0.5", "true", "false", '"flow"', '"grid"', '"circle"', '"punched"', '"springboard"',
             "[100, 100]", "[300, 200]", "[10, 10, 10, 10]", '[{"count": 3}]', '"horizontal"', '"ocean"', '"none"', "5"]
KEYS = ["layout", "canvas", "wallpaper", "editing", "time", "seed", "contentOffset", "page", "detail", "itemSource",
        "sections", "items", "direction", "itemSize", "sizes", "inset", "lineSpacing", "interitemSpacing",
        "headerSize", "footerSize", "alignment", "rows", "columns", "pinch", "rotation", "timeline", "count",
        "label", "color", "image", "size", "selected", "badge", "menu", "quiverOffset", "scale", "at", "duration",
        "insert", "delete", "move", "scroll", "rotate", "transition", "drag", "to", "item", "$schema", "lable"]


def mutate_value(rng, value, depth=0):
    """A structure-aware mutation of a decoded JSON value."""
    r = rng.random()
    if isinstance(value, dict) and list(value) == ["$raw"]:
        return {"$raw": leaf(rng)}
    if isinstance(value, dict) and value and r < 0.8:
        key = rng.choice(list(value))
        choice = rng.random()
        if choice < 0.5:
            value[key] = mutate_value(rng, value[key], depth + 1)
        elif choice < 0.65:
            del value[key]
        elif choice < 0.85:
            value[rng.choice(KEYS)] = json.loads(rng.choice(NASTY_VALUES[:-3] + ['1', '"flow"', "true"]))
        else:
            value[key] = {"$raw": leaf(rng)}
        return value
    if isinstance(value, list) and value and r < 0.8:
        i = rng.randrange(len(value))
        choice = rng.random()
        if choice < 0.5:
            value[i] = mutate_value(rng, value[i], depth + 1)
        elif choice < 0.7:
            value.extend([value[i]] * rng.choice([1, 10, 1000, 10001]))
        else:
            del value[i]
        return value
    return {"$raw": leaf(rng)}


def leaf(rng):
    """A value to put somewhere: half plausible, half nasty."""
    return rng.choice(PLAUSIBLE) if rng.random() < 0.5 else rng.choice(NASTY_NUMBERS + NASTY_VALUES)


def dump(value):
    """JSON text where {"$raw": text} is written as its text (so invalid numbers can appear)."""
    if isinstance(value, dict):
        if list(value) == ["$raw"]:
            return value["$raw"]
        return "{" + ", ".join(json.dumps(k) + ": " + dump(v) for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(dump(v) for v in value) + "]"
    return json.dumps(value)


def mutate_text(rng, text):
    """A byte-level mutation: flip, delete, duplicate or insert."""
    b = bytearray(text.encode("utf-8"))
    for _ in range(rng.randint(1, 4)):
        if not b:
            break
        i = rng.randrange(len(b))
        op = rng.random()
        if op < 0.3:
            b[i] = rng.randrange(256)
        elif op < 0.5:
            del b[i:i + rng.randint(1, 8)]
        elif op < 0.7:
            j = rng.randrange(len(b))
            b[i:i] = b[j:j + rng.randint(1, 40)]
        elif op < 0.85:
            b[i:i] = rng.choice([b"{", b"}", b"[", b"]", b",", b":", b'"', b"\\", b"\\u", b"1e999", b"\x00", b"\xff"])
        else:
            b = b[:i]   # truncated
    return bytes(b)


def make_case(rng, seeds):
    text = rng.choice(seeds)
    if rng.random() < 0.65:
        value = json.loads(text)
        for _ in range(rng.randint(1, 2)):
            value = mutate_value(rng, value)
        data = dump(value).encode("utf-8")
        if rng.random() < 0.1:   # a duplicate key
            data = data.replace(b"{", b'{"layout": "grid", "layout": "flow", ', 1) if data.startswith(b"{") else data
        return data
    return mutate_text(rng, text)


def run(binary, args, cwd, time_limit):
    """Runs one command; returns (status, stderr, seconds, peak KiB, timed out)."""
    start = time.monotonic()
    err_path = os.path.join(cwd, ".stderr")
    with open(err_path, "wb") as err, open(os.devnull, "wb") as out:
        p = subprocess.Popen([binary] + args, cwd=cwd, stdout=out, stderr=err, stdin=subprocess.DEVNULL)
        timed_out = False
        while True:
            pid, status, usage = os.wait4(p.pid, os.WNOHANG)
            if pid:
                break
            if time.monotonic() - start > time_limit:
                timed_out = True
                os.kill(p.pid, signal.SIGKILL)
                pid, status, usage = os.wait4(p.pid, 0)
                break
            time.sleep(0.005)
    seconds = time.monotonic() - start
    stderr = open(err_path, "rb").read().decode("utf-8", "replace")
    os.remove(err_path)
    return status, stderr, seconds, usage.ru_maxrss, timed_out


def fuzz_uikit(a):
    """Runs NumericFuzzTests with seeds 1 to cases/100 in the debug test build; 0 when it passes."""
    seeds = max(1, (a.cases + 99) // 100)
    env = dict(os.environ, SBUIKIT_FUZZ_SEEDS=str(seeds))
    command = ["swift", "test", "--filter", "NumericFuzzTests"]
    started = time.monotonic()
    try:
        result = subprocess.run(command, cwd=ROOT, env=env, timeout=max(600, seeds * 5))
    except subprocess.TimeoutExpired:
        print("fuzz-scenes: --uikit: NumericFuzzTests still running after %d s" % max(600, seeds * 5), file=sys.stderr)
        return 1
    if result.returncode < 0:
        print("fuzz-scenes: --uikit: the test process was killed by signal %d" % -result.returncode, file=sys.stderr)
    print("fuzz-scenes: --uikit: %d cases (seeds 1-%d) in %.1f s: %s" % (
        seeds * 100, seeds, time.monotonic() - started, "passed" if result.returncode == 0 else "FAILED"))
    return 0 if result.returncode == 0 else 1


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "sbrender"))
    parser.add_argument("--cases", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--time-limit", type=float, default=5.0)
    parser.add_argument("--memory-limit", type=int, default=1024, help="MiB")
    parser.add_argument("--keep", default=os.path.join(ROOT, "out", "fuzz"))
    parser.add_argument("--uikit", action="store_true",
                        help="fuzz SBUIKit's numeric properties in process (NumericFuzzTests), 100 cases a seed")
    a = parser.parse_args()
    if a.uikit:
        sys.exit(fuzz_uikit(a))
    a.binary = os.path.abspath(a.binary)
    if not os.access(a.binary, os.X_OK):
        sys.exit("fuzz-scenes: %s is not an executable (swift build -c release --product sbrender)" % a.binary)
    rng = random.Random(a.seed)
    seeds = seed_scenes()
    work = tempfile.mkdtemp(prefix="sbrender-fuzz-")
    failures, refused, drawn, slowest, biggest = [], 0, 0, 0.0, 0
    try:
        for n in range(a.cases):
            data = make_case(rng, seeds)
            scene = os.path.join(work, "scene.json")
            open(scene, "wb").write(data)
            for args in (["--scene", "scene.json", "--quiet", "out.png"], ["layout", "--scene", "scene.json"]):
                out = os.path.join(work, "out.png")
                if os.path.exists(out):
                    os.remove(out)
                status, stderr, seconds, peak, timed_out = run(a.binary, args, work, a.time_limit)
                slowest, biggest = max(slowest, seconds), max(biggest, peak)
                problem = None
                if timed_out:
                    problem = "still running after %.1f s" % a.time_limit
                elif os.WIFSIGNALED(status):
                    problem = "killed by signal %d" % os.WTERMSIG(status)
                elif peak > a.memory_limit * 1024:
                    problem = "peak memory %d MiB" % (peak // 1024)
                elif os.WEXITSTATUS(status) != 0:
                    refused += 1
                    lines = [l for l in stderr.split("\n") if l]
                    if len(lines) != 1 or not stderr.endswith("\n"):
                        problem = "%d lines on stderr: %r" % (len(lines), stderr[:300])
                    elif args[0] != "layout" and os.path.exists(out):
                        problem = "refused, but out.png was written"
                else:
                    drawn += 1
                if problem:
                    os.makedirs(a.keep, exist_ok=True)
                    kept = os.path.join(a.keep, "case-%d-%d.json" % (a.seed, n))
                    shutil.copyfile(scene, kept)
                    failures.append("case %d (%s): sbrender %s: %s" % (n, kept, " ".join(args), problem))
                    print("fuzz-scenes: " + failures[-1], file=sys.stderr)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print("fuzz-scenes: %d cases (seed %d), %d runs: %d refused with one line, %d drawn, %d failures; "
          "slowest %.2f s, peak memory %d MiB" % (a.cases, a.seed, 2 * a.cases, refused, drawn, len(failures),
                                                   slowest, biggest // 1024))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
