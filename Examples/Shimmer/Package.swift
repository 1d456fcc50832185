// swift-tools-version:6.0
import PackageDescription

// A user-style project: depends on the clipgen checkout two folders up, as `clipgen new` would
// (it writes an absolute path; a release would be `.package(url: …, from: "X.Y.Z")`).
let package = Package(
    name: "Shimmer",
    dependencies: [
        .package(name: "clipgen", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "Shimmer",
            dependencies: [
                .product(name: "ClipKit", package: "clipgen"),
                .product(name: "ClipgenCLI", package: "clipgen"),
            ])
    ],
    swiftLanguageModes: [.v6]
)
