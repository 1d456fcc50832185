import ClipSceneKit
import Foundation

/// `clipgen gallery --merge DIR... --directory OUT`: gathers shard folders into one gallery.
///
/// Each shard folder holds its outputs and a `manifest.json`. The merge checks that every shard
/// comes from the same clipgen build, copies each listed output into OUT (a file or a PNG-sequence
/// folder; atomically, replacing what is there), refuses two shards that list the same file with
/// different keys, and writes OUT's manifest (the union) and `index.html` built from it. The
/// result is byte-identical to rendering the same gallery in one process.
enum GalleryMerge {
    static func merge(_ sources: [String], into directory: String, quiet: Bool, extra: [any Scene] = []) throws {
        let fm = FileManager.default
        try OutputPath.check(directory + "/index.html", createDefaultDirectory: true)
        var build: String?
        var byFile: [String: (entry: GalleryManifest.Entry, from: String)] = [:]
        for dir in sources {
            let m = try GalleryManifest.require(directory: dir)
            if let build, build != m.build {
                throw CLIError(message: "\(dir): made by another clipgen build than \(sources[0]); render every shard with one build")
            }
            build = m.build
            for e in m.entries {
                if let seen = byFile[e.file], seen.entry != e {
                    throw CLIError(message: "\(e.file) differs between \(seen.from) and \(dir); shards must not overlap")
                }
                byFile[e.file] = (e, dir)
            }
        }
        let outDir = URL(fileURLWithPath: directory).standardizedFileURL.path
        for (file, item) in byFile.sorted(by: { $0.key < $1.key }) {
            let name = file.hasSuffix("/") ? String(file.dropLast()) : file
            let src = URL(fileURLWithPath: item.from).appendingPathComponent(name).standardizedFileURL.path
            let dst = URL(fileURLWithPath: outDir).appendingPathComponent(name).path
            guard fm.fileExists(atPath: src) else { throw CLIError(message: "\(src): listed in its manifest but missing") }
            if src == dst { continue }
            let tmp = URL(fileURLWithPath: outDir).appendingPathComponent(".\(name).merge-\(getpid())").path
            do {
                try? fm.removeItem(atPath: tmp)
                try fm.copyItem(atPath: src, toPath: tmp)
                if fm.fileExists(atPath: dst) && isDirectory(dst) { try fm.removeItem(atPath: dst) }
                if rename(tmp, dst) != 0 { throw CLIError(message: "cannot rename into \(dst): \(String(cString: strerror(errno)))") }
            } catch let e as CLIError {
                try? fm.removeItem(atPath: tmp); throw e
            } catch {
                try? fm.removeItem(atPath: tmp); throw CLIError(message: "\(dst): \(error.localizedDescription)")
            }
        }
        let manifest = GalleryManifest(build: build ?? "", entries: byFile.values.map(\.entry))
        try manifest.write(directory: directory)
        let indexPath = directory + "/index.html"
        do { try atomicWrite(Data(manifest.page(extra: extra).utf8), to: indexPath) } catch {
            throw CLIError(message: "\(indexPath): \(error.localizedDescription)")
        }
        if !quiet { printNotice("gallery: merged \(byFile.count) outputs from \(sources.count) shard folders → \(indexPath)") }
        print(indexPath)
    }

    static func isDirectory(_ path: String) -> Bool {
        var d: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &d) && d.boolValue
    }
}
