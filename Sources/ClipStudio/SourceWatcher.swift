import Foundation

/// Builds the package a studio watches. `SwiftBuilder` runs `swift build`; tests use a fake.
public protocol StudioBuilder: Sendable {
    /// Builds the package; nil on success, else the error as one line.
    func build() -> String?
}

/// `swift build` (or `swift build -c release`) in a package folder.
public struct SwiftBuilder: StudioBuilder {
    /// The package folder.
    public let directory: String
    /// `release` or `debug`.
    public let configuration: String

    /// A builder for the package in `directory`, in `configuration` (`debug` or `release`).
    public init(directory: String, configuration: String) {
        self.directory = directory
        self.configuration = configuration
    }

    /// The line that says what is wrong: the first compiler diagnostic (`file.swift:3:7: error: …`),
    /// else the first line with `error:` (a manifest or dependency error).
    static func errorLine(in output: String) -> String? {
        let lines = output.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        return lines.first { $0.contains(".swift:") && $0.contains(": error: ") } ?? lines.first { $0.contains("error:") }
    }

    /// Runs the build; on failure returns its first compiler error line (or the exit status).
    public func build() -> String? {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["swift", "build", "-c", configuration]
        p.currentDirectoryURL = URL(fileURLWithPath: directory)
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = pipe
        do { try p.run() } catch { return "cannot run swift build in \(directory): \(error.localizedDescription)" }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        guard p.terminationStatus != 0 else { return nil }
        return Self.errorLine(in: output) ?? "swift build failed (exit status \(p.terminationStatus))"
    }
}

/// What one look at the watched folder found.
public enum WatchEvent: Equatable, Sendable {
    /// No `.swift` file was added, removed or saved.
    case unchanged
    /// Sources changed and the build succeeded: restart into the new binary.
    case rebuilt
    /// Sources changed and the build failed with this line (the old binary keeps serving).
    case buildFailed(String)
}

/// Watches the `.swift` files under a folder (skipping hidden folders and `.build*` ones) by
/// their modification time and size, and rebuilds when any is added, removed or saved.
///
/// `poll()` is one step: the studio calls it twice a second; tests call it directly with a fake
/// builder. A change made while a build runs is caught by the next poll (the snapshot is taken
/// before building).
public final class SourceWatcher: @unchecked Sendable {
    /// The folder watched.
    public let directory: String
    let builder: any StudioBuilder
    let status: StudioStatus?
    private var last: [String: FileStamp]

    /// True until the first poll when the watcher must build once before any change (a debug
    /// studio building its release self).
    private var buildPending: Bool

    /// Watches `directory`; rebuilds with `builder`, reporting on `status`. With `buildFirst` the
    /// first poll builds even if nothing changed.
    public init(directory: String, builder: any StudioBuilder, status: StudioStatus? = nil, buildFirst: Bool = false) {
        self.directory = directory
        self.builder = builder
        self.status = status
        buildPending = buildFirst
        last = Self.scan(directory)
    }

    /// Looks once; builds if the sources changed since the last look (or a first build is pending).
    public func poll() -> WatchEvent {
        let now = Self.scan(directory)
        guard now != last || buildPending else { return .unchanged }
        buildPending = false
        last = now
        status?.buildStarted()
        let error = builder.build()
        status?.buildFinished(error: error)
        return error.map { .buildFailed($0) } ?? .rebuilt
    }

    /// Modification time (ns) and size of a file.
    struct FileStamp: Equatable {
        var modified: Int64
        var size: Int64
    }

    /// The `.swift` files under `directory`, by path relative to it.
    static func scan(_ directory: String) -> [String: FileStamp] {
        var out: [String: FileStamp] = [:]
        let root = URL(fileURLWithPath: directory)
        guard
            let walker = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.contentModificationDateKey, .fileSizeKey, .isDirectoryKey],
                options: [.skipsHiddenFiles])
        else { return out }
        for case let url as URL in walker {
            let name = url.lastPathComponent
            let values = try? url.resourceValues(forKeys: [.contentModificationDateKey, .fileSizeKey, .isDirectoryKey])
            if values?.isDirectory == true {
                if name.hasPrefix(".build") { walker.skipDescendants() }
                continue
            }
            guard name.hasSuffix(".swift") else { continue }
            var st = stat()
            guard stat(url.path, &st) == 0 else { continue }
            let ns = Int64(st.st_mtim.tv_sec) * 1_000_000_000 + Int64(st.st_mtim.tv_nsec)
            out[String(url.path.dropFirst(root.path.count))] = FileStamp(modified: ns, size: Int64(st.st_size))
        }
        return out
    }
}

/// Restarting the studio into a rebuilt binary.
public enum StudioRestart {
    /// The environment variable a restarted studio finds set (it then retries a busy port briefly).
    public static let environmentKey = "CLIPGEN_STUDIO_RESTARTED"

    /// The release build's executable for a debug one (`…/x86_64-unknown-linux-gnu/debug/MyClips`
    /// → `…/release/MyClips`, the last `debug` folder of the path); nil when the path has none.
    public static func releaseExecutable(for executable: String) -> String? {
        var parts = executable.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let i = parts.dropLast().lastIndex(of: "debug") else { return nil }
        parts[i] = "release"
        return parts.joined(separator: "/")
    }

    /// The path of the running executable (read once at start: after a rebuild the link names a
    /// deleted file).
    public static func currentExecutable() -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// Unblocks every signal: in the calling thread only (`thread`, before exec, which keeps that
    /// thread's mask), or the stopping ones (SIGINT, SIGTERM, SIGHUP, SIGQUIT) in the main thread
    /// at start-up, for a studio exec'd by an older one that passed on a blocked mask.
    static func restoreSignals(thread: Bool) {
        var set = sigset_t()
        sigemptyset(&set)
        if thread {
            pthread_sigmask(SIG_SETMASK, &set, nil)
        } else {
            for sig in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] { sigaddset(&set, sig) }
            pthread_sigmask(SIG_UNBLOCK, &set, nil)
        }
    }

    /// `arguments` with every `--port N` / `--port=N` replaced by one `--port <port>` at the end,
    /// so a restart listens where the page already looks (also after `--port 0`).
    public static func arguments(_ arguments: [String], port: Int) -> [String] {
        var out: [String] = []
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            if a == "--port" {
                i += 2
                continue
            }
            if a.hasPrefix("--port=") {
                i += 1
                continue
            }
            out.append(a)
            i += 1
        }
        return out + ["--port", "\(port)"]
    }

    /// Replaces this process with `executable` run with `arguments` (argv[1...]); returns only
    /// if exec failed, with the reason.
    ///
    /// exec keeps the calling thread's signal mask. The studio execs from a worker thread whose
    /// mask blocks SIGINT and SIGTERM (libdispatch's threads block them), so the new process
    /// ignored Ctrl-C and `kill`: the mask is emptied first. (Ignored signals stay ignored, as a
    /// user's `nohup` or a script's `&` asked.)
    public static func exec(_ executable: String, arguments: [String]) -> String {
        setenv(environmentKey, "1", 1)
        restoreSignals(thread: true)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        execv(executable, argv)
        let reason = String(cString: strerror(errno))
        for p in argv { free(p) }
        return "cannot restart into \(executable): \(reason)"
    }
}
