import ClipGeometry
import Foundation

/// A mask path flattened as lottie-web's `bez.buildBezierData` flattens it (200 evenly spaced
/// parameter samples per curved segment, 2 per straight one), with cumulative lengths.
struct TextPathGeometry {
    var points: [Point] = []
    /// Length from the start to each point.
    var lengths: [Double] = []
    var closed: Bool
    var total: Double { lengths.last ?? 0 }

    init(_ shape: BezierShape, reversed: Bool) {
        var s = shape
        if reversed {
            s = BezierShape(
                closed: shape.closed, vertices: shape.vertices.reversed(), inPoints: shape.outPoints.reversed(),
                outPoints: shape.inPoints.reversed())
            // lottie-web's ShapePath.reverse keeps a closed path's first vertex first.
            if shape.closed, let first = shape.vertices.first, s.vertices.count > 1 {
                s.vertices = [first] + shape.vertices.dropFirst().reversed()
                s.inPoints = [shape.outPoints[0]] + shape.outPoints.dropFirst().reversed()
                s.outPoints = [shape.inPoints[0]] + shape.inPoints.dropFirst().reversed()
            }
        }
        closed = s.closed
        let n = s.vertices.count
        guard n > 0 else { return }
        points.append(s.vertices[0])
        lengths.append(0)
        func segment(_ a: Int, _ b: Int) {
            let p0 = s.vertices[a], p1 = s.outPoints[a], p2 = s.inPoints[b], p3 = s.vertices[b]
            let straight = p1 == p0 && p2 == p3
            let count = straight ? 2 : 200
            for k in 1..<count {
                let t = Double(k) / Double(count - 1), u = 1 - t
                let q = p0 * (u * u * u) + p1 * (3 * u * u * t) + p2 * (3 * u * t * t) + p3 * (t * t * t)
                let d = (q - points[points.count - 1]).length
                points.append(q)
                lengths.append(lengths[lengths.count - 1] + (d.isFinite ? d : 0))
            }
        }
        for i in 0..<(n - 1) { segment(i, i + 1) }
        if closed && n > 1 { segment(n - 1, 0) }
    }

    /// The point at `length` along the path and the direction there (radians): wrapped around a
    /// closed path, extended along the end segments of an open one.
    func locate(_ length: Double) -> (Point, Double) {
        guard points.count > 1, total > 0, length.isFinite else { return (points.first ?? Point(0, 0), 0) }
        var l = length
        if closed { l = l - (l / total).rounded(.down) * total }
        // The segment [j-1, j] holding l (the first or last one with length when outside).
        var lo = 1, hi = lengths.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if lengths[mid] < l { lo = mid + 1 } else { hi = mid }
        }
        var j = lo
        while j < lengths.count - 1 && lengths[j] - lengths[j - 1] <= 0 { j += 1 }
        while j > 1 && lengths[j] - lengths[j - 1] <= 0 { j -= 1 }
        let a = points[j - 1], b = points[j], seg = lengths[j] - lengths[j - 1]
        let f = seg > 0 ? (l - lengths[j - 1]) / seg : 0
        return (a + (b - a) * f, atan2(b.y - a.y, b.x - a.x))
    }
}
