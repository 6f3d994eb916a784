// swift-tools-version: 6.1
// An example of sbrender used from another package: a layout of its own (a staggered, or
// waterfall, grid), a cell style of its own, drawn to a picture and an animation.
// `make test` in the repository builds and runs it: `staggered-grid OUTPUT_FOLDER`.
import PackageDescription

let package = Package(
    name: "StaggeredGrid",
    dependencies: [
        .package(name: "sbrender", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "staggered-grid",
            dependencies: [
                .product(name: "SBLayout", package: "sbrender"),
                .product(name: "SBScene", package: "sbrender"),
                .product(name: "SBRender", package: "sbrender"),
                .product(name: "SBMotion", package: "sbrender"),
            ],
            path: "Sources/StaggeredGrid"),
    ],
    swiftLanguageModes: [.v6]
)
