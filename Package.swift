// swift-tools-version:6.0
import PackageDescription

/// Opt-in invariant checks (debug only); see ARCHITECTURE.md "guarantees on types".
let checks: [SwiftSetting] = [.define("CLIPGEN_INTERNAL_CHECKS", .when(configuration: .debug))]

/// The raster core is the hot path: release builds drop exclusivity checking there.
let hot: [SwiftSetting] = checks + [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]

let package = Package(
    name: "clipgen",
    products: [
        .executable(name: "clipgen", targets: ["clipgen"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(name: "CFFmpeg", pkgConfig: "libavcodec",
                       providers: [.apt(["libavformat-dev", "libavcodec-dev", "libswscale-dev", "libavutil-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),

        .target(name: "ClipGeometry", swiftSettings: hot),
        .target(name: "CRasterShims"),
        .target(name: "ClipRaster", dependencies: ["ClipGeometry", "CRasterShims"], swiftSettings: hot),
        .target(name: "ClipAnimation", dependencies: ["ClipGeometry", "ClipRaster", "CFreeType"], swiftSettings: checks),
        .target(name: "ClipScenes", dependencies: ["ClipAnimation", "ClipGeometry", "ClipRaster"]),
        .target(name: "ClipBench", dependencies: ["ClipRaster", "ClipGeometry", "ClipEncode"],
                resources: [.copy("Resources/workloads.json")], swiftSettings: checks),
        .target(name: "ClipPipeline", dependencies: ["ClipRaster"], swiftSettings: checks),
        .target(name: "ClipEncode", dependencies: ["CFFmpeg", "ClipPipeline", "ClipRaster"]),
        .target(name: "ClipCLI", dependencies: [
            "ClipScenes", "ClipAnimation", "ClipPipeline", "ClipEncode", "ClipRaster", "ClipGeometry", "ClipBench", "CFFmpeg",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "clipgen", dependencies: ["ClipCLI"]),
        .executableTarget(name: "clipgen-rasterbench", dependencies: ["ClipBench"]),

        .target(name: "ClipTestSupport", dependencies: ["ClipRaster", "ClipEncode"], path: "Tests/ClipTestSupport"),
        .testTarget(name: "ClipGeometryTests", dependencies: ["ClipGeometry", "ClipTestSupport"]),
        .testTarget(name: "ClipRasterTests", dependencies: ["ClipRaster", "ClipGeometry", "ClipTestSupport"],
                    resources: [.copy("Golden")]),
        .testTarget(name: "ClipAnimationTests", dependencies: ["ClipAnimation", "ClipTestSupport"]),
        .testTarget(name: "ClipScenesTests", dependencies: ["ClipScenes", "ClipAnimation", "ClipTestSupport"],
                    resources: [.copy("Golden")]),
        .testTarget(name: "ClipPipelineTests", dependencies: ["ClipPipeline", "ClipTestSupport"]),
        .testTarget(name: "ClipEncodeTests", dependencies: ["ClipEncode", "ClipPipeline", "ClipTestSupport"]),
        .testTarget(name: "ClipCLITests", dependencies: ["ClipCLI", "ClipTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
