// swift-tools-version: 6.1
// sbrender: SpringBoard-style home screens and UICollectionView layouts, drawn headlessly on Linux.
//
// Layers (each depends only on those above it):
//   SBLayout  pure-Swift layout core: geometry, attributes, layouts, updates, quiver timing,
//             and the shared vocabulary of every module (Color, ContentMode, TextAlignment)
//   SBTimeline  pure-Swift timelines (a layout's motion as a function of time), scroll and
//             spring physics, and the named animations a layout registers (RegisteredAnimation)
//   SBConstraints  an incremental Cassowary linear constraint solver (pure Swift, no
//             dependencies), for SBUIKit's Auto Layout
//   SBScene   scenes: what to draw, decoded from JSON with precise errors, with defaults
//   SBOutput  file output: atomic files, output targets (files, devices, FIFOs, standard
//             output), the run's temporary files, frame folders, and the C library calls they
//             need (syncfs, and mallopt for the allocator's tuning)
//   SBPNG     PNG decoding and encoding on byte buffers (zlib, libdeflate), and the APNG
//             writer on its chunk writer and reader
//   SBCairo   the Cairo / Pango / fontconfig wrappers (C objects owned by Swift types), in
//             SBLayout's vocabulary
//   SBRender  the renderer: scenes and frames to PNG, SVG and PDF, and the frame sequencer that
//             draws any FrameSource on several threads in order
//   SBMotion  named and scripted animations sampled into frames (a FrameSequence is a FrameSource)
//   SBDiff    the pixelmatch-compatible image diff, the side-by-side picture and the failure
//             report page (depends on SBPNG only, so a test that only compares pictures links
//             nothing else)
//   SBGallery the documentation gallery `sbrender docs` writes and checks
//   SBTestIssues  a misuse recorded as a failure of the running test (Swift Testing or XCTest), so
//             that a library reports what UIKit would raise without ending the test run (a leaf)
//   SBUIKit   UIKit's collection-view layout API (UICollectionViewLayout, flow and compositional
//             layouts, a headless UICollectionView) in UIKit's names, driving SBLayout's engines and
//             drawn through SBRender and SBMotion, so UIKit layout files compile unchanged on Linux
//   SBSnapshotTesting  swift-snapshot-testing strategies on Linux: scenes rendered and compared as
//             PNG with SBDiff, pictures you made, and `sbrender layout` JSON as text
//   SBPreview `sbrender preview`: the local web server, the file watcher and the page that redraw
//             a scene on every save (FlyingSocks)
//   SBCommandLine  the command line (swift-argument-parser): every subcommand, as a library so
//             that a package's own executable can run it with layouts of its own
//   sbrender  the command-line tool: a thin main over SBCommandLine
//
// Dependencies and why:
//   swift-argument-parser  the command line (in the machine's package set)
//   swift-property-based   property tests over random layouts (tests only)
//   swift-snapshot-testing  SBSnapshotTesting: the snapshot library most Swift teams already use
//                          has no image strategy on Linux; SBSnapshotTesting gives it one, and it
//                          is the one way to write a golden test (sbrender's own Golden/ suite
//                          follows its record configuration too). Only
//                          its SnapshotTesting product is used, which has no dependencies of its
//                          own (its other products' swift-syntax and swift-custom-dump are resolved
//                          but never built). In the machine's package set (1.19.7).
//   FlyingFox              SBPreview only, its FlyingSocks product: non-blocking sockets and an
//                          epoll loop on Swift concurrency, no SwiftNIO, no Foundation beyond
//                          FoundationEssentials (FlyingFox's HTTP module imports
//                          FoundationNetworking, which a static release build links only with
//                          libcurl; README "Live preview"). In the machine's package set (0.27.1).
//   swift-docc-plugin      `make docc`: the `swift package generate-documentation` command that
//                          builds the API documentation and the DocC catalog (in the machine's
//                          package set; a command plugin, so nothing of it is linked into products)
import PackageDescription

let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "sbrender",
    products: [
        // The libraries a user picks (issue 35): the layout engines, scenes, the renderer (with
        // SBMotion's animations, which draw through it), UIKit's API, the snapshot strategies
        // (swift-snapshot-testing's assertSnapshot, the one golden API) and the command line as a
        // library. Every other module is an implementation detail with `package` access.
        .library(name: "SBLayout", targets: ["SBLayout", "SBTimeline"]),
        .library(name: "SBScene", targets: ["SBScene"]),
        .library(name: "SBRender", targets: ["SBRender", "SBMotion"]),
        .library(name: "SBUIKit", targets: ["SBUIKit"]),
        .library(name: "SBSnapshotTesting", targets: ["SBSnapshotTesting"]),
        .library(name: "SBCommandLine", targets: ["SBCommandLine"]),
        .executable(name: "sbrender", targets: ["sbrender"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // C libraries from Debian (on a Mac from Homebrew), found with pkg-config.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]),
        .systemLibrary(name: "CMalloc"),
        .systemLibrary(name: "CCairo", pkgConfig: "pangocairo",
                       providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libfontconfig-dev"]),
                                   .brew(["cairo", "pango", "fontconfig"])]),

        .target(name: "SBLayout", swiftSettings: strict),
        .target(name: "SBTimeline", dependencies: ["SBLayout"], swiftSettings: strict),
        .target(name: "SBConstraints", swiftSettings: strict),
        .target(name: "SBScene", dependencies: ["SBLayout", "SBTimeline"], swiftSettings: strict),
        .target(name: "SBOutput", dependencies: ["CMalloc"], swiftSettings: strict),
        .target(name: "SBPNG", dependencies: ["CZlib", "CDeflate", "SBOutput"], swiftSettings: strict),
        .target(name: "SBCairo", dependencies: ["CCairo", "SBPNG", "SBLayout"], swiftSettings: strict),
        .target(name: "SBRender", dependencies: ["SBLayout", "SBScene", "SBOutput", "SBPNG", "SBCairo"], swiftSettings: strict),
        .target(name: "SBMotion", dependencies: ["SBLayout", "SBTimeline", "SBScene", "SBRender", "SBPNG"], swiftSettings: strict),
        .target(name: "SBDiff", dependencies: ["SBPNG"], swiftSettings: strict),
        .target(name: "SBGallery", dependencies: ["SBDiff", "SBOutput", "SBPNG", "SBLayout", "SBScene", "SBRender", "SBMotion"], swiftSettings: strict),
        .target(name: "SBTestIssues", swiftSettings: strict),
        .target(name: "SBUIKit", dependencies: ["SBLayout", "SBTimeline", "SBConstraints", "SBScene", "SBPNG", "SBRender", "SBMotion", "SBTestIssues"],
                swiftSettings: strict),
        .target(name: "SBSnapshotTesting",
                dependencies: ["SBDiff", "SBPNG", "SBLayout", "SBScene", "SBRender", "SBUIKit",
                               .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                swiftSettings: strict),
        .target(name: "SBPreview",
                dependencies: ["SBLayout", "SBScene", "SBRender", "SBMotion", "SBPNG", "SBDiff",
                               .product(name: "FlyingSocks", package: "FlyingFox")],
                swiftSettings: strict),
        .target(
            name: "SBCommandLine",
            dependencies: [
                "SBLayout", "SBTimeline", "SBScene", "SBOutput", "SBRender", "SBMotion", "SBPNG", "SBDiff", "SBGallery", "SBPreview",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict),
        .executableTarget(name: "sbrender", dependencies: ["SBCommandLine", "SBScene"], swiftSettings: strict),
        .executableTarget(name: "sbrender-bench", dependencies: ["SBLayout", "SBPNG", "SBScene", "SBRender", "SBMotion", "SBUIKit"], swiftSettings: strict),

        // The examples (Examples/*): packages of a user's own, built as targets of this package so
        // that `make test` compiles sbrender's modules once and every example shares that build
        // (each folder's README.md shows the Package.swift a user's own package would have;
        // Examples/SnapshotConsumer keeps its real one, checked against these entries by
        // scripts/test-consumer.sh). They depend on the modules as a user's package depends on the
        // products, and are built in the language mode a user's code has (no `strict`).
        .target(name: "HomeScreen", path: "Examples/SnapshotConsumer/Sources/HomeScreen"),
        .testTarget(name: "HomeScreenTests",
                    dependencies: ["HomeScreen", "SBSnapshotTesting",
                                   .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                    path: "Examples/SnapshotConsumer/Tests/HomeScreenTests", exclude: ["__Snapshots__"]),
        .executableTarget(name: "staggered-grid", dependencies: ["SBLayout", "SBTimeline", "SBScene", "SBRender", "SBMotion"],
                          path: "Examples/StaggeredGrid/Sources/StaggeredGrid"),
        .target(name: "UIKitLayouts", dependencies: ["SBUIKit"], path: "Examples/UIKitLayouts/Sources/UIKitLayouts"),
        .target(name: "ModernLayouts", dependencies: ["SBUIKit"], path: "Examples/UIKitLayouts/Sources/ModernLayouts",
                swiftSettings: [.swiftLanguageMode(.v5)]),
        .executableTarget(name: "uikit-layouts",
                          dependencies: ["UIKitLayouts", "ModernLayouts", "SBUIKit", "SBRender", "SBScene", "SBMotion"],
                          path: "Examples/UIKitLayouts/Sources/uikit-layouts"),
        .testTarget(name: "UIKitLayoutsTests",
                    dependencies: ["UIKitLayouts", "ModernLayouts", "SBUIKit", "SBSnapshotTesting",
                                   .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                    path: "Examples/UIKitLayouts/Tests/UIKitLayoutsTests", exclude: ["__Snapshots__"]),
        .target(name: "Diagonal", dependencies: ["SBLayout", "SBTimeline", "SBScene", "SBCommandLine"],
                path: "Examples/DiagonalLayout/Sources/Diagonal"),
        .executableTarget(name: "diagonal-sbrender", dependencies: ["Diagonal", "SBCommandLine"],
                          path: "Examples/DiagonalLayout/Sources/diagonal-sbrender"),

        // Tests: one target a module, each depending on its module and those above it, and one
        // end-to-end target for the command line (the only one that runs the built binary).
        // SBTestSupport (not a product) is what several of them share: the one subprocess harness
        // (`Tools`, `CLI`), scenes as JSON, pixel checks, a layout and styles of the tests' own,
        // and the way to Tests/Fixtures (PngSuite, kept once and read in place).
        .target(name: "SBTestSupport", dependencies: ["SBLayout", "SBScene", "SBPNG", "SBRender"],
                path: "Tests/SBTestSupport", swiftSettings: strict),
        .testTarget(name: "SBLayoutTests",
                    dependencies: ["SBLayout", .product(name: "PropertyBased", package: "swift-property-based")],
                    swiftSettings: strict),
        .testTarget(name: "SBTimelineTests", dependencies: ["SBTimeline", "SBLayout"], swiftSettings: strict),
        .testTarget(name: "SBConstraintsTests", dependencies: ["SBConstraints"], swiftSettings: strict),
        .testTarget(name: "SBSceneTests", dependencies: ["SBScene", "SBLayout"], swiftSettings: strict),
        // APNGTestSupport: an APNG reader written from the specification, independent of
        // SBPNG's writer, for the writer's tests and the command line's.
        .target(name: "APNGTestSupport", dependencies: ["SBPNG"], path: "Tests/APNGTestSupport", swiftSettings: strict),
        .testTarget(name: "SBOutputTests", dependencies: ["SBOutput"], swiftSettings: strict),
        .testTarget(name: "SBPNGTests", dependencies: ["SBPNG", "APNGTestSupport"], swiftSettings: strict),
        .testTarget(name: "SBCairoTests", dependencies: ["SBCairo", "CCairo", "SBPNG", "SBLayout"], swiftSettings: strict),
        .testTarget(name: "SBRenderTests",
                    dependencies: ["SBRender", "SBScene", "SBLayout", "SBPNG", "SBCairo", "SBTestSupport"],
                    swiftSettings: strict),
        .testTarget(name: "SBMotionTests",
                    dependencies: ["SBMotion", "SBTimeline", "SBRender", "SBScene", "SBLayout", "SBPNG", "SBDiff", "SBTestSupport"],
                    swiftSettings: strict),
        .testTarget(name: "SBDiffTests", dependencies: ["SBDiff", "SBPNG"],
                    resources: [.copy("Fixtures")], swiftSettings: strict),
        // SBGoldenTests: the Golden/ suite (Golden/manifest.json against Golden/NAME.png) with the
        // check it needs beyond swift-snapshot-testing (its manifest, record modes and environment
        // file), kept in the test target: a package's tests use SBSnapshotTesting's assertSnapshot.
        .testTarget(name: "SBGoldenTests",
                    dependencies: ["SBDiff", "SBRender", "SBMotion", "SBScene", "SBPNG", "SBLayout", "SBTestSupport", "SBSnapshotTesting",
                                   .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                    swiftSettings: strict),
        .testTarget(name: "SBGalleryTests", dependencies: ["SBGallery", "SBMotion", "SBLayout", "SBPNG"], swiftSettings: strict),
        // Swift 5 language-mode callers of SBUIKit (main-actor API called off the main actor), for
        // SBUIKitTests' check that such a call is reported, not trapped.
        .target(name: "SwiftFiveCallers", dependencies: ["SBUIKit", "SBRender"], path: "Tests/SwiftFiveCallers",
                swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "SBUIKitTests",
                    dependencies: ["SBUIKit", "SwiftFiveCallers", "SBRender", "SBScene", "SBLayout", "SBPNG", "SBSnapshotTesting",
                                   .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                    exclude: ["__Snapshots__"], swiftSettings: strict),
        .testTarget(name: "SBSnapshotTestingTests",
                    dependencies: ["SBSnapshotTesting", "SBDiff", "SBPNG", "SBScene", "SBLayout", "SBUIKit",
                                   .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                    exclude: ["__Snapshots__"], swiftSettings: strict),
        .testTarget(name: "SBPreviewTests", dependencies: ["SBPreview", "SBScene", "SBLayout"], swiftSettings: strict),
        // The command line end to end: every test runs the built `sbrender` binary (exit status,
        // standard error, files written or not, signals), but RenderShortcutTests, which compares
        // the one-shot reading of a line with swift-argument-parser's in-process.
        .testTarget(name: "SBCommandLineTests",
                    dependencies: ["sbrender", "SBTestSupport", "APNGTestSupport", "SBRender", "SBScene", "SBLayout", "SBPNG",
                                   "SBDiff", "SBGallery", "SBCommandLine",
                                   .product(name: "ArgumentParser", package: "swift-argument-parser")],
                    swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)
