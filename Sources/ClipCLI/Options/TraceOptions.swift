import ArgumentParser
import ClipEncode
import ClipPipeline
import Foundation

/// `--trace FILE`: a Chrome trace-event JSON of the pipeline (open it in ui.perfetto.dev): per
/// frame the render and RGBA→YUV conversion on each worker, the encode, and the waits on the ring.
///
/// The trace is an output like `-o`, under the same rules: written to a temporary file and
/// renamed (a symlink keeps pointing where it did), a device or FIFO written in place (never
/// replaced by a regular file), `-` is standard output; naming the same file as a clip is an error.
struct TraceOptions: ParsableArguments {
    @Option(help: "Write a Chrome trace-event JSON of the frame pipeline to this file (open it in ui.perfetto.dev).")
    var trace: String?

    /// A recorder when `--trace` is given (checked writable, and distinct from every path of
    /// `outputs`, first), else nil: no tracing cost.
    func makeRecorder(outputs: [String] = []) throws -> TraceRecorder? {
        guard let trace else { return nil }
        for output in outputs where Self.sameDestination(trace, output) {
            throw CLIError.usage("--trace '\(trace)' and the output '\(output)' are the same file; name another trace file")
        }
        try OutputPath.check(trace, createDefaultDirectory: false)
        return TraceRecorder()
    }

    /// Writes the recorded trace to the `--trace` file.
    func write(_ recorder: TraceRecorder?) throws {
        guard let recorder, let trace else { return }
        do { try OutputFile.writeAtomically([UInt8](recorder.json()), to: trace) } catch let e as EncodeError {
            throw CLIError(message: "--trace \(e.description)")
        }
    }

    /// Whether two output paths lead to the same place: both standard output, the same device or
    /// FIFO, or the same file (after symlinks, `.` and `..`, and the folder's real path).
    static func sameDestination(_ a: String, _ b: String) -> Bool {
        switch (OutputDestination(path: a), OutputDestination(path: b)) {
        case (.standardOutput, .standardOutput): return true
        case (.stream(let x), .stream(let y)): return sameNode(x, y)
        case (.file(let x), .file(let y)): return canonical(x) == canonical(y) || sameNode(x, y)
        default: return false
        }
    }

    private static func sameNode(_ a: String, _ b: String) -> Bool {
        var sa = stat(), sb = stat()
        return stat(a, &sa) == 0 && stat(b, &sb) == 0 && sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino
    }

    /// The absolute path with the folder's real path (the file itself may not exist yet).
    private static func canonical(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let slash = absolute.lastIndex(of: "/")!
        let folder = slash == absolute.startIndex ? "/" : String(absolute[..<slash])
        let name = String(absolute[absolute.index(after: slash)...])
        guard let real = realpath(folder, nil) else { return absolute }
        defer { free(real) }
        return String(cString: real) + "/" + name
    }
}
