/// Path construction with UIBezierPath semantics, in y-down coordinates.
extension Path {
    /// `addArcWithCenter:radius:startAngle:endAngle:clockwise:` (UIKit, y-down).
    ///
    /// Angles are radians measured from +x towards +y. `clockwise: true` sweeps increasing angles,
    /// which is clockwise on a y-down screen: an arc from 0 to π/2 clockwise goes through
    /// (r·cos45°, r·sin45°) below the centre. When `endAngle` lies "behind" the start in the chosen
    /// direction the sweep wraps (−2π < sweep < 0 becomes 2π + sweep); sweeps are clamped to one full
    /// turn; an end exactly a whole number of turns behind the start gives a zero sweep (UIKit draws
    /// nothing then). If the path has a current point, a straight line joins it to the arc start;
    /// otherwise the arc starts with a move. Arcs are emitted as cubic segments of at most 90°, with
    /// control distance 4/3·tan(θ/4)·r. Non-finite arguments leave the path unchanged.
    ///
    /// When the current point already is the arc's start, no zero-length line is added (it would
    /// be an extra segment of a keyframe `path`). `newSubpath: true` starts the arc with a move, as
    /// appending a separate `UIBezierPath(arcCenter:…)` does.
    public mutating func addArc(
        center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool,
        newSubpath: Bool = false
    ) {
        guard center.isFinite, radius.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
        let r = abs(radius)
        let twoPi = 2 * Double.pi
        var sweep = endAngle - startAngle
        if clockwise {
            if sweep >= twoPi {
                sweep = twoPi
            } else if sweep < 0 {
                sweep = sweep.truncatingRemainder(dividingBy: twoPi)
                if sweep < 0 { sweep += twoPi }
            }
        } else {
            if sweep <= -twoPi {
                sweep = -twoPi
            } else if sweep > 0 {
                sweep = sweep.truncatingRemainder(dividingBy: twoPi)
                if sweep > 0 { sweep -= twoPi }
            }
        }
        let p0 = Point(center.x + r * GMath.cos(startAngle), center.y + r * GMath.sin(startAngle))
        if newSubpath || currentPoint == nil { move(to: p0) } else if currentPoint != p0 { line(to: p0) }
        guard sweep != 0, r > 0 else { return }
        let n = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(n)
        let k = 4.0 / 3.0 * GMath.tan(step / 4) * r
        var a0 = startAngle
        var c0 = GMath.cos(a0), s0 = GMath.sin(a0)
        for i in 1...n {
            let a1 = i == n ? startAngle + sweep : startAngle + step * Double(i)
            let c1 = GMath.cos(a1), s1 = GMath.sin(a1)
            let q0 = Point(center.x + r * c0, center.y + r * s0)
            let q1 = Point(center.x + r * c1, center.y + r * s1)
            cubic(to: q1, control1: Point(q0.x - k * s0, q0.y + k * c0), control2: Point(q1.x + k * s1, q1.y - k * c1))
            a0 = a1; c0 = c1; s0 = s1
        }
    }

    /// `UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)`: an open arc.
    public init(arcCenter center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        self.init()
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// `bezierPathWithRect:`: move to the top-left corner, lines clockwise on screen, close.
    public init(rect: Rect) {
        self.init()
        guard rect.origin.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        move(to: Point(rect.minX, rect.minY))
        line(to: Point(rect.maxX, rect.minY))
        line(to: Point(rect.maxX, rect.maxY))
        line(to: Point(rect.minX, rect.maxY))
        close()
    }

    /// A rounded rectangle with circular corners of `cornerRadius` (clamped to half the shorter side).
    public init(roundedRect rect: Rect, cornerRadius r: Double) {
        self.init(roundedRect: rect, topLeft: r, topRight: r, bottomRight: r, bottomLeft: r)
    }

    /// A rounded rectangle with per-corner circular radii, each clamped to 0...half of the shorter side.
    ///
    /// Structure (fixed, so rounded rects of any radii interpolate point by point): move to
    /// (minX + topLeft, minY), then clockwise on screen: line, top-right arc, line, bottom-right arc,
    /// line, bottom-left arc, line, top-left arc, close. A zero radius gives a degenerate (point) arc.
    public init(roundedRect rect0: Rect, topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.init()
        guard rect0.origin.isFinite, rect0.width.isFinite, rect0.height.isFinite else { return }
        let rect = Rect(corners: rect0.origin, Point(rect0.maxX, rect0.maxY))
        let limit = min(rect.width, rect.height) / 2
        func clamp(_ r: Double) -> Double { r.isFinite ? min(max(r, 0), limit) : 0 }
        let tl = clamp(topLeft), tr = clamp(topRight), br = clamp(bottomRight), bl = clamp(bottomLeft)
        let h = Double.pi / 2
        move(to: Point(rect.minX + tl, rect.minY))
        line(to: Point(rect.maxX - tr, rect.minY))
        quarterArc(center: Point(rect.maxX - tr, rect.minY + tr), radius: tr, from: -h)
        line(to: Point(rect.maxX, rect.maxY - br))
        quarterArc(center: Point(rect.maxX - br, rect.maxY - br), radius: br, from: 0)
        line(to: Point(rect.minX + bl, rect.maxY))
        quarterArc(center: Point(rect.minX + bl, rect.maxY - bl), radius: bl, from: h)
        line(to: Point(rect.minX, rect.minY + tl))
        quarterArc(center: Point(rect.minX + tl, rect.minY + tl), radius: tl, from: 2 * h)
        close()
    }

    /// One 90° clockwise (increasing-angle) cubic arc from angle `a0`, always emitted (even for r = 0).
    mutating func quarterArc(center c: Point, radius r: Double, from a0: Double) {
        let k = 0.5522847498307936 * r
        let c0 = GMath.cos(a0), s0 = GMath.sin(a0)
        // cos/sin of a0 + 90°.
        let c1 = -s0, s1 = c0
        let q0 = Point(c.x + r * c0, c.y + r * s0), q1 = Point(c.x + r * c1, c.y + r * s1)
        cubic(to: q1, control1: Point(q0.x - k * s0, q0.y + k * c0), control2: Point(q1.x + k * s1, q1.y - k * c1))
    }

    /// `bezierPathWithOvalInRect:`: 4 cubic quarter arcs (κ = 0.5522847498) starting at (maxX, midY),
    /// clockwise on screen through (midX, maxY), (minX, midY), (midX, minY); closed.
    public init(ellipseIn rect0: Rect) {
        self.init()
        guard rect0.origin.isFinite, rect0.width.isFinite, rect0.height.isFinite else { return }
        let rect = Rect(corners: rect0.origin, Point(rect0.maxX, rect0.maxY))
        let rx = rect.width / 2, ry = rect.height / 2, cx = rect.midX, cy = rect.midY
        let k = 0.5522847498307936
        let kx = rx * k, ky = ry * k
        move(to: Point(cx + rx, cy))
        cubic(to: Point(cx, cy + ry), control1: Point(cx + rx, cy + ky), control2: Point(cx + kx, cy + ry))
        cubic(to: Point(cx - rx, cy), control1: Point(cx - kx, cy + ry), control2: Point(cx - rx, cy + ky))
        cubic(to: Point(cx, cy - ry), control1: Point(cx - rx, cy - ky), control2: Point(cx - kx, cy - ry))
        cubic(to: Point(cx + rx, cy), control1: Point(cx + kx, cy - ry), control2: Point(cx + rx, cy - ky))
        close()
    }

    /// A circle as `ellipseIn` of its bounding square.
    public init(circleCenter c: Point, radius: Double) {
        let r = abs(radius)
        self.init(ellipseIn: Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
    }

    /// A regular polygon with `sides` (3...10000; fewer gives an empty path) vertices on a circle of
    /// `radius`. With `rotation` 0 the first vertex points up (−y); vertices follow clockwise on screen.
    public static func polygon(center: Point, radius: Double, sides: Int, rotation: Double = 0) -> Path {
        guard sides >= 3, center.isFinite, radius.isFinite, rotation.isFinite else { return Path() }
        let n = min(sides, 10_000)
        var p = Path()
        p.reserveCapacity(verbs: n + 2, points: n)
        for i in 0..<n {
            let a = rotation - Double.pi / 2 + 2 * Double.pi * Double(i) / Double(n)
            let q = Point(center.x + radius * GMath.cos(a), center.y + radius * GMath.sin(a))
            if i == 0 { p.move(to: q) } else { p.line(to: q) }
        }
        p.close()
        return p
    }

    /// A star with `points` (2...10000; fewer gives an empty path) tips on `outerRadius`, alternating with
    /// vertices on `innerRadius`. With `rotation` 0 the first tip points up (−y); clockwise on screen.
    ///
    /// `tipRounding` > 0 rounds the corners: each tip loses `tipRounding` points of both its edges,
    /// replaced by a quadratic curve through the tip as control point; inner corners get half that.
    /// The path then starts on the first tip's incoming edge.
    public static func star(
        center: Point, outerRadius: Double, innerRadius: Double, points: Int, rotation: Double = 0,
        tipRounding: Double = 0
    ) -> Path {
        guard points >= 2, center.isFinite, outerRadius.isFinite, innerRadius.isFinite, rotation.isFinite,
            tipRounding.isFinite
        else { return Path() }
        let n = min(points, 10_000) * 2
        var verts: [Point] = []
        verts.reserveCapacity(n)
        for i in 0..<n {
            let a = rotation - Double.pi / 2 + 2 * Double.pi * Double(i) / Double(n)
            let r = i % 2 == 0 ? outerRadius : innerRadius
            verts.append(Point(center.x + r * GMath.cos(a), center.y + r * GMath.sin(a)))
        }
        var p = Path()
        guard tipRounding > 0 else {
            p.reserveCapacity(verbs: n + 2, points: n)
            for (i, q) in verts.enumerated() {
                if i == 0 { p.move(to: q) } else { p.line(to: q) }
            }
            p.close()
            return p
        }
        p.reserveCapacity(verbs: 2 * n + 2, points: 3 * n)
        for i in 0..<n {
            let v = verts[i], prev = verts[(i + n - 1) % n], next = verts[(i + 1) % n]
            let d = i % 2 == 0 ? tipRounding : tipRounding * 0.5
            let a = v + (prev - v) * (d / v.distance(to: prev))
            let b = v + (next - v) * (d / v.distance(to: next))
            if i == 0 { p.move(to: a) } else { p.line(to: a) }
            p.quad(to: b, control: v)
        }
        p.close()
        return p
    }

    /// A polyline through `points` (non-finite points skipped), closed if `closed`.
    public init(points pts: [Point], closed: Bool) {
        self.init()
        reserveCapacity(verbs: pts.count + 1, points: pts.count)
        for q in pts where q.isFinite {
            if isEmpty { move(to: q) } else { line(to: q) }
        }
        if closed && !isEmpty { close() }
    }
}

// MARK: - UIBezierPath constructors, by their UIKit names

/// `UIBezierPath(roundedRect:cornerRadius:)`: circular corners, the radius clamped to
/// min(r, w/2, h/2). A radius of 0 gives the plain `rectPath` structure (move + 3 lines + close),
/// which the renderer recognises as a rectangle clip; any other radius `Path(roundedRect:cornerRadius:)`.
public func roundedRectPath(_ r: Rect, radius: Double) -> Path {
    let rad = max(0, min(radius, r.width / 2, r.height / 2))
    return rad > 0 ? Path(roundedRect: r, cornerRadius: rad) : Path(rect: r)
}

/// `UIBezierPath(ovalIn:)`: starts at (maxX, midY), four clockwise cubic quarter arcs, closed.
public func ovalPath(in r: Rect) -> Path { Path(ellipseIn: r) }

/// `UIBezierPath(rect:)`: top-left, clockwise on screen.
public func rectPath(_ r: Rect) -> Path { Path(rect: r) }
