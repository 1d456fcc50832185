import ClipEncode
import Foundation

/// Output-path checks done before any frame is rendered, so bad paths fail fast with one line.
package enum OutputPath {
    /// The default output folder, created when missing.
    package static let clipsDirectory = "clips"

    /// Ensures `path` can be written: its directory exists (the default `clips/` is created) and
    /// is writable, and the path is not a directory (unless the format writes a folder of frames).
    package static func check(_ path: String, format: OutputFormat = .mp4, createDefaultDirectory: Bool) throws {
        let destination = OutputDestination(path: path)
        if destination.isStream {
            // Standard output, a device, a FIFO or a socket: written in place, no folder involved.
            guard format.canStream else {
                throw CLIError.usage("\(format.displayName) cannot be streamed to '\(path)'; formats that stream: \(streamingNames)")
            }
            return
        }
        if case .file(let target) = destination, target != path, format.kind != .imageSequence {
            // A symlink: the file written is the one it points to, in that file's folder.
            return try check(target, format: format, createDefaultDirectory: false)
        }
        let url = URL(fileURLWithPath: path)
        let dir = url.deletingLastPathComponent().path
        var isDir: ObjCBool = false
        if format.kind != .imageSequence, FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue {
            throw CLIError.usage("output path '\(path)' is a directory")
        }
        if !FileManager.default.fileExists(atPath: dir, isDirectory: &isDir) {
            if createDefaultDirectory {
                do { try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true) } catch {
                    throw CLIError(message: "cannot create output directory '\(dir)': \(error.localizedDescription)")
                }
            } else {
                throw CLIError(message: "output directory '\(dir)' does not exist")
            }
        } else if !isDir.boolValue {
            throw CLIError(message: "output directory '\(dir)' is not a directory")
        }
        if access(dir, W_OK) != 0 {
            throw CLIError(message: "output directory '\(dir)' is not writable")
        }
    }

    /// `still` and `sheet` write PNG: an output whose extension names anything else (`-o s.mp4`)
    /// is a usage error rather than PNG bytes under a video's name.
    static func checkPNG(_ path: String) throws {
        if let ext = fileExtension(of: path), ext.lowercased() != "png" {
            throw CLIError.usage("'\(path)' names a .\(ext) file, but this command writes a PNG; use a .png name")
        }
    }

    /// The formats that can be written to standard output or a pipe, for messages ("--mp4, --gif").
    static var streamingNames: String { OutputFormat.allCases.filter(\.canStream).map { "--\($0.rawValue)" }.joined(separator: ", ") }

    /// The output's format, from its extension (or its shape: a folder or `%04d.png` pattern is a
    /// PNG sequence) when `-o` is given. A format flag that contradicts the extension, an unknown
    /// extension, or a file name with none are one-line usage errors. Standard output (`-`) and an
    /// existing device or FIFO without an extension take the flag, else MP4.
    package static func format(of path: String, flagged: OutputFormat?) throws -> OutputFormat {
        if flagged == .pngSequence { return .pngSequence } // the sequence layout checks the path itself
        if let claimed = OutputFormat.claiming(path: path) {
            if let flagged, flagged != claimed {
                throw CLIError.usage("--\(flagged.rawValue) contradicts the output '\(path)', which names \(claimed.displayName)")
            }
            return claimed
        }
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue {
            throw CLIError.usage("output path '\(path)' is a directory")
        }
        let ext = fileExtension(of: path)
        let supported = OutputFormat.supportedExtensions.map { ".\($0)" }.joined(separator: ", ")
        guard let ext else {
            if path == "-" || OutputDestination(path: path).isStream { return flagged ?? .mp4 }
            throw CLIError.usage("output '\(path)' has no extension; use one of \(supported), or a folder 'frames/' for PNG frames")
        }
        guard let byExtension = OutputFormat.forExtension(ext) else {
            throw CLIError.usage(
                "unknown output extension '.\(ext)' in '\(path)'; supported: \(supported), or a folder 'frames/' for PNG frames")
        }
        if let flagged, flagged != byExtension {
            throw CLIError.usage("--\(flagged.rawValue) contradicts the extension of '\(path)' (.\(ext) is \(byExtension.displayName))")
        }
        return byExtension
    }

    /// The extension of the path's last component (`nil` for none, or for a dot file's leading dot).
    static func fileExtension(of path: String) -> String? {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        let ext = String(name[name.index(after: dot)...])
        return ext.isEmpty ? nil : ext
    }

    static func defaultPath(scene: String, ext: String) -> String { "\(clipsDirectory)/\(scene).\(ext)" }
}
