import ClipRaster
#if canImport(Glibc)
    import Glibc
#endif

/// How far an image may be from its golden: at most `maxMismatchRatio` of the pixels may have
/// some channel (R, G, B or A, premultiplied bytes) differing by more than `maxChannelDelta`.
///
/// Raster goldens use `.exact`; scene goldens state a small tolerance in the test itself.
public struct GoldenTolerance: Sendable, Equatable {
    public var maxChannelDelta: Int
    public var maxMismatchRatio: Double

    public init(maxChannelDelta: Int, maxMismatchRatio: Double) {
        self.maxChannelDelta = maxChannelDelta; self.maxMismatchRatio = maxMismatchRatio
    }

    /// Every byte equal.
    public static let exact = GoldenTolerance(maxChannelDelta: 0, maxMismatchRatio: 0)
}

/// A per-pixel comparison of two same-sized premultiplied RGBA8 images.
///
/// ```swift
/// let d = ImageDiff(actual.view, expected.view, channelThreshold: 2)
/// XCTAssertGreaterThan(d.psnr, 40)
/// ```
/// Cost: one pass over both images; `makeDiffImage()` allocates one pixmap.
public struct ImageDiff: Sendable {
    public let width: Int
    public let height: Int
    /// Largest absolute difference of any channel byte over the whole image.
    public let maxDelta: Int
    /// Pixels whose largest channel difference exceeds `channelThreshold`.
    public let mismatchCount: Int
    /// The threshold `mismatchCount` was counted with.
    public let channelThreshold: Int
    /// Mean squared error over all channels including alpha, in byte units².
    public let meanSquaredError: Double
    /// Mean squared error over R, G, B only.
    public let colorMeanSquaredError: Double
    private let deltas: [UInt8] // per-pixel max channel delta

    /// Compares `actual` with `expected`. When sizes differ, `sizeMatches` is false and every
    /// pixel counts as a mismatch.
    public init(_ actual: PixmapView, _ expected: PixmapView, channelThreshold: Int = 0) {
        width = expected.width; height = expected.height
        self.channelThreshold = channelThreshold
        guard actual.width == expected.width, actual.height == expected.height else {
            maxDelta = 255; mismatchCount = max(1, expected.width * expected.height)
            meanSquaredError = 255 * 255; colorMeanSquaredError = 255 * 255; deltas = []
            return
        }
        var maxD = 0, mismatches = 0
        var sumSq: Double = 0, sumColorSq: Double = 0
        var ds = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            let a = actual.row(y), e = expected.row(y)
            var rowSq = 0, rowAlphaSq = 0
            for x in 0..<width {
                var m = 0
                for c in 0..<4 {
                    let d = abs(Int(a[x * 4 + c]) - Int(e[x * 4 + c]))
                    rowSq += d * d
                    if c == 3 { rowAlphaSq += d * d }
                    m = max(m, d)
                }
                ds[y * width + x] = UInt8(m)
                maxD = max(maxD, m)
                if m > channelThreshold { mismatches += 1 }
            }
            sumSq += Double(rowSq)
            sumColorSq += Double(rowSq - rowAlphaSq)
        }
        maxDelta = maxD; mismatchCount = mismatches; deltas = ds
        let n = Double(max(1, width * height))
        meanSquaredError = sumSq / (n * 4)
        colorMeanSquaredError = sumColorSq / (n * 3)
    }

    public var sizeMatches: Bool { deltas.count == width * height }
    public var pixelCount: Int { width * height }
    public var mismatchRatio: Double { pixelCount == 0 ? 0 : Double(mismatchCount) / Double(pixelCount) }

    /// Peak signal-to-noise ratio in dB over all four channels (`.infinity` when identical).
    public var psnr: Double { ImageDiff.psnr(mse: meanSquaredError) }
    /// PSNR over R, G, B only (what video tools report for opaque frames).
    public var colorPSNR: Double { ImageDiff.psnr(mse: colorMeanSquaredError) }

    public static func psnr(mse: Double) -> Double {
        mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
    }

    /// Whether the difference is within `tolerance`.
    public func passes(_ tolerance: GoldenTolerance) -> Bool {
        guard sizeMatches else { return false }
        var over = 0
        for d in deltas where Int(d) > tolerance.maxChannelDelta { over += 1 }
        return Double(over) <= tolerance.maxMismatchRatio * Double(pixelCount)
    }

    /// A visual diff: the expected image dimmed to grey, with differing pixels in red
    /// (brighter = larger delta; any non-zero delta is clearly visible).
    public func makeDiffImage(expected: PixmapView) -> Pixmap {
        let out = Pixmap(width: width, height: height)
        guard sizeMatches else { out.view.fill(RGBA8(255, 0, 255)); return out }
        for y in 0..<height {
            for x in 0..<width {
                let d = Int(deltas[y * width + x])
                if d > 0 {
                    out.view[x, y] = RGBA8(UInt8(min(255, 96 + d * 4)), 0, 0, 255)
                } else {
                    let p = expected[x, y]
                    let grey = UInt8((Int(p.r) + Int(p.g) + Int(p.b)) / 3 / 4 + 32)
                    out.view[x, y] = RGBA8(grey, grey, grey, 255)
                }
            }
        }
        return out
    }
}
