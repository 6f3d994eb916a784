// swift-tools-version: 6.1
// UIKit layout code on Linux: layouts written against UIKit's API (a delegate-driven waterfall, a
// flow layout subclass that left-aligns its lines, a scaling carousel, a compositional section
// provider, and in the Swift 5 language mode a mosaic coloured by its data source and a grocery list
// from a diffable data source),
// each file importing UIKit when it can and SBUIKit otherwise, so that the same files
// build in an iOS app. The executable draws them; the tests check their frames against numbers
// worked by hand. `make test` in the repository builds, tests and runs it:
// `uikit-layouts OUTPUT_FOLDER`.
import PackageDescription

let package = Package(
    name: "UIKitLayouts",
    dependencies: [
        .package(name: "sbrender", path: "../.."),
    ],
    targets: [
        // The layouts: UIKit code, nothing of sbrender's but the import.
        .target(
            name: "UIKitLayouts",
            dependencies: [.product(name: "SBUIKit", package: "sbrender")]),
        // The Swift 5 language mode, as many apps' code still is: a mosaic built in a function not
        // isolated to the main actor, its cells coloured by the data source, and a grocery list
        // from a diffable data source with cell registrations and list content configurations.
        .target(
            name: "ModernLayouts",
            dependencies: [.product(name: "SBUIKit", package: "sbrender")],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .executableTarget(
            name: "uikit-layouts",
            dependencies: [
                "UIKitLayouts",
                "ModernLayouts",
                .product(name: "SBUIKit", package: "sbrender"),
                .product(name: "SBRender", package: "sbrender"),
                .product(name: "SBScene", package: "sbrender"),
                .product(name: "SBMotion", package: "sbrender"),
            ]),
        .testTarget(
            name: "UIKitLayoutsTests",
            dependencies: ["UIKitLayouts", "ModernLayouts", .product(name: "SBUIKit", package: "sbrender")]),
    ],
    swiftLanguageModes: [.v6]
)
