import Foundation
import XCTest

/// Runs the built `clipgen` binary as a child process (as a user would).
struct CLIResult {
    var status: Int32
    var stdout: String
    var stderr: String
    /// stderr without blank lines.
    var errorLines: [String] { stderr.split(separator: "\n").map(String.init) }
}

enum CLIHarness {
    /// `.build/<config>/clipgen`, next to the test bundle.
    static var executable: URL {
        let bundleDir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for dir in [bundleDir, bundleDir.deletingLastPathComponent()] {
            let candidate = dir.appendingPathComponent("clipgen")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        // Fallback: the package's debug build folder, found from this file.
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/debug/clipgen")
    }

    @discardableResult
    static func run(
        _ args: [String], cwd: URL? = nil, interruptAfter: Double? = nil, environment: [String: String] = [:]
    ) throws -> CLIResult {
        let p = Process()
        p.executableURL = executable
        p.arguments = args
        if !environment.isEmpty { p.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        if let cwd { p.currentDirectoryURL = cwd }
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        if let t = interruptAfter {
            Thread.sleep(forTimeInterval: t)
            p.interrupt()
        }
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return CLIResult(
            status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: e, as: UTF8.self))
    }

    /// A fresh empty folder for one test.
    static func tempDirectory(_ name: String = #function) throws -> URL {
        let safe = name.filter { $0.isLetter || $0.isNumber }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("clipgen-cli-\(safe)-\(getpid())")
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func files(in dir: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).sorted()
    }
}
