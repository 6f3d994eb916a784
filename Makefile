# sbrender: the README's two commands, `make run` and `make test`, do all set-up on a fresh
# Debian machine (they install the missing Debian packages with apt-get).
SHELL := /bin/bash
export PATH := $(PATH):/opt/swift/usr/bin

# Build: Cairo and Pango (drawing, text), fontconfig (pinned fonts), zlib and libdeflate (PNG).
BUILD_DEBS := pkg-config libcairo2-dev libpango1.0-dev libfontconfig-dev libpng-dev zlib1g-dev libdeflate-dev fonts-dejavu-core
# Tests also read PDFs back (poppler-utils) and cross-check PNGs and APNGs with Pillow
# (python3-pil, and a newer Pillow from PyPI installed with python3-pip: scripts/install-pillow.sh).
TEST_DEBS := poppler-utils python3-pil python3-pip
# Benchmarks compare against apngasm and time whole processes with hyperfine; `sbrender diff` is
# measured against ImageMagick's compare.
BENCH_DEBS := apngasm hyperfine python3-cairo gir1.2-pango-1.0 python3-gi-cairo imagemagick
# Release builds link the Swift standard library and Foundation statically: no symbol lookups in a
# dozen shared libraries at every start (sbrender --help: 33 -> 17 ms of CPU).
RELEASE_FLAGS := -c release --static-swift-stdlib

RELEASE := .build/release/sbrender
OUT := out
# The gallery committed for the README: the five layouts and three short animations, scale 1.
DOCS_GALLERY := docs/gallery
DOCS_ENTRIES := springboard,flow,circle,punched,grid,circle-insert,grid-delete,springboard-drag
# The library products whose API documentation `make docc` builds, and where it goes.
DOCC_TARGETS := SBLayout SBScene SBPNG SBCairo SBRender SBMotion SBGolden
DOCC_OUT := .build/docc

.PHONY: all deps test-deps build run test bench clean check-swift golden docs docc

all: build

check-swift:
	@command -v swift >/dev/null || { echo "sbrender: swift is not on PATH (expected the toolchain at /opt/swift)" >&2; exit 1; }

deps: check-swift
	@scripts/install-deps.sh $(BUILD_DEBS)

test-deps: deps
	@scripts/install-deps.sh $(TEST_DEBS)
	@scripts/install-pillow.sh

build: deps
	swift build $(RELEASE_FLAGS) --product sbrender

# Renders the default picture: the springboard demo, into out/springboard.png.
run: build
	mkdir -p $(OUT)
	$(RELEASE) --layout springboard $(OUT)/springboard.png

test: test-deps
	swift build --build-tests
	swift test --skip-build
	.build/debug/sbrender docs --check --quiet $(DOCS_GALLERY)

bench: deps
	@scripts/install-deps.sh $(BENCH_DEBS)
	swift build $(RELEASE_FLAGS) --product sbrender
	swift build $(RELEASE_FLAGS) --product sbrender-bench
	scripts/bench.sh

clean:
	rm -rf .build $(OUT)

# Re-records every golden reference and what they depend on (look at the pictures, then commit).
golden: test-deps
	SBRENDER_RECORD=all swift test --filter 'GoldenSuiteTests'

# Regenerates the committed gallery (docs/gallery) that the README shows; `make test` checks it.
docs: build
	$(RELEASE) docs --fps 10 --only $(DOCS_ENTRIES) $(DOCS_GALLERY)

# API documentation (swift-docc-plugin): every library product, each with its DocC catalog
# (Sources/*/*.docc), merged into one site in .build/docc; DocC warnings (unresolved links,
# undocumented parameters) fail the build. The combined build lets a module link to the symbols
# and articles of the modules it depends on as ``/SBLayout/FlowLayout``. View it with
#   python3 -m http.server -d .build/docc 8000   and open http://localhost:8000/documentation/
docc: deps
	rm -rf $(DOCC_OUT)
	swift package --allow-writing-to-directory $(DOCC_OUT) generate-documentation \
		$(addprefix --target ,$(DOCC_TARGETS)) --enable-experimental-combined-documentation \
		--warnings-as-errors --output-path $(DOCC_OUT)
