import ClipAnimation
import ClipGeometry
import ClipRaster
import Foundation

/// A layer effect (`ef`) the importer draws through the engine's `LayerFilter`s, with its
/// parameters as lottie-web's SVG renderer reads them (by position in the effect's value list).
enum EffectModel: Sendable {
    /// Tint (`ty` 20): map black to, map white to, amount (0…100).
    case tint(black: Animated<[Double]>, white: Animated<[Double]>, amount: Animated<[Double]>)
    /// Drop Shadow (`ty` 25): colour, opacity (0…255), direction (degrees, 0 = up, clockwise),
    /// distance, softness.
    case dropShadow(
        color: Animated<[Double]>, opacity: Animated<[Double]>, direction: Animated<[Double]>, distance: Animated<[Double]>,
        softness: Animated<[Double]>)
    /// Tritone (`ty` 23): highlights, midtones, shadows.
    case tritone(highlights: Animated<[Double]>, midtones: Animated<[Double]>, shadows: Animated<[Double]>)
    /// Gaussian Blur (`ty` 29): blurriness, dimensions (1 both, 2 horizontal, 3 vertical).
    case gaussianBlur(blurriness: Animated<[Double]>, dimensions: Animated<[Double]>)

    /// The engine filter at `frame` (nil when it draws nothing).
    func filter(at frame: Double) -> LayerFilter? {
        func s(_ a: Animated<[Double]>, _ d: Double) -> Double {
            let v = a.scalar(at: frame, default: d)
            return v.isFinite ? v : d
        }
        switch self {
        case .tint(let black, let white, let amount):
            let k = colorValue(Optional(black).value(at: frame, default: [0, 0, 0]), alpha: 1)
            let w = colorValue(Optional(white).value(at: frame, default: [1, 1, 1]), alpha: 1)
            let a = clamp01(s(amount, 100) / 100)
            return a > 0 ? .tint(black: k, white: w, amount: a) : nil
        case .tritone(let highlights, let midtones, let shadows):
            func c(_ a: Animated<[Double]>, _ d: [Double]) -> Color { colorValue(Optional(a).value(at: frame, default: d), alpha: 1) }
            return .tritone(shadows: c(shadows, [0, 0, 0]), midtones: c(midtones, [0.5, 0.5, 0.5]), highlights: c(highlights, [1, 1, 1]))
        case .dropShadow(let color, let opacity, let direction, let distance, let softness):
            // lottie-web: flood colour at opacity/255, offset (d·cos(θ−90°), d·sin(θ−90°)), blur σ = softness / 4.
            let c = colorValue(Optional(color).value(at: frame, default: [0, 0, 0]), alpha: clamp01(s(opacity, 0) / 255))
            let angle = (s(direction, 0) - 90) * .pi / 180, d = s(distance, 0)
            return .dropShadow(color: c, offset: Size(d * cos(angle), d * sin(angle)), sigma: max(0, s(softness, 0)) / 4)
        case .gaussianBlur(let blurriness, let dimensions):
            // lottie-web: σ = 0.3 · blurriness ("empirical value, matching AE's blur appearance").
            let sigma = max(0, s(blurriness, 0)) * 0.3
            let dim = s(dimensions, 1).rounded()
            guard sigma > 0 else { return nil }
            return .gaussianBlur(sigmaX: dim == 3 ? 0 : sigma, sigmaY: dim == 2 ? 0 : sigma)
        }
    }
}

extension LottieParser {
    /// The effects of a layer's `ef` list the importer draws, in order (enabled ones only; Fill is
    /// read separately, expression controls and unknown effects are skipped).
    func effects(_ list: JNode) throws -> [EffectModel] {
        var out: [EffectModel] = []
        for e in try list.array() where e.isObject {
            guard try e.flag("en", default: true), let values = try e.optional("ef") else { continue }
            let items = try values.array()
            func v(_ i: Int, _ fallback: [Double]) throws -> Animated<[Double]> {
                guard i < items.count, items[i].isObject, let p = try items[i].optional("v") else { return .fixed(fallback) }
                return try vector(p)
            }
            switch try e.int("ty") {
            case 20: out.append(.tint(black: try v(0, [0, 0, 0]), white: try v(1, [1, 1, 1]), amount: try v(2, [100])))
            case 25:
                out.append(
                    .dropShadow(
                        color: try v(0, [0, 0, 0]), opacity: try v(1, [127.5]), direction: try v(2, [135]), distance: try v(3, [5]),
                        softness: try v(4, [0])))
            case 23:
                out.append(.tritone(highlights: try v(0, [1, 1, 1]), midtones: try v(1, [0.5, 0.5, 0.5]), shadows: try v(2, [0, 0, 0])))
            case 29: out.append(.gaussianBlur(blurriness: try v(0, [0]), dimensions: try v(1, [1])))
            default: continue
            }
        }
        return out
    }
}

/// Where the importer follows lottie-web's SVG player (the fidelity reference) and where After
/// Effects, when the two draw a file differently and After Effects' look would move far from the
/// reference frames. Everything else is drawn as After Effects draws it in both looks (mask
/// feather, mask modes lighten / darken / difference, luma mattes, effect parameters).
public enum LottieLook: String, Sendable, CaseIterable {
    /// As lottie-web draws the file: a layer's effects are clipped to lottie-web's filter region
    /// (with a Drop Shadow: the layer's bounding box, so most of the shadow is cut away; with a
    /// Gaussian Blur: the box grown by its size on every side), layer styles (`sy`) are not drawn.
    case lottieWeb = "lottie-web"
    /// As After Effects draws it: effects are not clipped, layer styles (drop shadow, stroke) are drawn.
    case afterEffects = "after-effects"
}

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
