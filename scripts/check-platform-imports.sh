#!/usr/bin/env bash
# Fails when a Swift file under Sources/, Tests/ or Examples/ imports Glibc, Musl, Darwin or
# FoundationEssentials (not in every Mac SDK: fall back to Foundation in the #else) outside
# an `#if canImport(THAT)` / `#elseif canImport(THAT)` branch, so the libraries and tests build on
# Linux (glibc or musl) and on a Mac alike:
#   #if canImport(Glibc)
#   import Glibc
#   #elseif canImport(Musl)
#   import Musl
#   #elseif canImport(Darwin)
#   import Darwin
#   #endif
# Usage: scripts/check-platform-imports.sh [ROOT]   (default: the repository this script is in)
set -euo pipefail
root=${1:-$(cd "$(dirname "$0")/.." && pwd)}
status=0
while IFS= read -r -d '' file; do
  # A stack of the open conditional branches' conditions; an import is guarded when the innermost
  # branch's condition names canImport of the same module.
  awk -v file="${file#"$root"/}" '
    /^[[:space:]]*#if[[:space:](]/ { depth++; cond[depth] = $0; next }
    /^[[:space:]]*#elseif[[:space:](]/ { cond[depth] = $0; next }
    /^[[:space:]]*#else([[:space:]]|$)/ { cond[depth] = "#else"; next }
    /^[[:space:]]*#endif/ { if (depth > 0) depth--; next }
    match($0, /^[[:space:]]*(@[A-Za-z_]+[[:space:]]+)*import[[:space:]]+(Glibc|Musl|Darwin|FoundationEssentials)([[:space:]]|\.|$)/) {
      line = $0
      sub(/^.*import[[:space:]]+/, "", line)
      module = line
      sub(/[^A-Za-z].*$/, "", module)
      if (depth == 0 || index(cond[depth], "canImport(" module ")") == 0) {
        printf "%s:%d: unguarded import %s: put it in an #if canImport(%s) branch (Glibc, then Musl, then Darwin; FoundationEssentials, else Foundation)\n", file, NR, module, module
        bad = 1
      }
    }
    END { exit bad }
  ' "$file" || status=1
done < <(find "$root/Sources" "$root/Tests" "$root/Examples" -name '*.swift' -not -path '*/.build/*' -print0 | sort -z)
if [ "$status" -ne 0 ]; then
  echo "check-platform-imports: unguarded platform imports (see above); a Mac cannot build them" >&2
fi
exit "$status"
