import ClipPipeline
import ClipRaster
#if canImport(Glibc)
    import Glibc
#endif

/// Writes frames as an animated GIF that loops forever, with a palette built from the clip's own
/// frames.
///
/// ```swift
/// let sink = GIFSink(path: "clips/a.gif", options: .standard)
/// try sink.begin(format: format); …consume…; try sink.finish()
/// ```
/// How it works:
/// 1. While frames arrive, each frame's changed rectangle (vs the previous frame) is appended to a
///    spill file beside the output (opened then unlinked at once, so it never outlives the
///    process), and a screen-time-weighted colour histogram is updated (`ColorHistogram`).
/// 2. `finish()` builds one global palette (the clip's exact colours when there are at most
///    `maxColors`, else `PaletteBuilder`: variance median cut + k-means; ≤ 255 colours + 1
///    transparent index), then replays the spill: each shown frame is mapped with
///    an 8×8 ordered dither (`PaletteMapper` for exact nearest colours); pixels whose displayed
///    colour is already at least as close to the source as the newly chosen one, or within
///    `GIFOptions.temporalTolerance` of it, stay as they are;
///    only the bounding rectangle of the pixels that change is written, as LZW, either with
///    transparency for the unchanged pixels or opaque, whichever is smaller. Frames that change
///    nothing extend the previous frame's delay.
/// - Pixels: premultiplied RGBA composited over opaque black (the RGB bytes), like the MP4. With
///   `transparent`, GIF's one transparent index carries alpha: a pixel with alpha below 128 is
///   transparent, any other shows its straight (un-premultiplied) colour at full opacity; the palette
///   is built from the visible pixels only, and every frame is written whole with disposal "restore to
///   background", so nothing smears when a pixel turns transparent (bigger files than the opaque
///   mode's changed rectangles). The straight colour (1, 0, 0) marks transparent pixels internally; a
///   visible pixel of exactly that colour is written as (0, 0, 0).
/// - Timing: see `GIFTiming` (centisecond delays without accumulated rounding; ≥ 2 cs per frame).
/// - Output goes to `.<name>.partial-<pid>` beside `path`, renamed by `finish()`, removed by `cancel()`.
/// - Deterministic: integer pixel paths; palette construction runs in a fixed order.
///
/// Cost while consuming: one compare per pixel plus work proportional to the changed pixels; memory
/// about 9 bytes per pixel plus the 8 MiB histogram; disk: the changed rectangles, run-length coded.
public final class GIFSink: FrameSink {
    /// The output path (or `-` for standard output).
    public let path: String
    /// The palette and dither settings.
    public let options: GIFOptions
    /// Alpha through the transparent index (see above).
    public let transparent: Bool
    /// The packed colour that stands for "transparent" in transparent mode.
    static let clearPixel: UInt32 = 0x00_0001
    /// Frames consumed so far.
    public private(set) var framesConsumed = 0
    /// After `finish`: frames written to the GIF (≤ frames consumed; see `GIFTiming`), palette size.
    public private(set) var framesWritten = 0
    /// Colours in the palette, known after the first frames are seen.
    public private(set) var paletteSize = 0

    private let file: OutputFile
    private var format: FrameFormat?
    private var spill: UnsafeMutablePointer<FILE>?
    private var previous: [UInt32] = [] // last frame, packed r | g << 8 | b << 16
    private var since: [Int32] = [] // frame index since which each pixel has its colour
    private var histogram: ColorHistogram?
    private var spillBuffer: [UInt8] = []
    private var rectPixels: [UInt32] = []
    private var straightRow: Pixmap?
    private var done = false

    /// A sink writing a GIF to `path` (written to a temporary file and renamed when finished);
    /// `transparent` carries alpha through the transparent index.
    public init(path: String, options: GIFOptions = .standard, transparent: Bool = false) {
        self.path = path
        self.options = options
        self.transparent = transparent
        file = OutputFile(path: path)
    }

    deinit { if !done { closeSpill(); file.discard() } }

    public func begin(format: FrameFormat) throws {
        precondition(self.format == nil, "GIFSink.begin called twice")
        guard (1...65535).contains(format.width), (1...65535).contains(format.height) else {
            throw EncodeError(path: path, message: "invalid GIF size \(format.width)x\(format.height): must be 1...65535")
        }
        guard (1...1000).contains(format.fps) else {
            throw EncodeError(path: path, message: "invalid frame rate \(format.fps): must be in 1...1000")
        }
        try file.checkDirectory()
        let spillPath = file.scratchPath("frames")
        guard let f = fopen(spillPath, "w+b") else { throw EncodeError.errno("cannot write", path: path) }
        unlink(spillPath)
        spill = f
        self.format = format
        let n = format.width * format.height
        previous = [UInt32](repeating: 0, count: n)
        since = [Int32](repeating: 0, count: n)
        histogram = ColorHistogram()
        if transparent { straightRow = Pixmap(width: format.width, height: 1) }
    }

    public func consume(frame: PixmapView, index: Int) throws {
        guard let format, let spill else { throw EncodeError(path: path, message: "consume called before begin") }
        guard frame.width == format.width, frame.height == format.height else {
            throw EncodeError(
                path: path, message: "frame \(index) is \(frame.width)x\(frame.height), expected \(format.width)x\(format.height)")
        }
        guard index == framesConsumed else {
            throw EncodeError(path: path, message: "frame \(index) arrived out of order (expected \(framesConsumed))")
        }
        let w = format.width, h = format.height
        var rect = GIFRect.empty
        let frameIndex = Int32(index)
        let clearMode = transparent, clearPixel = Self.clearPixel
        let scratch = straightRow?.view
        previous.withUnsafeMutableBufferPointer { prev in
            since.withUnsafeMutableBufferPointer { since in
                for y in 0..<h {
                    var row = frame.row(y)
                    if let scratch {
                        StraightAlpha.unpremultiplyRow(row, scratch.base, count: w)
                        row = scratch.base
                    }
                    var minX = Int.max, maxX = -1
                    for x in 0..<w {
                        let p = row + x * 4
                        var c = UInt32(p[0]) | UInt32(p[1]) << 8 | UInt32(p[2]) << 16
                        if clearMode { c = p[3] < 128 ? clearPixel : (c == clearPixel ? 0 : c) }
                        let i = y * w + x
                        if index == 0 {
                            prev[i] = c
                        } else if prev[i] != c {
                            if !clearMode || prev[i] != clearPixel { histogram!.add(prev[i], weight: UInt64(frameIndex - since[i])) }
                            since[i] = frameIndex
                            prev[i] = c
                            minX = min(minX, x); maxX = x
                        }
                    }
                    if maxX >= 0 { rect.include(x0: minX, x1: maxX + 1, y: y) }
                }
            }
        }
        if index == 0 { rect = GIFRect(x0: 0, y0: 0, x1: w, y1: h) }

        // Spill record: x0, y0, x1, y1, payload byte count (Int32 LE), then the rectangle's
        // pixels row by row, run-length coded (`PackBits24`).
        spillBuffer.removeAll(keepingCapacity: true)
        spillBuffer.append(contentsOf: repeatElement(0, count: 20))
        if !rect.isEmpty {
            rectPixels.removeAll(keepingCapacity: true)
            for y in rect.y0..<rect.y1 { rectPixels.append(contentsOf: previous[(y * w + rect.x0)..<(y * w + rect.x1)]) }
            rectPixels.withUnsafeBufferPointer { PackBits24.encode($0, into: &spillBuffer) }
            let fields = [rect.x0, rect.y0, rect.x1, rect.y1, spillBuffer.count - 20]
            for (k, v) in fields.enumerated() {
                let u = UInt32(truncatingIfNeeded: v)
                for b in 0..<4 { spillBuffer[k * 4 + b] = UInt8(truncatingIfNeeded: u >> (8 * UInt32(b))) }
            }
        }
        let written = spillBuffer.withUnsafeBytes { fwrite($0.baseAddress!, 1, $0.count, spill) }
        if written != spillBuffer.count { throw EncodeError.errno("cannot write temporary frame data", path: path) }
        framesConsumed += 1
    }

    public func finish() throws {
        guard let format, let spill, var histogram else { throw EncodeError(path: path, message: "finish called before begin") }
        self.histogram = nil // drop the stored copy so adding below does not copy 8 MiB
        do {
            guard framesConsumed > 0 else { throw EncodeError(path: path, message: "no frames to write") }
            let n = Int32(framesConsumed)
            for i in 0..<previous.count where !transparent || previous[i] != Self.clearPixel {
                histogram.add(previous[i], weight: UInt64(n - since[i]))
            }
            var palette: [PaletteColor]
            if let exact = histogram.exactColors(), exact.count <= options.maxColors {
                // Few colours: use them exactly (bins could merge nearby colours).
                palette = exact.map { PaletteColor(UInt8($0 & 0xff), UInt8($0 >> 8 & 0xff), UInt8($0 >> 16 & 0xff)) }
            } else {
                palette = PaletteBuilder.build(histogram.samples(), maxColors: options.maxColors)
            }
            if palette.isEmpty { palette = [PaletteColor(0, 0, 0)] } // every pixel of every frame transparent
            paletteSize = palette.count
            if fflush(spill) != 0 || fseek(spill, 0, SEEK_SET) != 0 {
                throw EncodeError.errno("cannot read temporary frame data", path: path)
            }
            var encoder = GIFFrameEncoder(
                width: format.width, height: format.height, palette: palette,
                timing: GIFTiming(fps: format.fps, frameCount: framesConsumed),
                ditherAmplitude: options.ditherAmplitude, temporalTolerance: options.temporalTolerance, clearMode: transparent)
            let out = try FileSink(file: file)
            do {
                try out.write(encoder.header())
                var record = SpillReader(file: spill, path: path)
                for i in 0..<framesConsumed {
                    let rect = try record.next(into: &encoder.source, width: format.width)
                    if let bytes = encoder.frame(i, changed: rect) { try out.write(bytes) }
                }
                try out.write(encoder.end())
                try out.close()
            } catch {
                out.abandon()
                throw error
            }
            framesWritten = encoder.framesShown
            closeSpill()
            try file.publish()
            done = true
        } catch {
            cancel()
            throw error
        }
    }

    public func cancel() {
        closeSpill()
        file.discard()
        done = true
    }

    private func closeSpill() {
        if let s = spill { fclose(s); spill = nil }
        previous = []; since = []; histogram = nil; straightRow = nil
    }
}

/// A half-open pixel rectangle; `isEmpty` when it covers nothing.
struct GIFRect: Equatable {
    var x0, y0, x1, y1: Int
    static let empty = GIFRect(x0: Int.max, y0: Int.max, x1: Int.min, y1: Int.min)
    var isEmpty: Bool { x0 >= x1 || y0 >= y1 }
    var width: Int { isEmpty ? 0 : x1 - x0 }
    var height: Int { isEmpty ? 0 : y1 - y0 }

    mutating func include(x0 a: Int, x1 b: Int, y: Int) {
        x0 = min(x0, a); x1 = max(x1, b); y0 = min(y0, y); y1 = max(y1, y + 1)
    }
    mutating func formUnion(_ o: GIFRect) {
        if o.isEmpty { return }
        if isEmpty { self = o; return }
        x0 = min(x0, o.x0); y0 = min(y0, o.y0); x1 = max(x1, o.x1); y1 = max(y1, o.y1)
    }
}

/// Reads the spill records back in order, patching them into the full source frame.
struct SpillReader {
    let file: UnsafeMutablePointer<FILE>
    let path: String
    private var buffer: [UInt8] = []
    private var pixels: [UInt32] = []

    init(file: UnsafeMutablePointer<FILE>, path: String) { self.file = file; self.path = path }

    /// Reads the next record, patches its rectangle into `source` and returns the rectangle.
    mutating func next(into source: inout [UInt32], width: Int) throws -> GIFRect {
        var head = [UInt8](repeating: 0, count: 20)
        guard fread(&head, 1, 20, file) == 20 else { throw corrupt() }
        func int(_ o: Int) -> Int {
            Int(Int32(bitPattern: UInt32(head[o]) | UInt32(head[o + 1]) << 8 | UInt32(head[o + 2]) << 16 | UInt32(head[o + 3]) << 24))
        }
        let rect = GIFRect(x0: int(0), y0: int(4), x1: int(8), y1: int(12))
        let byteCount = int(16)
        if rect.isEmpty { return .empty }
        if buffer.count < byteCount { buffer = [UInt8](repeating: 0, count: byteCount) }
        guard byteCount >= 0, fread(&buffer, 1, byteCount, file) == byteCount else { throw corrupt() }
        let count = rect.width * rect.height
        if pixels.count < count { pixels = [UInt32](repeating: 0, count: count) }
        var offset = 0
        let ok = buffer.withUnsafeBufferPointer { bytes in
            pixels.withUnsafeMutableBufferPointer { out in
                PackBits24.decode(UnsafeBufferPointer(rebasing: bytes[0..<byteCount]), offset: &offset, count: count, into: out)
            }
        }
        guard ok else { throw corrupt() }
        var k = 0
        for y in rect.y0..<rect.y1 {
            for x in rect.x0..<rect.x1 { source[y * width + x] = pixels[k]; k += 1 }
        }
        return rect
    }

    private func corrupt() -> EncodeError { EncodeError(path: path, message: "temporary frame data is truncated or corrupt") }
}

/// Buffered writes to the partial output file with one-line errors.
final class FileSink {
    private var handle: UnsafeMutablePointer<FILE>?
    private let finalPath: String

    init(file: OutputFile) throws {
        finalPath = file.path
        let fd = try file.openForWriting()
        guard let h = fdopen(fd, "wb") else { Glibc.close(fd); throw EncodeError.errno("cannot write", path: finalPath) }
        handle = h
    }

    func write(_ bytes: [UInt8]) throws {
        guard let handle else { return }
        if bytes.isEmpty { return }
        let n = bytes.withUnsafeBytes { fwrite($0.baseAddress!, 1, $0.count, handle) }
        if n != bytes.count { throw EncodeError.errno("write failed", path: finalPath) }
    }

    func close() throws {
        guard let h = handle else { return }
        handle = nil
        if fclose(h) != 0 { throw EncodeError.errno("write failed", path: finalPath) }
    }

    func abandon() { if let h = handle { fclose(h); handle = nil } }
    deinit { abandon() }
}
