// swift-tools-version:6.0
import PackageDescription

/// Opt-in invariant checks (debug only); see ARCHITECTURE.md "guarantees on types".
let checks: [SwiftSetting] = [.define("CLIPGEN_INTERNAL_CHECKS", .when(configuration: .debug))]

/// The raster core is the hot path. `CLIPGEN_UNCHECKED_EXCLUSIVITY=1` (set by `make`) drops exclusivity
/// checking there in release builds. It is an unsafe flag, so it is opt-in: SwiftPM refuses a
/// version-tagged dependency whose products carry one, and a package depending on clipgen never sets it.
var uncheckedExclusivity: [SwiftSetting] {
    Context.environment["CLIPGEN_UNCHECKED_EXCLUSIVITY"] == "1"
        ? [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))] : []
}
let hot: [SwiftSetting] = checks + uncheckedExclusivity + cpuFlags

/// The per-pixel modules (ClipGeometry, ClipRaster) can be compiled for a newer x86-64 level:
/// `CLIPGEN_CPU=haswell` (x86-64-v3: AVX2, FMA, BMI2) or `CLIPGEN_CPU=skylake-avx512` (x86-64-v4).
/// `make` sets it from `Scripts/host-cpu.sh`; unset (plain `swift build`) or `x86-64` is the
/// baseline every x86-64 machine runs. Pixels are identical at every level (the exact raster
/// goldens pass at each; `make test` runs them at the host level too). A binary built for a level
/// the CPU lacks stops with a one-line error (`CRasterShims/shims.c`), not SIGILL.
var cpuName: String { Context.environment["CLIPGEN_CPU"] ?? "" }
var isaLevel: Int? { ["haswell": 3, "skylake-avx512": 4][cpuName] }
var cpuFlags: [SwiftSetting] {
    guard let level = isaLevel else { return [] }
    return [.unsafeFlags(["-target-cpu", cpuName]), .define("CLIPGEN_CPU_V\(level)")]
}
var cpuCheck: [CSetting] {
    guard let level = isaLevel else { return [] }
    return [.define("CLIPGEN_ISA_LEVEL", to: "\(level)"), .define("CLIPGEN_CPU_NAME", to: "\"\(cpuName)\"")]
}

let package = Package(
    name: "clipgen",
    products: [
        .executable(name: "clipgen", targets: ["clipgen"]),
        /// Everything to write a scene and render it: `import ClipKit`.
        .library(name: "ClipKit", targets: ["ClipKit"]),
        /// Every clipgen command over your own scenes: `ClipgenCLI.main(scenes:)`. It compiles neither the
        /// built-in scenes nor the Lottie importer: those are the two products below, added when asked for.
        .library(name: "ClipgenCLI", targets: ["ClipgenCLI"]),
        /// Lottie files in your package's commands and its `lottie` command: `plugins: [.lottie]`.
        .library(name: "ClipgenLottie", targets: ["ClipgenLottie"]),
        /// clipgen's built-in scenes after your own: `plugins: [.builtInScenes]`.
        .library(name: "ClipgenScenes", targets: ["ClipgenScenes"]),
        /// iOS animation code as written: `import ClipUIKit` instead of `import UIKit` / `import QuartzCore`.
        .library(name: "ClipUIKit", targets: ["ClipUIKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
    ],
    targets: [
        .systemLibrary(
            name: "CFFmpeg", pkgConfig: "libavcodec",
            providers: [.apt(["libavformat-dev", "libavcodec-dev", "libswscale-dev", "libavutil-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(
            name: "CJavaScriptCore", pkgConfig: "javascriptcoregtk-4.1", providers: [.apt(["libjavascriptcoregtk-4.1-dev"])]),

        .target(name: "ClipGeometry", swiftSettings: hot),
        .target(name: "CRasterShims", cSettings: cpuCheck),
        .target(name: "ClipRaster", dependencies: ["ClipGeometry", "CRasterShims"], exclude: ["Pipeline/README.md"], swiftSettings: hot),
        .target(
            name: "ClipAnimation", dependencies: ["ClipGeometry", "ClipRaster", "CFreeType", "CFontconfig"], exclude: ["README.md"],
            swiftSettings: checks),
        // The scene protocol and authoring helpers: no encoder, so the scene modules do not link FFmpeg.
        .target(name: "ClipSceneKit", dependencies: ["ClipAnimation", "ClipGeometry", "ClipRaster"], swiftSettings: checks),
        // ClipUIKit: the Bahama Air scenes (book ch. 8–12) run the book's view controller code.
        .target(name: "ClipScenes", dependencies: ["ClipSceneKit", "ClipAnimation", "ClipGeometry", "ClipRaster", "ClipUIKit"]),
        // The library front: re-exports the modules below and joins scenes to the encoder (Rendering.swift).
        .target(
            name: "ClipKit",
            dependencies: ["ClipSceneKit", "ClipAnimation", "ClipGeometry", "ClipRaster", "ClipPipeline", "ClipEncode", "ClipImage"]),
        .target(
            name: "ClipLottie",
            dependencies: [
                "ClipSceneKit", "ClipAnimation", "ClipGeometry", "ClipRaster", "ClipEncode", "ClipImage", "CJavaScriptCore",
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ], exclude: ["README.md"],
            // The expression prelude is JavaScript in its own file (node --check lints it), compiled in.
            resources: [.embedInCode("Expressions/ExpressionPrelude.js")]),
        .target(
            name: "ClipBench", dependencies: ["ClipRaster", "ClipGeometry", "ClipEncode"],
            resources: [.copy("Resources/workloads.json")], swiftSettings: checks),
        .target(name: "ClipPipeline", dependencies: ["ClipRaster"], swiftSettings: checks),
        .target(name: "ClipEncode", dependencies: ["CFFmpeg", "ClipPipeline", "ClipRaster"]),
        .target(name: "ClipImage", dependencies: ["ClipAnimation", "ClipEncode", "ClipGeometry", "ClipRaster"]),
        .target(
            name: "ClipStudio",
            dependencies: [
                "ClipSceneKit", "ClipAnimation", "ClipEncode", "ClipRaster", "ClipGeometry",
            ],
            // The page is compiled in (PackageResources.studio_html): an installed binary needs no bundle.
            resources: [.embedInCode("Resources/studio.html")]),
        // The commands over the scenes given (`ClipgenCLI.main(scenes:)`): no built-in scene, no Lottie
        // importer (no JavaScriptCore). Those register themselves (CLIPlugins) from ClipgenScenes and
        // ClipgenLottie, which the `clipgen` executable links and a user's package only when it asks.
        .target(
            name: "ClipCLI",
            dependencies: [
                "ClipSceneKit", "ClipKit", "ClipAnimation", "ClipPipeline", "ClipEncode", "ClipRaster", "ClipGeometry", "ClipBench",
                "ClipStudio", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // Product text in its own files (make lint-text checks them), compiled in: PackageResources.
            resources: [
                .embedInCode("Resources/gallery.html"), .embedInCode("Resources/gallery-fragments.html"),
                .embedInCode("Resources/project-README.md"),
            ]),
        // UIKit's and Core Animation's names over the engine (CALayer, CABasicAnimation, UIView.animate, …).
        .target(name: "ClipUIKit", dependencies: ["ClipSceneKit", "ClipAnimation", "ClipGeometry", "ClipRaster", "ClipImage"]),
        .target(name: "ClipgenCLI", dependencies: ["ClipCLI", "ClipKit", "ClipSceneKit"]),
        .target(
            name: "ClipgenLottie",
            dependencies: [
                "ClipgenCLI", "ClipCLI", "ClipLottie", "ClipSceneKit", "ClipEncode", "ClipGeometry", "ClipRaster",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .target(name: "ClipgenScenes", dependencies: ["ClipgenCLI", "ClipCLI", "ClipScenes"]),
        .executableTarget(name: "clipgen", dependencies: ["ClipgenCLI", "ClipgenLottie", "ClipgenScenes"]),
        .executableTarget(name: "clipgen-rasterbench", dependencies: ["ClipBench"]),
        .executableTarget(
            name: "clipgen-studio-fixture", dependencies: ["ClipgenCLI", "ClipgenLottie", "ClipgenScenes"], path: "Tests/StudioFixture"),

        .target(name: "ClipTestSupport", dependencies: ["ClipRaster", "ClipEncode"], path: "Tests/ClipTestSupport"),
        .testTarget(name: "ClipGeometryTests", dependencies: ["ClipGeometry", "ClipTestSupport"]),
        .testTarget(
            name: "ClipRasterTests", dependencies: ["ClipRaster", "ClipGeometry", "ClipTestSupport"],
            resources: [.copy("Golden")]),
        .testTarget(
            name: "ClipAnimationTests", dependencies: ["ClipAnimation", "ClipTestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(
            name: "ClipScenesTests", dependencies: ["ClipScenes", "ClipSceneKit", "ClipKit", "ClipAnimation", "ClipTestSupport"],
            resources: [.copy("Golden")]),
        .testTarget(name: "ClipPipelineTests", dependencies: ["ClipPipeline", "ClipTestSupport"]),
        .testTarget(
            name: "ClipEncodeTests", dependencies: ["ClipEncode", "ClipImage", "ClipAnimation", "ClipPipeline", "ClipTestSupport"],
            resources: [.copy("Fixtures")]),
        .testTarget(
            name: "ClipCLITests",
            dependencies: [
                "ClipCLI", "ClipgenCLI", "ClipgenLottie", "ClipgenScenes", "ClipScenes", "ClipLottie", "ClipKit", "ClipStudio",
                "ClipTestSupport",
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            exclude: ["Snapshots"]),
        // iOS code as the books print it: Swift 5 language mode, as the iOS projects it comes from.
        .testTarget(
            name: "ClipUIKitTests", dependencies: ["ClipUIKit", "ClipSceneKit", "ClipEncode", "ClipRaster", "ClipTestSupport"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // The same kind of code in Swift 6 language mode: subclasses of UIView, UIViewController
        // and CALayer, blocks capturing `self` (main-queue blocks are main-actor code there).
        .testTarget(
            name: "ClipUIKitSwift6Tests", dependencies: ["ClipUIKit", "ClipSceneKit", "ClipRaster"],
            swiftSettings: [.swiftLanguageMode(.v6)]),
        .testTarget(
            name: "ClipLottieTests",
            dependencies: [
                "ClipLottie", "ClipSceneKit", "ClipEncode", "ClipTestSupport", .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            exclude: ["fidelity-baseline.tsv"]),
    ],
    swiftLanguageModes: [.v6]
)
