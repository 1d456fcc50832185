import XCTest
@testable import ClipGeometry
import ClipTestSupport

/// Signed shoelace area of every flattened contour, summed (positive = clockwise on a y-down screen).
func shoelaceArea(_ path: Path, tolerance: Double = 0.001) -> Double {
    var total = 0.0
    for c in path.flattened(tolerance: tolerance).contours {
        let p = c.points
        guard p.count > 2 else { continue }
        var prev = p[p.count - 1]
        for q in p { total += prev.x * q.y - q.x * prev.y; prev = q }
    }
    return total / 2
}

/// Exact area of the region the NON-ZERO rule fills for the flattened path (every contour closed).
/// Slabs between all vertex and edge-crossing ys have a fixed edge order, so the covered width is
/// linear in y within a slab and its midpoint value integrates exactly.
func nonzeroArea(_ path: Path, tolerance: Double = 0.001) -> Double {
    var edges: [(Point, Point)] = []
    for c in path.flattened(tolerance: tolerance).contours {
        let p = c.points
        guard p.count > 1 else { continue }
        for i in 0..<p.count {
            let a = p[i], b = p[(i + 1) % p.count]
            if a.y != b.y { edges.append((a, b)) }
        }
    }
    var ys: [Double] = []
    for e in edges { ys.append(e.0.y); ys.append(e.1.y) }
    for i in 0..<edges.count {
        let (a, b) = edges[i]
        for j in (i + 1)..<max(i + 1, edges.count) {
            let (c, d) = edges[j]
            if max(a.y, b.y) < min(c.y, d.y) || max(c.y, d.y) < min(a.y, b.y) { continue }
            let r = b - a, s = d - c
            let den = r.cross(s)
            if den == 0 { continue }
            let t = (c - a).cross(s) / den, u = (c - a).cross(r) / den
            if t > 0 && t < 1 && u > 0 && u < 1 { ys.append(a.y + r.y * t) }
        }
    }
    ys.sort()
    var area = 0.0
    var xs: [(Double, Int)] = []
    for k in 0..<(max(ys.count, 1) - 1) {
        let y0 = ys[k], y1 = ys[k + 1]
        guard y1 > y0 else { continue }
        let ym = (y0 + y1) / 2
        xs.removeAll(keepingCapacity: true)
        for (a, b) in edges where (a.y <= ym && b.y > ym) || (b.y <= ym && a.y > ym) {
            let x = a.x + (ym - a.y) / (b.y - a.y) * (b.x - a.x)
            xs.append((x, b.y > a.y ? 1 : -1))
        }
        xs.sort { $0.0 < $1.0 }
        var w = 0, width = 0.0
        for i in 0..<xs.count {
            w += xs[i].1
            if w != 0 && i + 1 < xs.count { width += xs[i + 1].0 - xs[i].0 }
        }
        area += width * (y1 - y0)
    }
    return area
}

/// Winding number of `p` for the flattened path (ray to +x).
func winding(_ path: Path, at p: Point, tolerance: Double = 0.01) -> Int {
    winding(path.flattened(tolerance: tolerance), at: p)
}

func winding(_ flat: FlatPath, at p: Point) -> Int {
    var w = 0
    for c in flat.contours {
        let q = c.points
        guard q.count > 1 else { continue }
        for i in 0..<q.count {
            let a = q[i], b = q[(i + 1) % q.count]
            if (a.y <= p.y && b.y > p.y) || (b.y <= p.y && a.y > p.y) {
                let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
                if x > p.x { w += b.y > a.y ? 1 : -1 }
            }
        }
    }
    return w
}

/// Total length of the flattened path's polylines (open contours are not closed).
func polylineLength(_ path: Path, tolerance: Double = 0.0005) -> Double {
    var total = 0.0
    for c in path.flattened(tolerance: tolerance).contours {
        for i in 1..<max(1, c.points.count) { total += c.points[i].distance(to: c.points[i - 1]) }
        if c.isClosed, let f = c.points.first, let l = c.points.last { total += f.distance(to: l) }
    }
    return total
}

func XCTAssertPoint(_ a: Point?, _ b: Point, accuracy: Double, _ msg: String = "", file: StaticString = #filePath, line: UInt = #line) {
    guard let a else { XCTFail("nil point \(msg)", file: file, line: line); return }
    XCTAssertEqual(a.x, b.x, accuracy: accuracy, "x \(msg): \(a) vs \(b)", file: file, line: line)
    XCTAssertEqual(a.y, b.y, accuracy: accuracy, "y \(msg): \(a) vs \(b)", file: file, line: line)
}

/// Distance from `p` to the polyline `pts` (closed if `closed`).
func distanceToPolyline(_ p: Point, _ pts: [Point], closed: Bool = false) -> Double {
    if pts.count == 1 { return p.distance(to: pts[0]) }
    var best = Double.infinity
    let n = closed ? pts.count : pts.count - 1
    for i in 0..<n {
        let a = pts[i], b = pts[(i + 1) % pts.count], ab = b - a
        let t = ab.lengthSquared > 0 ? min(max((p - a).dot(ab) / ab.lengthSquared, 0), 1) : 0
        best = min(best, p.distance(to: a + ab * t))
    }
    return best
}

/// The shared SplitMix64 of ClipTestSupport, with the helpers these tests use.
typealias TestRNG = SplitMix64
extension SplitMix64 {
    mutating func unit() -> Double { nextDouble() }
    mutating func range(_ a: Double, _ b: Double) -> Double { a + (b - a) * unit() }
}
