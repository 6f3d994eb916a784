#!/usr/bin/env bash
# The size of sbrender's public surface (issue 35): the number of library products, and the public
# declarations per 100 lines of Sources, per module and in total. Fails beyond the limits: at most
# 6 library products; at most 2.0 public declarations per 100 lines in sbrender's own modules
# (every module but SBUIKit); and in SBUIKit no public type whose name is not UIKit's.
#
# Why SBUIKit is held to names rather than a density: its public surface is UIKit's API, whose
# size UIKit decides (issue 38 asks for its documented behaviour, names and signatures), and
# UIKit's headers are denser than any implementation of them (SBUIKit is 10.5 per 100 lines with
# tables, menus and cell configurations). Held to the old 4.0 over all of Sources, each UIKit type
# added pushed sbrender's own API out or UIKit's API away (a factory style left out to fit). So
# sbrender's own modules are held to half the old figure, and SBUIKit may declare public only
# types with UIKit's (and Core Animation's, Core Graphics' and Foundation's NS) names, plus
# `Selector`, Objective-C's SEL that Swift outside Apple's platforms lacks; what SBUIKit adds to
# sbrender's own types (`Renderer.render(viewController:...)`) is in extensions, listed below.
#
# What it counts, exactly:
# - products: the `library` products of `swift package dump-package` (executables not counted);
# - lines: every line of every .swift file under Sources/MODULE (comments and blank lines too);
# - public declarations: lines whose first word, after any attributes (`@MainActor`,
#   `@inlinable`, `@available(...)`) and modifiers (`final`, `static`, `nonisolated`, `override`,
#   `required`, `convenience`, `mutating`, `indirect`, `class`), is `public` or `open`. One line is
#   one declaration (`public var a, b` counts once). Not counted: a case of a public enum, a
#   member of a `public extension` without a modifier of its own (Sources has no `public
#   extension`), `public import` and `@_exported import` (imports, not declarations), and
#   comments (a line starting with `//`, or `///`).
# Usage: scripts/check-surface.sh [--report]   (--report prints the figures and always exits 0)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
report=false
case "${1:-}" in
  --report) report=true ;;
  "") ;;
  *) echo "usage: scripts/check-surface.sh [--report]" >&2; exit 2 ;;
esac
max_products=6
max_per_100=2.0

products=$(swift package dump-package --package-path "$root" | python3 -c '
import json, sys
print(" ".join(p["name"] for p in json.load(sys.stdin)["products"] if "library" in p["type"]))
')
product_count=$(wc -w <<<"$products")
echo "library products: $product_count ($products; at most $max_products)"

result=0
printf '%-20s %8s %8s %10s\n' module lines public per-100
rows=$(
  for dir in "$root"/Sources/*/; do
    module=$(basename "$dir")
    files=$(find "$dir" -name '*.swift' | sort)
    [ -n "$files" ] || continue   # C modules (module maps only)
    # shellcheck disable=SC2086
    awk -v module="$module" '
      { lines++ }
      {
        s = $0
        sub(/^[ \t]+/, "", s)
        # attributes, with or without arguments, then modifiers
        while (match(s, /^@[A-Za-z_]+(\([^()]*(\([^()]*\)[^()]*)*\))?[ \t]+/) ||
               match(s, /^(final|static|nonisolated|override|required|convenience|mutating|indirect|class)[ \t]+/))
          s = substr(s, RLENGTH + 1)
        if (s ~ /^(public|open)[ \t]/ && s !~ /^(public|open)[ \t]+import[ \t]/) decls++
      }
      END { printf "%-20s %8d %8d %10.1f\n", module, lines, decls, (lines ? 100 * decls / lines : 0) }
    ' $files
  done
)
echo "$rows"
# sbrender's own modules (every module but SBUIKit).
own=$(grep -v '^SBUIKit ' <<<"$rows" | awk '{ l += $2; d += $3 } END { printf "%d %d %.2f\n", l, d, (l ? 100 * d / l : 0) }')
read -r lines decls per_100 <<<"$own"
printf '%-20s %8d %8d %10.2f   (at most %s)\n' "all but SBUIKit" "$lines" "$decls" "$per_100" "$max_per_100"
all=$(awk '{ l += $2; d += $3 } END { printf "%d %d %.2f\n", l, d, (l ? 100 * d / l : 0) }' <<<"$rows")
read -r all_lines all_decls all_per_100 <<<"$all"
printf '%-20s %8d %8d %10.2f\n' total "$all_lines" "$all_decls" "$all_per_100"

if [ "$product_count" -gt "$max_products" ]; then
  echo "check-surface: $product_count library products, more than $max_products" >&2
  result=1
fi
# Exact: decls / lines > max / 100, not the rounded figure printed above.
if awk -v d="$decls" -v l="$lines" -v b="$max_per_100" 'BEGIN { exit !(100 * d > b * l) }'; then
  echo "check-surface: $per_100 public declarations per 100 lines of sbrender's own modules, more than $max_per_100" >&2
  result=1
fi
# SBUIKit's public types: UIKit's names. A public top-level type declaration (a line that starts
# in the first column; after attributes and modifiers: class, struct, enum, protocol, typealias,
# actor) whose name does not start with UI, NS, CA or CG and is not Selector. Nested types
# (`UITableView.Style`) are inside a UIKit name already.
strays=$(find "$root/Sources/SBUIKit" -name '*.swift' | sort | xargs awk '
  /^[^ \t\/]/ {
    s = $0
    sub(/^[ \t]+/, "", s)
    while (match(s, /^@[A-Za-z_]+(\([^()]*(\([^()]*\)[^()]*)*\))?[ \t]+/) ||
           match(s, /^(final|nonisolated|indirect)[ \t]+/))
      s = substr(s, RLENGTH + 1)
    if (match(s, /^(public|open)[ \t]+((final|indirect)[ \t]+)?(class|struct|enum|protocol|typealias|actor)[ \t]+[A-Za-z_][A-Za-z0-9_]*/)) {
      n = split(substr(s, RSTART, RLENGTH), w, /[ \t]+/)
      name = w[n]
      if (name !~ /^(UI|NS|CA|CG)/ && name != "Selector") printf "%s:%d: %s\n", FILENAME, FNR, name
    }
  }')
if [ -n "$strays" ]; then
  echo "check-surface: public types in SBUIKit without UIKit's names (make them package, or move them to sbrender's own modules):" >&2
  echo "$strays" >&2
  result=1
fi
echo "SBUIKit's public types: UIKit's names$([ -z "$strays" ] && echo ", all" || echo ": NOT all (above)")"
if $report; then
  [ "$result" -eq 0 ] || echo "check-surface: (--report: beyond the limits, not failing)" >&2
  exit 0
fi
exit $result
