import CRasterShims

// A blend mode exists twice: as its C kernel (`kernels_body.h`, compiled for every x86-64 level,
// the one that runs) and as its scalar twin (`Reference/ReferenceBlend.swift`), which the
// differential tests hold every level to and which `CLIPGEN_CPU_LEVEL=0` runs. Swift code passes
// a mode to the C kernels by its number (`cMode`).

extension BlendMode {
    /// The mode number of this mode's kernel in the per-level C kernels (`CLIP_BLEND_*` in
    /// CRasterShims.h).
    var cMode: Int {
        switch self {
        case .sourceOver: return Int(CLIP_BLEND_SOURCE_OVER)
        case .copy: return Int(CLIP_BLEND_COPY)
        case .clear: return Int(CLIP_BLEND_CLEAR)
        case .multiply: return Int(CLIP_BLEND_MULTIPLY)
        case .screen: return Int(CLIP_BLEND_SCREEN)
        case .plus: return Int(CLIP_BLEND_PLUS)
        case .destinationIn: return Int(CLIP_BLEND_DESTINATION_IN)
        case .destinationOut: return Int(CLIP_BLEND_DESTINATION_OUT)
        case .overlay: return Int(CLIP_BLEND_OVERLAY)
        case .darken: return Int(CLIP_BLEND_DARKEN)
        case .lighten: return Int(CLIP_BLEND_LIGHTEN)
        case .colorDodge: return Int(CLIP_BLEND_COLOR_DODGE)
        case .colorBurn: return Int(CLIP_BLEND_COLOR_BURN)
        case .hardLight: return Int(CLIP_BLEND_HARD_LIGHT)
        case .softLight: return Int(CLIP_BLEND_SOFT_LIGHT)
        case .difference: return Int(CLIP_BLEND_DIFFERENCE)
        case .exclusion: return Int(CLIP_BLEND_EXCLUSION)
        case .hue: return Int(CLIP_BLEND_HUE)
        case .saturation: return Int(CLIP_BLEND_SATURATION)
        case .color: return Int(CLIP_BLEND_COLOR)
        case .luminosity: return Int(CLIP_BLEND_LUMINOSITY)
        }
    }

    /// When a full-coverage run may skip the blend and store the source itself (the sinks' and
    /// the blit's fast paths): an opaque source replaces the destination only under source-over,
    /// any source under copy.
    var sourceReplaces: SourceReplacement {
        switch self {
        case .sourceOver: return .whenOpaque
        case .copy: return .always
        default: return .never
        }
    }
}

/// When a blend at full coverage is the source itself (the sinks' fast paths).
enum SourceReplacement { case never, whenOpaque, always }

/// Where a span's source or coverage comes from: a buffer (`pointer`), or one value for every
/// pixel (`constant`, `pointer` nil). Coverage entries are `c | c << 16`, `c` in 0...255.
protocol SpanFeed {
    var pointer: UnsafePointer<UInt32>? { get }
    var constant: UInt32 { get }
    /// Entry `i`.
    subscript(_ i: Int) -> UInt32 { get }
}
struct ConstFeed: SpanFeed {
    let constant: UInt32
    @inline(__always) init(_ x: UInt32) { constant = x }
    var pointer: UnsafePointer<UInt32>? { nil }
    @inline(__always) subscript(_ i: Int) -> UInt32 { constant }
}
struct BufferFeed: SpanFeed {
    let p: UnsafePointer<UInt32>
    @inline(__always) init(_ p: UnsafePointer<UInt32>) { self.p = p }
    var pointer: UnsafePointer<UInt32>? { p }
    var constant: UInt32 { 0 }
    @inline(__always) subscript(_ i: Int) -> UInt32 { p[i] }
}

enum Composite {
    /// `dst[0..<n] = mode(src, dst, cov)`, or at coverage 255 when `full` (`cov` is not read):
    /// the per-level C kernel chosen at start-up (`RasterKernels`), or `spanReference` under
    /// `CLIPGEN_CPU_LEVEL=0`.
    @inline(__always)
    static func span<S: SpanFeed, C: SpanFeed>(
        _ mode: BlendMode, full: Bool = false, _ dst: UnsafeMutablePointer<UInt32>, _ n: Int, src: S, cov: C
    ) {
        if let k = clip_kernels() {
            k.pointee.blend_span(
                mode.cMode | (full ? Int(CLIP_BLEND_FULL) : 0), dst, n, src.pointer, src.constant, cov.pointer, cov.constant)
            return
        }
        spanReference(mode, full: full, dst, n, src: src, cov: cov)
    }

    /// The C `blend_span` in scalar form: `ReferenceBlend.pixel` per pixel (the same pixels at
    /// every length; the C kernels' zero-padded tails leave no trace).
    static func spanReference<S: SpanFeed, C: SpanFeed>(
        _ mode: BlendMode, full: Bool = false, _ dst: UnsafeMutablePointer<UInt32>, _ n: Int, src: S, cov: C
    ) {
        for i in 0..<n { dst[i] = ReferenceBlend.pixel(mode, src[i], dst[i], full ? 255 : Int(cov[i] & 0xFFFF)) }
    }

    /// Like `span`, for coverage from a buffer: when the row has room (`n` rounded up to 8 fits
    /// in `limit`), the C kernels process the last partial vector whole with zero coverage past
    /// `n`, which leaves those pixels bit-identical (coverage 0 is the identity of every mode).
    /// `cov` must have 8 writable entries past `n` (they are zeroed then).
    @inline(__always)
    static func spanPadded<S: SpanFeed>(
        _ mode: BlendMode, _ dst: UnsafeMutablePointer<UInt32>, _ n: Int, limit: Int, src: S, cov: UnsafeMutablePointer<UInt32>
    ) {
        if let k = clip_kernels() {
            k.pointee.blend_span_padded(mode.cMode, dst, n, limit, src.pointer, src.constant, cov)
            return
        }
        spanPaddedReference(mode, dst, n, limit: limit, src: src, cov: cov)
    }

    /// The C `blend_span_padded` in scalar form, with the same side effect on `cov`.
    static func spanPaddedReference<S: SpanFeed>(
        _ mode: BlendMode, _ dst: UnsafeMutablePointer<UInt32>, _ n: Int, limit: Int, src: S, cov: UnsafeMutablePointer<UInt32>
    ) {
        if (n + 7) & ~7 <= limit { (cov + n).update(repeating: 0, count: 8) }
        spanReference(mode, dst, n, src: src, cov: BufferFeed(cov))
    }

    /// Source-over of one constant premultiplied colour at constant coverage `c` (1...255): the
    /// hot path of solid fills, the same pixels as `span(.sourceOver…)`.
    @inline(__always)
    static func solidOverRun(_ dst: UnsafeMutablePointer<UInt32>, _ n: Int, color: UInt32, coverage c: UInt32) {
        if let k = clip_kernels() {
            k.pointee.solid_over_run(dst, n, color, c)
            return
        }
        spanReference(.sourceOver, dst, n, src: ConstFeed(color), cov: ConstFeed(c | c << 16))
    }
}
