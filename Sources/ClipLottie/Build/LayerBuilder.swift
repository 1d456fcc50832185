import ClipAnimation
import ClipGeometry
import ClipRaster

/// An engine layer that draws a fixed list of operations (a Lottie layer's evaluated content at
/// one frame), in its own coordinates.
final class LottieContentLayer: Layer, @unchecked Sendable {
    /// What the layer draws, bottom first, in layer coordinates.
    var ops: [DrawOp] = []

    override func contentOps(state: LayerState, localTime: Double) -> [DrawOp] { ops }

    override func makeEmptyClone() -> Layer {
        let c = LottieContentLayer()
        c.ops = ops
        return c
    }
}

/// Builds the engine layer tree of a document at one frame: every Lottie layer becomes an engine
/// layer whose transform is its full parented matrix, with its opacity, masks and track matte;
/// precomps become container layers clipped to their size, holding their own layers at their
/// own (start-offset, stretched or remapped) time.
struct LayerBuilder {
    let document: LottieDocument
    let limits: LottieLimits
    /// lottie-web's look or After Effects' where they differ (effect regions, layer styles).
    var look: LottieLook = .lottieWeb

    /// A layer in Lottie coordinates: no anchor offset, its transform the given matrix, its bounds
    /// (when not set already, as a precomp's clip is) `size`.
    static func place(_ layer: Layer, _ m: AffineTransform, size: Size) {
        layer.anchorPoint = Point(0, 0)
        if layer.bounds.isEmpty { layer.bounds = Rect(0, 0, size.width, size.height) }
        layer.position = Point(0, 0)
        layer.transform = Transform3D(m)
    }

    /// The root composition at `frame` (absolute, in the file's frame numbers).
    func composition(at frame: Double) throws -> Layer {
        let root = Layer()
        Self.place(root, .identity, size: Size(document.width, document.height))
        // Players show the composition's rectangle only: `LottieScene` clips to it.
        for l in try layers(of: nil, frame: frame, depth: 0) { root.addSublayer(l) }
        return root
    }

    /// The engine layers of a composition at `frame` (in that composition's frames), bottom first.
    func layers(of id: String?, frame: Double, depth: Int) throws -> [Layer] {
        let models = document.compositionLayers(id)
        guard depth <= limits.maxPrecompDepth else { return [] }
        var byIndex: [Int: Int] = [:]
        for (i, l) in models.enumerated() { if let ind = l.index { byIndex[ind] = i } }
        var worldCache: [Int: AffineTransform] = [:]

        // With 3D layers, parents compose as 4 × 4 matrices before the projection (lottie-web).
        let any3D = models.contains { $0.transform.threeD }
        var cache3D: [Int: Matrix4] = [:]
        func world3D(_ i: Int, hops: Int) -> Matrix4 {
            if let m = cache3D[i] { return m }
            var m = transformMatrix(models[i].transform, frame: frame)
            if hops < models.count, let p = models[i].parent, let j = byIndex[p], j != i { m = m.then(world3D(j, hops: hops + 1)) }
            cache3D[i] = m
            return m
        }

        /// Own transform followed by the parents'.
        func world(_ i: Int, hops: Int) -> AffineTransform {
            if let m = worldCache[i] { return m }
            if any3D {
                let m = world3D(i, hops: hops).affine
                worldCache[i] = m
                return m
            }
            let l = models[i]
            var (m, _) = transformAt(l.transform, frame: frame)
            if hops < models.count, let p = l.parent, let j = byIndex[p], j != i {
                m = m.concatenating(world(j, hops: hops + 1))
            }
            worldCache[i] = m
            return m
        }

        var out: [Layer] = []
        // Bottom first: the file lists the top layer first.
        for i in models.indices.reversed() {
            let l = models[i]
            if l.isMatteSource || l.hidden { continue }
            guard frame >= l.inPoint && frame < l.outPoint else { continue }
            guard world(i, hops: 0).isSane, var engine = try content(l, frame: frame, depth: depth)
            else { continue }
            let (_, opacity) = transformAt(l.transform, frame: frame)
            var filter = Self.blendModes[l.blendMode]
            // A shape layer that is one blended fill or stroke and nothing that isolates it (no
            // blend, opacity, mask or matte of its own): lottie-web's path blends with what lies
            // below the layer, so the layer composites with the item's mode.
            if filter == nil, opacity >= 1, l.masks.allSatisfy({ $0.mode == .none }), (l.matteMode ?? 0) == 0,
                let c = engine as? LottieContentLayer, c.ops.count == 3, case .blendMode(let b) = c.ops[0],
                case .blendMode(.sourceOver) = c.ops[2]
            {
                filter = CompositingFilter.allCases.first { $0.blendMode == b }
                c.ops = [c.ops[1]]
            }
            Self.place(engine, world(i, hops: 0), size: Size(document.width, document.height))
            engine.opacity = opacity
            engine.name = l.name
            if let fill = l.fillEffect {
                let c = colorValue(fill.color.value(at: frame), alpha: fill.opacity.map { $0.scalar(at: frame, default: 1) } ?? 1)
                Self.fill(engine, with: c)
            }
            if let mask = try masks(l, frame: frame) {
                // Masks are in the layer's own coordinates: a container in those coordinates
                // holds the content so the mask sees the same space.
                let holder = Layer()
                Self.place(holder, world(i, hops: 0), size: Size(document.width, document.height))
                holder.opacity = opacity
                engine.transform = Transform3D(AffineTransform.identity)
                engine.opacity = 1
                holder.addSublayer(engine)
                holder.mask = mask.layer
                holder.maskMode = mask.inverse ? .inverse : .alpha
                engine = holder
            }
            engine = withEffects(engine, l, world: world(i, hops: 0), frame: frame)
            if let mode = l.matteMode, mode > 0 {
                // The matte is the layer named by `tp`, else the one just above in the list.
                var j: Int? = i > 0 ? i - 1 : nil
                if let tp = l.matteParent, let k = byIndex[tp] { j = k }
                if let j, j != i, let matte = try matteLayer(models[j], index: j, world: world(j, hops: 0), frame: frame, depth: depth) {
                    let holder = Layer()
                    Self.place(holder, .identity, size: Size(document.width, document.height))
                    holder.addSublayer(engine)
                    holder.mask = matte
                    holder.maskMode = [2: .inverse, 3: .luminance, 4: .inverseLuminance][mode] ?? .alpha
                    engine = holder
                } else if mode == 1 || mode == 3 {
                    continue // an alpha matte that is absent shows nothing
                }
            }
            // The blend applies to the masked and matted result, as lottie-web sets
            // `mix-blend-mode` on the layer's outermost element (mask and matte groups inside).
            engine.compositingFilter = filter
            out.append(engine)
        }
        return out
    }

    /// Lottie blend modes (`bm`) as the engine's compositing filters: every After Effects mode lottie-web
    /// draws (1…15, CSS `mix-blend-mode`), and add (16) as `plusL`. Hard mix (17) has no CSS mode:
    /// lottie-web draws it normally, and so does the importer.
    static let blendModes: [Int: CompositingFilter] = [
        1: .multiplyBlendMode, 2: .screenBlendMode, 3: .overlayBlendMode, 4: .darkenBlendMode, 5: .lightenBlendMode,
        6: .colorDodgeBlendMode, 7: .colorBurnBlendMode, 8: .hardLightBlendMode, 9: .softLightBlendMode, 10: .differenceBlendMode,
        11: .exclusionBlendMode, 12: .hueBlendMode, 13: .saturationBlendMode, 14: .colorBlendMode, 15: .luminosityBlendMode, 16: .plusL,
    ]

    /// The Fill effect: every draw of the subtree painted `color`, coverage and alpha kept.
    static func fill(_ layer: Layer, with color: Color) {
        if let content = layer as? LottieContentLayer {
            content.ops = content.ops.map { op in
                switch op {
                case .fill(let p, let paint, let rule, let t): return .fill(p, .solid(color.withAlpha(color.a * paint.alphaHint)), rule, t)
                case .stroke(let p, let s, let paint, let t): return .stroke(p, s, .solid(color.withAlpha(color.a * paint.alphaHint)), t)
                default: return op
                }
            }
        }
        for s in layer.sublayers { fill(s, with: color) }
    }

    /// A matte source drawn as a mask (its own transform and opacity; invisible outside its time).
    func matteLayer(_ l: LayerModel, index: Int, world: AffineTransform, frame: Double, depth: Int) throws -> Layer? {
        let empty = Layer()
        Self.place(empty, .identity, size: Size(document.width, document.height))
        guard frame >= l.inPoint && frame < l.outPoint, let engine = try content(l, frame: frame, depth: depth)
        else { return empty }
        let (_, opacity) = transformAt(l.transform, frame: frame)
        Self.place(engine, world, size: Size(document.width, document.height))
        engine.opacity = opacity
        if let mask = try masks(l, frame: frame) {
            let holder = Layer()
            Self.place(holder, world, size: Size(document.width, document.height))
            holder.opacity = opacity
            engine.transform = Transform3D(AffineTransform.identity)
            engine.opacity = 1
            holder.addSublayer(engine)
            holder.mask = mask.layer
            holder.maskMode = mask.inverse ? .inverse : .alpha
            return holder
        }
        return engine
    }

    /// The layer's own content (nil for layers that draw nothing: nulls, and kinds not imported yet).
    func content(_ l: LayerModel, frame: Double, depth: Int) throws -> Layer? {
        // A layer's keyframes are in its composition's frames (lottie-web compares them with the
        // composition's frame); only a precomp's content runs on the layer's own clock.
        switch l.kind {
        case .shape(let items):
            let layer = LottieContentLayer()
            layer.ops = try ShapeEvaluator(frame: frame, limits: limits, layerName: l.name).ops(items)
            return layer.ops.isEmpty ? nil : layer
        case .solid(let color, let w, let h):
            let layer = LottieContentLayer()
            let c = colorValue(color, alpha: 1)
            layer.ops = [.fill(rectPath(Rect(0, 0, w, h)), .solid(c), .nonZero, .identity)]
            return layer
        case .precomp(let id, let w, let h):
            var inner = (frame - l.startTime) / l.stretch
            if let tm = l.timeRemap { inner = tm.scalar(at: frame) * document.frameRate }
            guard inner.isFinite else { return nil }
            let container = Layer()
            for sub in try layers(of: id, frame: inner, depth: depth + 1) { container.addSublayer(sub) }
            if container.sublayers.isEmpty { return nil }
            // Clipped to the precomp's own size (lottie-web clips precomps too).
            if w > 0 && h > 0 {
                container.bounds = Rect(0, 0, w, h)
                container.masksToBounds = true
                // lottie-web's precomp element (clipped by a clip-path) is an isolated group in
                // Chromium: blended layers inside blend with the precomp's own content, not with
                // what lies below it. The same rectangle as a mask makes the container a group.
                if container.sublayers.contains(where: { $0.compositingFilter != nil }) {
                    let isolation = LottieContentLayer()
                    Self.place(isolation, .identity, size: Size(w, h))
                    isolation.ops = [.fill(rectPath(Rect(0, 0, w, h)), .solid(.black), .nonZero, .identity)]
                    container.mask = isolation
                }
            }
            return container
        case .text(let model): return try textContent(model, frame: frame, name: l.name, masks: l.masks)
        case .image(let id):
            guard let image = document.images[id], image.pixmap.width > 0, image.pixmap.height > 0 else { return nil }
            // The pixels stretched to the asset's declared size, at the layer's origin.
            let layer = LottieContentLayer()
            let t = AffineTransform(scaleX: image.width / Double(image.pixmap.width), y: image.height / Double(image.pixmap.height))
            layer.ops = [.image(image.pixmap, t, 1)]
            return layer
        case .null, .other: return nil
        }
    }

    /// The layer's masks as one mask layer in the layer's coordinates (nil when it has none that
    /// draw), and whether it applies inverted.
    func masks(_ l: LayerModel, frame: Double) throws -> (layer: Layer, inverse: Bool)? {
        let active = l.masks.filter { $0.mode != .none }
        guard !active.isEmpty else { return nil }
        let merged = active.contains { [.lighten, .darken, .difference].contains($0.mode) }
        if merged || active.contains(where: { $0.isShaped(at: frame) }) { return (shapedMasks(active, frame: frame), false) }
        // A single inverted add mask: the layer shows outside the path.
        if active.count == 1, active[0].inverted, active[0].mode == .add {
            let m = active[0]
            let layer = LottieContentLayer()
            Self.place(layer, .identity, size: Size(document.width, document.height))
            let alpha = clamp01(m.opacity.value(at: frame, default: [100])[0] / 100)
            layer.ops = [.fill(m.shape.value(at: frame).path, .solid(Color(white: 0, alpha: alpha)), .nonZero, .identity)]
            return (layer, true)
        }
        let layer = LottieContentLayer()
        Self.place(layer, .identity, size: Size(document.width, document.height))
        var ops: [DrawOp] = []
        // A first mask that subtracts or intersects starts from everything.
        let huge = rectPath(Rect(-1e6, -1e6, 2e6, 2e6))
        if let first = active.first, first.mode == .subtract || first.mode == .intersect {
            ops.append(.fill(huge, .solid(.black), .nonZero, .identity))
        }
        for m in active {
            var path = m.shape.value(at: frame).path
            var rule = ShapeFillRule.nonZero
            if m.inverted {
                var inv = huge
                inv.append(path)
                path = inv
                rule = .evenOdd
            }
            let alpha = clamp01(m.opacity.value(at: frame, default: [100])[0] / 100)
            let paint = Paint.solid(Color(white: 0, alpha: alpha))
            switch m.mode {
            case .subtract:
                ops.append(.blendMode(.destinationOut))
                ops.append(.fill(path, paint, rule, .identity))
            case .intersect:
                ops.append(.blendMode(.destinationIn))
                ops.append(.fill(path, paint, rule, .identity))
            default:
                ops.append(.blendMode(.sourceOver))
                ops.append(.fill(path, paint, rule, .identity))
            }
        }
        layer.ops = ops
        return (layer, false)
    }
}
