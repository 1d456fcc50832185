import ClipGeometry

/// UIDynamicItemCollisionBoundsType: the shape an item collides with.
public enum CollisionBoundsType: Sendable, Hashable {
    /// The item's bounds, rotated with it.
    case rectangle
    /// A circle of diameter min(width, height) (UIKit's ellipse; the book's balls are round).
    case ellipse
}

/// UICollisionBehaviorMode.
public enum CollisionMode: Sendable, Hashable {
    /// Items collide only with each other.
    case items
    /// Items collide only with the boundaries.
    case boundaries
    /// Both (UIKit's default).
    case everything
}

/// One item–item contact of a step: `normal` points from `a` to `b`.
struct ItemContact {
    let a: DynamicItem
    let b: DynamicItem
    let normal: Point
    let elasticity: Double
}

/// Item–item collisions: boxes (rotated rectangles, separating axes), circles and circle–box
/// pairs. Inside the constraint iterations, overlapping pairs are pushed apart along the contact
/// normal in inverse-mass proportion (so the pair's momentum is unchanged); after the step's
/// velocities are derived from positions, each contact gets an equal and opposite impulse along
/// the normal that makes the separating speed `e` times the approach speed (e = the larger
/// elasticity of the two, Box2D's mixing rule; approaches slower than 15 pt/s come to rest, as
/// on boundaries). [CHOICE] Contacts apply no torque and no friction.
extension DynamicAnimator {
    /// Pushes apart every overlapping pair of `c`'s items (one constraint iteration).
    func solveItemContacts(_ c: DynamicBehavior.Collision) {
        guard c.collisionMode != .boundaries, c.items.count > 1 else { return }
        let items = c.items
        for i in 0..<(items.count - 1) {
            for j in (i + 1)..<items.count {
                let a = items[i], b = items[j]
                let wa = a.inverseMass, wb = b.inverseMass
                guard wa + wb > 0, let (n, pen) = Self.contact(a, b), pen > 0 else { continue }
                a.center -= n * (pen * wa / (wa + wb))
                b.center += n * (pen * wb / (wa + wb))
                if !itemContacts.contains(where: { $0.a === a && $0.b === b }) {
                    itemContacts.append(ItemContact(a: a, b: b, normal: n, elasticity: max(a.elasticity, b.elasticity)))
                }
            }
        }
    }

    /// Restitution along each contact normal (equal and opposite impulses).
    func resolveItemContactVelocities() {
        for k in itemContacts {
            let a = k.a, b = k.b, n = k.normal
            let wa = a.inverseMass, wb = b.inverseMass
            guard wa + wb > 0 else { continue }
            let approach = (b.preVelocity - a.preVelocity).dot(n)
            let vrel = (b.velocity - a.velocity).dot(n)
            let target: Double
            if approach < -1e-9 {
                target = -approach * k.elasticity > 15 ? -k.elasticity * approach : 0
            } else {
                target = max(vrel, 0)
            }
            let impulse = (target - vrel) / (wa + wb)
            if !a.isStatic { a.velocity -= n * (impulse * wa) }
            if !b.isStatic { b.velocity += n * (impulse * wb) }
            for i in [a, b] {
                if i.lockX { i.velocity.x = 0 }
                if i.lockY { i.velocity.y = 0 }
            }
        }
    }

    /// The contact normal (from `a` to `b`) and penetration depth, if the shapes overlap.
    static func contact(_ a: DynamicItem, _ b: DynamicItem) -> (Point, Double)? {
        switch (a.collisionBoundsType, b.collisionBoundsType) {
        case (.ellipse, .ellipse):
            let ra = min(a.size.width, a.size.height) / 2, rb = min(b.size.width, b.size.height) / 2
            let d = b.center - a.center, len = d.length
            let pen = ra + rb - len
            guard pen > 0 else { return nil }
            return (len > 1e-12 ? d * (1 / len) : Point(0, 1), pen)
        case (.rectangle, .ellipse):
            return circleBox(circle: b, box: a)
        case (.ellipse, .rectangle):
            return circleBox(circle: a, box: b).map { (n, p) in (n * -1, p) }
        case (.rectangle, .rectangle):
            return boxBox(a, b)
        }
    }

    /// Body axes of an item (x and y of its rotated frame).
    static func axes(_ i: DynamicItem) -> (Point, Point) {
        let c = GMath.cos(i.angle), s = GMath.sin(i.angle)
        return (Point(c, s), Point(-s, c))
    }

    /// Separating axes of two rotated boxes: the axis of least overlap, oriented a → b.
    static func boxBox(_ a: DynamicItem, _ b: DynamicItem) -> (Point, Double)? {
        let (ax, ay) = axes(a), (bx, by) = axes(b)
        let d = b.center - a.center
        var best: (Point, Double)?
        for axis in [ax, ay, bx, by] {
            func radius(_ ux: Point, _ uy: Point, _ s: Size) -> Double {
                abs(ux.dot(axis)) * s.width / 2 + abs(uy.dot(axis)) * s.height / 2
            }
            let dist = d.dot(axis)
            let overlap = radius(ax, ay, a.size) + radius(bx, by, b.size) - abs(dist)
            if overlap <= 0 { return nil }
            if best == nil || overlap < best!.1 - 1e-12 { best = (dist < 0 ? axis * -1 : axis, overlap) }
        }
        return best
    }

    /// A circle against a rotated box: the normal points from the box to the circle.
    static func circleBox(circle: DynamicItem, box: DynamicItem) -> (Point, Double)? {
        let r = min(circle.size.width, circle.size.height) / 2
        let (ux, uy) = axes(box)
        let d = circle.center - box.center
        let local = Point(d.dot(ux), d.dot(uy))
        let hx = box.size.width / 2, hy = box.size.height / 2
        let inside = abs(local.x) <= hx && abs(local.y) <= hy
        if !inside {
            let q = Point(min(hx, max(-hx, local.x)), min(hy, max(-hy, local.y)))
            let off = local - q, len = off.length
            guard len < r else { return nil }
            let nl = off * (1 / len)
            return (ux * nl.x + uy * nl.y, r - len)
        }
        // Centre inside the box: out through the nearest face.
        let dx = hx - abs(local.x), dy = hy - abs(local.y)
        if dx < dy { return (ux * (local.x < 0 ? -1 : 1), r + dx) }
        return (uy * (local.y < 0 ? -1 : 1), r + dy)
    }
}
