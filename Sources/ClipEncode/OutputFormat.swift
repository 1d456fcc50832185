import ClipPipeline
import Foundation

/// Every output format clipgen writes. Each case's descriptor (in its own file under MP4/, GIF/,
/// PNG/ …) says everything the command line, the pipeline and the gallery page need, so adding a
/// format is one descriptor file and one case here.
///
/// ```swift
/// let sink = try OutputFormat.gif.makeSink(path: "clips/a.gif", settings: EncoderSettings())
/// ```
public enum OutputFormat: String, CaseIterable, Sendable, Codable {
    /// H.264 (or HEVC / AV1 with `codec`) in MP4.
    case mp4
    /// Animated GIF with clipgen's own palette encoder.
    case gif
    /// VP9 (or AV1) in WebM; VP9 keeps alpha.
    case webm
    /// ProRes 4444 in QuickTime MOV, with alpha.
    case mov
    /// Animated WebP, lossy or lossless, with alpha.
    case webp
    /// Animated PNG, lossless, with alpha.
    case apng
    /// One PNG file per frame, in a folder or named by a `%04d` pattern.
    case pngSequence = "png-sequence"

    /// The descriptor carrying this format's properties and sink factory.
    public var descriptor: any OutputFormatDescriptor {
        switch self {
        case .mp4: MP4Format()
        case .gif: GIFFormat()
        case .webm: WebMFormat()
        case .mov: MOVFormat()
        case .webp: WebPFormat()
        case .apng: APNGFormat()
        case .pngSequence: PNGSequenceFormat()
        }
    }

    /// A short name for messages and page labels ("MP4", "GIF", "PNG frames").
    public var displayName: String { descriptor.displayName }
    /// The file extension (without dot) of the output or of each of its files.
    public var fileExtension: String { descriptor.fileExtension }
    /// Frames per second used when none is asked for.
    public var defaultFPS: Int { descriptor.defaultFPS }
    /// How the output is laid out and shown.
    public var kind: OutputKind { descriptor.kind }
    /// The media type of the output (or of each file of a sequence).
    public var mimeType: String { descriptor.mimeType }
    /// Whether `gallery` renders this format when no format is named.
    public var inGalleryByDefault: Bool { descriptor.inGalleryByDefault }
    /// The codecs it can carry, the default first (empty: its own encoder only, e.g. GIF).
    public var codecs: [VideoCodec] { descriptor.codecs }
    /// Whether it can be written front to back into a pipe (`-o -`, a FIFO, a device).
    public var canStream: Bool { descriptor.canStream }
    /// The extensions (lowercase, without dot) a single-file output of this format may carry;
    /// empty for a sequence, which is named by its shape (a folder or a `%04d` pattern).
    public var fileExtensions: [String] { kind == .imageSequence ? [] : descriptor.fileExtensions }

    /// The format a file extension (without dot, any case) names, if any.
    public static func forExtension(_ ext: String) -> OutputFormat? {
        let e = ext.lowercased()
        return allCases.first { $0.fileExtensions.contains(e) }
    }

    /// Every extension some format writes, in catalog order (for messages).
    public static var supportedExtensions: [String] { allCases.flatMap(\.fileExtensions) }

    /// The output's default path for a base path without extension (`clips/twitter-launch`).
    public func defaultPath(base: String) -> String { descriptor.defaultPath(base: base) }

    /// The pixel size the output will have for frames of `width × height`.
    public func encodedSize(width: Int, height: Int) -> (width: Int, height: Int) {
        descriptor.encodedSize(width: width, height: height)
    }

    /// A sink writing this format to `path`; throws `EncodeOptionError` for settings it rejects.
    public func makeSink(path: String, settings: EncoderSettings) throws -> FrameSink {
        try descriptor.makeSink(path: path, settings: settings)
    }

    /// Bytes the finished output takes on disk (a sequence sums its files); 0 when unreadable.
    public func outputBytes(path: String) -> Int { descriptor.outputBytes(path: path) }

    /// The format a path names on its own (a folder or `%04d` pattern names a PNG sequence), if any.
    public static func claiming(path: String) -> OutputFormat? {
        allCases.first { $0.descriptor.claims(path: path) }
    }
}

/// How an output is laid out on disk and shown on a page.
public enum OutputKind: Sendable, Equatable {
    /// One file played as video (`<video>`).
    case video
    /// One file shown as an animated image (`<img>`).
    case animatedImage
    /// One file per frame, in a folder or named by a pattern; linked, not embedded.
    case imageSequence
}

/// Encoder settings for every format; each format reads the ones that concern it. Built once from
/// the command line and validated by the option types' initialisers.
public struct EncoderSettings: Sendable, Equatable {
    /// H.264 MP4 settings.
    public var mp4: MP4Options
    /// GIF settings.
    public var gif: GIFOptions
    /// The codec and quality flags for the FFmpeg formats (`--codec`, `--crf`, `--quality`, …).
    public var codec: CodecOptions

    /// Settings with every default (or the given parts).
    public init(mp4: MP4Options = .standard, gif: GIFOptions = .standard, codec: CodecOptions = CodecOptions()) {
        self.mp4 = mp4; self.gif = gif; self.codec = codec
    }
}

/// What a format is: its names, defaults, layout and how to write it. One conforming type per format.
public protocol OutputFormatDescriptor: Sendable {
    /// Human-readable name ("H.264 MP4").
    var displayName: String { get }
    /// The usual file extension, without the dot.
    var fileExtension: String { get }
    /// Frame rate used when the user gives none.
    var defaultFPS: Int { get }
    /// Whether it is a video, an animated image or an image sequence.
    var kind: OutputKind { get }
    /// MIME type for the gallery page's `<source>`.
    var mimeType: String { get }
    /// Whether `gallery` renders it when no format is named (default false: a new format is opt-in).
    var inGalleryByDefault: Bool { get }
    /// Whether it can be written front to back without seeking (default false).
    var canStream: Bool { get }
    /// Extensions a file of this format may carry (default: `fileExtension` alone).
    var fileExtensions: [String] { get }
    /// The codecs it can carry, default first (default: none to choose from).
    var codecs: [VideoCodec] { get }
    /// Output path for a scene when no `-o` is given: `base` plus the extension.
    func defaultPath(base: String) -> String
    /// Pixel size the encoder writes for frames of `width × height` (4:2:0 codecs round up to even).
    func encodedSize(width: Int, height: Int) -> (width: Int, height: Int)
    /// A sink writing this format to `path` with `settings`; throws when a setting does not apply to it.
    func makeSink(path: String, settings: EncoderSettings) throws -> FrameSink
    /// Bytes written at `path` (a file's size, or a sequence folder's total).
    func outputBytes(path: String) -> Int
    /// Whether `path` by its shape alone names this format (used only when no format is asked for).
    func claims(path: String) -> Bool
}

extension OutputFormatDescriptor {
    public var inGalleryByDefault: Bool { false }
    public var canStream: Bool { false }
    public var fileExtensions: [String] { [fileExtension] }
    public var codecs: [VideoCodec] { [] }
    /// `base.fileExtension`.
    public func defaultPath(base: String) -> String { "\(base).\(fileExtension)" }
    /// The frame size unchanged.
    public func encodedSize(width: Int, height: Int) -> (width: Int, height: Int) { (width, height) }
    public func claims(path: String) -> Bool { false }
    /// The file's size in bytes (0 when missing).
    public func outputBytes(path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? Int) ?? 0
    }
}
