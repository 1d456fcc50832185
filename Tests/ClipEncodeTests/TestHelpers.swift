import Foundation

/// A fresh directory under the system temporary directory, removed on deinit.
final class TemporaryDirectory {
    let path: String
    init() throws {
        let base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array("\(base)/clipgen-test-XXXXXX".utf8CString)
        guard let p = mkdtemp(&template) else { throw CocoaError(.fileWriteUnknown) }
        path = String(cString: p)
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Sorted names of the files in the directory (including hidden ones).
    func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }
}
