import Foundation
import XCTest

/// Runs the built `clipgen` as a hostile or careless user would: with stderr or stdout closed,
/// on a full device or a pipe nobody reads, and with signals sent mid-render. Every run has a time
/// limit (a hang is killed and reported, never waited for), and device nodes are private ones
/// made with `mknod` in the test's own folder, never the system's.
enum HostileHarness {
    /// Where a standard stream of the child goes.
    enum Stream {
        /// A pipe read by the test (the default).
        case pipe
        /// Closed (`2>&-`).
        case closed
        /// Redirected to this path (`2>PATH`), e.g. a private full device.
        case path(String)
        /// A pipe whose reading end the test closed before the child writes (EPIPE).
        case brokenPipe
    }

    struct Result {
        var status: Int32
        /// Killed by a signal (the status is then the signal's number).
        var signaled: Bool
        /// Killed by the harness after the time limit.
        var timedOut: Bool
        var stdout: String
        var stderr: String
        var errorLines: [String] { stderr.split(separator: "\n").map(String.init) }
    }

    /// A signal to send once `when` holds (polled every 50 ms; e.g. a partial file exists).
    struct Interrupt {
        var signal: Int32
        var when: () -> Bool
    }

    /// Runs clipgen with `args` in `cwd`; kills it after `limit` seconds.
    static func run(
        _ args: [String], cwd: URL, stdout: Stream = .pipe, stderr: Stream = .pipe, interrupt: Interrupt? = nil,
        limit: Double = 300, environment extra: [String: String] = [:]
    ) throws -> Result {
        var script = "exec \"$@\""
        var environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
        for (fd, stream) in [(1, stdout), (2, stderr)] {
            switch stream {
            case .pipe, .brokenPipe: break
            case .closed: script += " \(fd)>&-"
            case .path(let path):
                environment["CLIPGEN_TEST_FD\(fd)"] = path
                script += " \(fd)>\"$CLIPGEN_TEST_FD\(fd)\""
            }
        }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        p.arguments = ["-c", script, "sh", CLIHarness.executable.path] + args
        p.environment = environment
        p.currentDirectoryURL = cwd
        let outPipe = Pipe(), errPipe = Pipe()
        if case .path = stdout {} else if case .closed = stdout {} else { p.standardOutput = outPipe }
        if case .path = stderr {} else if case .closed = stderr {} else { p.standardError = errPipe }
        try p.run()
        if case .brokenPipe = stdout { try outPipe.fileHandleForReading.close() }
        if case .brokenPipe = stderr { try errPipe.fileHandleForReading.close() }
        let collected = Collected()
        let readers = DispatchGroup()
        for (pipe, isOut, stream) in [(outPipe, true, stdout), (errPipe, false, stderr)] {
            if case .pipe = stream {
                DispatchQueue.global().async(group: readers) {
                    let data = pipe.fileHandleForReading.readDataToEndOfFile()
                    collected.set(data, isOut: isOut)
                }
            }
        }
        let pid = p.processIdentifier
        let deadline = Date().addingTimeInterval(limit)
        var timedOut = false
        if let interrupt {
            // Every 10 ms. A window shorter than that is not raced: the test holds the process in it
            // (`CLIPGEN_TEST_HOLD`, see the gallery's build-identity test).
            while p.isRunning && Date() < deadline && !interrupt.when() { Thread.sleep(forTimeInterval: 0.01) }
            if p.isRunning && Date() < deadline { kill(pid, interrupt.signal) }
        }
        while p.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if p.isRunning {
            timedOut = true
            kill(pid, SIGKILL)
        }
        p.waitUntilExit()
        readers.wait()
        return Result(
            status: p.terminationStatus, signaled: p.terminationReason == .uncaughtSignal, timedOut: timedOut,
            stdout: String(decoding: collected.out, as: UTF8.self), stderr: String(decoding: collected.err, as: UTF8.self))
    }

    /// A private character device in `dir` (`mknod NAME c MAJOR MINOR`): `full` is 1 7 (every
    /// write fails with ENOSPC), `zero` is 1 5.
    static func makeDevice(_ name: String, major: Int, minor: Int, in dir: URL) throws -> String {
        let path = dir.appendingPathComponent(name).path
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/mknod")
        p.arguments = [path, "c", "\(major)", "\(minor)"]
        try p.run()
        p.waitUntilExit()
        guard p.terminationStatus == 0 else { throw XCTSkip("mknod failed (not root?)") }
        return path
    }

    /// Whether a file whose name contains `fragment` is in `dir` (hidden ones included).
    static func exists(containing fragment: String, in dir: URL) -> Bool {
        CLIHarness.files(in: dir).contains { $0.contains(fragment) }
    }

    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var out = Data()
        private(set) var err = Data()
        func set(_ data: Data, isOut: Bool) {
            lock.lock()
            if isOut { out = data } else { err = data }
            lock.unlock()
        }
    }
}
