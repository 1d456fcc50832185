import XCTest
import ClipGeometry
import ClipRaster
@testable import ClipAnimation

final class AnimationTests: XCTestCase {
    func value(_ l: Layer, _ k: String, at t: Double) -> AnimValue? { l.presentationState(localTime: t).value(forKeyPath: k) }
    func scalar(_ l: Layer, _ k: String, at t: Double) -> Double { value(l, k, at: t)?.scalar ?? .nan }

    /// from/to/by: every combination (Kitten Yang §1.4 table), with model value 10.
    func testBasicFromToByCombinations() {
        let cases: [(AnimValue?, AnimValue?, AnimValue?, Double, Double)] = [
            (2, 4, nil, 2, 4), (2, nil, 3, 2, 5), (nil, 4, 3, 1, 4),
            (2, nil, nil, 2, 10), (nil, 4, nil, 10, 4), (nil, nil, 3, 10, 13),
        ]
        for (f, t, b, s, e) in cases {
            let l = Layer(); l.cornerRadius = 10
            l.add(BasicAnimation(keyPath: .cornerRadius, from: f, to: t, by: b, duration: 1))
            XCTAssertEqual(
                scalar(l, "cornerRadius", at: 0), s, accuracy: 1e-12,
                "\(String(describing: f)) \(String(describing: t)) \(String(describing: b))")
            XCTAssertEqual(scalar(l, "cornerRadius", at: 0.5), (s + e) / 2, accuracy: 1e-12)
            XCTAssertEqual(scalar(l, "cornerRadius", at: 0.999999), e, accuracy: 1e-4)
            XCTAssertEqual(scalar(l, "cornerRadius", at: 1), 10, accuracy: 1e-12) // removed: snaps to model
        }
    }

    func testAdditiveAndOrderAndKeys() {
        let l = Layer(); l.position = Point(100, 0)
        let a = BasicAnimation(keyPath: .positionX, from: 0, to: 50, duration: 1); a.isAdditive = true
        l.add(a)
        XCTAssertEqual(scalar(l, "position.x", at: 0.5), 125, accuracy: 1e-12)
        // A later non-additive animation replaces the running value; an additive after it adds.
        let b = BasicAnimation(keyPath: .positionX, from: 10, to: 20, duration: 1)
        l.add(b, forKey: "b")
        XCTAssertEqual(scalar(l, "position.x", at: 0.5), 15, accuracy: 1e-12)
        let c = BasicAnimation(keyPath: .positionX, from: 1, to: 1, duration: 1); c.isAdditive = true
        l.add(c, forKey: "c")
        XCTAssertEqual(scalar(l, "position.x", at: 0.5), 16, accuracy: 1e-12)
        // Same key replaces: the old one is removed and the new one goes to the end (CA order).
        l.add(BasicAnimation(keyPath: .positionX, from: 30, to: 30, duration: 1), forKey: "b")
        XCTAssertEqual(scalar(l, "position.x", at: 0.5), 30, accuracy: 1e-12)
        XCTAssertEqual(l.animationKeys(), ["c", "b"])
        l.removeAnimation(forKey: "b")
        XCTAssertEqual(scalar(l, "position.x", at: 0.5), 126, accuracy: 1e-12)
        l.removeAllAnimations()
        XCTAssertEqual(scalar(l, "position.x", at: 0.5), 100, accuracy: 1e-12)
    }

    /// add(_:forKey:) copies: editing the original later changes nothing.
    func testAddCopies() {
        let l = Layer()
        let a = BasicAnimation(keyPath: .opacity, from: 0, to: 1, duration: 1)
        l.add(a, forKey: "x")
        a.toValue = 0.5; a.duration = 10
        XCTAssertEqual(scalar(l, "opacity", at: 0.5), 0.5, accuracy: 1e-12)
        XCTAssertFalse(l.animation(forKey: "x") === a)
    }

    /// Cumulative repeats add the delta each iteration.
    func testCumulative() {
        let l = Layer()
        let a = BasicAnimation(keyPath: .positionX, from: 0, to: 10, duration: 1)
        a.isCumulative = true; a.repeatCount = 3
        l.add(a)
        XCTAssertEqual(scalar(l, "position.x", at: 2.5), 25, accuracy: 1e-12)
    }

    func testKeyframeLinearKeyTimesAndPerSegmentTimingFunctions() {
        let l = Layer()
        let k = KeyframeAnimation(keyPath: .positionX, values: [0, 100, 50, 80], keyTimes: [0, 0.5, 0.75, 1], duration: 8)
        k.timingFunctions = [.linear, .easeIn, .linear]
        l.add(k)
        XCTAssertEqual(scalar(l, "position.x", at: 2), 50, accuracy: 1e-9) // segment 0: 4 s
        XCTAssertEqual(scalar(l, "position.x", at: 5), 100 - 50 * TimingFunction.easeIn.value(at: 0.5), accuracy: 1e-9)
        XCTAssertEqual(scalar(l, "position.x", at: 7), 65, accuracy: 1e-9)
        // keyTimes not starting at 0: hold the first value (003 demo).
        let l2 = Layer()
        l2.add(KeyframeAnimation(keyPath: .positionX, values: [10, 20], keyTimes: [2.0 / 7, 1], duration: 7))
        XCTAssertEqual(scalar(l2, "position.x", at: 1), 10, accuracy: 1e-12)
        XCTAssertEqual(scalar(l2, "position.x", at: 4.5), 15, accuracy: 1e-9)
        // Overall timing function first, then segments.
        let l3 = Layer()
        let k3 = KeyframeAnimation(keyPath: .positionX, values: [0, 10, 20], duration: 1)
        k3.timingFunction = .easeIn
        l3.add(k3)
        XCTAssertEqual(scalar(l3, "position.x", at: 0.5), 20 * TimingFunction.easeIn.value(at: 0.5), accuracy: 1e-9)
    }

    func testKeyframeDiscretePacedCubic() {
        let d = Layer()
        let kd = KeyframeAnimation(keyPath: .positionX, values: [1, 2, 3, 4], duration: 4); kd.calculationMode = .discrete
        d.add(kd)
        XCTAssertEqual([0.5, 1.5, 2.5, 3.5].map { scalar(d, "position.x", at: $0) }, [1, 2, 3, 4])
        // Paced: constant speed over distances 10 and 30 → first segment takes 1/4 of the time.
        let p = Layer()
        let kp = KeyframeAnimation(
            keyPath: .position, values: [.point(Point(0, 0)), .point(Point(10, 0)), .point(Point(10, 30))], duration: 4)
        kp.calculationMode = .paced; kp.keyTimes = [0, 0.9, 1] // ignored
        p.add(kp)
        XCTAssertEqual(value(p, "position", at: 1)?.point, Point(10, 0))
        XCTAssertEqual(value(p, "position", at: 2.5)?.point?.y ?? .nan, 15, accuracy: 1e-9)
        // Cubic: passes through every value at its key time and is smooth (not piecewise linear).
        let c = Layer()
        let kc = KeyframeAnimation(keyPath: .positionX, values: [0, 10, 0, 10], duration: 3); kc.calculationMode = .cubic
        c.add(kc)
        XCTAssertEqual(scalar(c, "position.x", at: 1), 10, accuracy: 1e-9)
        XCTAssertEqual(scalar(c, "position.x", at: 2), 0, accuracy: 1e-9)
        XCTAssertGreaterThan(scalar(c, "position.x", at: 1.1), 9.5) // overshoots/rounds near the peak
        XCTAssertNotEqual(scalar(c, "position.x", at: 0.5), 5, accuracy: 1e-3)
    }

    /// Path keyframes: a rectangle path (4 line segments + close) with rotationMode auto.
    func testKeyframePathWithRotation() {
        var path = Path()
        path.move(to: Point(0, 0)); path.line(to: Point(100, 0)); path.line(to: Point(100, 50)); path.line(to: Point(0, 50)); path.close()
        let l = Layer()
        let k = KeyframeAnimation(keyPath: .position); k.path = path; k.duration = 4; k.rotationMode = .auto
        l.add(k)
        // Linear mode: each of the 4 segments gets 1 s.
        XCTAssertEqual(value(l, "position", at: 0.5)?.point, Point(50, 0))
        XCTAssertEqual(value(l, "position", at: 1.5)?.point, Point(100, 25))
        XCTAssertEqual(TransformParts(l.presentationState(localTime: 0.5).transform).rz, 0, accuracy: 1e-9)
        XCTAssertEqual(TransformParts(l.presentationState(localTime: 1.5).transform).rz, Double.pi / 2, accuracy: 1e-9)
        XCTAssertEqual(abs(TransformParts(l.presentationState(localTime: 2.5).transform).rz), Double.pi, accuracy: 1e-9)
        // Paced: constant speed over the 300-pt perimeter; autoReverse adds π.
        let p = Layer()
        let kp = KeyframeAnimation(keyPath: .position); kp.path = path; kp.duration = 3; kp.calculationMode = .paced
        kp.rotationMode = .autoReverse
        p.add(kp)
        XCTAssertEqual(value(p, "position", at: 1.25)?.point?.x ?? .nan, 100, accuracy: 1e-6)
        XCTAssertEqual(value(p, "position", at: 1.25)?.point?.y ?? .nan, 25, accuracy: 1e-6)
        XCTAssertEqual(TransformParts(p.presentationState(localTime: 0.5).transform).rz, Double.pi, accuracy: 1e-9)
        // Move-to elements are not keyframes: a path of two subpaths has 2 segments.
        var two = Path()
        two.move(to: Point(0, 0)); two.line(to: Point(10, 0)); two.move(to: Point(0, 10)); two.line(to: Point(10, 10))
        let q = Layer()
        let kq = KeyframeAnimation(keyPath: .position); kq.path = two; kq.duration = 2
        q.add(kq)
        XCTAssertEqual(value(q, "position", at: 1.5)?.point, Point(5, 10))
    }

    /// Groups: children clipped (not scaled), duration 0 inherits, later child wins, group timing
    /// function and fill apply to the whole group.
    func testGroupClippingAndInheritance() {
        let l = Layer(); l.opacity = 1
        let long = BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 10)
        let inherit = BasicAnimation(keyPath: .positionY, from: 0, to: 10)
        let delayed = BasicAnimation(keyPath: .opacity, from: 0, to: 1, duration: 1); delayed.beginTime = 3
        let g = AnimationGroup([long, inherit, delayed], duration: 5)
        l.add(g)
        XCTAssertEqual(scalar(l, "position.x", at: 4.9), 49, accuracy: 1e-9) // not scaled to 5 s
        XCTAssertEqual(scalar(l, "position.x", at: 5.1), 0, accuracy: 1e-9) // group over → model
        XCTAssertEqual(scalar(l, "position.y", at: 2.5), 5, accuracy: 1e-9) // inherits 5 s
        XCTAssertEqual(scalar(l, "opacity", at: 2), 1, accuracy: 1e-12) // delayed child not started: model
        XCTAssertEqual(scalar(l, "opacity", at: 3.5), 0.5, accuracy: 1e-12)
        XCTAssertEqual(scalar(l, "opacity", at: 4.5), 1, accuracy: 1e-12) // child ended, no fill: model
        // Later child wins on the same key path.
        let l2 = Layer()
        l2.add(
            AnimationGroup(
                [BasicAnimation(keyPath: .opacity, from: 0, to: 0), BasicAnimation(keyPath: .opacity, from: 0.5, to: 0.5)], duration: 1))
        XCTAssertEqual(scalar(l2, "opacity", at: 0.5), 0.5)
        // Group backwards fill keeps a delayed child's start state (formGroup).
        let l3 = Layer(); l3.position.x = 100
        let c3 = BasicAnimation(keyPath: .positionX, from: -50, to: 100); c3.fillMode = .backwards
        let g3 = AnimationGroup([c3], duration: 1); g3.beginTime = 2; g3.fillMode = .backwards
        l3.add(g3)
        XCTAssertEqual(scalar(l3, "position.x", at: 1), -50, accuracy: 1e-12)
        // Group timing function reshapes the children's time.
        let l4 = Layer()
        let g4 = AnimationGroup([BasicAnimation(keyPath: .opacity, from: 0, to: 1)], duration: 1); g4.timingFunction = .easeIn
        l4.add(g4)
        XCTAssertEqual(scalar(l4, "opacity", at: 0.5), TimingFunction.easeIn.value(at: 0.5), accuracy: 1e-9)
    }

    /// Transform sub-key paths combine (scale + rotation), rotations past π survive, and whole
    /// transforms interpolate decomposed (rotation about y 0 → π stays about y).
    func testTransformKeyPaths() {
        let l = Layer()
        l.add(BasicAnimation(keyPath: .scale, from: 3.5, to: 1, duration: 1))
        l.add(BasicAnimation(keyPath: .rotationZ, from: .scalar(Double.pi / 4), to: 0, duration: 1))
        let m = l.presentationState(localTime: 0).transform
        let expect = Transform3D(scaleX: 3.5, y: 3.5, z: 3.5).concatenating(Transform3D(rotationAngle: Double.pi / 4, x: 0, y: 0, z: 1))
        for (a, b) in zip([m.m11, m.m12, m.m21, m.m22], [expect.m11, expect.m12, expect.m21, expect.m22]) {
            XCTAssertEqual(a, b, accuracy: 1e-9)
        }
        // 0 → 3π/2 passes 3π/4 half-way (no short way round).
        let r = Layer()
        r.add(BasicAnimation(keyPath: .rotationZ, from: 0, to: .scalar(1.5 * Double.pi), duration: 1))
        let half = r.presentationState(localTime: 0.5).transform
        XCTAssertEqual(half.m11, GMath.cos(0.75 * Double.pi), accuracy: 1e-9)
        XCTAssertEqual(half.m12, GMath.sin(0.75 * Double.pi), accuracy: 1e-9)
        // Whole-transform interpolation about y.
        let y = Layer()
        y.add(
            BasicAnimation(
                keyPath: .transform, from: .transform(.identity),
                to: .transform(Transform3D(rotationAngle: Double.pi, x: 0, y: 1, z: 0)), duration: 1))
        let q = y.presentationState(localTime: 0.25).transform
        let ry = Transform3D(rotationAngle: Double.pi / 4, x: 0, y: 1, z: 0)
        XCTAssertEqual(q.m11, ry.m11, accuracy: 1e-9); XCTAssertEqual(q.m13, ry.m13, accuracy: 1e-9)
        XCTAssertEqual(q.m22, 1, accuracy: 1e-9)
        // Perspective model + rotation.y sub-key keeps m34 applied after the rotation.
        var persp = Transform3D.identity; persp.m34 = -1.0 / 500
        let c = Layer(); c.transform = persp
        c.add(BasicAnimation(keyPath: .rotationY, from: 1, to: 1, duration: 1))
        let cm = c.presentationState(localTime: 0.5).transform
        let want = Transform3D(rotationAngle: 1, x: 0, y: 1, z: 0).concatenating(persp)
        XCTAssertEqual(cm.m14, want.m14, accuracy: 1e-12); XCTAssertEqual(cm.m34, want.m34, accuracy: 1e-12)
        XCTAssertEqual(cm.m11, want.m11, accuracy: 1e-12)
    }

    /// Interpolation of colours, rects, paths (same structure and cubic-normalised), arrays.
    func testInterpolationByType() {
        XCTAssertEqual(AnimValue.color(.black).interpolated(to: .color(.white), 0.5).color, Color(white: 0.5))
        XCTAssertEqual(AnimValue.rect(Rect(0, 0, 10, 10)).interpolated(to: .rect(Rect(10, 10, 30, 50)), 0.5).rect, Rect(5, 5, 20, 30))
        XCTAssertEqual(AnimValue.scalars([0, 1]).interpolated(to: .scalars([1, 3]), 0.5).scalars!, [0.5, 2])
        let a = ovalPath(in: Rect(0, 0, 10, 10)), b = ovalPath(in: Rect(0, 0, 30, 30))
        let mid = AnimValue.path(a).interpolated(to: .path(b), 0.5).path!
        let want = ovalPath(in: Rect(0, 0, 20, 20))
        XCTAssertEqual(mid.verbs, want.verbs)
        for (p, q) in zip(mid.points, want.points) { XCTAssertEqual(p.distance(to: q), 0, accuracy: 1e-9) }
        // Circle → square: different verbs, normalised to cubics, still morphs (not a cut).
        let sq = rectPath(Rect(0, 0, 10, 10))
        let m = AnimValue.path(a).interpolated(to: .path(sq), 0.5).path!
        XCTAssertNotEqual(m, a); XCTAssertNotEqual(m, sq)
        // Overshoot extrapolates.
        XCTAssertEqual(AnimValue.scalar(0).interpolated(to: .scalar(10), 1.2).scalar!, 12, accuracy: 1e-12)
    }

    /// UIView-style additive animations: a second block on a moving property stacks (003
    /// additive-bounds-overlap).
    func testViewAnimationAdditiveStacking() {
        let rt = SceneRuntime()
        let l = Layer()
        rt.perform(at: 0) {
            l.bounds = Rect(0, 0, 100, 100)
            ViewAnimation.animate(withDuration: 1) { l.bounds = Rect(0, 0, 200, 100) }
        }
        rt.run(until: 0.5)
        rt.perform(at: 0.5) {
            ViewAnimation.animate(withDuration: 2) { l.bounds = Rect(0, 0, 100, 100) }
        }
        func width(_ t: Double) -> Double { l.presentationState(localTime: t).bounds.width }
        // Continuous at the moment of the second block.
        XCTAssertEqual(width(0.5), 150, accuracy: 1e-9)
        // Both finished: model.
        XCTAssertEqual(width(3), 100, accuracy: 1e-9)
        // Stacking, not cutting: the width keeps growing after the second block (the first
        // animation's offset still decays toward 200) before it returns to 100; a cut-over
        // animation would fall monotonically from 150.
        let maxW = stride(from: 0.5, through: 2.5, by: 0.01).map(width).max()!
        XCTAssertGreaterThan(maxW, 170)
        // Unchanged properties get no animation.
        XCTAssertEqual(l.animations.count, 2)
    }
}
