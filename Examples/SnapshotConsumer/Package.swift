// swift-tools-version: 6.1
// A package of your own that guards its home screen with golden images on Linux:
// swift-snapshot-testing's assertSnapshot with SBSnapshotTesting's strategies. `make test` in
// sbrender's repository runs it (scripts/test-consumer.sh).
import PackageDescription

let package = Package(
    name: "SnapshotConsumer",
    dependencies: [
        // sbrender, by path (the repository this example lives in); in your package:
        // .package(path: "../sbrender") beside your clone.
        .package(name: "sbrender", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
    ],
    targets: [
        .target(name: "HomeScreen"),
        .testTarget(
            name: "HomeScreenTests",
            dependencies: [
                "HomeScreen",
                .product(name: "SBSnapshotTesting", package: "sbrender"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
