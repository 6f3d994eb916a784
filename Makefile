# sbrender: the README's two commands, `make run` and `make test`, do all set-up on a fresh
# Debian machine (they install the missing Debian packages with apt-get).
SHELL := /bin/bash
export PATH := $(PATH):/opt/swift/usr/bin

# Build: Cairo and Pango (drawing, text), fontconfig (pinned fonts), zlib and libdeflate (PNG).
# The pinned fonts (SBCairo's PinnedFonts, README "Fonts"): fonts-urw-base35 has Nimbus Sans, the
# Helvetica-metric system font, and the iOS stand-ins (15.2 MiB); DejaVu Sans Mono's obliques for
# Menlo's italics and DejaVu Sans ExtraLight (fonts-dejavu-extra); behind it DejaVu (Hebrew, Arabic),
# Lohit Devanagari, Loma (Thai), WenQuanYi Micro Hei (CJK) and Noto Color Emoji (16 MiB more).
BUILD_DEBS := pkg-config libcairo2-dev libpango1.0-dev libfontconfig-dev libpng-dev zlib1g-dev libdeflate-dev fonts-dejavu-core \
	fonts-dejavu-extra fonts-urw-base35 fonts-inter fonts-lohit-deva fonts-tlwg-loma-ttf fonts-wqy-microhei fonts-noto-color-emoji
# Tests also read PDFs back (poppler-utils) and cross-check PNGs and APNGs with Pillow
# (python3-pil, and a newer Pillow from PyPI installed with python3-pip: scripts/install-pillow.sh);
# the failure report page of `sbrender report` is opened and screenshotted in headless chromium, and
# `sbrender preview`'s page is driven in it through the DevTools protocol (scripts/test-preview.py);
# python3-jsonschema checks every scene in the repository against Schema/scene.schema.json; zsh and
# fish run the completion scripts (CompletionScriptTests).
TEST_DEBS := poppler-utils python3-pil python3-pip chromium python3-jsonschema zsh fish
# Benchmarks compare against apngasm and time whole processes with hyperfine; `sbrender diff` is
# measured against ImageMagick's compare.
BENCH_DEBS := apngasm hyperfine python3-cairo gir1.2-pango-1.0 python3-gi-cairo imagemagick
# Release builds link the Swift standard library and Foundation statically: no symbol lookups in a
# dozen shared libraries at every start (sbrender --help: 33 -> 17 ms of CPU). libstdc++ too (the
# Swift runtime is its only user): a folder holding just libstdc++.a, searched first, makes the
# linker take the archive, so ld.so loads and binds 42 shared libraries instead of 43 (2.5 M
# instructions fewer before main). Without the archive the folder is empty and nothing changes.
STATIC_CXX := $(CURDIR)/.build/static-c++
# Linked by the toolchain's lld rather than gold, with the executable's 86,592 relative relocations
# packed (DT_RELR, glibc 2.36+: ld.so no longer reads a 2 MB table of them) and only the symbols
# the libraries need exported (the driver's -export-dynamic put 11,676 in the dynamic symbol table,
# which every symbol look-up of the 42 libraries consults first; nothing looks sbrender's own
# symbols up by name). A one shot reaches main 0.3-0.6 ms sooner (uprobes: exec to ld.so's
# constructors 5.3-5.5 -> 4.7 ms), the same bytes. A DT_RELR binary needs glibc 2.36's ld.so, so
# the relocations are packed only when the building machine's glibc has it (Debian 12 does).
RELR_FLAGS := $(shell getconf GNU_LIBC_VERSION 2>/dev/null | awk '{ split($$2, v, "."); if (v[1] > 2 || (v[1] == 2 && v[2] >= 36)) print "-Xlinker -z -Xlinker pack-relative-relocs" }')
LINK_FLAGS := -Xswiftc -use-ld=lld $(RELR_FLAGS) -Xlinker --no-export-dynamic
RELEASE_FLAGS := -c release --static-swift-stdlib -Xswiftc -L$(STATIC_CXX) $(LINK_FLAGS)

RELEASE := .build/release/sbrender
DEBUG := .build/debug/sbrender
OUT := out
# The gallery committed for the README: the six layouts and four short animations, scale 1.
DOCS_GALLERY := docs/gallery
DOCS_ENTRIES := springboard,flow,circle,punched,grid,compositional,compositional-self-sizing,compositional-badges,homescreen,circle-insert,grid-delete,springboard-drag,compositional-orthogonal
# The modules of the library products whose API documentation `make docc` builds (SBPNG for its
# public RGBAImage; the modules with no public symbols are described in CONTRIBUTING.md), and
# where it goes.
DOCC_TARGETS := SBLayout SBTimeline SBScene SBPNG SBRender SBMotion SBSnapshotTesting SBUIKit SBCommandLine
DOCC_OUT := .build/docc

# `make install PREFIX=...`: the binary goes to $(PREFIX)/bin, the man pages to
# $(PREFIX)/share/man/man1 and the bash, zsh and fish completions to where those shells look
# under $(PREFIX)/share. DESTDIR is prepended to every path, for packaging.
PREFIX ?= /usr/local
BINDIR := $(DESTDIR)$(PREFIX)/bin
MANDIR := $(DESTDIR)$(PREFIX)/share/man/man1
MAN_OUT := .build/plugins/GenerateManual/outputs/sbrender

.PHONY: all deps test-deps static-c++ build run test bench clean check-swift golden docs docc install uninstall man example uikit-example registry-example

all: build

check-swift:
	@command -v swift >/dev/null || { echo "sbrender: swift is not on PATH (expected the toolchain at /opt/swift)" >&2; exit 1; }

deps: check-swift
	@scripts/install-deps.sh $(BUILD_DEBS)

test-deps: deps
	@scripts/install-deps.sh $(TEST_DEBS)
	@scripts/install-pillow.sh

static-c++:
	@mkdir -p $(STATIC_CXX)
	@a=$$(clang -print-file-name=libstdc++.a 2>/dev/null); if [ -f "$$a" ]; then ln -sf "$$a" $(STATIC_CXX)/libstdc++.a; fi

build: deps static-c++
	swift build $(RELEASE_FLAGS) --product sbrender

# Renders the default picture: the springboard demo, into out/springboard.png. A debug build: the
# quickest way from a fresh clone to a picture (about a minute on two cores; the whole-module
# release build takes over two), it draws the same bytes, and `make test` goes on from it.
# `make build` and `make install` make the release binary.
run: deps
	swift build --product sbrender
	mkdir -p $(OUT)
	$(DEBUG) --layout springboard $(OUT)/springboard.png

# The checks that need no build run while sbrender builds (`swift build` leaves a core idle in its
# serial stretches; they take about 10 s of CPU): the platform imports, the public surface's size
# (issue 35: at most 6 library products, at most 2.0 public declarations per 100 lines in
# sbrender's own modules, UIKit's names for SBUIKit's public types), the scenes against the
# schema and the examples' manifests. Their output is printed after the build's, and a failure of either fails `make test`.
PRE_BUILD_CHECKS := scripts/check-platform-imports.sh && scripts/check-surface.sh && python3 scripts/check-scene-schema.py \
	&& scripts/check-example-manifests.sh
TESTS := .build/debug/sbrenderPackageTests.xctest

test: test-deps
	@mkdir -p .build
	@echo "$(PRE_BUILD_CHECKS) (beside the build)"
	@( $(PRE_BUILD_CHECKS) ) > .build/pre-build-checks.log 2>&1 & checks=$$!; \
	echo "swift build --build-tests"; swift build --build-tests; built=$$?; \
	wait $$checks; checked=$$?; cat .build/pre-build-checks.log; \
	[ $$checked -eq 0 ] || echo "make test: a check beside the build failed (above)" >&2; \
	[ $$built -eq 0 ] && [ $$checked -eq 0 ]
	swift test --skip-build --skip 'SBPreviewTests\.(FreshFilesTests|PreviewWorkerTests)'
	@# The preview worker's file-watching and variant tests run in a process of their own:
	@# beside the whole suite's thousand parallel tests they wait past their 60 s deadlines for
	@# a redraw, or a cancelled page's stream to end, that comes within 0.5 s when they run
	@# alone (their progress needs the worker's threads and Swift's cooperative pool, which the
	@# parallel suite keeps busy on two cores). The test executable itself, as `swift test` runs
	@# it (they are Swift Testing's), without SwiftPM's start.
	$(TESTS) --testing-library swift-testing --filter 'SBPreviewTests\.(FreshFilesTests|PreviewWorkerTests)'
	@# While the API documentation is built (one core idle through most of it: the plugin's
	@# builds and DocC run one target after another), the committed gallery is checked, the
	@# examples run (`swift build --build-tests` built their executables) and the preview's page
	@# is driven in Chromium (scripts/test-preview.py, mostly waiting on the server and the
	@# browser); their output follows.
	@echo "$(DEBUG) docs --check --quiet $(DOCS_GALLERY) && make example uikit-example registry-example && python3 scripts/test-preview.py $(DEBUG) (beside make docc)"
	@( $(DEBUG) docs --check --quiet $(DOCS_GALLERY) && $(MAKE) --no-print-directory example uikit-example registry-example \
		EXAMPLES_BUILT=1 && python3 scripts/test-preview.py $(DEBUG) ) > .build/beside-docc.log 2>&1 & beside=$$!; \
	$(MAKE) docc; documented=$$?; \
	wait $$beside; checked=$$?; cat .build/beside-docc.log; \
	[ $$checked -eq 0 ] || echo "make test: the gallery check, an example or the preview's test failed (above)" >&2; \
	[ $$documented -eq 0 ] && [ $$checked -eq 0 ]
	scripts/test-consumer.sh $(DEBUG)

# The examples are targets of this package (Package.swift, "The examples"): `swift build
# --build-tests` builds them with sbrender's modules, once; their tests (HomeScreenTests,
# UIKitLayoutsTests) run with the rest in `swift test`. Each target below only runs its binary.
# Examples/StaggeredGrid: a layout and a cell style of a package's own, drawn into out/examples.
example: deps
	$(if $(EXAMPLES_BUILT),,swift build --product staggered-grid)
	.build/debug/staggered-grid $(OUT)/examples

# Examples/UIKitLayouts: UIKit layout files built against SBUIKit; its tests (UIKitLayoutsTests)
# check their frames (worked out by hand), its executable draws them into out/examples.
uikit-example: deps
	$(if $(EXAMPLES_BUILT),,swift build --product uikit-layouts)
	.build/debug/uikit-layouts $(OUT)/examples

# Examples/DiagonalLayout: a layout of the package's own registered with sbrender's command line
# (SBRenderCommand.main(registering:)); its executable draws, lays out and animates it from a
# scene file and options into out/examples, with `cascade`, the layout's own named animation (the
# scene's 6 items take 0.25 + 5 x 0.125 + 0.5 + 0.25 = 1.625 s: 16.25 -> 17 frames at 10 fps),
# lists its animations in `animate --help`, and refuses an unknown layout or animation listing
# the registered ones.
REGISTRY_EXAMPLE := .build/debug/diagonal-sbrender
registry-example: deps
	$(if $(EXAMPLES_BUILT),,swift build --product diagonal-sbrender)
	mkdir -p $(OUT)/examples
	$(REGISTRY_EXAMPLE) --scene Examples/DiagonalLayout/scenes/diagonal.json $(OUT)/examples/diagonal.png
	$(REGISTRY_EXAMPLE) --layout diagonal --item-size 60x60 --line-spacing 5 $(OUT)/examples/diagonal-options.png
	$(REGISTRY_EXAMPLE) layout --scene Examples/DiagonalLayout/scenes/diagonal.json > $(OUT)/examples/diagonal-layout.json
	grep -q '"layout":"diagonal"' $(OUT)/examples/diagonal-layout.json
	$(REGISTRY_EXAMPLE) animate --quiet --scene Examples/DiagonalLayout/scenes/diagonal.json --animation transition --to circle --fps 10 $(OUT)/examples/diagonal-to-circle.png
	rm -rf $(OUT)/examples/diagonal-cascade
	$(REGISTRY_EXAMPLE) animate --quiet --scene Examples/DiagonalLayout/scenes/diagonal.json --animation cascade --fps 10 $(OUT)/examples/diagonal-cascade/
	test -e $(OUT)/examples/diagonal-cascade/frame-0016.png && test ! -e $(OUT)/examples/diagonal-cascade/frame-0017.png
	$(REGISTRY_EXAMPLE) animate --quiet --layout diagonal --animation cascade --fps 10 $(OUT)/examples/diagonal-cascade.png
	$(REGISTRY_EXAMPLE) animate --help | tr -s ' \n' ' ' | grep -q "diagonal: cascade"
	! $(REGISTRY_EXAMPLE) animate --layout diagonal --animation cascad $(OUT)/examples/never.png 2> $(OUT)/examples/unknown-animation.txt
	grep -q "the diagonal layout has no animation 'cascad'; it has: cascade, transition" $(OUT)/examples/unknown-animation.txt
	! $(REGISTRY_EXAMPLE) --layout diagonl $(OUT)/examples/never.png 2> $(OUT)/examples/unknown.txt
	grep -q "Valid values: springboard, flow, circle, punched, grid, compositional, homescreen, diagonal. Did you mean 'diagonal'?" $(OUT)/examples/unknown.txt
	test ! -e $(OUT)/examples/never.png

bench: deps static-c++
	@scripts/install-deps.sh $(BENCH_DEBS)
	swift build $(RELEASE_FLAGS) --product sbrender
	swift build $(RELEASE_FLAGS) --product sbrender-bench
	scripts/bench.sh

clean:
	rm -rf .build $(OUT)

# The man pages (swift-argument-parser's generate-manual plugin: sbrender.1 and one page per
# subcommand), dated by the last commit so that they do not change from build to build.
man: deps
	swift package generate-manual --multi-page --date $$(git log -1 --format=%cs 2>/dev/null || echo 2026-01-01)

install: build man
	install -d $(BINDIR) $(MANDIR) $(DESTDIR)$(PREFIX)/share/bash-completion/completions \
		$(DESTDIR)$(PREFIX)/share/zsh/site-functions $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	install -m 755 $(RELEASE) $(BINDIR)/sbrender
	install -m 644 $(MAN_OUT)/*.1 $(MANDIR)/
	$(RELEASE) --generate-completion-script bash > $(DESTDIR)$(PREFIX)/share/bash-completion/completions/sbrender
	$(RELEASE) --generate-completion-script zsh > $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_sbrender
	$(RELEASE) --generate-completion-script fish > $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/sbrender.fish
	@echo "installed $(BINDIR)/sbrender"

uninstall:
	rm -f $(BINDIR)/sbrender $(MANDIR)/sbrender.1 $(MANDIR)/sbrender.*.1 \
		$(DESTDIR)$(PREFIX)/share/bash-completion/completions/sbrender \
		$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_sbrender \
		$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/sbrender.fish

# Re-records every golden reference and what they depend on (look at the pictures, then commit).
# Record mode all records and fails (as swift-snapshot-testing's does), so the first run's failures
# are expected (the leading '-'); the second run checks that everything matches what it recorded.
golden: test-deps
	-SNAPSHOT_TESTING_RECORD=all swift test --filter 'SBGoldenTests'
	SNAPSHOT_TESTING_RECORD=never swift test --skip-build --filter 'SBGoldenTests'

# Regenerates the committed gallery (docs/gallery) and the home-screen pictures that the README
# shows; `make test` checks them (docs --check, HomeScreenReadmePictureTests).
docs: build
	$(RELEASE) docs --only $(DOCS_ENTRIES) $(DOCS_GALLERY)
	$(RELEASE) --scene Examples/home-screens/iphone-17-pro.json --scale 1 docs/home-iphone-17-pro-light.png
	$(RELEASE) --scene Examples/home-screens/iphone-17-pro.json --scale 1 --appearance dark docs/home-iphone-17-pro-dark.png

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
