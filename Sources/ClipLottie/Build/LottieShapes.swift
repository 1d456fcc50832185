import ClipGeometry
import Foundation

/// Lottie's circle constant: handle length of a quarter-circle cubic, as a fraction of the radius.
let kappa = 0.5519150244935105707435627

/// Paths for Lottie's parametric shapes, laid out as lottie-web lays them out (start vertex and
/// direction matter to trim paths and round corners).
enum LottieShapes {
    /// `rc`: starts at the top-right corner, down the right side (clockwise), corners rounded by `r`.
    static func rect(center c: Point, size s: Size, roundness r0: Double, reversed: Bool) -> BezierShape {
        let hw = abs(s.width) / 2, hh = abs(s.height) / 2
        let r = max(0, min(r0, hw, hh))
        var v: [Point] = [], i: [Point] = [], o: [Point] = []
        func add(_ p: Point, _ inP: Point, _ outP: Point) { v.append(p); i.append(inP); o.append(outP) }
        let l = c.x - hw, rt = c.x + hw, t = c.y - hh, b = c.y + hh
        if r == 0 {
            for p in [Point(rt, t), Point(rt, b), Point(l, b), Point(l, t)] { add(p, p, p) }
        } else {
            let k = r * (1 - kappa)
            add(Point(rt, t + r), Point(rt, t + k), Point(rt, t + r))
            add(Point(rt, b - r), Point(rt, b - r), Point(rt, b - k))
            add(Point(rt - r, b), Point(rt - k, b), Point(rt - r, b))
            add(Point(l + r, b), Point(l + r, b), Point(l + k, b))
            add(Point(l, b - r), Point(l, b - k), Point(l, b - r))
            add(Point(l, t + r), Point(l, t + r), Point(l, t + k))
            add(Point(l + r, t), Point(l + k, t), Point(l + r, t))
            add(Point(rt - r, t), Point(rt - r, t), Point(rt - k, t))
        }
        let shape = BezierShape(closed: true, vertices: v, inPoints: i, outPoints: o)
        return reversed ? shape.reversed() : shape
    }

    /// `el`: four cubics from the top, clockwise.
    static func ellipse(center c: Point, size s: Size, reversed: Bool) -> BezierShape {
        let rx = s.width / 2, ry = s.height / 2
        let kx = rx * kappa, ky = ry * kappa
        let v = [Point(c.x, c.y - ry), Point(c.x + rx, c.y), Point(c.x, c.y + ry), Point(c.x - rx, c.y)]
        let i = [Point(c.x - kx, c.y - ry), Point(c.x + rx, c.y - ky), Point(c.x + kx, c.y + ry), Point(c.x - rx, c.y + ky)]
        let o = [Point(c.x + kx, c.y - ry), Point(c.x + rx, c.y + ky), Point(c.x - kx, c.y + ry), Point(c.x - rx, c.y - ky)]
        let shape = BezierShape(closed: true, vertices: v, inPoints: i, outPoints: o)
        return reversed ? shape.reversed() : shape
    }

    /// `sr`: a star (outer and inner vertices alternating) or a polygon, from straight up, with
    /// roundness as handles along the circle's tangent (lottie-web's construction).
    static func star(
        center: Point, points pt: Int, rotationDegrees: Double, outer: Double, inner: Double, outerRound: Double, innerRound: Double,
        isStar: Bool, reversed: Bool
    ) -> BezierShape {
        let count = isStar ? pt * 2 : pt
        guard count > 0 else { return BezierShape(closed: true, vertices: [], inPoints: [], outPoints: []) }
        let step = 2 * Double.pi / Double(count)
        let dir = reversed ? -1.0 : 1.0
        var angle = -Double.pi / 2 + rotationDegrees * .pi / 180
        var v: [Point] = [], i: [Point] = [], o: [Point] = []
        v.reserveCapacity(count); i.reserveCapacity(count); o.reserveCapacity(count)
        for k in 0..<count {
            let long = !isStar || k % 2 == 0
            let rad = long ? outer : inner
            let round = (long ? outerRound : innerRound) / 100
            let perim = 2 * Double.pi * rad / (Double(count) * (isStar ? 2 : 4))
            let x = rad * cos(angle), y = rad * sin(angle)
            let len = (x * x + y * y).squareRoot()
            let ox = len == 0 ? 0 : y / len, oy = len == 0 ? 0 : -x / len
            let p = Point(x + center.x, y + center.y)
            let d = perim * round * dir
            v.append(p)
            o.append(Point(p.x - ox * d, p.y - oy * d))
            i.append(Point(p.x + ox * d, p.y + oy * d))
            angle += step * dir
        }
        return BezierShape(closed: true, vertices: v, inPoints: i, outPoints: o)
    }

    /// `rd`: each sharp vertex (both handles on it) replaced by two vertices `radius` along its
    /// edges joined by a quarter-circle-like cubic (lottie-web's RoundCornersModifier).
    static func roundCorners(_ s: BezierShape, radius: Double) -> BezierShape {
        guard radius > 0, s.vertices.count > 1 else { return s }
        let n = s.vertices.count
        var v: [Point] = [], ins: [Point] = [], outs: [Point] = []
        v.reserveCapacity(n * 2); ins.reserveCapacity(n * 2); outs.reserveCapacity(n * 2)
        for j in 0..<n {
            let cv = s.vertices[j]
            let sharp = s.inPoints[j] == cv && s.outPoints[j] == cv
            if !sharp || (!s.closed && (j == 0 || j == n - 1)) {
                v.append(cv); ins.append(s.inPoints[j]); outs.append(s.outPoints[j])
                continue
            }
            let before = s.vertices[j == 0 ? n - 1 : j - 1]
            var dist = (cv - before).length
            var perc = dist > 0 ? min(dist / 2, radius) / dist : 0
            let a = cv + (before - cv) * perc
            let ai = a - (a - cv) * kappa
            v.append(a); ins.append(ai); outs.append(ai)
            let after = s.vertices[j == n - 1 ? 0 : j + 1]
            dist = (cv - after).length
            perc = dist > 0 ? min(dist / 2, radius) / dist : 0
            let b = cv + (after - cv) * perc
            let bo = b - (b - cv) * kappa
            v.append(b); ins.append(bo); outs.append(bo)
        }
        return BezierShape(closed: s.closed, vertices: v, inPoints: ins, outPoints: outs)
    }

    /// Contours of a ClipGeometry path as bezier shapes (lines become handle-less segments).
    static func shapes(of path: Path) -> [BezierShape] {
        var out: [BezierShape] = []
        var cur: BezierShape? = nil
        func flush() {
            if let c = cur, !c.vertices.isEmpty { out.append(c) }
            cur = nil
        }
        path.forEach { e in
            switch e {
            case .move(let p):
                flush()
                cur = BezierShape(closed: false, vertices: [p], inPoints: [p], outPoints: [p])
            case .line(let p):
                cur?.vertices.append(p); cur?.inPoints.append(p); cur?.outPoints.append(p)
            case .quad(let c, let p):
                guard var s = cur, let last = s.vertices.last else { return }
                s.outPoints[s.outPoints.count - 1] = last + (c - last) * (2.0 / 3)
                s.vertices.append(p); s.inPoints.append(p + (c - p) * (2.0 / 3)); s.outPoints.append(p)
                cur = s
            case .cubic(let c1, let c2, let p):
                guard var s = cur, !s.vertices.isEmpty else { return }
                s.outPoints[s.outPoints.count - 1] = c1
                s.vertices.append(p); s.inPoints.append(c2); s.outPoints.append(p)
                cur = s
            case .close:
                guard var s = cur else { return }
                // A closing segment that ends on the start vertex folds into it.
                if s.vertices.count > 1, let last = s.vertices.last, last == s.vertices[0] {
                    s.inPoints[0] = s.inPoints[s.inPoints.count - 1]
                    s.vertices.removeLast(); s.inPoints.removeLast(); s.outPoints.removeLast()
                }
                s.closed = true
                cur = s
                flush()
            }
        }
        flush()
        return out
    }

    /// Trims `contours` (measured together as one length) to the fraction ranges `ranges`.
    static func trim(_ contours: [BezierShape], ranges: [(Double, Double)]) -> [BezierShape] {
        var whole = Path()
        for c in contours { c.appendTo(&whole) }
        let m = PathMeasure(whole)
        let total = m.length
        guard total > 0 else { return [] }
        var out = Path()
        var acc = 0.0
        for c in m.contours {
            let cs = acc, ce = acc + c.length
            acc = ce
            guard c.length > 0 else { continue }
            for (a, b) in ranges {
                let lo = max(a * total, cs), hi = min(b * total, ce)
                if hi > lo { c.appendSegment(from: lo - cs, to: hi - cs, into: &out, startWithMove: true) }
            }
        }
        return shapes(of: out)
    }
}

extension BezierShape {
    /// The same path walked the other way.
    func reversed() -> BezierShape {
        guard vertices.count > 1 else { return self }
        if closed {
            // Keep the first vertex first, then walk backwards.
            let order = [0] + (1..<vertices.count).reversed()
            return BezierShape(
                closed: true, vertices: order.map { vertices[$0] }, inPoints: order.map { outPoints[$0] },
                outPoints: order.map { inPoints[$0] })
        }
        return BezierShape(closed: false, vertices: vertices.reversed(), inPoints: outPoints.reversed(), outPoints: inPoints.reversed())
    }
}
