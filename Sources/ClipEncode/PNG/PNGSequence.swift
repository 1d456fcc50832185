import ClipPipeline
import ClipRaster
import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// One PNG per frame (`PNGSequenceSink`), for compositors: a folder (`frames/` holds
/// `frame_0000.png`, `frame_0001.png`, …) or a printf-style pattern (`out_%04d.png`).
struct PNGSequenceFormat: OutputFormatDescriptor {
    var displayName: String { "PNG frames" }
    var fileExtension: String { "png" }
    var defaultFPS: Int { 60 }
    var kind: OutputKind { .imageSequence }
    var mimeType: String { "image/png" }
    func defaultPath(base: String) -> String { "\(base)-frames/" }
    func makeSink(path: String, settings: EncoderSettings) throws -> FrameSink { try PNGSequenceSink(path: path) }
    func claims(path: String) -> Bool {
        let name = lastComponent(of: path)
        return path.hasSuffix("/") || (name.contains("%") && name.lowercased().hasSuffix(".png"))
    }
    func outputBytes(path: String) -> Int {
        guard let layout = try? PNGSequenceLayout(path: path) else { return 0 }
        return layout.existingFrames().reduce(0) { total, frame in
            total + (((try? FileManager.default.attributesOfItem(atPath: frame.path)[.size]) as? Int) ?? 0)
        }
    }
}

/// Where the frames of a sequence go: the folder holding them and how frame `i` is named.
///
/// - A path with one `%d` or `%0Nd` in its last component is a pattern: `shots/out_%04d.png` names
///   `shots/out_0000.png`, `shots/out_0001.png`, … (numbers wider than N digits just grow). The
///   pattern must end in `.png` and hold no other `%`.
/// - Any other path is a folder: `frames` or `frames/` holds `frame_0000.png`, … (at least four digits).
///
/// Frame numbers start at 0: frame i is the scene at time i / fps.
public struct PNGSequenceLayout: Sendable, Equatable {
    /// The folder the frames land in (the folder itself, or a pattern's directory).
    public let directory: String
    /// File name part before the frame number.
    public let prefix: String
    /// File name part after the frame number (`.png`).
    public let suffix: String
    /// Minimum digits of the frame number (zero-padded).
    public let digits: Int
    /// Whether the path was a `%d` pattern (else a folder).
    public let isPattern: Bool

    /// The layout `path` names; throws on a malformed pattern.
    public init(path: String) throws {
        var p = path
        while p.count > 1 && p.hasSuffix("/") { p.removeLast() }
        guard !p.isEmpty else { throw EncodeError(path: path, message: "empty output path") }
        let slash = p.lastIndex(of: "/")
        let name = slash.map { String(p[p.index(after: $0)...]) } ?? p
        let dir = slash.map { $0 == p.startIndex ? "/" : String(p[..<$0]) } ?? "."
        guard name.contains("%") else {
            if !path.hasSuffix("/") && name.lowercased().hasSuffix(".png") {
                let stem = name.dropLast(4)
                throw EncodeError(
                    path: path, message: "PNG frames go to a folder or a numbered pattern: try '\(stem)_%04d.png' or '\(stem)/'")
            }
            directory = p; prefix = "frame_"; suffix = ".png"; digits = 4; isPattern = false
            return
        }
        guard !path.hasSuffix("/") else {
            throw EncodeError(path: path, message: "a frame pattern names files, not a folder (drop the trailing '/')")
        }
        // prefix % [0N] d suffix, with exactly one %.
        let parts = name.split(separator: "%", omittingEmptySubsequences: false)
        let spec = parts.count == 2 ? parts[1] : ""
        let pad = spec.prefix { $0.isASCII && $0.isNumber }
        let padOK = pad.isEmpty || (pad.count == 2 && pad.first == "0" && pad.last != "0")
        guard parts.count == 2, padOK, spec.dropFirst(pad.count).first == "d" else {
            throw EncodeError(path: path, message: "a frame pattern holds one %d or %0Nd (such as out_%04d.png) and no other %")
        }
        let post = spec.dropFirst(pad.count + 1)
        guard post.lowercased().hasSuffix(".png") else {
            throw EncodeError(path: path, message: "a PNG frame pattern must end in .png")
        }
        directory = dir; prefix = String(parts[0]); suffix = String(post)
        digits = pad.isEmpty ? 1 : Int(pad.dropFirst())!
        isPattern = true
    }

    /// The file name of frame `index`.
    public func fileName(_ index: Int) -> String {
        let n = String(index)
        return prefix + String(repeating: "0", count: max(0, digits - n.count)) + n + suffix
    }

    /// The frame number a file name stands for, if it is one of this layout's names.
    public func frameIndex(ofFileName name: String) -> Int? {
        guard name.count > prefix.count + suffix.count, name.hasPrefix(prefix), name.hasSuffix(suffix) else { return nil }
        let number = name.dropFirst(prefix.count).dropLast(suffix.count)
        guard number.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        // Zero-padded to at least `digits`, and no extra leading zero beyond that.
        if number.count > digits && number.first == "0" { return nil }
        if number.count < digits { return nil }
        return Int(number)
    }

    /// The frames of this layout on disk now, by frame number.
    func existingFrames() -> [(index: Int, path: String)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.compactMap { n in frameIndex(ofFileName: n).map { ($0, "\(directory)/\(n)") } }.sorted { $0.index < $1.index }
    }
}

/// Writes each frame as a PNG (`PNGCodec`: straight alpha, bit-exact, so the same frames give the same
/// bytes) into a hidden folder beside the output, `.<name>.partial-<pid>`, and publishes them only
/// when every frame is written:
/// - a folder output: the finished folder is renamed into place. An existing folder at that path is
///   replaced only if it holds nothing but frames of this layout (anything else is an error before
///   the first frame), so a mistyped `-o ~/Documents` cannot delete anything;
/// - a pattern output: each file is renamed into the pattern's directory, and frames of the same
///   pattern numbered beyond the new clip's last frame (left by a longer earlier run) are removed.
///
/// `cancel()` (a failure or Ctrl-C) removes the hidden folder: nothing appears under the final names.
public final class PNGSequenceSink: FrameSink {
    /// The folder or pattern given.
    public let path: String
    /// Where each frame goes.
    public let layout: PNGSequenceLayout
    /// Frames written so far.
    public private(set) var framesWritten = 0

    private let staging: String
    private var started = false
    private var done = false

    /// A sink writing one PNG per frame as `path` says; throws on a malformed pattern.
    public init(path: String) throws {
        self.path = path
        layout = try PNGSequenceLayout(path: path)
        let base = layout.isPattern ? layout.directory : parentDirectory(of: layout.directory)
        let name = layout.isPattern ? layout.prefix + "N" + layout.suffix : lastComponent(of: layout.directory)
        staging = (base == "/" ? "" : base) + "/.\(name).partial-\(getpid())"
    }

    deinit { if started && !done { removeStaging() } }

    public func begin(format: FrameFormat) throws {
        precondition(!started, "PNGSequenceSink.begin called twice")
        guard format.width > 0, format.height > 0 else {
            throw EncodeError(path: path, message: "invalid frame size \(format.width)x\(format.height)")
        }
        let parent = layout.isPattern ? layout.directory : parentDirectory(of: layout.directory)
        try checkWritableDirectory(parent)
        if !layout.isPattern {
            var st = stat()
            if lstat(layout.directory, &st) == 0 {
                guard (st.st_mode & S_IFMT) == S_IFDIR else {
                    throw EncodeError(path: path, message: "\(layout.directory) exists and is not a folder")
                }
                let names = (try? FileManager.default.contentsOfDirectory(atPath: layout.directory)) ?? []
                if let other = names.sorted().first(where: { layout.frameIndex(ofFileName: $0) == nil }) {
                    throw EncodeError(path: path, message: "the folder holds '\(other)', which is not a frame; name an empty or new folder")
                }
            }
        }
        // Registered first: a signal between the two would otherwise leave the folder behind.
        TemporaryFiles.register(staging, isDirectory: true)
        if mkdir(staging, 0o755) != 0 {
            let error = EncodeError.errno("cannot create a temporary folder", path: path)
            TemporaryFiles.unregister(staging)
            throw error
        }
        started = true
    }

    public func consume(frame: PixmapView, index: Int) throws {
        guard started, !done else { throw EncodeError(path: path, message: "frame written outside begin/finish") }
        guard index == framesWritten else {
            throw EncodeError(path: path, message: "frame \(index) arrived out of order (expected \(framesWritten))")
        }
        let bytes = try PNGCodec.encode(frame, path: path)
        try writeFile(bytes, to: "\(staging)/\(layout.fileName(index))")
        framesWritten += 1
    }

    public func finish() throws {
        guard started, !done else { throw EncodeError(path: path, message: "finish called before begin") }
        do {
            guard framesWritten > 0 else { throw EncodeError(path: path, message: "no frames to write") }
            if layout.isPattern { try publishPattern() } else { try publishFolder() }
            TemporaryFiles.unregister(staging)
            done = true
        } catch {
            cancel()
            throw error
        }
    }

    public func cancel() {
        if started { removeStaging() }
        done = true
    }

    // MARK: - Publishing

    private func publishFolder() throws {
        let final = layout.directory
        var st = stat()
        var aside: String?
        if lstat(final, &st) == 0 {
            // Checked at `begin`; checked again in case the folder changed meanwhile.
            let names = (try? FileManager.default.contentsOfDirectory(atPath: final)) ?? []
            if names.contains(where: { layout.frameIndex(ofFileName: $0) == nil }) {
                throw EncodeError(path: path, message: "the folder now holds files that are not frames; nothing was replaced")
            }
            let old = staging.replacingOccurrences(of: ".partial-", with: ".old-")
            if rename(final, old) != 0 { throw EncodeError.errno("cannot move the old frames aside", path: path) }
            aside = old
        }
        if rename(staging, final) != 0 {
            let err = EncodeError.errno("cannot rename the temporary folder", path: path)
            if let aside { rename(aside, final) }
            throw err
        }
        if let aside { removeFrames(in: aside, layout: layout); rmdir(aside) }
    }

    private func publishPattern() throws {
        for i in 0..<framesWritten {
            let name = layout.fileName(i)
            if rename("\(staging)/\(name)", "\(layout.directory)/\(name)") != 0 {
                throw EncodeError.errno("cannot rename \(name) into place", path: path)
            }
        }
        // Frames of an earlier, longer clip under the same pattern would read as part of this one.
        for stale in layout.existingFrames() where stale.index >= framesWritten { unlink(stale.path) }
        rmdir(staging)
    }

    private func removeStaging() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: staging)) ?? []
        for n in names { unlink("\(staging)/\(n)") }
        rmdir(staging)
        TemporaryFiles.unregister(staging)
    }

    private func removeFrames(in dir: String, layout: PNGSequenceLayout) {
        for n in (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? [] where layout.frameIndex(ofFileName: n) != nil {
            unlink("\(dir)/\(n)")
        }
    }

    private func checkWritableDirectory(_ dir: String) throws {
        var st = stat()
        if stat(dir, &st) != 0 { throw EncodeError(path: path, message: "output directory \(dir) does not exist") }
        if (st.st_mode & S_IFMT) != S_IFDIR { throw EncodeError(path: path, message: "\(dir) is not a directory") }
        if access(dir, W_OK) != 0 { throw EncodeError(path: path, message: "output directory \(dir) is not writable") }
    }

    private func writeFile(_ bytes: [UInt8], to file: String) throws {
        let fd = open(file, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        if fd < 0 { throw EncodeError.errno("cannot write a frame", path: path) }
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, bytes.count - offset) }
            if n < 0 {
                if errno == EINTR { continue }
                let err = EncodeError.errno("write failed", path: path)
                close(fd)
                throw err
            }
            offset += n
        }
        if close(fd) != 0 { throw EncodeError.errno("write failed", path: path) }
    }
}

private func parentDirectory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
}

private func lastComponent(of path: String) -> String {
    path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
}
