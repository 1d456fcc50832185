import ClipAnimation
import ClipGeometry
import ClipRaster
import Foundation

extension LayerBuilder {
    /// σ of a style's shadow per unit of its size: the Drop Shadow effect's softness mapping (σ = softness / 4).
    static let styleSizeToSigma = 0.25

    /// The layer's styles at `frame` as engine pieces: an outline layer to draw beneath the content
    /// (stroke) and filters to apply after the effects (drop shadow). Empty in lottie-web's look.
    func styles(_ l: LayerModel, content: Layer, frame: Double) -> (under: Layer?, filters: [LayerFilter]) {
        guard look == .afterEffects, !l.styles.isEmpty else { return (nil, []) }
        func s(_ a: Animated<[Double]>, _ d: Double) -> Double {
            let v = a.scalar(at: frame, default: d)
            return v.isFinite ? v : d
        }
        var under: Layer? = nil
        var filters: [LayerFilter] = []
        for style in l.styles {
            switch style {
            case .dropShadow(let color, let opacity, let angle, let size, let distance):
                let c = colorValue(Optional(color).value(at: frame, default: [0, 0, 0]), alpha: clamp01(s(opacity, 75) / 100))
                let a = s(angle, 120) * .pi / 180, d = s(distance, 5)
                // The shadow falls away from the light: (−cos a, sin a) with y down.
                filters.append(
                    .dropShadow(color: c, offset: Size(-d * cos(a), d * sin(a)), sigma: max(0, s(size, 5)) * Self.styleSizeToSigma))
            case .stroke(let color, let size):
                let w = max(0, min(1e4, s(size, 3)))
                guard w > 0 else { continue }
                let c = colorValue(Optional(color).value(at: frame, default: [0, 0, 0]), alpha: 1)
                let outline = LottieContentLayer()
                Self.place(outline, .identity, size: Size(document.width, document.height))
                outline.ops = Self.outline(of: content, width: w, paint: .solid(c))
                if !outline.ops.isEmpty { under = outline }
            }
        }
        return (under, filters)
    }

    /// Round-joined strokes of width 2·`width` around every shape the subtree draws (in the
    /// subtree's coordinates; strokes widened by their own width): drawn beneath, their outer half
    /// is After Effects' outside stroke. Masks and mattes inside the subtree are not followed.
    static func outline(of layer: Layer, width: Double, paint: Paint, transform: AffineTransform = .identity) -> [DrawOp] {
        var ops: [DrawOp] = []
        let style = StrokeStyle(width: 2 * width, cap: .round, join: .round)
        if let c = layer as? LottieContentLayer {
            for op in c.ops {
                switch op {
                case .fill(let p, let fill, _, let t):
                    guard fill.alphaHint > 0.001 else { continue }
                    ops.append(.stroke(p.applying(t.concatenating(transform)), style, paint, .identity))
                case .stroke(let p, let st, let sp, let t):
                    guard sp.alphaHint > 0.001 else { continue }
                    let m = t.concatenating(transform)
                    let k = abs(m.a * m.d - m.b * m.c).squareRoot()
                    var wide = style
                    wide.width = 2 * width + st.width * k
                    ops.append(.stroke(p.applying(m), wide, paint, .identity))
                case .image(let img, let t, _):
                    ops.append(
                        .stroke(
                            rectPath(Rect(0, 0, Double(img.width), Double(img.height))).applying(t.concatenating(transform)), style, paint,
                            .identity))
                case .clip, .blendMode: break
                }
            }
        }
        for s in layer.sublayers where s.opacity > 0.001 {
            ops += outline(of: s, width: width, paint: paint, transform: s.transform.affine.concatenating(transform))
        }
        return ops
    }
}
