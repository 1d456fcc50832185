import ClipGeometry
import ClipRaster

/// Layer filters (`Layer.filters`): applied in order to a node's offscreen group, before its mask.
extension FrameRenderer {
    /// Device scale of the node's x and y axes (lengths in layer units → pixels).
    static func axisScales(_ m: AffineTransform) -> (x: Double, y: Double) {
        ((m.a * m.a + m.b * m.b).squareRoot(), (m.c * m.c + m.d * m.d).squareRoot())
    }

    /// How far, in device pixels, the filters can move content out of its bounds along x and y
    /// (3σ per blur, offset + 3σ per shadow, added up along the chain); nil when a value is not finite.
    static func filterReach(_ filters: [LayerFilter], _ m: AffineTransform) -> (x: Double, y: Double)? {
        let (sx, sy) = axisScales(m)
        var rx = 0.0, ry = 0.0
        for f in filters {
            switch f {
            case .gaussianBlur(let a, let b):
                rx += 3 * max(0, a) * sx + 2; ry += 3 * max(0, b) * sy + 2
            case .dropShadow(_, let off, let s):
                let v = m.applyToVector(Point(off.width, off.height))
                rx += abs(v.x) + 3 * max(0, s) * sx + 2; ry += abs(v.y) + 3 * max(0, s) * sy + 2
            case .tint: break
            }
        }
        return rx.isFinite && ry.isFinite ? (rx, ry) : nil
    }

    /// The box a node's group must cover once its filters have spread it (`box` grown by the reach).
    static func filteredBox(_ filters: [LayerFilter], _ box: Rect, _ m: AffineTransform) -> Rect {
        guard let (rx, ry) = filterReach(filters, m) else { return box }
        return box.insetBy(dx: -rx, dy: -ry)
    }

    /// Applies `filters` in order to `view` (a group rendered through `m`), in place.
    func applyFilters(_ filters: [LayerFilter], to view: PixmapView, m: AffineTransform, sharingScratchWith canvas: Canvas) {
        let (sx, sy) = Self.axisScales(m)
        for f in filters {
            switch f {
            case .gaussianBlur(let a, let b):
                GaussianBlur.apply(to: view, sigmaX: max(0, a) * sx, sigmaY: max(0, b) * sy)
            case .tint(let black, let white, let amount):
                PixelOps.tint(view, black: black, white: white, amount: amount)
            case .dropShadow(let color, let off, let sigma):
                let v = m.applyToVector(Point(off.width, off.height))
                guard v.x.isFinite, v.y.isFinite, abs(v.x) < 1e6, abs(v.y) < 1e6 else { continue }
                let pool = ScratchPool.shared
                let sp = pool.take(width: view.width, height: view.height)
                defer { pool.give(sp) }
                PixelOps.tintAlpha(from: view, into: sp.view, color: color, dx: Int(v.x.rounded()), dy: Int(v.y.rounded()))
                GaussianBlur.apply(to: sp.view, sigmaX: max(0, sigma) * sx, sigmaY: max(0, sigma) * sy)
                var sc = Canvas(sp.view, sharingScratchWith: canvas)
                sc.drawImage(view, transform: .identity)
                var vc = Canvas(view, sharingScratchWith: canvas)
                vc.drawImage(sp.view, transform: .identity, blend: .copy)
            }
        }
    }
}
