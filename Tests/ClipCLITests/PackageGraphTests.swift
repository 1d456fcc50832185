import Foundation
import XCTest

/// What a user's package compiles: the targets `ClipgenCLI` reaches in Package.swift (as
/// `swift package dump-package` reads it). The built-in scenes and the Lottie importer (with
/// JavaScriptCore and ZIPFoundation) are products of their own; the `clipgen` executable has them.
final class PackageGraphTests: XCTestCase {
    /// Target name → the names of the targets and products it depends on.
    static func targetDependencies() throws -> [String: [String]] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("clipgen-dump-package-\(getpid())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // Its own scratch folder: the running `swift test` holds the lock of .build.
        p.arguments = ["swift", "package", "--package-path", root.path, "--scratch-path", scratch.path, "dump-package"]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        XCTAssertEqual(p.terminationStatus, 0, "swift package dump-package failed")
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var map: [String: [String]] = [:]
        for target in json["targets"] as? [[String: Any]] ?? [] {
            guard let name = target["name"] as? String else { continue }
            // Each dependency is {"byName": [NAME, …]}, {"target": [NAME, …]} or {"product": [NAME, PACKAGE, …]}.
            map[name] = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { dep in
                dep.values.compactMap { ($0 as? [Any])?.first as? String }.first
            }
        }
        return map
    }

    /// Every target `start` reaches (itself included).
    static func closure(of start: [String], in map: [String: [String]]) -> Set<String> {
        var seen = Set<String>(), stack = start
        while let t = stack.popLast() {
            if seen.insert(t).inserted { stack += map[t] ?? [] }
        }
        return seen
    }

    func testAUserPackageCompilesNeitherTheBuiltInScenesNorTheLottieImporter() throws {
        let map = try Self.targetDependencies()
        XCTAssertNotNil(map["ClipgenCLI"], "no ClipgenCLI target in \(map.keys.sorted())")
        // What `clipgen new` writes: ClipKit (or ClipUIKit) and ClipgenCLI.
        for product in [["ClipKit", "ClipgenCLI"], ["ClipUIKit", "ClipgenCLI"]] {
            let reached = Self.closure(of: product, in: map)
            for heavy in ["ClipScenes", "ClipLottie", "CJavaScriptCore", "ZIPFoundation", "ClipgenScenes", "ClipgenLottie"] {
                XCTAssertFalse(reached.contains(heavy), "\(product.joined(separator: " + ")) reaches \(heavy)")
            }
        }
        XCTAssertFalse(Self.closure(of: ["ClipgenCLI"], in: map).contains("ClipUIKit"), "ClipgenCLI reaches ClipUIKit")
        // Asked for, each brings its own; the clipgen executable has both.
        XCTAssertTrue(Self.closure(of: ["ClipgenLottie"], in: map).contains("CJavaScriptCore"))
        XCTAssertTrue(Self.closure(of: ["ClipgenScenes"], in: map).contains("ClipScenes"))
        XCTAssertTrue(Self.closure(of: ["clipgen"], in: map).isSuperset(of: ["ClipScenes", "ClipLottie", "ClipgenCLI"]))
    }
}
