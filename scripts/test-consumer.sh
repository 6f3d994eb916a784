#!/usr/bin/env bash
# Runs Examples/SnapshotConsumer, a package that depends on sbrender by path and guards its home
# screen with assertSnapshot and SBSnapshotTesting's strategies as the README shows, the way a user's CI would: its tests started from another working
# directory (so a reference found from the working directory instead of the test file would show),
# then the deliberately changed home screen, whose failure, artefacts and report are checked (Swift
# Testing and XCTest), then a reference recorded on a first run and matched on the second, then
# swift-snapshot-testing's record switch recording both kinds of reference (picture and text).
# Its targets are built as targets of sbrender's own package (`swift build --build-tests`, which
# `make test` runs first), so sbrender is compiled once; its own Package.swift, which the README
# quotes, is checked against those targets by scripts/check-example-manifests.sh.
# Usage: scripts/test-consumer.sh [path/to/sbrender]   (default .build/debug/sbrender)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
package=$root/Examples/SnapshotConsumer
sbrender=${1:-$root/.build/debug/sbrender}
work=$(mktemp -d "${TMPDIR:-/tmp}/sbrender-consumer.XXXXXX")
trap 'rm -rf "$work"' EXIT
fail() { echo "test-consumer: $*" >&2; exit 1; }

# The README's "Golden tests in your package" shows this package's own code: every line of its
# Swift blocks is in Package.swift or the tests.
awk '/^## Golden tests in your package/{on=1; next} /^## /{on=0} on && /^```swift/{code=1; next} on && /^```/{code=0} on && code' \
    "$root/README.md" | sed 's/^ *//' | grep -v '^$' | while IFS= read -r line; do
  grep -qF -- "$line" "$package/Package.swift" "$package/Tests/HomeScreenTests/HomeScreenTests.swift" \
    || fail "README's consumer code has a line the package does not: $line"
done

# Every run starts in an empty folder that must stay empty.
cwd=$work/cwd
mkdir -p "$cwd"
# run VAR=value... [swift test arguments...]
run() {
  local envs=() args=()
  for a in "$@"; do
    if [[ $a == *=* && ${#args[@]} -eq 0 ]]; then envs+=("$a"); else args+=("$a"); fi
  done
  # Only the consumer's tests: a --filter given replaces the default one.
  local filter=(--filter '^HomeScreenTests\.')
  [[ " ${args[*]} " == *" --filter "* ]] && filter=()
  (cd "$cwd" && env "${envs[@]}" swift test --skip-build --package-path "$root" "${filter[@]}" "${args[@]}" 2>&1)
}

# direct VAR=value... --filter REGEX: the same two runs of the test executable that `swift test
# --skip-build --filter REGEX` makes (XCTest's cases whose "Module.Class/method" matches, then Swift
# Testing's with the same filter), from the same empty folder, without SwiftPM's own start (loading
# the package and planning a build: 2 to 5 s of CPU a run, most of this script's time). Run 1 below
# goes through `swift test` itself, as a user's CI would.
tests_executable=$root/.build/debug/sbrenderPackageTests.xctest
direct() {
  local envs=() filter=
  while [ $# -gt 0 ]; do
    case $1 in
      --filter) filter=$2; shift 2 ;;
      *=*) envs+=("$1"); shift ;;
      *) fail "direct: unexpected argument $1" ;;
    esac
  done
  [ -n "$filter" ] || fail "direct: no --filter"
  local cases
  cases=$("$tests_executable" --list-tests | grep -E -- "$filter" | paste -sd, -) || true
  (cd "$cwd" && {
    status=0
    if [ -n "$cases" ]; then env "${envs[@]}" "$tests_executable" "$cases" 2>&1 || status=1; fi
    # 69 (EX_UNAVAILABLE): no Swift Testing test matched, which swift test does not count a failure.
    env "${envs[@]}" "$tests_executable" --testing-library swift-testing --filter "$filter" 2>&1 || { s=$?; [ $s -eq 69 ] || status=1; }
    exit $status
  })
}

# 1. The committed references match; nothing is recorded (CI settings).
if ! out=$(run SNAPSHOT_TESTING_RECORD=never SBRENDER_RECORD=never SNAPSHOT_ARTIFACTS="$work/pass" SBRENDER_ARTIFACTS="$work/pass"); then
  echo "$out" >&2; fail "the consumer's tests failed"
fi
grep -q "homeScreen" <<<"$out" || { echo "$out" >&2; fail "the consumer ran no test"; }

# 2. The changed home screen fails, at the assert lines, with the numbers and the pictures' paths.
if out=$(direct SNAPSHOT_CONSUMER_CHANGED=1 SNAPSHOT_TESTING_RECORD=never SBRENDER_RECORD=never \
         SNAPSHOT_ARTIFACTS="$work/fail" SBRENDER_ARTIFACTS="$work/fail" --filter changedHomeScreen); then
  echo "$out" >&2; fail "the changed home screen passed"
fi
tests=$package/Tests/HomeScreenTests
assert_line=$(grep -n 'assertSnapshot(of: changed.sceneJSON' "$tests/HomeScreenTests.swift" | cut -d: -f1)
verify_line=$(grep -n 'assertSnapshot(of: HomeScreen(apps: changed.apps' "$tests/HomeScreenTests.swift" | cut -d: -f1)
for expected in "HomeScreenTests.swift:$assert_line:" "HomeScreenTests.swift:$verify_line:" "pixels differ (" ", in x " \
                "reference: $tests/__Snapshots__/HomeScreenTests/homeScreen.1.png" \
                "actual: $work/fail/HomeScreenTests/homeScreen.1.actual.png" \
                "diff: $work/fail/HomeScreenTests/homeScreen.1.diff.png" \
                "reference: $tests/__Snapshots__/HomeScreenTests/homeScreenInDeletionMode.1.png" \
                "diff: $work/fail/HomeScreenTests/homeScreenInDeletionMode.1.diff.png"; do
  grep -qF -- "$expected" <<<"$out" || { echo "$out" >&2; fail "the failure output lacks '$expected'"; }
done
for f in homeScreen.1 homeScreenInDeletionMode.1; do
  for suffix in reference.png actual.png diff.png failure.json; do
    [ -s "$work/fail/HomeScreenTests/$f.$suffix" ] || fail "missing artefact $f.$suffix"
  done
done
"$sbrender" report --quiet "$work/fail"
grep -q "<h1>Golden-image failures: 2</h1>" "$work/fail/index.html" || fail "the report does not list both failures"
# Each failure's reference, actual and diff, embedded once (the wipe reuses the first two): 2 x 3.
[ "$(grep -o 'data:image/png;base64,' "$work/fail/index.html" | wc -l)" -eq 6 ] || fail "the report does not hold every picture"
git -C "$root" diff --quiet -- "$package" || fail "the failing run changed the consumer's references"
# The record says which test failed, where: its assert line (the `.sbrender` property learns it
# from SBSnapshotTesting's assertSnapshot), each its own. JSON escapes the slashes.
for expected in '"test" : "changedHomeScreen()"' "\"line\" : $assert_line" "\"file\" : \"${tests//\//\\/}\\/HomeScreenTests.swift\""; do
  grep -qF -- "$expected" "$work/fail/HomeScreenTests/homeScreen.1.failure.json" \
    || { cat "$work/fail/HomeScreenTests/homeScreen.1.failure.json" >&2; fail "the failure record lacks $expected"; }
done
grep -qF -- "\"line\" : $verify_line" "$work/fail/HomeScreenTests/homeScreenInDeletionMode.1.failure.json" \
  || fail "the second failure's record lacks its line"

# 2b. Under XCTest the artefacts are named after the test file and reference too, and the record
# after the test; precision and perceptualPrecision as written on a Mac pass the unchanged screen.
if out=$(direct SNAPSHOT_CONSUMER_CHANGED=1 SNAPSHOT_TESTING_RECORD=never SNAPSHOT_ARTIFACTS="$work/xfail" --filter HomeScreenXCTests); then
  echo "$out" >&2; fail "the changed home screen passed under XCTest"
fi
xctest_line=$(grep -n 'assertSnapshot(of: changed.sceneJSON' "$tests/HomeScreenXCTests.swift" | cut -d: -f1)
grep -qF "HomeScreenXCTests.swift:$xctest_line" <<<"$out" || { echo "$out" >&2; fail "the XCTest failure is not at its assert line"; }
grep -qF "testHomeScreen passed" <<<"$out" || grep -qE "testHomeScreen.*passed" <<<"$out" || { echo "$out" >&2; fail "the XCTest precision check did not pass"; }
for suffix in reference.png actual.png diff.png failure.json; do
  [ -s "$work/xfail/HomeScreenXCTests/testHomeScreen.1.$suffix" ] || { ls -R "$work/xfail" >&2; fail "missing XCTest artefact testHomeScreen.1.$suffix"; }
done
grep -qF '"test" : "testChangedHomeScreen()"' "$work/xfail/HomeScreenXCTests/testHomeScreen.1.failure.json" \
  || fail "the XCTest failure record does not name its test"

# 3. A missing reference is recorded beside the test's chosen folder and fails; the next run passes.
# A developer's run: the record modes are the defaults (CI's SBRENDER_RECORD=never would forbid it).
new=$work/new
if out=$(direct SNAPSHOT_CONSUMER_NEW="$new" SNAPSHOT_ARTIFACTS="$work/new-art" SNAPSHOT_TESTING_RECORD=missing SBRENDER_RECORD=missing \
         --filter RecordOnMissingTests); then
  echo "$out" >&2; fail "a missing reference passed"
fi
grep -qF "No reference was found on disk. Automatically recorded snapshot" <<<"$out" || { echo "$out" >&2; fail "no snapshot was recorded"; }
[ -s "$new/newScreen.1.png" ] && [ -s "$new/newScreen.2.json" ] || fail "the recorded references are missing"
if ! out=$(direct SNAPSHOT_CONSUMER_NEW="$new" SNAPSHOT_ARTIFACTS="$work/new-art" SNAPSHOT_TESTING_RECORD=missing SBRENDER_RECORD=missing \
           --filter RecordOnMissingTests); then
  echo "$out" >&2; fail "the second run did not match the recorded references"
fi

# 4. One record switch: SNAPSHOT_TESTING_RECORD=all records both kinds of reference and fails, as
# in swift-snapshot-testing; then CI's never passes against what was recorded.
all=$work/all
if out=$(direct SNAPSHOT_CONSUMER_NEW="$all" SNAPSHOT_ARTIFACTS="$work/all-art" SNAPSHOT_TESTING_RECORD=all --filter RecordOnMissingTests); then
  echo "$out" >&2; fail "record mode all passed"
fi
grep -qF "Record mode is on. Automatically recorded snapshot" <<<"$out" || { echo "$out" >&2; fail "assertSnapshot did not record in mode all"; }
[ -s "$all/newScreen.1.png" ] && [ -s "$all/newScreen.2.json" ] || fail "record mode all wrote no references"
if ! out=$(direct SNAPSHOT_CONSUMER_NEW="$all" SNAPSHOT_ARTIFACTS="$work/all-art" SNAPSHOT_TESTING_RECORD=never --filter RecordOnMissingTests); then
  echo "$out" >&2; fail "the references recorded in mode all do not match"
fi

[ -z "$(ls -A "$cwd")" ] || fail "the tests wrote into the working directory: $(ls -A "$cwd")"
echo "test-consumer: the consumer package passes, fails on the changed scene (Swift Testing and XCTest) with named artefacts, records and report, records missing references, and records all with one switch"
