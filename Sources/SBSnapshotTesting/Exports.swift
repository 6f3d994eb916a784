// One import for a snapshot test: what its assertions name comes with SBSnapshotTesting, as the
// strategies' own signatures use it: swift-snapshot-testing (`assertSnapshot`, `Snapshotting`,
// `withSnapshotTesting`), scenes and plans (SBScene), cell styles (SBRender), colours (SBLayout's
// `Color`, alone: SBLayout's geometry, `IndexPath` among it, would clash with SBUIKit's and
// Foundation's) and pictures (SBPNG's `RGBAImage`). SBUIKit is not re-exported: a test of UIKit
// code imports it as the code does (`#if canImport(UIKit) import UIKit #else import SBUIKit
// #endif`), which a re-export would make ambiguous on a Mac.
@_exported import struct SBLayout.Color
@_exported import SBPNG
@_exported import SBRender
@_exported import SBScene
@_exported import SnapshotTesting
