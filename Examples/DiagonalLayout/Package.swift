// swift-tools-version: 6.1
// An example of a layout of your own joining sbrender's command line: the `diagonal` layout (a
// staircase of items) registered with `SBRenderCommand.main(registering:)`, so that the package's
// executable renders, lays out and animates it from scene files and options, as `sbrender` does
// its own layouts. `make registry-example` in the repository builds and runs it.
import PackageDescription

let package = Package(
    name: "DiagonalLayout",
    dependencies: [
        .package(name: "sbrender", path: "../.."),
    ],
    targets: [
        // The layout and its registration, as a library a package's tests could also use.
        .target(
            name: "Diagonal",
            dependencies: [
                .product(name: "SBLayout", package: "sbrender"),
                .product(name: "SBScene", package: "sbrender"),
                .product(name: "SBCommandLine", package: "sbrender"),
            ],
            path: "Sources/Diagonal"),
        // `sbrender` with the diagonal layout registered: one line.
        .executableTarget(
            name: "diagonal-sbrender",
            dependencies: [
                "Diagonal",
                .product(name: "SBCommandLine", package: "sbrender"),
            ],
            path: "Sources/diagonal-sbrender"),
    ],
    swiftLanguageModes: [.v6]
)
