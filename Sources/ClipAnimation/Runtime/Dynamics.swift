import ClipGeometry

/// A body driven by a `DynamicAnimator` (UIDynamicItem): usually wraps a layer, whose `position`
/// and z rotation it writes after every step (as UIKit writes `center` and `transform`).
public final class DynamicItem: @unchecked Sendable {
    /// The layer whose `position` and z rotation the item writes after each step (held weakly).
    public weak var layer: Layer?
    /// Centre of the item in the reference layer's coordinates, points.
    public var center: Point
    /// Size of the item's collision box, points (mass grows with its area).
    public var size: Size
    /// Linear velocity in points per second.
    public var velocity = Point.zero
    /// Rotation about z, radians.
    public var angle = 0.0
    /// Angular velocity, radians per second.
    public var angularVelocity = 0.0
    // UIDynamicItemBehavior properties (set directly or through `DynamicItemBehavior`).
    /// Mass per area: mass = density × w × h / 10 000 (UIDynamicItemBehavior `density`, default 1).
    public var density = 1.0
    /// Restitution of collisions, 0 (no bounce) … 1 (fully elastic) (`elasticity`).
    public var elasticity = 0.0
    /// Linear velocity damping per second, 0 = none (`resistance`).
    public var resistance = 0.0
    /// Angular velocity damping per second (`angularResistance`).
    public var angularResistance = 0.0
    /// Whether forces and contacts may rotate the item (`allowsRotation`).
    public var allowsRotation = true
    /// [CHOICE] extensions for 1-D motion (lock screen): freeze one axis.
    public var lockX = false
    /// Freeze the y axis (1-D horizontal motion).
    public var lockY = false
    /// Static items do not move (anchors).
    public var isStatic = false
    /// UIDynamicItem.collisionBoundsType: a box of `size` (rotated with the item) or an ellipse
    /// (a circle of diameter min(w, h)) for item–item contacts (`Dynamics+Collisions.swift`).
    public var collisionBoundsType = CollisionBoundsType.rectangle

    var prevCenter = Point.zero, prevAngle = 0.0
    var preVelocity = Point.zero
    var contacts: [(Point, Double)] = [] // (normal, elasticity) touched this step

    /// An item wrapping `layer`: its centre, size and z rotation are read from the layer's model.
    public init(layer: Layer) {
        self.layer = layer
        center = layer.position
        size = layer.bounds.size
        angle = TransformParts(layer.transform).rz
    }
    /// A free item not tied to a layer (an anchor or an invisible body).
    public init(center: Point, size: Size) { self.center = center; self.size = size }

    /// mass = density · w · h / 10 000 (UIKit: a 100×100 view of density 1 has mass 1).
    public var mass: Double { max(1e-6, density * size.width * size.height / 10_000) }
    var inverseMass: Double { isStatic ? 0 : 1 / mass }
    var inverseInertia: Double {
        guard allowsRotation, !isStatic else { return 0 }
        let i = mass * (size.width * size.width + size.height * size.height) / 12
        return i > 0 ? 1 / i : 0
    }
    /// A point fixed to the body (offset from the centre in body coordinates) in world space.
    public func worldPoint(_ offset: Point) -> Point {
        let c = GMath.cos(angle), s = GMath.sin(angle)
        return center + Point(offset.x * c - offset.y * s, offset.x * s + offset.y * c)
    }

    /// Writes the state to the layer (position, rotation about z keeping other transform parts).
    func writeBack() {
        guard let l = layer else { return }
        l.position = center
        if allowsRotation || angle != 0 {
            var p = TransformParts(l.transform); p.rz = angle; l.transform = p.matrix
        }
    }
    /// `updateItemUsingCurrentState:`: re-reads position/rotation from the layer, clears velocity.
    public func updateFromLayer() {
        guard let l = layer else { return }
        center = l.position
        angle = TransformParts(l.transform).rz
        prevCenter = center; prevAngle = angle
    }
}

/// UIKit-Dynamics-like behaviours, in UIKit units (gravity magnitude 1 = 1000 pt/s²; push
/// magnitude 1 on a 100×100 pt, density-1 item = 100 pt/s² or, instantaneous, 100 pt/s).
public enum DynamicBehavior {
    /// UIGravityBehavior: a constant acceleration on its items.
    public final class Gravity: @unchecked Sendable {
        /// The items it accelerates.
        public var items: [DynamicItem]
        /// Direction and strength of gravity (default (0, 1): down at 1000 pt/s²); length 1 = 1000 pt/s².
        public var direction = Point(0, 1)
        /// Strength in UIKit units (1 = 1000 pt/s²).
        public var magnitude = 1.0
        /// Gravity pulling `items` down at 1000 pt/s².
        public init(items: [DynamicItem]) { self.items = items }
        /// Direction of `direction`, radians from +x (setting it keeps the magnitude).
        public var angle: Double {
            get { GMath.atan2(direction.y, direction.x) }
            set { let m = direction.length; direction = Point(GMath.cos(newValue), GMath.sin(newValue)) * (m > 0 ? m : 1) }
        }
    }
    /// UIPushBehavior: a force on its items, continuous or as one impulse.
    public final class Push: @unchecked Sendable {
        /// `continuous`: a constant force; `instantaneous`: a single velocity change at the next step.
        public enum Mode: Sendable {
            /// A force applied at every step while `active`.
            case continuous
            /// One velocity change, applied at the next step after `active` is set.
            case instantaneous
        }
        /// The items it pushes.
        public var items: [DynamicItem]
        /// Continuous force or one-off impulse.
        public let mode: Mode
        /// Direction and magnitude at once (its length is the magnitude).
        public var pushDirection = Point(0, 0)
        /// Setting `active = true` on an instantaneous push applies it once at the next step.
        public var active = true
        /// A push on `items` (set `pushDirection`, or `magnitude` and `angle`).
        public init(items: [DynamicItem], mode: Mode) { self.items = items; self.mode = mode }
        /// Strength: 1 on a 100 × 100 pt item of density 1 = 100 pt/s² (continuous) or 100 pt/s (instantaneous).
        public var magnitude: Double {
            get { pushDirection.length }
            set { let d = pushDirection.normalized; pushDirection = (d == .zero ? Point(1, 0) : d) * newValue }
        }
        /// Direction of the push, radians from +x (keeps the magnitude).
        public var angle: Double {
            get { GMath.atan2(pushDirection.y, pushDirection.x) }
            set { pushDirection = Point(GMath.cos(newValue), GMath.sin(newValue)) * magnitude }
        }
    }
    /// Rigid rod when `frequency == 0`, else a damped spring (`damping` ratio, `frequency` Hz).
    public final class Attachment: @unchecked Sendable {
        /// The attached item.
        public let item: DynamicItem
        /// Attachment point on `item`, relative to its centre (points).
        public let offset: Point
        /// The second item, or nil when attached to `anchorPoint`.
        public let other: DynamicItem?
        /// Attachment point on `other`, relative to its centre.
        public let otherOffset: Point
        /// The fixed anchor in reference coordinates (when `other` is nil).
        public var anchorPoint: Point
        /// Rest length in points (the distance when attached).
        public var length: Double
        /// Damping ratio of the spring (when `frequency` > 0).
        public var damping = 0.0
        /// Oscillation frequency in Hz; 0 makes a rigid rod.
        public var frequency = 0.0
        /// Item attached to a fixed anchor point (length = current distance).
        public init(item: DynamicItem, offsetFromCenter: Point = .zero, attachedToAnchor anchor: Point) {
            self.item = item; offset = offsetFromCenter; other = nil; otherOffset = .zero; anchorPoint = anchor
            length = item.worldPoint(offsetFromCenter).distance(to: anchor)
        }
        /// Two items (length = current distance between the attachment points).
        public init(item: DynamicItem, offsetFromCenter: Point = .zero, attachedTo other: DynamicItem, offsetFromCenter o2: Point = .zero) {
            self.item = item; offset = offsetFromCenter; self.other = other; otherOffset = o2; anchorPoint = .zero
            length = item.worldPoint(offsetFromCenter).distance(to: other.worldPoint(o2))
        }
    }
    /// UISnapBehavior: a damped spring pulling the item's centre to `snapPoint` (damping 0…1,
    /// default 0.5; [CHOICE] frequency 2.5 Hz, damping ratio 0.1 + 0.9·damping).
    public final class Snap: @unchecked Sendable {
        /// The snapping item.
        public let item: DynamicItem
        /// Where the item's centre is pulled to, reference coordinates.
        public var snapPoint: Point
        /// Damping 0…1 (default 0.5): higher settles with less oscillation.
        public var damping = 0.5
        /// Snaps `item` to `p`.
        public init(item: DynamicItem, snapTo p: Point) { self.item = item; snapPoint = p }
    }
    /// UICollisionBehavior with boundaries (segments); items are boxes of their size.
    public final class Collision: @unchecked Sendable {
        /// The items that collide.
        public var items: [DynamicItem]
        /// Boundary segments (identifier, start, end) items cannot cross.
        public var boundaries: [(String, Point, Point)] = []
        /// UICollisionBehavior.collisionMode: items collide with each other and with boundaries.
        public var collisionMode = CollisionMode.everything
        /// Collisions among `items` (add boundaries for walls).
        public init(items: [DynamicItem]) { self.items = items }
        /// Adds a wall from `a` to `b` (reference coordinates) named `identifier`.
        public func addBoundary(identifier: String, from a: Point, to b: Point) { boundaries.append((identifier, a, b)) }
        /// `setTranslatesReferenceBoundsIntoBoundaryWithInsets:` (top, left, bottom, right).
        public func setReferenceBounds(_ r: Rect, insets top: Double = 0, _ left: Double = 0, _ bottom: Double = 0, _ right: Double = 0) {
            let x0 = r.minX + left, y0 = r.minY + top, x1 = r.maxX - right, y1 = r.maxY - bottom
            boundaries += [
                ("top", Point(x1, y0), Point(x0, y0)), ("right", Point(x1, y1), Point(x1, y0)),
                ("bottom", Point(x0, y1), Point(x1, y1)), ("left", Point(x0, y0), Point(x0, y1)),
            ]
            referenceBox = Rect(x0, y0, x1 - x0, y1 - y0)
        }
        var referenceBox: Rect?
    }
}

/// UIDynamicAnimator: a fixed-step (120 Hz) position-based solver stepped by the scene runtime
/// from the moment it is created, so frame t is reproducible. Steps: forces → semi-implicit
/// Euler → 10 iterations of constraints (rods, boundary contacts) → velocities from positions →
/// restitution on contacts → `action` blocks → write back to layers.
/// Item–item contacts (boxes and circles) are in `Dynamics+Collisions.swift`; contacts apply no
/// torque [CHOICE].
public final class DynamicAnimator: @unchecked Sendable {
    /// Gravity behaviours in effect.
    public var gravities: [DynamicBehavior.Gravity] = []
    /// Push behaviours in effect.
    public var pushes: [DynamicBehavior.Push] = []
    /// Attachments (rods and springs) in effect.
    public var attachments: [DynamicBehavior.Attachment] = []
    /// Snap behaviours in effect.
    public var snaps: [DynamicBehavior.Snap] = []
    /// Collision behaviours in effect.
    public var collisions: [DynamicBehavior.Collision] = []
    /// Called after every step (UIDynamicBehavior.action).
    public var actions: [() -> Void] = []
    /// When false, steps are skipped (the world freezes).
    public var isRunning = true
    /// Fixed solver rate, steps per second (120): frames are reproducible at any fps.
    public let stepsPerSecond = 120.0
    /// Constraint iterations per step (default 10).
    public var iterations = 10
    /// Simulated seconds since the animator was created.
    public private(set) var elapsed = 0.0
    /// Item–item contacts found in this step (for restitution).
    var itemContacts: [ItemContact] = []

    /// An animator stepped by the scene runtime from now on (create it inside a scene's `build` or a handler).
    public init() {
        if let rt = SceneRuntime.current {
            rt.animators.append(self)
            let k = (rt.now * stepsPerSecond).rounded(.down) + 1
            scheduleStep(rt, k)
        }
    }
    /// The runtime keeps the animator alive (events hold it); nothing holds the runtime back.
    func scheduleStep(_ rt: SceneRuntime, _ k: Double) {
        rt.schedule(at: k / stepsPerSecond) { [self] in
            if isRunning { step(1 / stepsPerSecond) }
            if let rt = SceneRuntime.current { scheduleStep(rt, k + 1) }
        }
    }

    /// Adds a behaviour; it acts from the next step. The `remove` overloads take it out again.
    public func add(_ g: DynamicBehavior.Gravity) { gravities.append(g) }
    /// Adds a push behaviour.
    public func add(_ p: DynamicBehavior.Push) { pushes.append(p) }
    /// Adds an attachment.
    public func add(_ a: DynamicBehavior.Attachment) { attachments.append(a) }
    /// Adds a snap behaviour.
    public func add(_ s: DynamicBehavior.Snap) { snaps.append(s) }
    /// Adds a collision behaviour.
    public func add(_ c: DynamicBehavior.Collision) { collisions.append(c) }
    /// Removes a gravity behaviour.
    public func remove(_ g: DynamicBehavior.Gravity) { gravities.removeAll { $0 === g } }
    /// Removes a push behaviour.
    public func remove(_ p: DynamicBehavior.Push) { pushes.removeAll { $0 === p } }
    /// Removes an attachment.
    public func remove(_ a: DynamicBehavior.Attachment) { attachments.removeAll { $0 === a } }
    /// Removes a snap behaviour.
    public func remove(_ s: DynamicBehavior.Snap) { snaps.removeAll { $0 === s } }
    /// Removes a collision behaviour.
    public func remove(_ c: DynamicBehavior.Collision) { collisions.removeAll { $0 === c } }
    /// Removes every behaviour; items keep their velocities but nothing acts on them.
    public func removeAllBehaviors() { gravities = []; pushes = []; attachments = []; snaps = []; collisions = [] }

    var allItems: [DynamicItem] {
        var seen = Set<ObjectIdentifier>(), out: [DynamicItem] = []
        func add(_ i: DynamicItem) { if seen.insert(ObjectIdentifier(i)).inserted { out.append(i) } }
        gravities.forEach { $0.items.forEach(add) }; pushes.forEach { $0.items.forEach(add) }
        attachments.forEach {
            add($0.item); if let o = $0.other { add(o) }
        }
        snaps.forEach { add($0.item) }; collisions.forEach { $0.items.forEach(add) }
        return out
    }

    /// One solver step of `dt` seconds.
    public func step(_ dt: Double) {
        elapsed += dt
        let items = allItems
        // Forces and impulses.
        for g in gravities {
            let a = g.direction * (1000 * g.magnitude)
            for i in g.items where !i.isStatic { i.velocity += a * dt }
        }
        for p in pushes where p.active {
            for i in p.items where !i.isStatic {
                let dv = p.pushDirection * (100 / i.mass)
                i.velocity += p.mode == .instantaneous ? dv : dv * dt
            }
            if p.mode == .instantaneous { p.active = false }
        }
        for a in attachments where a.frequency > 0 { springForce(a, dt) }
        for s in snaps {
            let w = 2 * Double.pi * 2.5, z = 0.1 + 0.9 * min(1, max(0, s.damping))
            let i = s.item
            i.velocity += ((s.snapPoint - i.center) * (w * w) - i.velocity * (2 * z * w)) * dt
            i.angularVelocity *= max(0, 1 - 2 * z * w * dt)
        }
        for i in items {
            i.velocity = i.velocity * (1 / (1 + i.resistance * dt))
            i.angularVelocity *= 1 / (1 + i.angularResistance * dt)
            if i.lockX { i.velocity.x = 0 }
            if i.lockY { i.velocity.y = 0 }
            if !i.allowsRotation { i.angularVelocity = 0 }
            i.preVelocity = i.velocity
            i.prevCenter = i.center; i.prevAngle = i.angle
            i.contacts = []
            if !i.isStatic { i.center += i.velocity * dt; i.angle += i.angularVelocity * dt }
        }
        // Constraints.
        itemContacts = []
        if collisions.allSatisfy({ $0.collisionMode == .boundaries || $0.items.count <= 1 }) {
            solveConstraintsFast(items)
        } else {
            for _ in 0..<iterations {
                for a in attachments where a.frequency <= 0 { solveRod(a) }
                for c in collisions { solveContacts(c); solveItemContacts(c) }
            }
        }
        // Velocities from positions, then restitution on contacts.
        for i in items where !i.isStatic {
            i.velocity = (i.center - i.prevCenter) * (1 / dt)
            i.angularVelocity = (i.angle - i.prevAngle) / dt
            for (n, e) in i.contacts {
                let vnOld = i.preVelocity.x * n.x + i.preVelocity.y * n.y
                let vn = i.velocity.x * n.x + i.velocity.y * n.y
                if vnOld < -1e-9 {
                    // Bounce: the normal velocity becomes −e·(incoming); tiny bounces die (rest).
                    let target = abs(vnOld) * e > 15 ? -e * vnOld : 0
                    i.velocity += n * (target - vn)
                } else if vn < 0 {
                    i.velocity += n * (-vn)
                }
            }
            if i.lockX { i.velocity.x = 0; i.center.x = i.prevCenter.x }
            if i.lockY { i.velocity.y = 0; i.center.y = i.prevCenter.y }
        }
        resolveItemContactVelocities()
        for f in actions { f() }
        for i in items where !i.isStatic { i.writeBack() }
    }

    func springForce(_ a: DynamicBehavior.Attachment, _ dt: Double) {
        let p1 = a.item.worldPoint(a.offset)
        let p2 = a.other.map { $0.worldPoint(a.otherOffset) } ?? a.anchorPoint
        let d = p2 - p1, len = d.length
        guard len > 1e-9 else { return }
        let n = d * (1 / len)
        let m = a.other.map { 1 / (a.item.inverseMass + $0.inverseMass) } ?? a.item.mass
        let w = 2 * Double.pi * a.frequency
        let k = m * w * w, c = 2 * m * a.damping * w
        let relV = (a.other?.velocity ?? .zero) - a.item.velocity
        let f = (len - a.length) * k + (relV.x * n.x + relV.y * n.y) * c
        a.item.velocity += n * (f * a.item.inverseMass * dt)
        if let o = a.other { o.velocity -= n * (f * o.inverseMass * dt) }
    }

    /// Distance constraint between two attachment points (generalised inverse masses with rotation).
    func solveRod(_ a: DynamicBehavior.Attachment) {
        let i1 = a.item
        let p1 = i1.worldPoint(a.offset)
        let p2 = a.other.map { $0.worldPoint(a.otherOffset) } ?? a.anchorPoint
        let d = p2 - p1, len = d.length
        guard len > 1e-9 else { return }
        let n = d * (1 / len)
        let err = len - a.length
        let r1 = p1 - i1.center
        let w1 = i1.inverseMass + i1.inverseInertia * pow2(r1.x * n.y - r1.y * n.x)
        var w2 = 0.0
        var r2 = Point.zero
        if let o = a.other { r2 = p2 - o.center; w2 = o.inverseMass + o.inverseInertia * pow2(r2.x * n.y - r2.y * n.x) }
        let w = w1 + w2
        guard w > 0 else { return }
        let lambda = err / w
        apply(i1, n * lambda, r1)
        if let o = a.other { apply(o, n * -lambda, r2) }
    }

    func apply(_ i: DynamicItem, _ impulse: Point, _ r: Point) {
        guard !i.isStatic else { return }
        i.center += impulse * i.inverseMass
        i.angle += i.inverseInertia * (r.x * impulse.y - r.y * impulse.x)
    }

    func solveContacts(_ c: DynamicBehavior.Collision) {
        guard c.collisionMode != .items else { return }
        for i in c.items where !i.isStatic {
            for (_, a, b) in c.boundaries {
                let e = b - a, len = e.length
                guard len > 0 else { continue }
                let t = e * (1 / len)
                // The boundary's "inside" is to the right of a→b in y-down coordinates (clockwise
                // reference bounds); for single lines it is the side the item is on at rest.
                var n = Point(-t.y, t.x)
                let rel = i.prevCenter - a
                if rel.x * n.x + rel.y * n.y < 0 { n = n * -1 }
                // Only when the item's projection overlaps the segment.
                let along = (i.center - a).x * t.x + (i.center - a).y * t.y
                let c0 = GMath.cos(i.angle), s0 = GMath.sin(i.angle)
                let ux = Point(c0, s0), uy = Point(-s0, c0)
                let halfT = abs(ux.x * t.x + ux.y * t.y) * i.size.width / 2 + abs(uy.x * t.x + uy.y * t.y) * i.size.height / 2
                guard along > -halfT, along < len + halfT else { continue }
                let halfN = abs(ux.x * n.x + ux.y * n.y) * i.size.width / 2 + abs(uy.x * n.x + uy.y * n.y) * i.size.height / 2
                let dist = (i.center - a).x * n.x + (i.center - a).y * n.y
                let pen = halfN - dist
                if pen > 0 {
                    i.center += n * pen
                    if !i.contacts.contains(where: { $0.0 == n }) { i.contacts.append((n, i.elasticity)) }
                }
            }
        }
    }
}

@inline(__always) func pow2(_ x: Double) -> Double { x * x }

/// UIDynamicItemBehavior: sets properties on its items.
public func configure(
    _ items: [DynamicItem], elasticity: Double? = nil, density: Double? = nil, resistance: Double? = nil,
    angularResistance: Double? = nil, allowsRotation: Bool? = nil
) {
    for i in items {
        if let e = elasticity { i.elasticity = e }
        if let d = density { i.density = d }
        if let r = resistance { i.resistance = r }
        if let a = angularResistance { i.angularResistance = a }
        if let a = allowsRotation { i.allowsRotation = a }
    }
}
