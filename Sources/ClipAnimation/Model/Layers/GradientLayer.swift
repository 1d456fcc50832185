import ClipGeometry
import ClipRaster

/// CAGradientLayer (axial by default; radial and conic too), filling its rounded bounds.
open class GradientLayer: Layer, @unchecked Sendable {
    override class var initialKind: LayerKindState { .gradient(GradientState()) }

    open override func contentOps(state: LayerState, localTime: Double) -> [DrawOp] {
        guard let st = state.gradient, st.colors.count > 0 else { return [] }
        let b = state.bounds
        func unit(_ p: Point) -> Point { Point(b.minX + p.x * b.width, b.minY + p.y * b.height) }
        let locs = st.locations ?? LayerState.evenLocations(st.colors.count)
        let s = zip(locs, st.colors).map { GradientStop($0, $1) }
        let paint: Paint
        switch st.gradientType {
        case .axial: paint = .linearGradient(stops: s, start: unit(st.startPoint), end: unit(st.endPoint))
        case .radial:
            // Elliptical: a circle of the larger radius, scaled about the centre.
            let c = unit(st.startPoint), e = unit(st.endPoint)
            let rx = abs(e.x - c.x), ry = abs(e.y - c.y)
            let r = max(rx, ry, 1e-6)
            let tr = AffineTransform(translationX: -c.x, y: -c.y)
                .concatenating(AffineTransform(scaleX: rx > 0 ? rx / r : 1, y: ry > 0 ? ry / r : 1))
                .concatenating(AffineTransform(translationX: c.x, y: c.y))
            paint = Paint.radialGradient(stops: s, center: c, radius: r).transformed(by: tr)
        case .conic:
            let c = unit(st.startPoint), e = unit(st.endPoint)
            paint = .conicGradient(stops: s, center: c, startAngle: GMath.atan2(e.y - c.y, e.x - c.x))
        }
        return [.fill(roundedRectPath(b, radius: state.cornerRadius), paint, .nonZero, .identity)]
    }
}
