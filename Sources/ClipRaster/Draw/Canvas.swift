import CRasterShims
import ClipGeometry

/// Draws paths, gradients and images into a `PixmapView` (premultiplied sRGB RGBA8), with exact-area
/// anti-aliasing, clips and masks.
///
/// ```swift
/// let pm = Pixmap(width: 200, height: 100)
/// var canvas = Canvas(pm.view)
/// canvas.clear(.white)
/// canvas.fill(circlePath, paint: .solid(.red))
/// ```
/// Cost model: a fill costs O(edges × rows crossed) to accumulate coverage plus O(covered pixels)
/// to composite (interiors as constant runs). Not thread-safe; use one canvas per thread (each owns
/// its scratch buffers, reused across draws).
public struct Canvas {
    /// The pixels being drawn into.
    public let target: PixmapView
    /// Device-pixel clip rectangle (always inside the target).
    var clipRect: IntRect
    /// Anti-aliased clip from `clip(to: Path…)`, canvas-sized; nil = none.
    var clipMask: Mask?
    /// Device row of the target's first row (band rendering; 0 otherwise).
    public let originY: Int
    let scratch: Scratch
    /// `drawImage` fast paths (integer translation, axis-aligned scale); turned off only by
    /// differential tests and benchmarks comparing against the generic projective sampler.
    package var fastImagePaths = true

    final class Scratch {
        let accumulator = CoverageAccumulator()
        let buffers: SpanBuffers
        /// The stroker's polyline and segment buffers, kept between strokes so steady-state strokes do not allocate.
        var strokePoints: [Point] = []
        var strokeSegments: [StrokeEdges.Seg] = []
        var strokeGrid: [Double] = []
        /// Gradient tables built on this canvas, by stops and opacity (scenes and the benchmark
        /// redraw the same gradients every frame: a hit is one hash of the stops, no allocation).
        /// At most `lutLimit` tables (1 KiB each); when full the cache starts over.
        var luts: [LUTKey: GradientLUT] = [:]
        static let lutLimit = 256
        struct LUTKey: Hashable { let stops: [GradientStop]; let opacity: Double }
        func lut(_ stops: [GradientStop], _ opacity: Double) -> GradientLUT {
            let key = LUTKey(stops: stops, opacity: opacity)
            if let l = luts[key] { return l }
            let l = GradientLUT(stops: stops, opacity: opacity)
            if luts.count >= Self.lutLimit { luts.removeAll(keepingCapacity: true) }
            luts[key] = l
            return l
        }
        init(width: Int) { buffers = SpanBuffers(width: width) }
    }

    /// A canvas over `target`, unclipped.
    public init(_ target: PixmapView) {
        self.init(target, originY: 0)
    }

    /// A canvas for one horizontal band of a larger device: `target` holds device rows
    /// `originY ..< originY + target.height`. Geometry is in full-device coordinates and clipped to
    /// the band, so band-split rendering is bit-identical to rendering the whole frame at once.
    /// Masks passed to draws are band-sized (indexed by target rows).
    public init(_ target: PixmapView, originY: Int) {
        self.target = target
        self.originY = originY
        clipRect = IntRect(x0: 0, y0: originY, x1: max(0, target.width), y1: originY + max(0, target.height))
        scratch = Scratch(width: target.width)
    }

    /// A canvas on `target` that reuses `other`'s scratch buffers (coverage cells, span buffers):
    /// for offscreen layers and per-frame canvases on the same thread, so they do not allocate.
    /// The two canvases must not be used concurrently.
    public init(_ target: PixmapView, sharingScratchWith other: Canvas, originY: Int = 0) {
        self.target = target
        self.originY = originY
        clipRect = IntRect(x0: 0, y0: originY, x1: max(0, target.width), y1: originY + max(0, target.height))
        scratch = other.scratch.buffers.capacity >= target.width + 32 ? other.scratch : Scratch(width: target.width)
    }

    var bounds: IntRect { IntRect(x0: 0, y0: originY, x1: max(0, target.width), y1: originY + max(0, target.height)) }

    /// Width of the target, pixels.
    public var width: Int { target.width }
    /// Height of the target, pixels.
    public var height: Int { target.height }

    // MARK: - Clear

    /// Sets every pixel inside the clip rectangle to `color` (source copy; path clips ignored).
    public mutating func clear(_ color: Color) {
        guard !clipRect.isEmpty else { return }
        let c = Self.pack(color.premultiplied)
        let k = clip_kernels()
        for y in clipRect.y0..<clipRect.y1 {
            if let k {
                k.pointee.fill32(row(y, clipRect.x0), clipRect.width, c)
            } else {
                row(y, clipRect.x0).update(repeating: c, count: clipRect.width)
            }
        }
    }

    // MARK: - Fill and stroke

    /// Fills `path` (user space, mapped by `transform` to pixels) with `paint`, anti-aliased, scaled by `opacity`,
    /// combined by `blend`, optionally through an 8-bit coverage `mask`.
    public mutating func fill(
        _ path: Path, paint: Paint, rule: FillRule = .nonZero,
        transform: AffineTransform = .identity, opacity: Double = 1,
        blend: BlendMode = .sourceOver, mask: Mask? = nil
    ) {
        if case .transformed(let inner, let t) = paint {
            // The path is filled in the paint's own space, the paint's transform folded into the
            // draw's (an elliptical gradient is a circular one under a scale). A singular paint
            // transform leaves the paint untransformed.
            if let ti = t.inverted {
                fill(
                    path.applying(ti), paint: inner, rule: rule, transform: t.concatenating(transform), opacity: opacity,
                    blend: blend, mask: mask)
            } else {
                fill(path, paint: inner, rule: rule, transform: transform, opacity: opacity, blend: blend, mask: mask)
            }
            return
        }
        guard opacity > 0, !clipRect.isEmpty, !path.isEmpty else { return }
        guard let clip = effectiveClip(mask) else { return }
        if mask == nil, clipMask == nil, blend == .sourceOver, case .solid(let color) = paint, let k = clip_kernels(),
            let box = Self.pixelBox(path, transform)
        {
            // A rectangle on whole pixels covers its pixels fully and no others (the sweep's
            // coverage there is exactly 255 and 0): the same pixels as the sweep, row by row, with
            // no edges, cells or groups (a background, a bar, a divider).
            guard let r = box.intersection(clip) else { return }
            let c = Self.pack(color.withAlpha(color.a * min(1, opacity)).premultiplied)
            for y in r.y0..<r.y1 { k.pointee.solid_over_run(row(y, r.x0), r.width, c, 255) }
            return
        }
        guard EdgeBuilder.build(path: path, transform: transform, clip: clip, into: scratch.accumulator) != nil else { return }
        guard let shader = makeShader(paint, transform: transform, opacity: opacity) else {
            // Nothing to paint, but the accumulated cells must be swept (and so reset).
            var sink = NullSink()
            scratch.accumulator.sweep(rule: rule, coverage: scratch.buffers.coverage, into: &sink)
            return
        }
        let scale = paintCoverageScale(paint, opacity: opacity)
        render(rule: rule, shader: shader, blend: blend, coverageScale: scale, mask: mask)
    }

    /// Strokes `path` with `style` (flattened and stroked in user space, then filled like `fill`).
    public mutating func stroke(
        _ path: Path, style: StrokeStyle, paint: Paint,
        transform: AffineTransform = .identity, opacity: Double = 1,
        blend: BlendMode = .sourceOver, mask: Mask? = nil
    ) {
        guard style.width > 0, style.width.isFinite, opacity > 0, !clipRect.isEmpty, !path.isEmpty else { return }
        let scale = transform.maxScale
        guard scale > 0, scale.isFinite else { return }
        // CAShapeLayer order: trim, then dash, then outline (trim/dash from ClipGeometry).
        var src = path
        if !(style.strokeStart <= 0 && style.strokeEnd >= 1) { src = src.trimmed(start: style.strokeStart, end: style.strokeEnd) }
        if !style.dashPattern.isEmpty { src = src.dashed(pattern: style.dashPattern, phase: style.dashPhase) }
        guard !src.isEmpty, let ub = StrokeEdges.bounds(src, style: style) else { return }
        guard let clip = effectiveClip(mask) else { return }
        // The region of the user-space box's corners (on the stack: no `Path` per stroke).
        let boxRegion = withUnsafeTemporaryAllocation(of: Point.self, capacity: 4) { box in
            box[0] = Point(ub.minX, ub.minY); box[1] = Point(ub.maxX, ub.minY)
            box[2] = Point(ub.maxX, ub.maxY); box[3] = Point(ub.minX, ub.maxY)
            return EdgeBuilder.region(points: UnsafeBufferPointer(box), transform: transform, clip: clip)
        }
        guard let (region, inside) = boxRegion else { return }
        let acc = scratch.accumulator
        acc.begin(region, inside: inside)
        var emitter = StrokeEdges(acc: acc, transform: transform, style: style, tolerance: Path.defaultTolerance / scale)
        swap(&emitter.pts, &scratch.strokePoints)
        swap(&emitter.segs, &scratch.strokeSegments)
        swap(&emitter.grid, &scratch.strokeGrid)
        emitter.stroke(src)
        swap(&emitter.pts, &scratch.strokePoints)
        swap(&emitter.segs, &scratch.strokeSegments)
        swap(&emitter.grid, &scratch.strokeGrid)
        guard let shader = makeShader(paint, transform: transform, opacity: opacity) else {
            var sink = NullSink()
            acc.sweep(rule: .nonZero, coverage: scratch.buffers.coverage, into: &sink)
            return
        }
        render(rule: .nonZero, shader: shader, blend: blend, coverageScale: paintCoverageScale(paint, opacity: opacity), mask: mask)
    }

    // MARK: - Images

    /// Draws `image` (its pixel (0,0)…(w,h) rectangle) through an affine transform, bilinear.
    public mutating func drawImage(
        _ image: PixmapView, transform: AffineTransform, opacity: Double = 1,
        blend: BlendMode = .sourceOver, mask: Mask? = nil
    ) {
        drawImage(image, projective: ProjectiveTransform(transform), opacity: opacity, blend: blend, mask: mask)
    }

    /// Draws a whole image through a 3x3 projective (perspective) matrix, bilinear. The part of
    /// the image plane at or behind the eye (w <= 0) is cut away before projection.
    public mutating func drawImage(
        _ image: PixmapView, projective: ProjectiveTransform,
        opacity: Double = 1, blend: BlendMode = .sourceOver, mask: Mask? = nil
    ) {
        guard opacity > 0, image.width > 0, image.height > 0, !clipRect.isEmpty else { return }
        if fastImagePaths, let (dx, dy) = Self.integerTranslation(projective) {
            blitTranslated(image, dx: dx, dy: dy, opacity: opacity, blend: blend, mask: mask)
            return
        }
        guard let inv = projective.inverted else { return }
        // The image rectangle, clipped against w >= eps in image space, then projected.
        let m = projective
        let eps = 1e-6
        let corners = [
            Point(0, 0), Point(Double(image.width), 0), Point(Double(image.width), Double(image.height)), Point(0, Double(image.height)),
        ]
        func w(_ p: Point) -> Double { m.m13 * p.x + m.m23 * p.y + m.m33 }
        var poly: [Point] = []
        for i in 0..<4 {
            let a = corners[i], b = corners[(i + 1) % 4]
            let wa = w(a) - eps, wb = w(b) - eps
            if wa >= 0 { poly.append(a) }
            if (wa >= 0) != (wb >= 0) {
                let t = wa / (wa - wb)
                poly.append(Point(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t))
            }
        }
        guard poly.count >= 3 else { return }
        var path = Path()
        for (i, p) in poly.enumerated() {
            guard let q = m.apply(p) else { return }
            if i == 0 { path.move(to: q) } else { path.line(to: q) }
        }
        path.close()
        guard let clip = effectiveClip(mask) else { return }
        guard EdgeBuilder.build(path: path, transform: .identity, clip: clip, into: scratch.accumulator) != nil else { return }
        let shader: Shader
        if fastImagePaths, let ax = AxisImageShader(image: image, deviceToImage: inv) {
            shader = .axisImage(ax)
        } else {
            shader = .image(ImageShader(image: image, deviceToImage: inv, clampEdges: true))
        }
        render(rule: .nonZero, shader: shader, blend: blend, coverageScale: Self.unit(opacity), mask: mask)
    }

    // MARK: - Clipping

    /// Intersects the clip with `path` (anti-aliased).
    public mutating func clip(to path: Path, rule: FillRule = .nonZero, transform: AffineTransform = .identity) {
        let m = Mask(
            path: path, rule: rule, transform: transform.concatenating(AffineTransform(translationX: 0, y: -Double(originY))),
            width: target.width, height: target.height)
        clipMask = clipMask.map { $0.multiplied(by: m) } ?? m
        if let r = EdgeBuilder.bounds(path: path, transform: transform, clip: clipRect) { clipRect = r } else { clipRect.x1 = clipRect.x0 }
    }

    /// Intersects the clip with a device rectangle (rounded out to whole pixels).
    public mutating func clip(to rect: Rect) {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { clipRect.x1 = clipRect.x0; return }
        let lim = 1e9
        let r = IntRect(
            x0: Int(max(-lim, rect.minX).rounded(.down)), y0: Int(max(-lim, rect.minY).rounded(.down)),
            x1: Int(min(lim, rect.maxX).rounded(.up)), y1: Int(min(lim, rect.maxY).rounded(.up)))
        clipRect = clipRect.intersection(r) ?? IntRect(x0: 0, y0: 0, x1: 0, y1: 0)
    }

    /// Removes the clip rectangle and clip mask.
    public mutating func resetClip() {
        clipRect = bounds
        clipMask = nil
    }

    // MARK: - Internals

    @inline(__always) static func pack(_ p: RGBA8) -> UInt32 {
        UInt32(p.r) | UInt32(p.g) << 8 | UInt32(p.b) << 16 | UInt32(p.a) << 24
    }
    static func unit(_ v: Double) -> UInt32 { v >= 1 ? 255 : (v > 0 ? UInt32((v * 255).rounded()) : 0) }

    @inline(__always) func row(_ y: Int, _ x: Int) -> UnsafeMutablePointer<UInt32> {
        UnsafeMutableRawPointer(target.base + (y - originY) * target.stride + x * 4).assumingMemoryBound(to: UInt32.self)
    }

    /// The clip rectangle, narrowed to the mask's extent when the mask is smaller than the target.
    func effectiveClip(_ mask: Mask?) -> IntRect? {
        var r = clipRect
        if let m = mask {
            guard let i = r.intersection(IntRect(x0: 0, y0: originY, x1: m.width, y1: originY + m.height)) else { return nil }; r = i
        }
        if let m = clipMask {
            guard let i = r.intersection(IntRect(x0: 0, y0: originY, x1: m.width, y1: originY + m.height)) else { return nil }; r = i
        }
        return r.isEmpty ? nil : r
    }

    /// Opacity of solids and gradients is folded into their colours; images scale coverage.
    func paintCoverageScale(_ paint: Paint, opacity: Double) -> UInt32 {
        if case .image = paint { return Self.unit(opacity) }
        if case .transformed(let p, _) = paint { return paintCoverageScale(p, opacity: opacity) }
        return 255
    }

    func makeShader(_ paint: Paint, transform: AffineTransform, opacity: Double) -> Shader? {
        let op = min(1, opacity)
        switch paint {
        case .solid(let c):
            return .solid(Self.pack(c.withAlpha(c.a * op).premultiplied))
        case .linearGradient(let stops, let start, let end):
            guard let inv = transform.inverted else { return nil }
            return .linear(LinearGradientShader(lut: scratch.lut(stops, op), start: start, end: end, inverse: inv))
        case .radialGradient(let stops, let center, let radius):
            guard let inv = transform.inverted else { return nil }
            return .radial(RadialGradientShader(lut: scratch.lut(stops, op), center: center, radius: radius, inverse: inv))
        case .focalGradient(let stops, let center, let radius, let focal):
            guard let inv = transform.inverted else { return nil }
            if focal == center {
                return .radial(RadialGradientShader(lut: scratch.lut(stops, op), center: center, radius: radius, inverse: inv))
            }
            return .focal(FocalGradientShader(lut: scratch.lut(stops, op), center: center, radius: radius, focal: focal, inverse: inv))
        case .conicGradient(let stops, let center, let startAngle):
            guard let inv = transform.inverted else { return nil }
            return .conic(ConicGradientShader(lut: scratch.lut(stops, op), center: center, startAngle: startAngle, inverse: inv))
        case .image(let pm, let t):
            guard let inv = t.concatenating(transform).inverted else { return nil }
            return .image(ImageShader(image: pm.view, deviceToImage: ProjectiveTransform(inv), clampEdges: false))
        case .transformed(let p, let t):
            // Strokes (fills take the path route above): the paint space maps through t, then the draw.
            return makeShader(p, transform: t.concatenating(transform), opacity: opacity)
        }
    }

    /// The device pixels of `path` under `t` when the path is one rectangle whose corners land on
    /// whole pixels, axis-aligned (a move, three or four lines back to the start, an optional close;
    /// `t` without rotation or skew); nil for any other path. Corners beyond ±2³⁰ are not taken.
    static func pixelBox(_ path: Path, _ t: AffineTransform) -> IntRect? {
        guard t.b == 0, t.c == 0 else { return nil }
        let v = path.verbs, p = path.points
        var lines = v.count - 1
        if v.last == .close { lines -= 1 }
        guard lines == 3 || lines == 4, v[0] == .move, p.count == lines + 1 else { return nil }
        for i in 1...lines where v[i] != .line { return nil }
        if lines == 4, p[4] != p[0] { return nil }
        var x = (0, 0, 0, 0), y = (0, 0, 0, 0)
        func whole(_ d: Double) -> Int? {
            guard abs(d) < 1_073_741_824, d == d.rounded() else { return nil }
            return Int(d)
        }
        for i in 0..<4 {
            let q = t.apply(p[i])
            guard let qx = whole(q.x), let qy = whole(q.y) else { return nil }
            switch i {
            case 0: x.0 = qx; y.0 = qy
            case 1: x.1 = qx; y.1 = qy
            case 2: x.2 = qx; y.2 = qy
            default: x.3 = qx; y.3 = qy
            }
        }
        // The sides alternate horizontal and vertical, starting with either.
        let horizontalFirst = y.0 == y.1 && x.1 == x.2 && y.2 == y.3 && x.3 == x.0
        let verticalFirst = x.0 == x.1 && y.1 == y.2 && x.2 == x.3 && y.3 == y.0
        guard horizontalFirst || verticalFirst else { return nil }
        return IntRect(x0: min(x.0, x.2), y0: min(y.0, y.2), x1: max(x.0, x.2), y1: max(y.0, y.2))
    }

    /// Sweeps the accumulated coverage through the span program chosen for this draw.
    func render(rule: FillRule, shader: Shader, blend: BlendMode, coverageScale: UInt32, mask: Mask?) {
        let acc = scratch.accumulator
        let cov = scratch.buffers.coverage
        if case .solid(let c) = shader, blend == .sourceOver, mask == nil, clipMask == nil, coverageScale == 255 {
            var sink = SolidOverSink(base: target.base, stride: target.stride, width: target.width, originY: originY, color: c)
            acc.sweep(rule: rule, coverage: cov, into: &sink)
            return
        }
        if blend == .sourceOver, mask == nil, clipMask == nil, coverageScale == 255, let k = clip_kernels(),
            let g = Self.gradientJob(shader, source: scratch.buffers.source)
        {
            let sink = SolidOverSink(base: target.base, stride: target.stride, width: target.width, originY: originY, color: 0)
            acc.sweep(rule: rule, coverage: cov, into: sink, gradient: g, kernels: k)
            return
        }
        let direct = blend.sourceReplaces == .always || (blend.sourceReplaces == .whenOpaque && shader.isOpaque)
        var sink = GeneralSink(
            mode: blend, base: target.base, stride: target.stride, width: target.width, originY: originY, shader: shader,
            buffers: scratch.buffers, coverageScale: coverageScale, mask1: clipMask, mask2: mask, directFullRuns: direct)
        acc.sweep(rule: rule, coverage: cov, into: &sink)
    }

    /// The C sweep's description of a linear or radial gradient shader (nil for other shaders):
    /// the fused sweep draws it as `GeneralSink` under source-over would.
    static func gradientJob(_ shader: Shader, source: UnsafeMutablePointer<UInt32>) -> ClipGradientJob? {
        switch shader {
        case .linear(let g):
            return ClipGradientJob(
                kind: 1, a: g.a, b: g.b, c: g.c, d: 0, tx: 0, ty: 0, table: g.lut.table, opaque: g.lut.isOpaque ? 1 : 0, src: source)
        case .radial(let g):
            let m = g.m
            return ClipGradientJob(
                kind: 2, a: m.a, b: m.b, c: m.c, d: m.d, tx: m.tx, ty: m.ty, table: g.lut.table, opaque: g.lut.isOpaque ? 1 : 0,
                src: source)
        default:
            return nil
        }
    }
}

/// Discards spans (used to reset the accumulator when a draw turns out to paint nothing).
struct NullSink: SpanSink {
    mutating func run(y: Int, x: Int, count: Int, coverage: UInt32) {}
    mutating func mask(y: Int, x: Int, count: Int, coverage: UnsafeMutablePointer<UInt32>) {}
}
