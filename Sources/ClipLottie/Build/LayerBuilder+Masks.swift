import ClipAnimation
import ClipGeometry
import ClipRaster

extension MaskModel {
    /// Expansion at `frame` (layer units; 0 when absent or not finite).
    func expansion(at frame: Double) -> Double {
        let v = expansion?.scalar(at: frame, default: 0) ?? 0
        return v.isFinite ? max(-1e5, min(1e5, v)) : 0
    }

    /// Feather at `frame`, x and y (layer units, ≥ 0).
    func feather(at frame: Double) -> (x: Double, y: Double) {
        let v = feather.value(at: frame, default: [0, 0])
        func ok(_ d: Double) -> Double { d.isFinite ? max(0, min(1e5, d)) : 0 }
        return (ok(v.first ?? 0), ok(v.count > 1 ? v[1] : v.first ?? 0))
    }

    /// Whether the mask is expanded, shrunk or feathered at `frame` (drawn by `shapedMasks`).
    func isShaped(at frame: Double) -> Bool {
        let f = feather(at: frame)
        return expansion(at: frame) != 0 || f.x > 0 || f.y > 0
    }
}

extension LayerBuilder {
    /// Feather's Gaussian σ per unit of feather: lottie-web draws no feather, so this follows its
    /// mapping of After Effects' blur sizes (Gaussian Blur's σ = 0.3 × blurriness).
    static let featherToSigma = 0.3

    /// Masks with expansion or feather, or with lighten, darken or difference modes: one engine
    /// layer per mask, combined in order onto a container (add: source-over; subtract:
    /// destination-out; intersect: destination-in over a layer that covers everything, so the
    /// outside is cleared; lighten, darken, difference: the larger, smaller or difference of the
    /// coverages, as After Effects merges them, through the engine's `coverageBlend`; lottie-web
    /// adds them). Each mask's shape is its path, grown by a stroke of width 2x (x > 0, miter
    /// joins, as lottie-web's SVG stroke) or shrunk by cutting away a stroke of width 2|x| (x < 0,
    /// as lottie-web's erosion), blurred by its feather (lottie-web draws none), inverted when
    /// `inv` is set, at the mask's opacity.
    func shapedMasks(_ masks: [MaskModel], frame: Double) -> Layer {
        let size = Size(document.width, document.height)
        let huge = rectPath(Rect(-1e6, -1e6, 2e6, 2e6))
        func content(_ ops: [DrawOp]) -> LottieContentLayer {
            let c = LottieContentLayer()
            Self.place(c, .identity, size: size)
            c.ops = ops
            return c
        }
        let container = Layer()
        Self.place(container, .identity, size: size)
        if let first = masks.first, first.mode == .subtract || first.mode == .intersect || first.mode == .darken {
            container.addSublayer(content([.fill(huge, .solid(.black), .nonZero, .identity)]))
        }
        for m in masks {
            let path = m.shape.value(at: frame).path
            let x = m.expansion(at: frame), f = m.feather(at: frame)
            var ops: [DrawOp] = [.fill(path, .solid(.black), .nonZero, .identity)]
            if x > 0 { ops.append(.stroke(path, StrokeStyle(width: 2 * x, join: .miter, miterLimit: 4), .solid(.black), .identity)) }
            let shape = content(ops)
            if x < 0 {
                shape.mask = content([.stroke(path, StrokeStyle(width: -2 * x, join: .miter, miterLimit: 4), .solid(.black), .identity)])
                shape.maskMode = .inverse
            }
            if f.x > 0 || f.y > 0 { shape.filters = [.gaussianBlur(sigmaX: f.x * Self.featherToSigma, sigmaY: f.y * Self.featherToSigma)] }
            var piece: Layer = shape
            if m.inverted {
                let outside = content([.fill(huge, .solid(.black), .nonZero, .identity)])
                outside.mask = shape
                outside.maskMode = .inverse
                piece = outside
            }
            // A transparent cover makes the piece's group span everything, so a destination-in or
            // minimum composite clears what lies outside the mask.
            let modes: [MaskModel.Mode: CoverageBlend] = [.lighten: .maximum, .darken: .minimum, .difference: .difference]
            let coverage = modes[m.mode]
            let covers = m.mode == .intersect || coverage != nil
            let holder = content(covers ? [.fill(huge, .solid(.clear), .nonZero, .identity)] : [])
            holder.addSublayer(piece)
            holder.opacity = clamp01(m.opacity.value(at: frame, default: [100])[0] / 100)
            switch m.mode {
            case .subtract: holder.compositingFilter = .destOut
            case .intersect: holder.compositingFilter = .destIn
            default: holder.coverageBlend = coverage
            }
            container.addSublayer(holder)
        }
        return container
    }
}
