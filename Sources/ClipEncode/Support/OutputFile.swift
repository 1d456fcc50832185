#if canImport(Glibc)
import Glibc
#endif

/// The temporary file beside an output path, published by rename when complete.
///
/// `partialPath` is `<dir>/.<name>.partial-<pid>`: in the same directory, so `rename(2)` is atomic
/// and an interrupted run never leaves a truncated file under the final name.
///
/// Not thread-safe; one instance per output.
struct OutputFile {
    let path: String
    let partialPath: String

    init(path: String) {
        self.path = path
        let slash = path.lastIndex(of: "/")
        let dir = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        partialPath = "\(dir).\(name).partial-\(getpid())"
    }

    /// A scratch file name beside the output: `<dir>/.<name>.<tag>-<pid>`.
    func scratchPath(_ tag: String) -> String {
        let slash = path.lastIndex(of: "/")
        let dir = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        return "\(dir).\(name).\(tag)-\(getpid())"
    }

    /// The directory part of `path` (".") when it has none.
    var directory: String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Fails with a one-line error when the output directory is missing or not writable.
    func checkDirectory() throws {
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

    /// Writes `bytes` to the partial file in one go.
    func writePartial(_ bytes: [UInt8]) throws {
        let fd = open(partialPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        if fd < 0 { throw EncodeError.errno("cannot write", path: path) }
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, bytes.count - offset) }
            if n < 0 {
                if errno == EINTR { continue }
                let err = EncodeError.errno("write failed", path: path)
                close(fd); unlink(partialPath)
                throw err
            }
            offset += n
        }
        if close(fd) != 0 {
            let err = EncodeError.errno("write failed", path: path)
            unlink(partialPath)
            throw err
        }
    }

    /// Renames the partial file to the final path.
    func publish() throws {
        if rename(partialPath, path) != 0 {
            let err = EncodeError.errno("cannot rename temporary file", path: path)
            unlink(partialPath)
            throw err
        }
    }

    /// Removes the partial file if present. Never fails.
    func discard() { unlink(partialPath) }

    /// Writes `bytes` to `path` atomically (partial file, then rename).
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        let file = OutputFile(path: path)
        try file.writePartial(bytes)
        try file.publish()
    }
}
