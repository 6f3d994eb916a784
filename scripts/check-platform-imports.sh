#!/usr/bin/env bash
# Fails when code under Sources/, Tests/ or Examples/ (libraries, the command line, tests) would
# not build on one of Linux (glibc or musl) and a Mac:
# - a Swift file imports Glibc, Musl, Darwin or FoundationEssentials (not in every Mac SDK: fall
#   back to Foundation in the #else), or names one of the C library modules (`Glibc.exit`),
#   outside an `#if canImport(THAT)` / `#elseif canImport(THAT)` branch:
#     #if canImport(Glibc)
#     import Glibc
#     #elseif canImport(Musl)
#     import Musl
#     #elseif canImport(Darwin)
#     import Darwin
#     #endif
# - a Swift file calls a Linux-only C function (syncfs, mallopt, malloc_trim, madvise's
#   MADV_HUGEPAGE, epoll, ...) or imports CMalloc outside an `#if os(Linux)`, `canImport(Glibc)` or
#   `canImport(Musl)` branch (not its #else);
# - a C shim (Sources/C*/shim.h) includes <malloc.h> or declares syncfs outside
#   `#if defined(__linux__)`.
# Usage: scripts/check-platform-imports.sh [ROOT]   (default: the repository this script is in)
set -euo pipefail
root=${1:-$(cd "$(dirname "$0")/.." && pwd)}
status=0
while IFS= read -r -d '' file; do
  # A stack of the open conditional branches' conditions; an import is guarded when the innermost
  # branch's condition names canImport of the same module; a Linux-only call when any enclosing
  # branch is a Linux one.
  awk -v file="${file#"$root"/}" '
    function linux_branch(   d) {
      for (d = 1; d <= depth; d++)
        if (cond[d] != "#else" && (index(cond[d], "os(Linux)") || index(cond[d], "canImport(Glibc)") || index(cond[d], "canImport(Musl)"))) return 1
      return 0
    }
    /^[[:space:]]*#if[[:space:](]/ { depth++; cond[depth] = $0; next }
    /^[[:space:]]*#elseif[[:space:](]/ { cond[depth] = $0; next }
    /^[[:space:]]*#else([[:space:]]|$)/ { cond[depth] = "#else"; next }
    /^[[:space:]]*#endif/ { if (depth > 0) depth--; next }
    /^[[:space:]]*\/\// { next }
    {
      code = $0
      sub(/[[:space:]]\/\/.*$/, "", code)
    }
    match(code, /^[[:space:]]*(@[A-Za-z_]+[[:space:]]+)*import[[:space:]]+(Glibc|Musl|Darwin|FoundationEssentials)([[:space:]]|\.|$)/) {
      line = code
      sub(/^.*import[[:space:]]+/, "", line)
      module = line
      sub(/[^A-Za-z].*$/, "", module)
      if (depth == 0 || index(cond[depth], "canImport(" module ")") == 0) {
        printf "%s:%d: unguarded import %s: put it in an #if canImport(%s) branch (Glibc, then Musl, then Darwin; FoundationEssentials, else Foundation)\n", file, NR, module, module
        bad = 1
      }
      next
    }
    match(code, /(^|[^A-Za-z0-9_.])(Glibc|Musl|Darwin)\.[A-Za-z_]/) {
      module = substr(code, RSTART, RLENGTH)
      sub(/^[^A-Z]*/, "", module)
      sub(/\..*$/, "", module)
      if (depth == 0 || index(cond[depth], "canImport(" module ")") == 0) {
        printf "%s:%d: %s. outside an #if canImport(%s) branch: call the function unqualified, or name it in each platform branch\n", file, NR, module, module
        bad = 1
      }
    }
    match(code, /(^|[^A-Za-z0-9_])(import[[:space:]]+CMalloc|syncfs|mallopt|malloc_trim|malloc_stats|mallinfo2?|M_MMAP_THRESHOLD|M_TRIM_THRESHOLD|M_TOP_PAD|MADV_HUGEPAGE|O_TMPFILE|sched_getaffinity|get_nprocs|epoll_[a-z]+|inotify_[a-z_]+|signalfd|eventfd|memfd_create|pipe2|accept4)([^A-Za-z0-9_]|$)/) {
      if (!linux_branch()) {
        name = substr(code, RSTART, RLENGTH)
        gsub(/^[^A-Za-z_]+|[^A-Za-z0-9_]+$/, "", name)
        printf "%s:%d: %s is Linux-only: put it in an #if os(Linux) (or canImport(Glibc)) branch with an #else for a Mac\n", file, NR, name
        bad = 1
      }
    }
    END { exit bad }
  ' "$file" || status=1
done < <(find "$root/Sources" "$root/Tests" "$root/Examples" -name '*.swift' -not -path '*/.build/*' -print0 | sort -z)
while IFS= read -r -d '' file; do
  awk -v file="${file#"$root"/}" '
    /^[[:space:]]*#[[:space:]]*if/ { depth++; cond[depth] = $0; next }
    /^[[:space:]]*#[[:space:]]*elif/ { cond[depth] = $0; next }
    /^[[:space:]]*#[[:space:]]*else/ { cond[depth] = "#else"; next }
    /^[[:space:]]*#[[:space:]]*endif/ { if (depth > 0) depth--; next }
    /^[[:space:]]*\/[\/*]/ { next }
    /#[[:space:]]*include[[:space:]]*<malloc\.h>|(^|[^A-Za-z0-9_])syncfs[[:space:]]*\(/ {
      ok = 0
      for (d = 1; d <= depth; d++) if (cond[d] != "#else" && index(cond[d], "__linux__")) ok = 1
      if (!ok) {
        printf "%s:%d: Linux-only declaration outside #if defined(__linux__): a Mac has no <malloc.h> and no syncfs\n", file, NR
        bad = 1
      }
    }
    END { exit bad }
  ' "$file" || status=1
done < <(find "$root/Sources" -path '*/C*/*.h' -print0 | sort -z)
if [ "$status" -ne 0 ]; then
  echo "check-platform-imports: code a Mac (or musl) cannot build (see above)" >&2
fi
exit "$status"
