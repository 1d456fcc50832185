import ClipGeometry

/// A bezier path as Lottie stores it, tangents made absolute.
struct BezierShape: Sendable, Hashable {
    var closed: Bool
    var vertices: [Point]
    /// Incoming control point of each vertex (absolute).
    var inPoints: [Point]
    /// Outgoing control point of each vertex (absolute).
    var outPoints: [Point]

    init(closed: Bool, vertices: [Point], inPoints: [Point], outPoints: [Point]) {
        self.closed = closed; self.vertices = vertices; self.inPoints = inPoints; self.outPoints = outPoints
    }

    /// As a ClipGeometry path (a straight segment where both handles sit on their vertices).
    var path: Path {
        var p = Path()
        appendTo(&p)
        return p
    }

    func appendTo(_ p: inout Path) {
        guard let first = vertices.first else { return }
        p.move(to: first)
        func segment(_ a: Int, _ b: Int) {
            let c1 = outPoints[a], c2 = inPoints[b]
            if c1 == vertices[a] && c2 == vertices[b] {
                p.line(to: vertices[b])
            } else {
                p.cubic(to: vertices[b], control1: c1, control2: c2)
            }
        }
        for j in 1..<max(1, vertices.count) { segment(j - 1, j) }
        if closed {
            if vertices.count > 1 { segment(vertices.count - 1, 0) }
            p.close()
        }
    }

    /// Vertex by vertex interpolation (the shorter count when they differ).
    func interpolated(to o: BezierShape, _ t: Double) -> BezierShape {
        let n = min(vertices.count, o.vertices.count)
        func mix(_ a: [Point], _ b: [Point]) -> [Point] { (0..<n).map { a[$0] + (b[$0] - a[$0]) * t } }
        return BezierShape(
            closed: closed, vertices: mix(vertices, o.vertices), inPoints: mix(inPoints, o.inPoints),
            outPoints: mix(outPoints, o.outPoints))
    }
}

/// ClipGeometry's affine map (Foundation has a type of the same name).
typealias AffineTransform = ClipGeometry.AffineTransform
