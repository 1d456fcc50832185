import CRasterShims

/// One blend mode on eight pixels: `s` is the premultiplied source (not yet scaled by coverage),
/// `d` the destination, `c` the coverage (0...255) in both slots of each pixel.
/// Result: `lerp(d, B(s, d), c)` rounded per channel, as documented on `BlendMode`.
protocol BlendKernel {
    static func apply(_ s: Px8, _ d: Px8, _ c: U16x16) -> Px8
    /// `apply(s, d, 255)` without the coverage arithmetic, bit for bit (`round(x·255 / 255) = x`):
    /// the full-coverage runs of the sinks and the blit (`FullCoverage<Self>`).
    static func applyFull(_ s: Px8, _ d: Px8) -> Px8
    /// When a full-coverage run may skip the kernel and store the source itself: `.never` unless
    /// the kernel says so (an opaque source replaces the destination only under source-over).
    static var sourceReplaces: SourceReplacement { get }
    /// The mode number of the same kernel in the per-level C kernels (`CLIP_BLEND_*` in
    /// CRasterShims.h), or'ed with `CLIP_BLEND_FULL` for its full-coverage form.
    static var cMode: Int { get }
}

/// When a blend at full coverage is the source itself (the sinks' fast paths).
enum SourceReplacement { case never, whenOpaque, always }

extension BlendKernel {
    static var sourceReplaces: SourceReplacement { .never }
}

/// `K` at full coverage (`c` is not read).
enum FullCoverage<K: BlendKernel>: BlendKernel {
    static var sourceReplaces: SourceReplacement { K.sourceReplaces }
    static var cMode: Int { K.cMode | Int(CLIP_BLEND_FULL) }
    @inline(__always) static func apply(_ s: Px8, _ d: Px8, _ c: U16x16) -> Px8 { K.applyFull(s, d) }
    @inline(__always) static func applyFull(_ s: Px8, _ d: Px8) -> Px8 { K.applyFull(s, d) }
}

/// Source-over at full coverage (the image blit and opaque runs).
typealias SourceOverFullKernel = FullCoverage<SourceOverKernel>

/// `s' = s·c; d' = s' + d·(1 − s'a)`.
enum SourceOverKernel: BlendKernel {
    static var cMode: Int { Int(CLIP_BLEND_SOURCE_OVER) }
    static var sourceReplaces: SourceReplacement { .whenOpaque }
    @inline(__always) static func apply(_ s: Px8, _ d: Px8, _ c: U16x16) -> Px8 { applyFull(s.scaled(c), d) }
    @inline(__always) static func applyFull(_ s: Px8, _ d: Px8) -> Px8 {
        let ia = inv(s.alpha2)
        return Px8(rb: s.rb &+ mul255(d.rb, ia), ga: s.ga &+ mul255(d.ga, ia))
    }
}

/// `d' = (s·c + d·(255 − c)) / 255`.
enum CopyKernel: BlendKernel {
    static var cMode: Int { Int(CLIP_BLEND_COPY) }
    static var sourceReplaces: SourceReplacement { .always }
    @inline(__always) static func apply(_ s: Px8, _ d: Px8, _ c: U16x16) -> Px8 {
        let ic = inv(c)
        return Px8(rb: div255(s.rb &* c &+ d.rb &* ic), ga: div255(s.ga &* c &+ d.ga &* ic))
    }
    @inline(__always) static func applyFull(_ s: Px8, _ d: Px8) -> Px8 { s }
}

/// `d' = d·(255 − c) / 255`.
enum ClearKernel: BlendKernel {
    static var cMode: Int { Int(CLIP_BLEND_CLEAR) }
    @inline(__always) static func apply(_ s: Px8, _ d: Px8, _ c: U16x16) -> Px8 { d.scaled(inv(c)) }
    @inline(__always) static func applyFull(_ s: Px8, _ d: Px8) -> Px8 { Px8(rb: U16x16(), ga: U16x16()) }
}

/// `s' = s·c; d' = (s'·d + s'·(255 − da) + d·(255 − s'a)) / 255` (the sum never exceeds 255²).
enum MultiplyKernel: BlendKernel {
    static var cMode: Int { Int(CLIP_BLEND_MULTIPLY) }
    @inline(__always) static func apply(_ s: Px8, _ d: Px8, _ c: U16x16) -> Px8 { applyFull(s.scaled(c), d) }
    @inline(__always) static func applyFull(_ s: Px8, _ d: Px8) -> Px8 {
        let ida = inv(d.alpha2), isa = inv(s.alpha2)
        return Px8(
            rb: div255(s.rb &* d.rb &+ s.rb &* ida &+ d.rb &* isa),
            ga: div255(s.ga &* d.ga &+ s.ga &* ida &+ d.ga &* isa))
    }
}

/// `s' = s·c; d' = d + s'·(255 − d) / 255`.
enum ScreenKernel: BlendKernel {
    static var cMode: Int { Int(CLIP_BLEND_SCREEN) }
    @inline(__always) static func apply(_ s: Px8, _ d: Px8, _ c: U16x16) -> Px8 { applyFull(s.scaled(c), d) }
    @inline(__always) static func applyFull(_ s: Px8, _ d: Px8) -> Px8 {
        Px8(rb: d.rb &+ mul255(s.rb, inv(d.rb)), ga: d.ga &+ mul255(s.ga, inv(d.ga)))
    }
}

/// `s' = s·c; d' = min(255, s' + d)` (Porter-Duff "lighter", saturating). Coverage scales the
/// source before the add, as for an additive light covering part of the pixel.
enum PlusKernel: BlendKernel {
    static var cMode: Int { Int(CLIP_BLEND_PLUS) }
    @inline(__always) static func apply(_ s: Px8, _ d: Px8, _ c: U16x16) -> Px8 { applyFull(s.scaled(c), d) }
    @inline(__always) static func applyFull(_ s: Px8, _ d: Px8) -> Px8 {
        Px8(rb: clamp255(s.rb &+ d.rb), ga: clamp255(s.ga &+ d.ga))
    }
}

/// `e = 255 − round(c·(255 − sa) / 255); d' = round(d·e / 255)`: at c = 255, `round(d·sa / 255)`,
/// the mask multiply of layer masks bit for bit. The source colour is not read.
enum DestinationInKernel: BlendKernel {
    static var cMode: Int { Int(CLIP_BLEND_DESTINATION_IN) }
    @inline(__always) static func apply(_ s: Px8, _ d: Px8, _ c: U16x16) -> Px8 {
        let e = inv(mul255(c, inv(s.alpha2)))
        return Px8(rb: mul255(d.rb, e), ga: mul255(d.ga, e))
    }
    @inline(__always) static func applyFull(_ s: Px8, _ d: Px8) -> Px8 {
        let a = s.alpha2
        return Px8(rb: mul255(d.rb, a), ga: mul255(d.ga, a))
    }
}

/// `e = 255 − round(c·sa / 255); d' = round(d·e / 255)` (the destination term of source-over).
enum DestinationOutKernel: BlendKernel {
    static var cMode: Int { Int(CLIP_BLEND_DESTINATION_OUT) }
    @inline(__always) static func apply(_ s: Px8, _ d: Px8, _ c: U16x16) -> Px8 {
        let e = inv(mul255(s.alpha2, c))
        return Px8(rb: mul255(d.rb, e), ga: mul255(d.ga, e))
    }
    @inline(__always) static func applyFull(_ s: Px8, _ d: Px8) -> Px8 {
        let e = inv(s.alpha2)
        return Px8(rb: mul255(d.rb, e), ga: mul255(d.ga, e))
    }
}

/// `s' = s·c; d' = round((s'·(255 − da) + d·(255 − s'a) + X) / 255)` with
/// `X = 2·s'·d` where `2d <= da`, else `s'a·da − 2·(da − d)·(s'a − s')` (W3C overlay, premultiplied;
/// on the alpha slot X = s'a·da, so alpha is `s'a + da − s'a·da`). For premultiplied inputs every
/// term and the sum stay within 0...255², so the wrapping 16-bit arithmetic is exact.
enum OverlayKernel: BlendKernel {
    static var cMode: Int { Int(CLIP_BLEND_OVERLAY) }
    @inline(__always) static func apply(_ s: Px8, _ d: Px8, _ c: U16x16) -> Px8 { applyFull(s.scaled(c), d) }
    @inline(__always) static func applyFull(_ s: Px8, _ d: Px8) -> Px8 {
        let sa = s.alpha2, da = d.alpha2
        return Px8(rb: half(s.rb, d.rb, sa, da), ga: half(s.ga, d.ga, sa, da))
    }

    /// One half (`rb` or `ga`) of the overlay of `s` (already scaled) on `d`.
    @inline(__always) static func half(_ s: U16x16, _ d: U16x16, _ sa: U16x16, _ da: U16x16) -> U16x16 {
        let low = (s &* d) &<< 1
        let high = sa &* da &- (((da &- d) &* (sa &- s)) &<< 1)
        // All ones where 2d > da (lanes hold at most 510, so bit 15 is the sign of da − 2d).
        let m = 0 &- ((da &- (d &<< 1)) &>> 15)
        return div255(s &* inv(da) &+ d &* inv(sa) &+ ((low & ~m) | (high & m)))
    }
}

/// A stream of 8-pixel vectors: a constant or a buffer.
protocol LaneFeed {
    func load(_ i: Int) -> U32x8
    func loadTail(_ i: Int, _ n: Int) -> U32x8
    /// The feed for the C kernels: a buffer (`pointer`), or the constant `constant` (`pointer` nil).
    var pointer: UnsafePointer<UInt32>? { get }
    var constant: UInt32 { get }
}
struct ConstFeed: LaneFeed {
    let v: U32x8
    @inline(__always) init(_ x: UInt32) { v = U32x8(repeating: x) }
    @inline(__always) func load(_ i: Int) -> U32x8 { v }
    @inline(__always) func loadTail(_ i: Int, _ n: Int) -> U32x8 { v }
    var pointer: UnsafePointer<UInt32>? { nil }
    var constant: UInt32 { v[0] }
}
struct BufferFeed: LaneFeed {
    let p: UnsafePointer<UInt32>
    @inline(__always) init(_ p: UnsafePointer<UInt32>) { self.p = p }
    @inline(__always) func load(_ i: Int) -> U32x8 { load8(p + i) }
    @inline(__always) func loadTail(_ i: Int, _ n: Int) -> U32x8 { loadPartial(p + i, n) }
    var pointer: UnsafePointer<UInt32>? { p }
    var constant: UInt32 { 0 }
}

enum Composite {
    /// `dst[0..<n] = K(src, dst, cov)`: the per-level C kernel chosen at start-up
    /// (`RasterKernels`), or `spanSwift` under `CLIPGEN_CPU_LEVEL=0`.
    @inline(__always)
    static func span<K: BlendKernel, S: LaneFeed, C: LaneFeed>(_: K.Type, _ dst: UnsafeMutablePointer<UInt32>, _ n: Int, src: S, cov: C) {
        if let k = clip_kernels() {
            k.pointee.blend_span(K.cMode, dst, n, src.pointer, src.constant, cov.pointer, cov.constant)
            return
        }
        spanSwift(K.self, dst, n, src: src, cov: cov)
    }

    /// The Swift twin of the C `blend_span`: full 8-pixel lanes, then one padded tail.
    @inline(__always)
    static func spanSwift<K: BlendKernel, S: LaneFeed, C: LaneFeed>(
        _: K.Type, _ dst: UnsafeMutablePointer<UInt32>, _ n: Int, src: S, cov: C
    ) {
        var i = 0
        while i + 8 <= n {
            let d = Px8(load8(dst + i))
            store8(dst + i, K.apply(Px8(src.load(i)), d, as16(cov.load(i))).packed)
            i += 8
        }
        if i < n { tail(K.self, dst, i, n - i, src: src, cov: cov) }
    }

    /// Like `span`, for coverage from a buffer: when the row has room (`n` rounded up to 8 fits
    /// in `limit`), the last partial vector is processed whole with zero coverage past `n`, which
    /// leaves those pixels bit-identical for every kernel (`K(s, d, 0) == d`). `cov` must have
    /// 8 writable entries past `n` (they are zeroed here).
    @inline(__always)
    static func spanPadded<K: BlendKernel, S: LaneFeed>(
        _: K.Type, _ dst: UnsafeMutablePointer<UInt32>, _ n: Int, limit: Int,
        src: S, cov: UnsafeMutablePointer<UInt32>
    ) {
        if let k = clip_kernels() {
            k.pointee.blend_span_padded(K.cMode, dst, n, limit, src.pointer, src.constant, cov)
            return
        }
        spanPaddedSwift(K.self, dst, n, limit: limit, src: src, cov: cov)
    }

    /// The Swift twin of the C `blend_span_padded`.
    @inline(__always)
    static func spanPaddedSwift<K: BlendKernel, S: LaneFeed>(
        _: K.Type, _ dst: UnsafeMutablePointer<UInt32>, _ n: Int, limit: Int,
        src: S, cov: UnsafeMutablePointer<UInt32>
    ) {
        let n8 = (n + 7) & ~7
        if n8 > limit { spanSwift(K.self, dst, n, src: src, cov: BufferFeed(cov)); return }
        store8(cov + n, U32x8(repeating: 0))
        var i = 0
        while i < n8 {
            let d = Px8(load8(dst + i))
            store8(dst + i, K.apply(Px8(src.load(i)), d, as16(load8(cov + i))).packed)
            i += 8
        }
    }

    @inline(never)
    static func tail<K: BlendKernel, S: LaneFeed, C: LaneFeed>(
        _: K.Type, _ dst: UnsafeMutablePointer<UInt32>, _ i: Int, _ m: Int, src: S, cov: C
    ) {
        let d = Px8(loadPartial(dst + i, m))
        storePartial(dst + i, K.apply(Px8(src.loadTail(i, m)), d, as16(cov.loadTail(i, m))).packed, m)
    }

    /// Source-over of one constant premultiplied colour at constant coverage `c` (1...255): the
    /// hot path of solid fills. Identical results to `span(SourceOverKernel…)`.
    @inline(__always)
    static func solidOverRun(_ dst: UnsafeMutablePointer<UInt32>, _ n: Int, color: UInt32, coverage c: UInt32) {
        if let k = clip_kernels() {
            k.pointee.solid_over_run(dst, n, color, c)
            return
        }
        solidOverRunSwift(dst, n, color: color, coverage: c)
    }

    /// The Swift twin of the C `solid_over_run`.
    @inline(__always)
    static func solidOverRunSwift(_ dst: UnsafeMutablePointer<UInt32>, _ n: Int, color: UInt32, coverage c: UInt32) {
        let sc = Px8(U32x8(repeating: color)).scaled(U16x16(repeating: UInt16(truncatingIfNeeded: c)))
        let packed = sc.packed
        if packed[0] >> 24 == 255 {
            dst.update(repeating: packed[0], count: n)
            return
        }
        let ia = inv(sc.alpha2)
        var i = 0
        while i + 8 <= n {
            let d = Px8(load8(dst + i))
            store8(dst + i, Px8(rb: sc.rb &+ mul255(d.rb, ia), ga: sc.ga &+ mul255(d.ga, ia)).packed)
            i += 8
        }
        if i < n {
            let m = n - i
            let d = Px8(loadPartial(dst + i, m))
            storePartial(dst + i, Px8(rb: sc.rb &+ mul255(d.rb, ia), ga: sc.ga &+ mul255(d.ga, ia)).packed, m)
        }
    }
}
