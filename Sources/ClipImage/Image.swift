import ClipAnimation
import ClipEncode
import ClipGeometry
import ClipRaster
import Foundation

/// A PNG or JPEG image, decoded once with FFmpeg's decoders into premultiplied RGBA pixels, to
/// show as a layer's contents (or draw in a drawing closure, or use as a sprite frame).
///
/// Inside a scene's `build` closure (which cannot throw), set the contents by file: a file that is
/// missing or not an image makes `makeRenderer` throw, naming the scene, the layer and the cause.
/// ```swift
/// let photo = Layer(frame: Rect(20, 80, 335, 220))
/// photo.name = "photo"
/// photo.contents = .image(contentsOfFile: "Assets/beach.jpg")
/// photo.contentsGravity = .resizeAspectFill
/// ```
/// Where errors can be thrown (a `makeRenderer` of your own, a test), load it directly:
/// `layer.contents = .image(try Image(contentsOfFile: path))`.
///
/// `build` runs for every frame, so files are decoded once per process and kept (keyed by the
/// absolute path, re-read when the file's size or modification time changes); every frame gets the
/// same pixmap. Relative paths are relative to the current directory. The pixel conversion is
/// described on `ImageDecoder` (exact for 8-bit PNG; JPEG within a few levels of libjpeg).
public struct Image: Sendable {
    /// The pixels, premultiplied RGBA8. Do not modify them (the pixmap is shared).
    public let pixmap: Pixmap
    /// Width in pixels.
    public var width: Int { pixmap.width }
    /// Height in pixels.
    public var height: Int { pixmap.height }

    /// Decodes (or takes from the process-wide cache) the PNG or JPEG file at `path`. Throws an
    /// `ImageError` naming the file and the cause: missing, unreadable, not PNG or JPEG, corrupt.
    public init(contentsOfFile path: String) throws {
        pixmap = try ImageCache.shared.pixmap(path: path)
    }

    /// `Image(contentsOfFile:)`.
    public init(_ path: String) throws { try self.init(contentsOfFile: path) }

    /// An image of pixels you already have (premultiplied RGBA8).
    public init(pixmap: Pixmap) { self.pixmap = pixmap }
}

/// An image file that cannot be used: missing, unreadable, not PNG or JPEG, or corrupt.
public struct ImageError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The path as given.
    public var path: String
    /// What is wrong.
    public var reason: String
    /// An error about the image at `path`.
    public init(path: String, reason: String) { self.path = path; self.reason = reason }
    /// One line: `cannot load image 'a.png': no such file`.
    public var description: String { "cannot load image '\(path)': \(reason)" }
}

extension LayerContents {
    /// An image as layer contents.
    public static func image(_ image: Image) -> LayerContents { .image(image.pixmap) }

    /// The PNG or JPEG file at `path` as layer contents (decoded once per process, see `Image`).
    /// A file that cannot be loaded gives `.unavailable(reason)`: the layer draws nothing and the
    /// renderer throws a `SceneError` naming the scene, the layer and the cause (from
    /// `makeRenderer` when set while building the tree).
    public static func image(contentsOfFile path: String) -> LayerContents {
        do {
            return .image(try Image(contentsOfFile: path))
        } catch let e as ImageError {
            return .unavailable(e.description)
        } catch {
            return .unavailable("cannot load image '\(path)': \(error)")
        }
    }
}

extension DrawContext {
    /// Draws an image stretched into `rect` (upright), in a drawing closure.
    public mutating func draw(_ image: Image, in rect: Rect, opacity: Double = 1) {
        draw(image.pixmap, in: rect, opacity: opacity)
    }
}

/// Decoded images by absolute path, shared by every frame and thread. An entry is reused while
/// the file's size and modification time are unchanged; failures are not kept (a file may appear).
final class ImageCache: @unchecked Sendable {
    static let shared = ImageCache()
    private let lock = NSLock()
    private struct Entry {
        var size: UInt64
        var modified: Date
        var pixmap: Pixmap
    }
    private var entries: [String: Entry] = [:]

    func pixmap(path: String) throws -> Pixmap {
        guard !path.isEmpty else { throw ImageError(path: path, reason: "the path is empty") }
        let url = URL(fileURLWithPath: path).standardizedFileURL
        let key = url.path
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: key, isDirectory: &isDirectory) else { throw ImageError(path: path, reason: "no such file") }
        if isDirectory.boolValue { throw ImageError(path: path, reason: "it is a directory") }
        guard let attributes = try? fm.attributesOfItem(atPath: key) else {
            throw ImageError(path: path, reason: "cannot read its attributes")
        }
        let size = (attributes[.size] as? NSNumber)?.uint64Value ?? 0
        let modified = attributes[.modificationDate] as? Date ?? .distantPast
        lock.lock()
        defer { lock.unlock() }
        if let e = entries[key], e.size == size, e.modified == modified { return e.pixmap }
        let pixmap: Pixmap
        do {
            pixmap = try ImageDecoder.read(path: key)
        } catch let e as EncodeError {
            throw ImageError(path: path, reason: e.message)
        }
        entries[key] = Entry(size: size, modified: modified, pixmap: pixmap)
        return pixmap
    }
}
