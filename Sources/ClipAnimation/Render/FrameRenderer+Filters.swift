import ClipGeometry
import ClipRaster

/// Layer filters (`Layer.filters`): applied in order to a node's offscreen group, before its mask.
extension FrameRenderer {
    /// Device scale of the node's x and y axes (lengths in layer units → pixels).
    static func axisScales(_ m: AffineTransform) -> (x: Double, y: Double) {
        ((m.a * m.a + m.b * m.b).squareRoot(), (m.c * m.c + m.d * m.d).squareRoot())
    }

    /// How far, in device pixels, the filters can move content out of its bounds along x and y
    /// (3σ per blur, offset + 3σ per shadow, added up along the chain, at most `maxReach`); nil
    /// when a value is not finite.
    static func filterReach(_ filters: [LayerFilter], _ m: AffineTransform) -> (x: Double, y: Double)? {
        let (sx, sy) = axisScales(m)
        var rx = 0.0, ry = 0.0
        for f in filters {
            switch f {
            case .gaussianBlur(let a, let b):
                rx += 3 * max(0, a) * sx + 2; ry += 3 * max(0, b) * sy + 2
            case .dropShadow(_, let off, let s, _):
                let v = m.applyToVector(Point(off.width, off.height))
                rx += abs(v.x) + 3 * max(0, s) * sx + 2; ry += abs(v.y) + 3 * max(0, s) * sy + 2
            case .tint, .tritone, .crop: break
            }
        }
        // Content more than `maxReach` pixels outside the canvas is not brought in (bounded
        // offscreens whatever the file says: a huge offset or blur costs at most this margin).
        return rx.isFinite && ry.isFinite ? (min(rx, maxReach), min(ry, maxReach)) : nil
    }

    /// The largest spread, in device pixels, a node's filters are given (per axis).
    static let maxReach = 512.0

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
            case .tritone(let shadows, let midtones, let highlights):
                PixelOps.tritone(view, shadows: shadows, midtones: midtones, highlights: highlights)
            case .dropShadow(let color, let off, let sigma, let region):
                let v = m.applyToVector(Point(off.width, off.height))
                guard v.x.isFinite, v.y.isFinite, abs(v.x) < 1e6, abs(v.y) < 1e6 else { continue }
                let pool = ScratchPool.shared
                let sp = pool.take(width: view.width, height: view.height)
                defer { pool.give(sp) }
                if let region {
                    // SVG order: blur the silhouette, clip it to the region, move it.
                    PixelOps.tintAlpha(from: view, into: sp.view, color: color, dx: 0, dy: 0)
                    GaussianBlur.apply(to: sp.view, sigmaX: max(0, sigma) * sx, sigmaY: max(0, sigma) * sy)
                    crop(sp.view, to: region, m: m, sharingScratchWith: canvas)
                    let moved = pool.take(width: view.width, height: view.height)
                    defer { pool.give(moved) }
                    var mc = Canvas(moved.view, sharingScratchWith: canvas)
                    mc.drawImage(sp.view, transform: AffineTransform(translationX: v.x, y: v.y))
                    mc.drawImage(view, transform: .identity)
                    var vc = Canvas(view, sharingScratchWith: canvas)
                    vc.drawImage(moved.view, transform: .identity, blend: .copy)
                    continue
                }
                PixelOps.tintAlpha(from: view, into: sp.view, color: color, dx: Int(v.x.rounded()), dy: Int(v.y.rounded()))
                GaussianBlur.apply(to: sp.view, sigmaX: max(0, sigma) * sx, sigmaY: max(0, sigma) * sy)
                var sc = Canvas(sp.view, sharingScratchWith: canvas)
                sc.drawImage(view, transform: .identity)
                var vc = Canvas(view, sharingScratchWith: canvas)
                vc.drawImage(sp.view, transform: .identity, blend: .copy)
            case .crop(let r):
                crop(view, to: r, m: m, sharingScratchWith: canvas)
            }
        }
    }

    /// Clears everything of `view` outside the device quadrilateral of `r` (layer coordinates,
    /// through `m`); an axis-aligned one is first grown to whole pixels, as browsers do with filter regions.
    func crop(_ view: PixmapView, to r: Rect, m: AffineTransform, sharingScratchWith canvas: Canvas) {
        var q = [Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.maxX, r.maxY), Point(r.minX, r.maxY)].map { m.apply($0) }
        guard q.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
        if m.b == 0 && m.c == 0 {
            let x0 = q.map(\.x).min()!.rounded(.down), x1 = q.map(\.x).max()!.rounded(.up)
            let y0 = q.map(\.y).min()!.rounded(.down), y1 = q.map(\.y).max()!.rounded(.up)
            q = [Point(x0, y0), Point(x1, y0), Point(x1, y1), Point(x0, y1)]
        }
        var outside = rectPath(Rect(-1, -1, Double(view.width) + 2, Double(view.height) + 2))
        outside.move(to: q[0])
        for p in q.dropFirst() { outside.line(to: p) }
        outside.close()
        var vc = Canvas(view, sharingScratchWith: canvas)
        vc.fill(outside, paint: .solid(.black), rule: .evenOdd, blend: .clear)
    }
}
