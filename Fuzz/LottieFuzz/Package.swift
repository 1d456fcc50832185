// swift-tools-version:6.0
import PackageDescription

/// The Lottie importer's fuzz target, a package of its own so the main package's products carry no
/// sanitizer flag. Built by `Scripts/fuzz-lottie.sh` with `-Xswiftc -sanitize=fuzzer -Xswiftc -parse-as-library`.
let package = Package(
    name: "LottieFuzz",
    dependencies: [.package(name: "clipgen", path: "../..")],
    targets: [
        .target(name: "FuzzDriver"),
        .executableTarget(name: "LottieFuzz", dependencies: ["FuzzDriver", .product(name: "ClipgenLottie", package: "clipgen")]),
    ]
)
