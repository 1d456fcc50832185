import ClipEncode
import Dispatch
import Foundation
import Synchronization

/// `clipgen studio`: serves the preview page until interrupted, and with a watched package
/// rebuilds it on every save and restarts into the new binary.
public enum Studio {
    /// What the studio serves and where.
    public struct Configuration: Sendable {
        /// The address to bind (127.0.0.1 unless told otherwise).
        public var host = "127.0.0.1"
        /// The port (0 = any free one).
        public var port = 8080
        /// Pixels per point of the preview frames.
        public var scale = 1.0
        /// A package folder to rebuild on every `.swift` save, or nil.
        public var watch: String?
        /// The command-line arguments after the executable (reused on restart).
        public var arguments: [String] = Array(CommandLine.arguments.dropFirst())

        /// The defaults: 127.0.0.1:8080, scale 1, no watching.
        public init() {}
    }

    /// Runs the studio over `groups`; returns only by throwing (a port that cannot be bound,
    /// a bad host, a watch folder that is not a package), with a one-line `StudioError`.
    public static func run(groups: [StudioGroup], configuration c: Configuration) throws -> Never {
        StudioRestart.restoreSignals(thread: false)
        let executable = StudioRestart.currentExecutable()
        // The executable a rebuild restarts into (the release build for a debug studio).
        var restartInto = executable
        var watcher: SourceWatcher?
        let status = StudioStatus(watching: c.watch != nil)
        if let dir = c.watch {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: dir, isDirectory: &isDir), isDir.boolValue else {
                throw StudioError(oneLine: "--watch: no folder at \(dir)")
            }
            guard FileManager.default.fileExists(atPath: (dir as NSString).appendingPathComponent("Package.swift")) else {
                throw StudioError(oneLine: "--watch: \(dir) has no Package.swift")
            }
            let root = URL(fileURLWithPath: dir).standardizedFileURL.resolvingSymlinksInPath().path
            let ownPackage = executable.hasPrefix(root + "/")
            // A debug studio of the watched package builds its release self at once and restarts
            // into it: frames render 10 to 100 times faster, and every later save rebuilds release.
            if ownPackage, !executable.contains("/release/"), let release = StudioRestart.releaseExecutable(for: executable) {
                restartInto = release
                notice("studio: building \(root) in release; this debug build serves until it is ready")
            }
            let configuration = executable.contains("/release/") || restartInto != executable ? "release" : "debug"
            watcher = SourceWatcher(
                directory: root, builder: SwiftBuilder(directory: root, configuration: configuration), status: status,
                buildFirst: restartInto != executable)
            if !ownPackage {
                notice("studio: \(executable) is not built in \(root): a rebuild will not change what this studio shows")
            }
        }
        let target = restartInto
        let routes = StudioRoutes(frames: StudioFrames(groups: groups, scale: c.scale), status: status)
        let server = try StudioServer(host: c.host, port: c.port, routes: routes)
        let outcome = Outcome()
        let restarted = ProcessInfo.processInfo.environment[StudioRestart.environmentKey] != nil
        Task.detached {
            // A restarted studio may find its port still closing for a moment: retry for 5 s.
            let deadline = Date().addingTimeInterval(restarted ? 5 : 0)
            while true {
                do {
                    try await server.run()
                    outcome.finish(StudioError(oneLine: "the server stopped"))
                    return
                } catch {
                    if Date() < deadline, "\(error)".contains("in use") {
                        try? await Task.sleep(nanoseconds: 200_000_000)
                        continue
                    }
                    outcome.finish(error as? StudioError ?? StudioError(oneLine: "\(error)"))
                    return
                }
            }
        }
        Task.detached {
            guard let url = try? await server.waitForURL(timeout: restarted ? 8 : 5) else { return }
            let port = URLComponents(string: url)?.port ?? c.port
            let line = "clipgen studio: \(url)" + (c.watch.map { " (watching \($0))" } ?? "") + "\n"
            StandardStreams.output(line)
            guard let watcher else { return }
            while true {
                try? await Task.sleep(nanoseconds: 500_000_000)
                switch watcher.poll() {
                case .unchanged: continue
                case .buildFailed(let line): notice("studio: build failed: \(line)")
                case .rebuilt:
                    guard FileManager.default.isExecutableFile(atPath: target) else {
                        notice("studio: the build wrote no \(target); this studio goes on serving")
                        continue
                    }
                    notice("studio: rebuilt; restarting")
                    // exec closes every socket (close-on-exec) at once; stopping the server first
                    // would end `run` and the process before the exec.
                    closeOnExec()
                    let reason = StudioRestart.exec(target, arguments: StudioRestart.arguments(c.arguments, port: port))
                    outcome.finish(StudioError(oneLine: reason))
                    return
                }
            }
        }
        throw outcome.wait()
    }

    /// Marks every descriptor above stderr close-on-exec, so the restarted process inherits no
    /// socket of this one.
    static func closeOnExec() {
        let limit = min(Int32(max(sysconf(Int32(_SC_OPEN_MAX)), 256)), 65536)
        for fd in 3..<limit { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    }

    static func notice(_ line: String) {
        StandardStreams.error(line + "\n")
    }

    /// The first error that ends the studio, waited for on the calling thread.
    final class Outcome: Sendable {
        private let error = Mutex<StudioError?>(nil)
        private let done = DispatchSemaphore(value: 0)

        func finish(_ e: StudioError) {
            let first = error.withLock { current -> Bool in
                guard current == nil else { return false }
                current = e
                return true
            }
            if first { done.signal() }
        }

        func wait() -> StudioError {
            done.wait()
            return error.withLock { $0 } ?? StudioError(oneLine: "the server stopped")
        }
    }
}
