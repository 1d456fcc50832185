import Foundation
import XCTest

/// Wrong iOS code does not compile against ClipUIKit: a layer class has only its own properties,
/// and what cannot be supported says what to write instead. Type-checks a snippet with `swiftc`
/// against the built module (skipped when no `swiftc` or module is found next to the test bundle).
final class RejectsWrongCodeTests: XCTestCase {
    static let snippet = """
        import ClipUIKit
        let plain = CALayer()
        plain.instanceCount = 12
        plain.path = UIBezierPath(ovalIn: .zero).cgPath
        plain.fontSize = 14
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        let tap = UITapGestureRecognizer()
        let replicator = CAReplicatorLayer()
        replicator.instanceCount = 12
        let shape = CAShapeLayer()
        shape.path = UIBezierPath(ovalIn: .zero).cgPath
        let text = CATextLayer()
        text.fontSize = 14
        """

    func testWrongCodeIsRejectedWithAMessage() throws {
        let bundle = Bundle.main.bundleURL.deletingLastPathComponent()
        let build = [bundle, URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
            .first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("Modules/ClipUIKit.swiftmodule").path) }
        let swiftc = ["/usr/bin/swiftc", "/opt/swift/usr/bin/swiftc"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let build, let swiftc else { throw XCTSkip("no built ClipUIKit module or swiftc next to the tests") }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("clipuikit-reject-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("main.swift")
        try Self.snippet.write(to: file, atomically: true, encoding: .utf8)
        var args = ["-typecheck", "-I", build.appendingPathComponent("Modules").path]
        for m in ["CFreeType", "CFontconfig", "CFFmpeg"] {
            args += ["-Xcc", "-fmodule-map-file=" + root.appendingPathComponent("Sources/\(m)/module.modulemap").path]
        }
        args += ["-Xcc", "-fmodule-map-file=" + build.appendingPathComponent("CRasterShims.build/module.modulemap").path]
        args += ["-Xcc", "-I" + root.appendingPathComponent("Sources/CRasterShims/include").path, "-Xcc", "-I/usr/include/freetype2"]
        args.append(file.path)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: swiftc)
        p.arguments = args
        let err = Pipe()
        p.standardError = err
        p.standardOutput = Pipe()
        try p.run()
        let data = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        let out = String(decoding: data, as: UTF8.self)
        let errors = out.split(separator: "\n").filter { $0.contains("error:") }.map(String.init)
        if !errors.contains(where: { $0.contains("main.swift:") }) {
            throw XCTSkip("swiftc could not load ClipUIKit here: \(errors.first ?? out)")
        }
        func has(_ line: Int, _ text: String) -> Bool { errors.contains { $0.contains("main.swift:\(line):") && $0.contains(text) } }
        XCTAssertTrue(has(3, "has no member 'instanceCount'"), out)
        XCTAssertTrue(has(4, "has no member 'path'"), out)
        XCTAssertTrue(has(5, "has no member 'fontSize'"), out)
        XCTAssertTrue(has(7, "Auto Layout is not supported: set frame"), out)
        XCTAssertTrue(has(8, "real touches are not supported"), out)
        // The subclasses' own properties are fine: no error after line 8.
        XCTAssertFalse(errors.contains { e in (9...14).contains { e.contains("main.swift:\($0):") } }, out)
    }
}
