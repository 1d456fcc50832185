import XCTest
import ClipGeometry
@testable import ClipAnimation

/// Item–item collisions (`Dynamics+Collisions.swift`) against hand-computed cases: 1-D elastic
/// and inelastic impacts (momentum conserved, velocities from the restitution formula, energy kept
/// when e = 1), a glancing elastic impact (outgoing velocities perpendicular), a circle coming to
/// rest on a static box, and the collision mode.
final class DynamicsCollisionTests: XCTestCase {
    /// Two items on a line, A moving at `v` toward B at rest, stepped at 120 Hz without gravity.
    func run(
        _ shape: CollisionBoundsType, elasticity e: Double, densityA: Double, v: Double, offsetY: Double = 0,
        mode: CollisionMode = .everything, seconds: Double = 1
    ) -> (DynamicItem, DynamicItem) {
        let a = DynamicItem(center: Point(100, 300), size: Size(40, 40))
        let b = DynamicItem(center: Point(200, 300 + offsetY), size: Size(40, 40))
        for i in [a, b] { i.collisionBoundsType = shape; i.elasticity = e; i.allowsRotation = false }
        a.density = densityA
        a.velocity = Point(v, 0)
        let anim = DynamicAnimator()
        let c = DynamicBehavior.Collision(items: [a, b])
        c.collisionMode = mode
        anim.add(c)
        for _ in 0..<Int(seconds * 120) { anim.step(1.0 / 120) }
        return (a, b)
    }

    func testHeadOnImpacts() {
        // (shape, e, mass ratio mA/mB, expected vA', vB') from v' = ((mA − e·mB)·v, (1 + e)·mA·v)/(mA + mB).
        let v = 200.0
        let rows: [(CollisionBoundsType, Double, Double, Double, Double)] = [
            (.ellipse, 1, 1, 0, 200), (.ellipse, 0, 1, 100, 100), (.ellipse, 1, 3, 100, 300), (.ellipse, 0.5, 1, 50, 150),
            (.rectangle, 1, 1, 0, 200), (.rectangle, 0.5, 3, 125, 225),
        ]
        for (shape, e, m, va, vb) in rows {
            let (a, b) = run(shape, elasticity: e, densityA: m, v: v)
            let tag = "\(shape) e \(e) mass ratio \(m)"
            XCTAssertEqual(a.velocity.x, va, accuracy: 0.5, tag)
            XCTAssertEqual(b.velocity.x, vb, accuracy: 0.5, tag)
            XCTAssertEqual(a.velocity.y, 0, accuracy: 1e-9); XCTAssertEqual(b.velocity.y, 0, accuracy: 1e-9)
            // Momentum is conserved exactly (equal and opposite corrections and impulses).
            XCTAssertEqual(a.mass * a.velocity.x + b.mass * b.velocity.x, a.mass * v, accuracy: 1e-6 * a.mass * v, tag)
            if e == 1 {
                let energy = 0.5 * a.mass * a.velocity.lengthSquared + 0.5 * b.mass * b.velocity.lengthSquared
                XCTAssertEqual(energy, 0.5 * a.mass * v * v, accuracy: 0.005 * 0.5 * a.mass * v * v, tag)
            }
            // No overlap left.
            XCTAssertGreaterThanOrEqual(b.center.x - a.center.x, 40 - 1e-6, tag)
        }
    }

    /// Equal circles, elastic, impact parameter 20 (half the sum of radii): the contact normal is
    /// 30° off the line of motion; B leaves along it at v·cos 30°, A at v·sin 30° perpendicular.
    func testGlancingElasticImpact() {
        let v = 200.0
        let (a, b) = run(.ellipse, elasticity: 1, densityA: 1, v: v, offsetY: 20)
        XCTAssertEqual(a.velocity.dot(b.velocity), 0, accuracy: 0.01 * v * v, "outgoing velocities are perpendicular")
        // The contact is found up to one step (1.7 pt) late, which turns the normal slightly:
        // within 2 % of v.
        XCTAssertEqual(b.velocity.length, v * GMath.cos(Double.pi / 6), accuracy: 4)
        XCTAssertEqual(a.velocity.length, v * GMath.sin(Double.pi / 6), accuracy: 4)
        XCTAssertEqual(GMath.atan2(b.velocity.y, b.velocity.x), Double.pi / 6, accuracy: 0.03)
        XCTAssertEqual(a.velocity.lengthSquared + b.velocity.lengthSquared, v * v, accuracy: 0.005 * v * v, "energy kept")
        let p = (a.velocity + b.velocity) * a.mass
        XCTAssertEqual(p.x, a.mass * v, accuracy: 1e-6 * a.mass * v); XCTAssertEqual(p.y, 0, accuracy: 1e-6 * a.mass * v)
    }

    /// A circle dropped on a static box under gravity bounces (e = 0.3) and rests on its top.
    func testCircleComesToRestOnABox() {
        let ground = DynamicItem(center: Point(200, 400), size: Size(200, 40))
        ground.isStatic = true
        let ball = DynamicItem(center: Point(210, 300), size: Size(40, 40))
        ball.collisionBoundsType = .ellipse
        ball.elasticity = 0.3
        let anim = DynamicAnimator()
        anim.add(DynamicBehavior.Gravity(items: [ball]))
        anim.add(DynamicBehavior.Collision(items: [ground, ball]))
        var bounced = false, prev = 0.0
        for _ in 0..<240 {
            anim.step(1.0 / 120)
            if prev > 100 && ball.velocity.y < -50 { bounced = true }
            prev = ball.velocity.y
        }
        XCTAssertTrue(bounced)
        XCTAssertEqual(ball.center.y, 380 - 20, accuracy: 0.5, "resting on the box's top")
        XCTAssertEqual(ball.velocity.length, 0, accuracy: 1)
        XCTAssertEqual(ground.center, Point(200, 400), "static items do not move")
    }

    /// A box falling onto a rotated box is pushed out along the least-overlap axis (no sinking).
    func testBoxOnTiltedBoxDoesNotSink() {
        let ramp = DynamicItem(center: Point(200, 400), size: Size(200, 40))
        ramp.isStatic = true
        ramp.angle = 0.2
        let box = DynamicItem(center: Point(200, 300), size: Size(30, 30))
        box.allowsRotation = false
        let anim = DynamicAnimator()
        anim.add(DynamicBehavior.Gravity(items: [box]))
        anim.add(DynamicBehavior.Collision(items: [ramp, box]))
        for _ in 0..<120 { anim.step(1.0 / 120) }
        XCTAssertNil(DynamicAnimator.boxBox(ramp, box).flatMap { $0.1 > 0.5 ? $0 : nil }, "overlap stays under 0.5 pt")
    }

    /// `.boundaries` mode: items pass through each other.
    func testBoundariesModeIgnoresItems() {
        let (a, b) = run(.ellipse, elasticity: 1, densityA: 1, v: 200, mode: .boundaries)
        XCTAssertEqual(a.velocity.x, 200, accuracy: 1e-9)
        XCTAssertGreaterThan(a.center.x, b.center.x)
    }
}
