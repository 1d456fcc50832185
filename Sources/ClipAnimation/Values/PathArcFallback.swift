import ClipGeometry

/// FALLBACK until ClipGeometry's PathBuilder lands (same signature; delete on merge).
extension Path {
    /// `addArcWithCenter:radius:startAngle:endAngle:clockwise:` (y down: clockwise = increasing
    /// angle), split into ≤ 90° cubic segments; joins the current point with a line.
    public mutating func addArc(center c: Point, radius r: Double, startAngle a0: Double, endAngle a1: Double, clockwise: Bool) {
        var sweep = a1 - a0
        let twoPi = 2 * Double.pi
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: twoPi) + twoPi }
            if a1 - a0 >= twoPi { sweep = twoPi }
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: twoPi) - twoPi }
            if a0 - a1 >= twoPi { sweep = -twoPi }
        }
        let start = Point(c.x + r * GMath.cos(a0), c.y + r * GMath.sin(a0))
        if currentPoint == nil { move(to: start) } else { line(to: start) }
        let n = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up) - 1e-9))
        let step = sweep / Double(n)
        var a = a0
        for _ in 0..<n {
            let b = a + step
            let k = 4.0 / 3.0 * GMath.tan((b - a) / 4) * r
            let p0 = Point(c.x + r * GMath.cos(a), c.y + r * GMath.sin(a))
            let p3 = Point(c.x + r * GMath.cos(b), c.y + r * GMath.sin(b))
            let c1 = p0 + Point(-GMath.sin(a), GMath.cos(a)) * k
            let c2 = p3 - Point(-GMath.sin(b), GMath.cos(b)) * k
            cubic(to: p3, control1: c1, control2: c2)
            a = b
        }
    }
}

