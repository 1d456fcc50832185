import CFFmpeg
#if canImport(Glibc)
    import Glibc
#endif

/// A failure while encoding, decoding or writing a clip or still.
///
/// `description` is one line naming the file and the cause, e.g.
/// `cannot write clips/a.mp4: Permission denied` or
/// `clips/a.mp4: encoding frame 12 failed: Invalid argument` (FFmpeg's own `av_strerror` text).
public struct EncodeError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The file concerned (the final output path, not the temporary one).
    public var path: String
    /// What failed, with the underlying library or system message.
    public var message: String

    /// An error about the output at `path`.
    public init(path: String, message: String) { self.path = path; self.message = message }

    public var description: String { "\(path): \(message)" }

    /// An FFmpeg call failed with `code` while doing `what`.
    static func ffmpeg(_ code: Int32, _ what: String, path: String) -> EncodeError {
        EncodeError(path: path, message: "\(what) failed: \(averrorString(code))")
    }

    /// A system call failed with the current `errno` while doing `what`.
    static func errno(_ what: String, path: String) -> EncodeError {
        EncodeError(path: path, message: "\(what): \(String(cString: strerror(Glibc.errno)))")
    }
}

/// FFmpeg's text for an error code (`av_strerror`).
public func averrorString(_ code: Int32) -> String {
    var buffer = [CChar](repeating: 0, count: Int(cg_av_error_max_string_size()) + 1)
    if av_strerror(code, &buffer, buffer.count) < 0 { return "FFmpeg error \(code)" }
    return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
}

/// Throws `EncodeError.ffmpeg` when `code` is negative; returns it otherwise.
@discardableResult
func check(_ code: Int32, _ what: @autoclosure () -> String, path: String) throws -> Int32 {
    if code < 0 { throw EncodeError.ffmpeg(code, what(), path: path) }
    return code
}
