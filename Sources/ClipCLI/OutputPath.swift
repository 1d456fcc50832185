import ClipEncode
import Foundation

/// Output-path checks done before any frame is rendered, so bad paths fail fast with one line.
enum OutputPath {
    /// The default output folder, created when missing.
    static let clipsDirectory = "clips"

    /// Ensures `path` can be written: its directory exists (the default `clips/` is created) and
    /// is writable, and the path is not a directory (unless the format writes a folder of frames).
    static func check(_ path: String, format: OutputFormat = .mp4, createDefaultDirectory: Bool) throws {
        let url = URL(fileURLWithPath: path)
        let dir = url.deletingLastPathComponent().path
        var isDir: ObjCBool = false
        if format.kind != .imageSequence, FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue {
            throw CLIError.usage("output path '\(path)' is a directory")
        }
        if !FileManager.default.fileExists(atPath: dir, isDirectory: &isDir) {
            if createDefaultDirectory {
                do { try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true) }
                catch { throw CLIError(message: "cannot create output directory '\(dir)': \(error.localizedDescription)") }
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

    static func defaultPath(scene: String, ext: String) -> String { "\(clipsDirectory)/\(scene).\(ext)" }
}
