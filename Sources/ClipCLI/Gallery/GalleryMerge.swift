import ClipEncode
import ClipSceneKit
import Foundation

/// `clipgen gallery --merge DIR... --directory OUT`: gathers shard folders into one gallery.
///
/// Everything is checked before OUT changes:
/// - the manifests: one build, equal options, one shard set (`--shard i/N` for every i of one N,
///   each once), every shard complete (as many outputs as its plan gave it), no file listed by two
///   shards with different keys, and every name a plain name inside the folder;
/// - the outputs, copied into a staging folder beside OUT (never through a symlink; a symlink or
///   anything but regular files is refused): each is non-empty, starts like its format (MP4/MOV
///   `ftyp`, GIF, WebM, WebP, PNG) and has the size and content hash its manifest recorded.
///
/// Then OUT's manifest (the union) and `index.html` go into the staging folder, the files already
/// in OUT that the merge does not replace are linked in, and the staging folder takes OUT's place in
/// one rename (an exchange when OUT exists): OUT is either the old folder or the merged one, never
/// a mixture. The result is byte-identical to rendering the same gallery in one process.
enum GalleryMerge {
    static func merge(_ sources: [String], into directory: String, quiet: Bool, extra: [any Scene] = []) throws {
        let shards = try sources.map { ($0, try GalleryManifest.require(directory: $0)) }
        let byFile = try checkManifests(shards)
        let first = shards[0].1

        let target = try targetPath(directory)
        let fm = FileManager.default
        let parent = (target as NSString).deletingLastPathComponent
        let stage = parent + "/." + (target as NSString).lastPathComponent + ".merge-\(getpid())"
        try? fm.removeItem(atPath: stage)
        // Registered first: a signal between the two would otherwise leave the folder behind.
        TemporaryFiles.register(stage, isDirectory: true)
        guard mkdir(stage, 0o755) == 0 else {
            let reason = String(cString: strerror(errno))
            TemporaryFiles.unregister(stage)
            throw CLIError(message: "cannot create \(stage): \(reason)")
        }
        defer {
            try? fm.removeItem(atPath: stage)
            TemporaryFiles.unregister(stage)
        }
        for (file, item) in byFile.sorted(by: { $0.key < $1.key }) {
            let name = plainName(file)
            let src = item.from + "/" + name, dst = stage + "/" + name
            try copyOutput(from: src, to: dst, entry: item.entry, shard: item.from)
        }
        let manifest = GalleryManifest(build: first.build, options: first.options, entries: byFile.values.map(\.entry))
        try manifest.write(directory: stage)
        do { try Data(manifest.page(extra: extra).utf8).write(to: URL(fileURLWithPath: stage + "/index.html")) } catch {
            throw CLIError(message: "\(stage)/index.html: \(describe(error))")
        }
        try carryOver(from: target, into: stage, except: Set(byFile.keys.map(plainName)))
        try swap(stage, into: target)
        let indexPath = directory + "/index.html"
        if !quiet { printNotice("gallery: merged \(byFile.count) outputs from \(sources.count) shard folders → \(indexPath)") }
        print(indexPath)
    }

    /// Checks the shards' manifests against each other; returns every output with the shard it comes from.
    static func checkManifests(_ shards: [(String, GalleryManifest)]) throws -> [String: (entry: GalleryManifest.Entry, from: String)] {
        let (firstDir, first) = shards[0]
        let count = first.shard?.count ?? 1
        var byIndex: [Int: String] = [:]
        var byFile: [String: (entry: GalleryManifest.Entry, from: String)] = [:]
        for (dir, m) in shards {
            if m.build != first.build {
                throw CLIError(message: "\(dir): made by another clipgen build than \(firstDir); render every shard with one build")
            }
            if m.options != first.options {
                let keys = Set(m.options.keys).union(first.options.keys).sorted().filter { m.options[$0] != first.options[$0] }
                let diff = keys.map { "\($0) \(m.options[$0] ?? "unset") vs \(first.options[$0] ?? "unset")" }.joined(separator: ", ")
                throw CLIError(
                    message: "\(dir): rendered with other options than \(firstDir) (\(diff)); render every shard with one command")
            }
            let shard = m.shard ?? GalleryManifest.Shard(index: 0, count: 1, outputs: m.entries.count)
            guard shard.count == count, (0..<count).contains(shard.index) else {
                throw CLIError(
                    message: "\(dir): shard \(shard.index)/\(shard.count), but \(firstDir) is one of \(count) shards; merge one set")
            }
            if let other = byIndex[shard.index] {
                throw CLIError(message: "\(dir) and \(other) are both shard \(shard.index)/\(count); merge each shard once")
            }
            byIndex[shard.index] = dir
            if m.entries.count != shard.outputs {
                throw CLIError(
                    message:
                        "\(dir): shard \(shard.index)/\(count) holds \(m.entries.count) of its \(shard.outputs) outputs (failed or interrupted); render it again"
                )
            }
            for e in m.entries {
                guard isPlainName(e.file) else {
                    throw CLIError(message: "\(dir): its manifest lists '\(e.file)', which is not a plain name inside the folder")
                }
                if let seen = byFile[e.file], seen.entry != e {
                    throw CLIError(message: "\(e.file) differs between \(seen.from) and \(dir); shards must not overlap")
                }
                byFile[e.file] = (e, dir)
            }
        }
        let missing = (0..<count).filter { byIndex[$0] == nil }
        if !missing.isEmpty {
            let names = missing.prefix(5).map { "\($0)/\(count)" }.joined(separator: ", ") + (missing.count > 5 ? ", …" : "")
            throw CLIError(
                message:
                    "shard\(missing.count == 1 ? "" : "s") \(names) \(missing.count == 1 ? "is" : "are") missing (got \(byIndex.count) of \(count)); merge every shard of the set"
            )
        }
        return byFile
    }

    /// A manifest's file name: one path component (a PNG sequence: plus `/`), not hidden, not `..`,
    /// and not one of the files the merge writes itself.
    static func isPlainName(_ file: String) -> Bool {
        let name = plainName(file)
        return !name.isEmpty && !name.contains("/") && !name.hasPrefix(".") && !name.contains("\0")
            && ![GalleryManifest.fileName, "index.html"].contains(name)
    }

    static func plainName(_ file: String) -> String { file.hasSuffix("/") ? String(file.dropLast()) : file }

    /// OUT with symlinks resolved (a symlinked gallery folder stays a symlink: its target is replaced);
    /// its folder must exist, and OUT be a folder when it exists.
    static func targetPath(_ directory: String) throws -> String {
        let url = URL(fileURLWithPath: directory).standardizedFileURL.resolvingSymlinksInPath()
        let path = url.path
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDir), !isDir.boolValue {
            throw CLIError.usage("--directory '\(directory)' is not a folder")
        }
        let parent = url.deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: parent, isDirectory: &isDir), isDir.boolValue else {
            throw CLIError(message: "output directory '\(parent)' does not exist")
        }
        guard access(parent, W_OK) == 0 else { throw CLIError(message: "output directory '\(parent)' is not writable") }
        return path
    }

    /// Copies one output (a file, or a PNG sequence's folder of files) without following symlinks,
    /// then checks the copy: regular files only, non-empty, its format's header, the recorded size and hash.
    static func copyOutput(from src: String, to dst: String, entry: GalleryManifest.Entry, shard: String) throws {
        func fail(_ why: String) -> CLIError { CLIError(message: "\(src): \(why); the shard \(shard) is damaged, render it again") }
        var st = stat()
        guard lstat(src, &st) == 0 else { throw fail("listed in its manifest but missing") }
        let isSequence = entry.kind == OutputFormat.pngSequence.rawValue
        switch st.st_mode & S_IFMT {
        case S_IFREG where !isSequence:
            try copyRegular(src, dst, fail)
            try checkHeader(dst, kind: entry.kind, fail)
        case S_IFDIR where isSequence:
            guard mkdir(dst, 0o755) == 0 else { throw CLIError(message: "cannot create \(dst): \(String(cString: strerror(errno)))") }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: src)) ?? []
            guard !names.isEmpty else { throw fail("an empty folder") }
            for name in names.sorted() {
                try copyRegular(src + "/" + name, dst + "/" + name, fail)
                try checkHeader(dst + "/" + name, kind: GalleryManifest.posterKind, fail)
            }
        case S_IFLNK: throw fail("a symlink (outputs are copied only as regular files)")
        default: throw fail(isSequence ? "not a folder of PNG frames" : "not a regular file")
        }
        let size = OutputFormat(rawValue: entry.kind)?.outputBytes(path: dst) ?? OutputFormat.mp4.outputBytes(path: dst)
        guard size == entry.bytes else { throw fail("\(size) bytes, its manifest says \(entry.bytes)") }
        guard ContentHash.of(path: dst) == entry.hash else { throw fail("its content hash differs from its manifest's") }
    }

    /// Copies a regular file's bytes (opened with `O_NOFOLLOW`: a symlink is refused, not followed).
    static func copyRegular(_ src: String, _ dst: String, _ fail: (String) -> CLIError) throws {
        let input = open(src, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard input >= 0 else { throw fail(errno == ELOOP ? "a symlink (outputs are copied only as regular files)" : "unreadable") }
        defer { close(input) }
        var st = stat()
        guard fstat(input, &st) == 0, st.st_mode & S_IFMT == S_IFREG else { throw fail("not a regular file") }
        let output = open(dst, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard output >= 0 else { throw CLIError(message: "cannot create \(dst): \(String(cString: strerror(errno)))") }
        defer { close(output) }
        let size = 1 << 20
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let n = read(input, buffer, size)
            if n < 0 { if errno == EINTR { continue }; throw fail("unreadable (\(String(cString: strerror(errno))))") }
            if n == 0 { return }
            var done = 0
            while done < n {
                let w = write(output, buffer + done, n - done)
                if w < 0 {
                    if errno == EINTR { continue }
                    throw CLIError(message: "\(dst): \(String(cString: strerror(errno)))")
                }
                done += w
            }
        }
    }

    /// The first bytes of each format (a poster or PNG frame: PNG's signature).
    static func checkHeader(_ path: String, kind: String, _ fail: (String) -> CLIError) throws {
        guard
            let h = FileHandle(forReadingAtPath: path).map({ fh in
                defer { try? fh.close() }; return [UInt8](fh.readData(ofLength: 12))
            })
        else { throw fail("unreadable") }
        func at(_ offset: Int, _ bytes: [UInt8]) -> Bool {
            h.count >= offset + bytes.count && Array(h[offset..<offset + bytes.count]) == bytes
        }
        let png: [UInt8] = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
        let ok: Bool
        switch kind {
        case "mp4", "mov": ok = at(4, Array("ftyp".utf8))
        case "gif": ok = at(0, Array("GIF8".utf8))
        case "webm": ok = at(0, [0x1a, 0x45, 0xdf, 0xa3])
        case "webp": ok = at(0, Array("RIFF".utf8)) && at(8, Array("WEBP".utf8))
        case "apng", GalleryManifest.posterKind: ok = at(0, png)
        default: throw fail("of an unknown kind '\(kind)'")
        }
        guard ok else { throw fail(h.isEmpty ? "empty" : "not \(OutputFormat(rawValue: kind)?.displayName ?? "PNG") data (wrong header)") }
    }

    /// Hard-links (or copies) into `stage` what `target` holds besides the merged outputs, its old
    /// manifest and page: other scenes' clips, the user's files.
    static func carryOver(from target: String, into stage: String, except merged: Set<String>) throws {
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: target) else { return }
        for name in names.sorted() where !merged.contains(name) && ![GalleryManifest.fileName, "index.html"].contains(name) {
            if name.hasSuffix(".merge-\(getpid())") { continue }
            let src = target + "/" + name, dst = stage + "/" + name
            var st = stat()
            guard lstat(src, &st) == 0 else { continue }
            if st.st_mode & S_IFMT == S_IFREG, link(src, dst) == 0 { continue }
            do { try fm.copyItem(atPath: src, toPath: dst) } catch {
                throw CLIError(message: "\(src): cannot keep it in the merged folder (\(describe(error))); nothing was changed")
            }
        }
    }

    /// Puts `stage` in `target`'s place: one rename when there is no target, else an exchange of
    /// the two folders (`renameat2(RENAME_EXCHANGE)`), then the old one is removed.
    static func swap(_ stage: String, into target: String) throws {
        var st = stat()
        if lstat(target, &st) != 0 {
            guard rename(stage, target) == 0 else {
                throw CLIError(message: "cannot rename into \(target): \(String(cString: strerror(errno)))")
            }
            return
        }
        _ = chmod(stage, st.st_mode & 0o7777)
        // renameat2 is a _GNU_SOURCE call Swift's Glibc module does not declare: looked up by name.
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        let renameExchange: UInt32 = 2 // RENAME_EXCHANGE
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2"),
            unsafeBitCast(symbol, to: RenameAt2.self)(AT_FDCWD, stage, AT_FDCWD, target, renameExchange) == 0
        {
            return
        }
        // No exchange (an old kernel or a file system without it): two renames, the old folder moved aside first.
        let old = stage + ".old"
        guard rename(target, old) == 0 else {
            throw CLIError(message: "cannot replace \(target): \(String(cString: strerror(errno))); nothing was changed")
        }
        guard rename(stage, target) == 0 else {
            let why = String(cString: strerror(errno))
            _ = rename(old, target)
            throw CLIError(message: "cannot replace \(target): \(why); nothing was changed")
        }
        _ = rename(old, stage)
        // The old folder is now at `stage`: the caller's cleanup removes it.
    }
}
