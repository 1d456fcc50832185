import XCTest
import ClipGeometry
@testable import ClipAnimation

final class DynamicsTests: XCTestCase {
    /// Lock-screen numbers (Kitten Yang §6.1): 375×667 view, gravity 2.6, tap push 80 → 320 pt/s
    /// up, rises ≈ 19.7 pt, lands ≈ 0.25 s after the tap, rebounds at ≈ 0.35 × 320 = 112 pt/s.
    func testLockScreenHopMatchesSpecNumbers() {
        let rt = SceneRuntime()
        final class Rec: @unchecked Sendable { var ys: [(Double, Double, Double)] = [] }
        let rec = Rec()
        rt.perform(at: 0) {
            let l = Layer(); l.frame = Rect(0, 0, 375, 667)
            let item = DynamicItem(layer: l)
            item.elasticity = 0.35; item.allowsRotation = false; item.lockX = true
            let anim = DynamicAnimator()
            let g = DynamicBehavior.Gravity(items: [item]); g.magnitude = 2.6
            anim.add(g)
            let c = DynamicBehavior.Collision(items: [item])
            c.setReferenceBounds(Rect(0, 0, 375, 667), insets: -667, 0, 0, 0)
            anim.add(c)
            let push = DynamicBehavior.Push(items: [item], mode: .instantaneous)
            push.active = false
            anim.add(push)
            after(0.5) {
                push.pushDirection = Point(0, -80); push.active = true
            }
            anim.actions.append { rec.ys.append((anim.elapsed, item.center.y, item.velocity.y)) }
        }
        rt.run(until: 1.5)
        let post = rec.ys.filter { $0.0 > 0.5 }
        let top = post.map { $0.1 }.min()!
        XCTAssertEqual(333.5 - top, 19.7, accuracy: 1.5)
        // First landing: velocity flips from down to up.
        guard let land = zip(post, post.dropFirst()).first(where: { $0.0.2 > 0 && $0.1.2 < 0 }) else { return XCTFail("no bounce") }
        XCTAssertEqual(land.1.0 - 0.5, 0.25, accuracy: 0.02)
        XCTAssertEqual(-land.1.2, 112, accuracy: 12)
        // At rest on the floor at the end.
        XCTAssertEqual(rec.ys.last!.1, 333.5, accuracy: 0.5)
        XCTAssertEqual(rec.ys.last!.2, 0, accuracy: 1)
    }

    /// A rigid rod keeps its length; a pendulum swings and the body spins about the attachment.
    func testRodPendulum() {
        let rt = SceneRuntime()
        var item: DynamicItem!
        var anchorLen = 0.0
        rt.perform(at: 0) {
            let l = Layer(); l.frame = Rect(170, 100, 60, 60)
            item = DynamicItem(layer: l)
            let anim = DynamicAnimator()
            anim.add(DynamicBehavior.Gravity(items: [item]))
            let rod = DynamicBehavior.Attachment(item: item, offsetFromCenter: Point(0, -30), attachedToAnchor: Point(100, 0))
            anchorLen = rod.length
            anim.add(rod)
        }
        rt.run(until: 1.0)
        XCTAssertEqual(item.worldPoint(Point(0, -30)).distance(to: Point(100, 0)), anchorLen, accuracy: 0.5)
        XCTAssertNotEqual(item.angle, 0)
        XCTAssertLessThan(item.center.x, 200) // swung down and to the left
    }
}
