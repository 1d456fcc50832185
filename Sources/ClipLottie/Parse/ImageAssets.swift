import ClipEncode
import ClipGeometry
import ClipImage
import ClipRaster
import Foundation

/// One image asset (`assets[i]` with `p`, `u`, `w`, `h`): its decoded pixels and the size the
/// file declares, in points (the image layer draws the pixels stretched to that size).
struct ImageAsset: Sendable {
    var pixmap: Pixmap
    var width: Double
    var height: Double
}

enum ImageAssets {
    /// Decodes the image asset `a`: embedded (`p` a `data:image/png;base64,…` or
    /// `data:image/jpeg;base64,…` URI) or external (`u` + `p`, relative to `directory`, the JSON
    /// file's folder; the current directory when nil). An external file must lie inside that folder
    /// (see `externalFile`). Any failure is one `LottieError` at `a.path`.
    /// `pixelsBefore`: the pixels of the document's images decoded so far; an image whose header
    /// takes the total past `limits.maxTotalImagePixels` is refused before it is decoded.
    static func load(
        _ a: JNode, width: Double, height: Double, directory: String?, limits: LottieLimits, pixelsBefore: Int = 0
    ) throws -> ImageAsset {
        let p = try a.string("p") ?? ""
        let u = try a.string("u") ?? ""
        let pathP = a.path.isEmpty ? "p" : "\(a.path).p"
        guard !p.isEmpty else { throw LottieError(path: pathP, "image asset without a file name or data") }
        let pixmap: Pixmap
        if p.hasPrefix("data:") {
            guard let comma = p.firstIndex(of: ","), p[..<comma].hasSuffix(";base64") else {
                throw LottieError(path: pathP, "embedded image is not a base64 data URI")
            }
            guard let data = Data(base64Encoded: String(p[p.index(after: comma)...]), options: .ignoreUnknownCharacters) else {
                throw LottieError(path: pathP, "embedded image: invalid base64")
            }
            guard !data.isEmpty else { throw LottieError(path: pathP, "embedded image: no data") }
            let bytes = [UInt8](data)
            try checkSize(bytes, path: pathP, limits: limits, pixelsBefore: pixelsBefore)
            do {
                pixmap = try ImageDecoder.decode(bytes, path: "embedded image")
            } catch let e as EncodeError {
                throw LottieError(path: pathP, "embedded image: \(e.message)")
            }
        } else {
            let file = try externalFile(u + p, directory: directory, limits: limits, path: pathP)
            // The header is checked against the pixel limit before decoding.
            if let handle = FileHandle(forReadingAtPath: file) {
                let head = [UInt8](handle.readData(ofLength: 1 << 16))
                try? handle.close()
                try checkSize(head, path: pathP, limits: limits, pixelsBefore: pixelsBefore)
            }
            do {
                pixmap = try Image(contentsOfFile: file).pixmap
            } catch let e as ImageError {
                throw LottieError(path: pathP, "cannot load image '\(u + p)': \(e.reason)")
            }
        }
        // A missing or zero declared size takes the picture's own.
        let w = width > 0 ? width : Double(pixmap.width)
        let h = height > 0 ? height : Double(pixmap.height)
        return ImageAsset(pixmap: pixmap, width: w, height: h)
    }

    /// The real path of the external image `name` (`u` + `p`), which must lie inside `directory`
    /// (the current directory when nil): a Lottie file from the web must not make clipgen read,
    /// and embed in a video, any image on the machine. Refused in one line: an absolute path, a
    /// path that leaves the folder (`..`, or a symlink whose real path is outside it), anything
    /// but a regular file (a folder, a device such as `/dev/zero`, a FIFO) and a file larger than
    /// `limits.maxFileBytes`.
    static func externalFile(_ name: String, directory: String?, limits: LottieLimits, path: String) throws -> String {
        guard !name.hasPrefix("/") else {
            throw LottieError(path: path, "image '\(name)' is an absolute path; external images must be inside the document's folder")
        }
        let folder = directory.flatMap { $0.isEmpty ? nil : $0 } ?? FileManager.default.currentDirectoryPath
        guard let root = realPath(folder) else {
            throw LottieError(path: path, "cannot load image '\(name)': the document's folder cannot be read")
        }
        guard let real = realPath(root + "/" + name) else {
            throw LottieError(
                path: path, "cannot load image '\(name)': \(errno == ENOENT ? "no such file" : String(cString: strerror(errno)))")
        }
        guard root == "/" || real.hasPrefix(root + "/") else {
            throw LottieError(path: path, "image '\(name)' is outside the document's folder; external images must be inside it")
        }
        var st = stat()
        guard stat(real, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else {
            throw LottieError(path: path, "image '\(name)' is not a regular file")
        }
        guard Int(st.st_size) <= limits.maxFileBytes else {
            throw LottieError(path: path, "image '\(name)' is larger than \(limits.maxFileBytes >> 20) MiB")
        }
        return real
    }

    /// `realpath(3)`: `path` with every symlink, `.` and `..` resolved; nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Refuses a PNG or JPEG whose header declares more than `limits.maxImagePixels` pixels, or
    /// takes the document's images (`pixelsBefore` so far) past `limits.maxTotalImagePixels`.
    static func checkSize(_ bytes: [UInt8], path: String, limits: LottieLimits, pixelsBefore: Int = 0) throws {
        guard let (w, h) = pixelSize(bytes) else { return }
        guard Double(w) * Double(h) <= Double(limits.maxImagePixels) else {
            throw LottieError(path: path, "image of \(w)x\(h) pixels is larger than \(limits.maxImagePixels) pixels")
        }
        guard Double(pixelsBefore) + Double(w) * Double(h) <= Double(limits.maxTotalImagePixels) else {
            throw LottieError(path: path, "images larger than \(limits.maxTotalImagePixels >> 20) million pixels together")
        }
    }

    /// Width and height from a PNG's IHDR or a JPEG's first start-of-frame segment.
    static func pixelSize(_ b: [UInt8]) -> (Int, Int)? {
        func be(_ i: Int, _ n: Int) -> Int { (0..<n).reduce(0) { $0 << 8 | Int(b[i + $1]) } }
        if b.count >= 24, b.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return (be(16, 4), be(20, 4)) }
        guard b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
        var i = 2
        while i + 9 < b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }
            if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                return (be(i + 7, 2), be(i + 5, 2))
            }
            i += 2 + be(i + 2, 2)
        }
        return nil
    }
}
