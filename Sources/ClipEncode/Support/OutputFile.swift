#if canImport(Glibc)
    import Glibc
#endif

/// Where an output path really leads, decided once before anything is written.
///
/// ```swift
/// switch OutputDestination(path: "-") { case .standardOutput: …; case .stream(let node): …; case .file(let target): … }
/// ```
/// - `-` is standard output.
/// - A device node, FIFO or socket (through any symlinks) is a stream: written in place, never
///   renamed over, so `-o /dev/null` or a named pipe read by a player leave the node as it was.
/// - Anything else (a regular file or a path that does not exist yet) is a file, named by its
///   symlink-resolved target, so that replacing it keeps the link and writes where the link points.
public enum OutputDestination: Equatable, Sendable {
    /// `-`: write to standard output.
    case standardOutput
    /// A device node, FIFO or socket: written in place.
    case stream(path: String)
    /// A regular file (or a new path), by its symlink-resolved target: written to a temporary file and renamed.
    case file(target: String)

    /// Classifies `path` (follows symlinks).
    public init(path: String) {
        if path == "-" { self = .standardOutput; return }
        // stat follows links: `/dev/stdout` → `/proc/self/fd/1` → a pipe is a stream, opened by its own name.
        var st = stat()
        if stat(path, &st) == 0 {
            let type = st.st_mode & S_IFMT
            if type == S_IFCHR || type == S_IFBLK || type == S_IFIFO || type == S_IFSOCK {
                self = .stream(path: path); return
            }
        }
        self = .file(target: OutputDestination.resolveLinks(path))
    }

    /// Whether the output is written front to back without seeking or renaming (stdout, a device, a FIFO).
    public var isStream: Bool { if case .file = self { false } else { true } }

    /// `path` with every symlink along its last component followed (relative targets are read
    /// against the link's folder); a dangling link resolves to the path it names. Gives up after 40 hops.
    static func resolveLinks(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {
            var st = stat()
            guard lstat(current, &st) == 0, (st.st_mode & S_IFMT) == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let n = readlink(current, &buffer, Int(PATH_MAX))
            guard n > 0 else { return current }
            let link = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if link.hasPrefix("/") {
                current = link
            } else {
                let slash = current.lastIndex(of: "/")
                current = (slash.map { String(current[...$0]) } ?? "") + link
            }
        }
        return current
    }
}

/// The temporary file beside an output path, published by rename when complete; or, for a stream
/// destination (standard output, a device, a FIFO, a socket), the destination itself, written in
/// place and never renamed or removed.
///
/// For a file, `partialPath` is `<dir>/.<name>.partial-<pid>` beside the symlink-resolved target:
/// in the same directory, so `rename(2)` is atomic, an interrupted run never leaves a truncated
/// file under the final name, and a symlink named as the output survives. Replacing an existing
/// file keeps its permission bits.
///
/// Not thread-safe; one instance per output.
package struct OutputFile {
    /// The path as given (used in messages).
    let path: String
    let destination: OutputDestination
    /// Where bytes are written: the partial file, or the stream itself (`/dev/stdout` for `-`).
    let partialPath: String
    /// The final file `publish()` renames onto (the resolved target; the stream itself for streams).
    let targetPath: String

    init(path: String) {
        self.path = path
        destination = OutputDestination(path: path)
        switch destination {
        case .standardOutput:
            targetPath = "/dev/stdout"; partialPath = targetPath
        case .stream(let node):
            targetPath = node; partialPath = node
        case .file(let target):
            targetPath = target
            let slash = target.lastIndex(of: "/")
            let dir = slash.map { String(target[...$0]) } ?? ""
            let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
            partialPath = "\(dir).\(name).partial-\(getpid())"
            // Removed by a forced exit (a signal) until published or discarded.
            TemporaryFiles.register(partialPath)
        }
    }

    /// Whether the output is written in place, front to back (no seeking, no rename).
    var isStream: Bool { destination.isStream }

    /// The URL libavformat opens for writing: `pipe:1` for standard output, else a `file:` URL
    /// (so a colon in the name is not read as a protocol).
    var avioURL: String {
        if case .standardOutput = destination { return "pipe:1" }
        return partialPath.hasPrefix("/") ? "file:\(partialPath)" : "file:./\(partialPath)"
    }

    /// A scratch file name: `<dir>/.<name>.<tag>-<pid>` beside a file output; in `$TMPDIR` (else
    /// `/tmp`) for a stream, whose folder (`/dev`, a pipe's) is no place for scratch files.
    func scratchPath(_ tag: String) -> String {
        if isStream {
            let tmp = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
            return "\(tmp)/.clipgen-\(tag)-\(getpid())"
        }
        let slash = targetPath.lastIndex(of: "/")
        let dir = slash.map { String(targetPath[...$0]) } ?? ""
        let name = slash.map { String(targetPath[targetPath.index(after: $0)...]) } ?? targetPath
        return "\(dir).\(name).\(tag)-\(getpid())"
    }

    /// The directory part of the target ("." when it has none).
    var directory: String {
        guard let slash = targetPath.lastIndex(of: "/") else { return "." }
        return slash == targetPath.startIndex ? "/" : String(targetPath[..<slash])
    }

    /// Fails with a one-line error when the output directory is missing or not writable (files only).
    func checkDirectory() throws {
        if isStream { return }
        var st = stat()
        if stat(directory, &st) != 0 {
            throw EncodeError(path: path, message: "output directory \(directory) does not exist")
        }
        if (st.st_mode & S_IFMT) != S_IFDIR {
            throw EncodeError(path: path, message: "\(directory) is not a directory")
        }
        if access(directory, W_OK) != 0 {
            throw EncodeError(path: path, message: "output directory \(directory) is not writable")
        }
    }

    /// Opens the place bytes go for writing: a new partial file, or the stream as it is (never
    /// created or truncated: a device or FIFO that vanished is an error, not a new regular file).
    func openForWriting() throws -> Int32 {
        let fd: Int32
        switch destination {
        case .standardOutput: fd = dup(STDOUT_FILENO)
        case .stream: fd = open(partialPath, O_WRONLY | O_CLOEXEC)
        case .file: fd = open(partialPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        }
        if fd < 0 { throw EncodeError.errno("cannot write", path: path) }
        return fd
    }

    /// Writes `bytes` to the partial file (or the stream) in one go.
    func writePartial(_ bytes: [UInt8]) throws {
        let fd = try openForWriting()
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, bytes.count - offset) }
            if n < 0 {
                if errno == EINTR { continue }
                let err = EncodeError.errno("write failed", path: path)
                close(fd); discard()
                throw err
            }
            offset += n
        }
        if close(fd) != 0 {
            let err = EncodeError.errno("write failed", path: path)
            discard()
            throw err
        }
    }

    /// Renames the partial file onto the target, giving it the replaced file's permission bits.
    /// Nothing to do for a stream.
    func publish() throws {
        guard !isStream else { return }
        var old = stat()
        if lstat(targetPath, &old) == 0, (old.st_mode & S_IFMT) == S_IFREG {
            _ = chmod(partialPath, old.st_mode & 0o7777)
        }
        if rename(partialPath, targetPath) != 0 {
            let err = EncodeError.errno("cannot rename temporary file", path: path)
            discard()
            throw err
        }
        TemporaryFiles.unregister(partialPath)
    }

    /// Removes the partial file if present (never a stream). Never fails.
    func discard() {
        guard !isStream else { return }
        unlink(partialPath)
        TemporaryFiles.unregister(partialPath)
    }

    /// Writes `bytes` to `path` atomically (partial file, then rename), or straight into a stream.
    package static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        let file = OutputFile(path: path)
        try file.writePartial(bytes)
        try file.publish()
    }
}
