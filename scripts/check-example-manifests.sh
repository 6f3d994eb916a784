#!/usr/bin/env bash
# The examples are built as targets of sbrender's own package (Package.swift, "The examples"), so
# that `make test` compiles sbrender once. What a user's own package would say is each example's
# Package.swift: Examples/SnapshotConsumer/Package.swift (the README quotes it), and the Swift block
# of the other examples' README.md. This checks that every one of those manifests evaluates and
# declares the same targets, with the same dependencies, as the root package's entries for them (a
# product of sbrender's stands for the modules it ships, as the root package's products say, so an
# example can only name a product sbrender has and the root's entry only modules those products ship).
# Usage: scripts/check-example-manifests.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/sbrender-manifests.XXXXXX")
trap 'rm -rf "$work"' EXIT
fail() { echo "check-example-manifests: $*" >&2; exit 1; }

# dump PACKAGE_DIR: the package's manifest as JSON. A scratch folder of this script's own, so that
# it does not wait for a build holding the package's .build (make test runs it beside the build).
dump() {
  swift package --scratch-path "$work/scratch-$(echo "$1" | cksum | cut -d' ' -f1)" dump-package --package-path "$1"
}

# targets PACKAGE_DIR [PRODUCTS_JSON]: one line a target: name, type, its dependencies' names sorted,
# a product of sbrender's replaced by the targets it ships (PRODUCTS_JSON: the root's products).
targets() {
  dump "$1" | PRODUCTS=${2:-} python3 -c '
import json, os, sys
products = {p["name"]: p["targets"] for p in json.loads(os.environ["PRODUCTS"] or "[]")}
for t in sorted(json.load(sys.stdin)["targets"], key=lambda t: t["name"]):
    names = []
    for d in t["dependencies"]:
        if "product" in d and d["product"][1] == "sbrender":
            if d["product"][0] not in products:
                sys.exit("%s names the product %s, which sbrender does not have (it has: %s)"
                         % (t["name"], d["product"][0], ", ".join(sorted(products))))
            names += products[d["product"][0]]
        else:
            names.append((d.get("byName") or d.get("product") or d.get("target"))[0])
    print(t["name"], t["type"], " ".join(sorted(names)))
'
}
products=$(dump "$root" | python3 -c '
import json, sys
print(json.dumps([p for p in json.load(sys.stdin)["products"] if "library" in p["type"]]))
')
all=$(targets "$root")
checked=0
for dir in "$root"/Examples/*/; do
  name=$(basename "$dir")
  if [ -f "$dir/Package.swift" ]; then
    manifest=$dir
  elif [ -f "$dir/README.md" ] && grep -q '^```swift' "$dir/README.md"; then
    manifest=$work/$name
    mkdir -p "$manifest"
    awk '/^```swift/{code=1; next} /^```/{if (code) exit} code' "$dir/README.md" > "$manifest/Package.swift"
  else
    continue   # scenes only (home-screens)
  fi
  mine=$(targets "$manifest" "$products") || fail "$name: its Package.swift does not evaluate, or names a product sbrender does not have (above)"
  [ -n "$mine" ] || fail "$name: its Package.swift declares no target"
  while IFS= read -r line; do
    grep -qxF -- "$line" <<<"$all" || fail "$name: the root package has no target like '$line' (it has: $(grep -F -- "${line%% *} " <<<"$all" || echo nothing))"
  done <<<"$mine"
  checked=$((checked + 1))
done
[ "$checked" -ge 4 ] || fail "only $checked example manifests found"
echo "check-example-manifests: $checked examples' manifests agree with sbrender's Package.swift"
