import CRasterShims

/// Reusable per-canvas buffers for one span (coverage, source, mask-combined coverage).
final class SpanBuffers {
    let capacity: Int
    let coverage: UnsafeMutablePointer<UInt32>
    let source: UnsafeMutablePointer<UInt32>
    let coverage2: UnsafeMutablePointer<UInt32>
    init(width: Int) {
        capacity = max(32, width + 32)
        coverage = .allocate(capacity: capacity); coverage.initialize(repeating: 0, count: capacity)
        source = .allocate(capacity: capacity); source.initialize(repeating: 0, count: capacity)
        coverage2 = .allocate(capacity: capacity); coverage2.initialize(repeating: 0, count: capacity)
    }
    deinit { coverage.deallocate(); source.deallocate(); coverage2.deallocate() }
}

/// Prefetches the `count` pixels at `p`.
@inline(__always) func prefetchRow(_ p: UnsafeMutablePointer<UInt32>, count: Int) {
    let q = UnsafeRawPointer(p), bytes = count &* 4
    var o = 0
    while o < bytes { clip_prefetch(q + o); o &+= 64 }
    clip_prefetch(q + (bytes &- 4))
}

/// How many rows ahead the span sinks prefetch the destination: one row of a typical shape takes
/// less time than a load from memory, so the next row alone is too late (measured: 3 rows ahead
/// is 3-9 % faster than 1 on circles, blobs and strokes; `Benchmarks/ab.py`).
let prefetchRows = 3

/// Prefetches the `count` pixels `prefetchRows` rows below `p` (the sweep's next rows cover about
/// the same x range). Each row of a shape starts new cache lines, and a shape's row is too short for the
/// hardware streamer to ramp up: the dst loads of the blend loops were the hot spot (perf).
/// A hint only: prefetches never fault, so addresses below the last row are harmless.
@inline(__always) func prefetchNextRow(_ p: UnsafeMutablePointer<UInt32>, stride: Int, count: Int) {
    let q = UnsafeRawPointer(p) + stride &* prefetchRows
    let bytes = count &* 4
    var o = 0
    while o < bytes { clip_prefetch(q + o); o &+= 64 }
    clip_prefetch(q + (bytes &- 4))
}

/// The hot path: one solid colour, source-over, no mask (opacity already folded into `color`).
struct SolidOverSink: SpanSink {
    let base: UnsafeMutablePointer<UInt8>
    let stride: Int
    let width: Int
    /// Device row of the target's first row.
    let originY: Int
    let color: UInt32

    @inline(__always) func row(_ y: Int, _ x: Int) -> UnsafeMutablePointer<UInt32> {
        UnsafeMutableRawPointer(base + (y - originY) * stride + x * 4).assumingMemoryBound(to: UInt32.self)
    }
    @inline(__always) func prefetchBelow(_ y: Int, _ x: Int, _ count: Int) {
        prefetchNextRow(row(y, x), stride: stride, count: count)
    }
    func prefetch(y: Int, x: Int, count: Int) { prefetchRow(row(y, x), count: count) }
    @inline(__always) mutating func run(y: Int, x: Int, count: Int, coverage: UInt32) {
        // An opaque colour at full coverage replaces the pixels (`solidOverRun` fills them):
        // nothing is read, so nothing to prefetch.
        if coverage != 255 || color >> 24 != 255 { prefetchBelow(y, x, count) }
        Composite.solidOverRun(row(y, x), count, color: color, coverage: coverage)
    }
    @inline(__always) mutating func mask(y: Int, x: Int, count: Int, coverage: UnsafeMutablePointer<UInt32>) {
        prefetchBelow(y, x, count)
        Composite.spanPadded(.sourceOver, row(y, x), count, limit: width - x, src: ConstFeed(color), cov: coverage)
    }
}

/// Any paint, any blend mode, optional coverage scale (opacity of image paints) and masks
/// (clip mask and the draw's mask, both in device pixels).
struct GeneralSink: SpanSink {
    let mode: BlendMode
    let base: UnsafeMutablePointer<UInt8>
    let stride: Int
    let width: Int
    /// Device row of the target's first row (rows and masks are indexed from it).
    let originY: Int
    let shader: Shader
    let buffers: SpanBuffers
    /// 255 = no scaling.
    let coverageScale: UInt32
    let mask1: Mask?
    let mask2: Mask?

    @inline(__always) func row(_ y: Int, _ x: Int) -> UnsafeMutablePointer<UInt32> {
        UnsafeMutableRawPointer(base + (y - originY) * stride + x * 4).assumingMemoryBound(to: UInt32.self)
    }

    /// Applies coverage scale and masks to `cov[0..<n]` (entries `c | c << 16`).
    @inline(__always) func modulate(y: Int, x: Int, n: Int, _ cov: UnsafeMutablePointer<UInt32>) {
        if coverageScale != 255 {
            let s = coverageScale
            for i in 0..<n { let c = cov[i] & 0xFF; let v = (c * s + 127) / 255; cov[i] = v | v << 16 }
        }
        if let m = mask1 { Self.multiply(cov, m.row(y - originY) + x, n) }
        if let m = mask2 { Self.multiply(cov, m.row(y - originY) + x, n) }
    }

    @inline(__always) static func multiply(_ cov: UnsafeMutablePointer<UInt32>, _ r: UnsafePointer<UInt8>, _ n: Int) {
        for i in 0..<n { let c = cov[i] & 0xFF; let v = (c * UInt32(r[i]) + 127) / 255; cov[i] = v | v << 16 }
    }

    @inline(__always) func composite<C: SpanFeed>(y: Int, x: Int, n: Int, cov: C) {
        let dst = row(y, x)
        if case .solid(let c) = shader {
            Composite.span(mode, dst, n, src: ConstFeed(c), cov: cov)
        } else {
            shader.fetch(y: y, x: x, n: n, into: buffers.source)
            Composite.span(mode, dst, n, src: BufferFeed(buffers.source), cov: cov)
        }
    }

    /// A full-coverage run (`mode` at coverage 255, without the coverage arithmetic).
    @inline(__always) func compositeFull(y: Int, x: Int, n: Int) {
        let dst = row(y, x)
        if case .solid(let c) = shader {
            Composite.span(mode, full: true, dst, n, src: ConstFeed(c), cov: ConstFeed(0))
        } else {
            shader.fetch(y: y, x: x, n: n, into: buffers.source)
            Composite.span(mode, full: true, dst, n, src: BufferFeed(buffers.source), cov: ConstFeed(0))
        }
    }

    /// Per-pixel coverage: whole vectors (zero-padded coverage) when the row has room.
    @inline(__always) func compositeMask(y: Int, x: Int, n: Int, cov: UnsafeMutablePointer<UInt32>) {
        let dst = row(y, x)
        if case .solid(let c) = shader {
            Composite.spanPadded(mode, dst, n, limit: width - x, src: ConstFeed(c), cov: cov)
        } else {
            let n8 = min((n + 7) & ~7, width - x)
            shader.fetch(y: y, x: x, n: n8, into: buffers.source)
            Composite.spanPadded(mode, dst, n, limit: width - x, src: BufferFeed(buffers.source), cov: cov)
        }
    }

    /// Full-coverage runs of an opaque source under source-over (or any source under copy) are
    /// the source itself: fetched straight into the destination (`BlendMode.sourceReplaces`).
    let directFullRuns: Bool

    func prefetch(y: Int, x: Int, count: Int) { prefetchRow(row(y, x), count: count) }

    mutating func run(y: Int, x: Int, count: Int, coverage: UInt32) {
        if mask1 == nil && mask2 == nil {
            let c = coverageScale == 255 ? coverage : (coverage * coverageScale + 127) / 255
            if c == 0 { return }
            if c == 255 && directFullRuns {
                // The source replaces the pixels: nothing to read, nothing to prefetch.
                shader.fetch(y: y, x: x, n: count, into: row(y, x))
                return
            }
            prefetchNextRow(row(y, x), stride: stride, count: count)
            if c == 255 {
                compositeFull(y: y, x: x, n: count)
                return
            }
            composite(y: y, x: x, n: count, cov: ConstFeed(c | c << 16))
        } else {
            prefetchNextRow(row(y, x), stride: stride, count: count)
            let cov = buffers.coverage2
            cov.update(repeating: coverage | coverage << 16, count: count)
            modulate(y: y, x: x, n: count, cov)
            compositeMask(y: y, x: x, n: count, cov: cov)
        }
    }

    mutating func mask(y: Int, x: Int, count: Int, coverage: UnsafeMutablePointer<UInt32>) {
        prefetchNextRow(row(y, x), stride: stride, count: count)
        modulate(y: y, x: x, n: count, coverage)
        compositeMask(y: y, x: x, n: count, cov: coverage)
    }
}
