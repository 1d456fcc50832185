import ClipGeometry

/// The constraint iterations of `DynamicAnimator.step` on a local copy of the items' state (no
/// class property accesses, exclusivity checks or retains in the hot loop). The same arithmetic,
/// in the same order, as `solveRod`, `apply` and `solveContacts`, so results are bit-identical;
/// used when no collision behaviour has item–item pairs (those keep the object path).
extension DynamicAnimator {
    struct SolverBody {
        var center: Point
        var angle: Double
        let inverseMass: Double
        let inverseInertia: Double
        let isStatic: Bool
        let size: Size
        let prevCenter: Point
        let elasticity: Double
        var contacts: [(Point, Double)]
        /// cos and sin of `trigAngle` (bit pattern), recomputed only when the angle has changed.
        var trigAngle: UInt64 = 0, trigValid = false
        var cosA = 0.0, sinA = 0.0
        @inline(__always) mutating func trig() -> (Double, Double) {
            if !trigValid || angle.bitPattern != trigAngle {
                trigValid = true; trigAngle = angle.bitPattern; cosA = GMath.cos(angle); sinA = GMath.sin(angle)
            }
            return (cosA, sinA)
        }
    }
    struct SolverRod {
        let i1: Int
        let offset: Point
        let i2: Int // −1: the anchor point
        let otherOffset: Point
        let anchorPoint: Point
        let length: Double
    }
    struct SolverBoundaries {
        let items: [Int]
        let boundaries: [(Point, Point)]
    }

    @inline(__always) static func worldPoint(_ b: inout SolverBody, _ offset: Point) -> Point {
        let (c, s) = b.trig()
        return b.center + Point(offset.x * c - offset.y * s, offset.x * s + offset.y * c)
    }

    func solveConstraintsFast(_ items: [DynamicItem]) {
        var index: [ObjectIdentifier: Int] = [:]
        var bodies: [SolverBody] = []
        bodies.reserveCapacity(items.count)
        for (k, i) in items.enumerated() {
            index[ObjectIdentifier(i)] = k
            bodies.append(
                SolverBody(
                    center: i.center, angle: i.angle, inverseMass: i.inverseMass, inverseInertia: i.inverseInertia,
                    isStatic: i.isStatic, size: i.size, prevCenter: i.prevCenter, elasticity: i.elasticity, contacts: i.contacts))
        }
        var rods: [SolverRod] = []
        for a in attachments where a.frequency <= 0 {
            rods.append(
                SolverRod(
                    i1: index[ObjectIdentifier(a.item)]!, offset: a.offset, i2: a.other.map { index[ObjectIdentifier($0)]! } ?? -1,
                    otherOffset: a.otherOffset, anchorPoint: a.anchorPoint, length: a.length))
        }
        var walls: [SolverBoundaries] = []
        for c in collisions where c.collisionMode != .items {
            walls.append(
                SolverBoundaries(
                    items: c.items.filter { !$0.isStatic }.map { index[ObjectIdentifier($0)]! },
                    boundaries: c.boundaries.map { ($0.1, $0.2) }))
        }
        bodies.withUnsafeMutableBufferPointer { b in
            for _ in 0..<iterations {
                for r in rods { Self.solveRod(r, b) }
                for w in walls { Self.solveContacts(w, b) }
            }
        }
        for (k, i) in items.enumerated() {
            i.center = bodies[k].center
            i.angle = bodies[k].angle
            i.contacts = bodies[k].contacts
        }
    }

    @inline(__always) static func solveRod(_ a: SolverRod, _ b: UnsafeMutableBufferPointer<SolverBody>) {
        let p1 = worldPoint(&b[a.i1], a.offset)
        let p2 = a.i2 >= 0 ? worldPoint(&b[a.i2], a.otherOffset) : a.anchorPoint
        let d = p2 - p1, len = d.length
        guard len > 1e-9 else { return }
        let n = d * (1 / len)
        let err = len - a.length
        let r1 = p1 - b[a.i1].center
        let w1 = b[a.i1].inverseMass + b[a.i1].inverseInertia * pow2(r1.x * n.y - r1.y * n.x)
        var w2 = 0.0
        var r2 = Point.zero
        if a.i2 >= 0 {
            r2 = p2 - b[a.i2].center; w2 = b[a.i2].inverseMass + b[a.i2].inverseInertia * pow2(r2.x * n.y - r2.y * n.x)
        }
        let w = w1 + w2
        guard w > 0 else { return }
        let lambda = err / w
        apply(&b[a.i1], n * lambda, r1)
        if a.i2 >= 0 { apply(&b[a.i2], n * -lambda, r2) }
    }

    @inline(__always) static func apply(_ i: inout SolverBody, _ impulse: Point, _ r: Point) {
        guard !i.isStatic else { return }
        i.center += impulse * i.inverseMass
        i.angle += i.inverseInertia * (r.x * impulse.y - r.y * impulse.x)
    }

    static func solveContacts(_ c: SolverBoundaries, _ bodies: UnsafeMutableBufferPointer<SolverBody>) {
        for k in c.items {
            for (a, b) in c.boundaries {
                let (c0, s0) = bodies[k].trig()
                let i = bodies[k]
                let e = b - a, len = e.length
                guard len > 0 else { continue }
                let t = e * (1 / len)
                var n = Point(-t.y, t.x)
                let rel = i.prevCenter - a
                if rel.x * n.x + rel.y * n.y < 0 { n = n * -1 }
                let along = (i.center - a).x * t.x + (i.center - a).y * t.y
                let ux = Point(c0, s0), uy = Point(-s0, c0)
                let halfT = abs(ux.x * t.x + ux.y * t.y) * i.size.width / 2 + abs(uy.x * t.x + uy.y * t.y) * i.size.height / 2
                guard along > -halfT, along < len + halfT else { continue }
                let halfN = abs(ux.x * n.x + ux.y * n.y) * i.size.width / 2 + abs(uy.x * n.x + uy.y * n.y) * i.size.height / 2
                let dist = (i.center - a).x * n.x + (i.center - a).y * n.y
                let pen = halfN - dist
                if pen > 0 {
                    bodies[k].center += n * pen
                    if !bodies[k].contacts.contains(where: { $0.0 == n }) { bodies[k].contacts.append((n, i.elasticity)) }
                }
            }
        }
    }
}
