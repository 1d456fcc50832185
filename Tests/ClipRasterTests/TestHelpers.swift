import ClipGeometry
@testable import ClipRaster

func rectPath(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Path {
    var p = Path()
    p.move(to: Point(x, y)); p.line(to: Point(x + w, y)); p.line(to: Point(x + w, y + h)); p.line(to: Point(x, y + h)); p.close()
    return p
}

/// Circle as four cubic Béziers (k = 0.5522847498), as the benchmark workloads define it.
func circlePath(_ cx: Double, _ cy: Double, _ r: Double) -> Path {
    let k = 0.5522847498 * r
    var p = Path()
    p.move(to: Point(cx + r, cy))
    p.cubic(to: Point(cx, cy + r), control1: Point(cx + r, cy + k), control2: Point(cx + k, cy + r))
    p.cubic(to: Point(cx - r, cy), control1: Point(cx - k, cy + r), control2: Point(cx - r, cy + k))
    p.cubic(to: Point(cx, cy - r), control1: Point(cx - r, cy - k), control2: Point(cx - k, cy - r))
    p.cubic(to: Point(cx + r, cy), control1: Point(cx + k, cy - r), control2: Point(cx + r, cy - k))
    p.close()
    return p
}

/// A polygon circle with many vertices (for area tests independent of the Bézier approximation).
func polygonCircle(_ cx: Double, _ cy: Double, _ r: Double, n: Int = 2000) -> Path {
    var p = Path()
    for i in 0..<n {
        let a = 2 * Double.pi * Double(i) / Double(n)
        let q = Point(cx + r * GMath.cos(a), cy + r * GMath.sin(a))
        if i == 0 { p.move(to: q) } else { p.line(to: q) }
    }
    p.close()
    return p
}

/// Five-pointed star drawn in one stroke (self-intersecting: the centre pentagon winds twice).
func starPath(_ cx: Double, _ cy: Double, _ r: Double) -> Path {
    var p = Path()
    for i in 0..<5 {
        let a = -Double.pi / 2 + Double(i) * 4 * Double.pi / 5
        let q = Point(cx + r * GMath.cos(a), cy + r * GMath.sin(a))
        if i == 0 { p.move(to: q) } else { p.line(to: q) }
    }
    p.close()
    return p
}

func alphaSum(_ pm: Pixmap) -> Int {
    var s = 0
    for y in 0..<pm.height { for x in 0..<pm.width { s += Int(pm[x, y].a) } }
    return s
}

/// Area of the intersection of the half-plane `n·p <= d` with the unit pixel at (px, py), by
/// fine numeric integration over x (exact per column strip to 1e-6).
func halfPlaneCoverage(px: Int, py: Int, nx: Double, ny: Double, d: Double) -> Double {
    let steps = 400
    var area = 0.0
    for i in 0..<steps {
        let x = Double(px) + (Double(i) + 0.5) / Double(steps)
        // n.x * x + n.y * y <= d  → y bound
        var lo = Double(py), hi = Double(py + 1)
        if abs(ny) < 1e-12 {
            if nx * x > d { lo = hi }
        } else {
            let yb = (d - nx * x) / ny
            if ny > 0 { hi = min(hi, yb) } else { lo = max(lo, yb) }
        }
        area += max(0, hi - lo) / Double(steps)
    }
    return area
}
