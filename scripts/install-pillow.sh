#!/usr/bin/env bash
# Installs a Pillow from PyPI into .build/pillow for the APNG tests: Debian 12's python3-pil (9.4)
# ignores a tRNS colour key when it blends APNG frames (fixed in Pillow 9.5), so it cannot check
# sbrender's colour-keyed APNGs frame by frame. Without PyPI the tests fall back on Debian's
# Pillow and say what they could not check.
set -uo pipefail
cd "$(dirname "$0")/.."
TARGET=.build/pillow
VERSION=13.0.0
[ -f "$TARGET/.version" ] && [ "$(cat "$TARGET/.version")" = "$VERSION" ] && exit 0
rm -rf "$TARGET"
if /usr/bin/python3 -m pip install --quiet --disable-pip-version-check --no-warn-script-location \
     --target "$TARGET" "pillow==$VERSION" >/dev/null 2>&1; then
  echo "$VERSION" > "$TARGET/.version"
else
  rm -rf "$TARGET"
  echo "sbrender: could not install Pillow $VERSION from PyPI into $TARGET; the APNG tests use Debian's python3-pil and check less" >&2
fi
exit 0
