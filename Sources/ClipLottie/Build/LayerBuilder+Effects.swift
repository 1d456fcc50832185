import ClipAnimation
import ClipGeometry
import ClipRaster
import Foundation

extension LayerBuilder {
    /// `engine` wrapped in a layer (same world transform and opacity) carrying the layer's effects
    /// as filters, so they apply after its masks, as in After Effects; `engine` itself when none draws.
    /// In the lottie-web look the result is cropped to lottie-web's filter region.
    func withEffects(_ engine: Layer, _ l: LayerModel, world: AffineTransform, frame: Double) -> Layer {
        var filters = l.effects.compactMap { $0.filter(at: frame) }
        let styled = styles(l, content: engine, frame: frame)
        guard !filters.isEmpty || !styled.filters.isEmpty || styled.under != nil else { return engine }
        let holder = Layer()
        Self.place(holder, world, size: Size(document.width, document.height))
        holder.opacity = engine.opacity
        holder.compositingFilter = engine.compositingFilter
        engine.transform = Transform3D(AffineTransform.identity)
        engine.opacity = 1
        engine.compositingFilter = nil
        if let under = styled.under {
            // Styles draw after the effects: the effects go on a layer of their own, under the styles' outline.
            if !filters.isEmpty {
                let inner = Layer()
                Self.place(inner, .identity, size: Size(document.width, document.height))
                inner.addSublayer(engine)
                inner.filters = filters
                filters = []
                holder.addSublayer(under)
                holder.addSublayer(inner)
            } else {
                holder.addSublayer(under)
                holder.addSublayer(engine)
            }
        } else {
            holder.addSublayer(engine)
        }
        filters += styled.filters
        if look == .lottieWeb {
            // lottie-web's one filter element per layer takes the region the last effect sets:
            // Drop Shadow 0 %…100 % of the bounding box, Gaussian Blur −100 %…300 %.
            var grow: Double? = nil
            for e in l.effects {
                switch e {
                case .dropShadow: grow = 0
                case .gaussianBlur: grow = 1
                case .tint, .tritone: break
                }
            }
            if let grow, let box = Self.contentBounds(holder) {
                // Every primitive of the SVG filter is clipped to the region, the final result too.
                let region = box.insetBy(dx: -grow * box.width, dy: -grow * box.height)
                filters = filters.map { f in
                    guard case .dropShadow(let c, let o, let sigma, _) = f else { return f }
                    return .dropShadow(color: c, offset: o, sigma: sigma, region: region)
                }
                filters.append(.crop(region))
            }
        }
        holder.filters = filters
        return holder
    }

    /// Bounds of the geometry a layer's subtree draws, in the layer's own coordinates (paths
    /// without stroke width, as SVG's bounding box; masks ignored); nil when it draws nothing.
    static func contentBounds(_ layer: Layer) -> Rect? {
        var box: Rect? = nil
        func add(_ r: Rect, _ t: AffineTransform) {
            guard r.width.isFinite, r.height.isFinite else { return }
            for p in [Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.maxX, r.maxY), Point(r.minX, r.maxY)] {
                let q = t.apply(p)
                box = box.map { $0.extended(to: q) } ?? Rect(q.x, q.y, 0, 0)
            }
        }
        if let c = layer as? LottieContentLayer {
            for op in c.ops {
                switch op {
                case .fill(let p, _, _, let t), .stroke(let p, _, _, let t): if !p.isEmpty { add(p.bounds, t) }
                case .image(let img, let t, _): add(Rect(0, 0, Double(img.width), Double(img.height)), t)
                case .clip, .blendMode: break
                }
            }
        }
        for s in layer.sublayers {
            if let b = contentBounds(s) { add(b, s.transform.affine) }
        }
        return box
    }
}
