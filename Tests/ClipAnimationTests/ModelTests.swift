import XCTest
import ClipGeometry
import ClipRaster
@testable import ClipAnimation

final class ModelTests: XCTestCase {
    /// Replicator: instance k gets instanceTransform^k, time shift k·delay (before its start it
    /// shows the model value), colour instanceColor + k·offsets multiplying its paints.
    func testReplicatorTransformsDelaysColours() {
        let rep = ReplicatorLayer()
        rep.frame = Rect(0, 0, 100, 100)
        rep.instanceCount = 3
        rep.instanceTransform = Transform3D(translationX: 20, y: 0)
        rep.instanceDelay = 0.5
        rep.instanceRedOffset = -0.5
        let dot = Layer()
        dot.frame = Rect(0, 0, 10, 10)
        dot.backgroundColor = .white
        dot.opacity = 0
        dot.add(BasicAnimation(keyPath: .opacity, from: 0, to: 1, duration: 1))
        rep.addSublayer(dot)
        let n = rep.snapshot(at: 0.75)
        XCTAssertEqual(n.children.count, 3)
        XCTAssertEqual(n.children.map { $0.opacity }, [0.75, 0.25, 0])
        for (k, c) in n.children.enumerated() {
            XCTAssertEqual(c.transform.apply(Point(0, 0))!.x, Double(20 * k), accuracy: 1e-9)
            guard case .fill(_, .solid(let col), _, _) = c.ops.first else { return XCTFail("no background op") }
            XCTAssertEqual(col.r, 1 - 0.5 * Double(k), accuracy: 1e-12)
            XCTAssertEqual(col.g, 1, accuracy: 1e-12)
        }
        // The alpha offset fades instance k once (not again in its sublayers).
        rep.instanceAlphaOffset = -0.25
        let inner = Layer(); inner.frame = Rect(0, 0, 5, 5); inner.backgroundColor = .white
        dot.addSublayer(inner)
        let fa = rep.snapshot(at: 1.5)
        XCTAssertEqual(fa.children[2].opacity, 0.5 * 0.5, accuracy: 1e-12) // animation 0.5 × alpha 1 − 2·0.25
        XCTAssertEqual(fa.children[2].children[0].opacity, 1, accuracy: 1e-12)
        rep.instanceAlphaOffset = 0
        // Rotation in instanceTransform rotates the axis of the next translation (about the centre).
        rep.instanceTransform = Transform3D(rotationAngle: Double.pi / 2, x: 0, y: 0, z: 1)
        let r = rep.snapshot(at: 2)
        let p1 = r.children[1].transform.apply(Point(5, 5))!
        XCTAssertEqual(p1.x, 95, accuracy: 1e-9); XCTAssertEqual(p1.y, 5, accuracy: 1e-9)
    }

    func testEmitterDeterminism() {
        func make(seed: UInt64) -> EmitterLayer {
            let e = EmitterLayer()
            e.frame = Rect(0, 0, 200, 200)
            e.emitterPosition = Point(100, 100)
            e.emitterShape = .circle; e.emitterMode = .outline; e.emitterSize = Size(20, 0)
            e.seed = seed
            let c = EmitterCell(name: "spark")
            c.birthRate = 50; c.lifetime = 1.5; c.lifetimeRange = 0.5
            c.velocity = 40; c.velocityRange = 10; c.emissionRange = 0.5; c.yAcceleration = 30
            c.spin = 1; c.spinRange = 2; c.scaleSpeed = -0.2; c.alphaSpeed = -0.5; c.redRange = 0.3
            e.emitterCells = [c]
            return e
        }
        let a = EmitterSim.particles(cells: make(seed: 7).emitterCells, state: make(seed: 7).model.emitter!, time: 2)
        let b = EmitterSim.particles(cells: make(seed: 7).emitterCells, state: make(seed: 7).model.emitter!, time: 2)
        let c = EmitterSim.particles(cells: make(seed: 8).emitterCells, state: make(seed: 8).model.emitter!, time: 2)
        XCTAssertGreaterThan(a.count, 40)
        XCTAssertEqual(a, b)
        XCTAssertNotEqual(a, c)
        // Births every 1/50 s: particle k is born at k/50; nobody alive is older than its lifetime (≤ 2 s).
        XCTAssertTrue(a.allSatisfy { abs($0.birthTime * 50 - Double($0.index)) < 1e-9 && 2 - $0.birthTime <= 2.0 })
        // A particle is the same object at every time: position follows p0 + v·a + ½·g·a² (closed form).
        let k = a[a.count / 2]
        let later = EmitterSim.particles(cells: make(seed: 7).emitterCells, state: make(seed: 7).model.emitter!, time: 2.1)
        if let k2 = later.first(where: { $0.index == k.index }) {
            XCTAssertEqual(k2.birthTime, k.birthTime)
            XCTAssertNotEqual(k2.position, k.position)
        }
        // birthRate set by KVC at t = 1 stops births after 1 s.
        let rt = SceneRuntime()
        let e = rt.perform(at: 0) { make(seed: 1) }
        rt.schedule(at: 1) { e.setValue(0, forKeyPath: "emitterCells.spark.birthRate") }
        rt.run(until: 1.5)
        let ps = EmitterSim.particles(cells: e.emitterCells, state: e.model.emitter!, time: 1.5)
        XCTAssertFalse(ps.isEmpty)
        XCTAssertTrue(ps.allSatisfy { $0.birthTime <= 1 + 1e-9 })
    }

    /// Pan delivery: began at t0, changed on each 60 Hz tick strictly inside, ended at t1 with the
    /// finite-difference velocity; handlers mutate the model; frame t is a function of t only.
    func testInteractionScriptDelivery() {
        let script = InteractionScript([
            InteractionScript.pan(from: 1.0, to: 1.5, start: Point(0, 0), end: Point(100, 0)),
            .tap(at: 2, point: Point(5, 5)),
            InteractionScript.slider(from: 3, to: 3.1, start: 0, end: 1),
        ])
        final class Log: @unchecked Sendable {
            var states: [GestureState] = []; var vEnd = Point.zero; var taps = 0; var slider: [Double] = []
        }
        let log = Log()
        let r = LayerSceneRenderer(size: Size(100, 100), scale: 1, script: script) { ctx in
            let root = Layer()
            let ball = Layer(); ball.frame = Rect(0, 0, 10, 10); ball.name = "ball"
            root.addSublayer(ball)
            ctx.handlers.onPan = { g in
                log.states.append(g.state)
                if g.state == .ended { log.vEnd = g.velocity }
                ball.position = Point(5, 5) + g.translation
            }
            ctx.handlers.onTap = { _ in log.taps += 1 }
            ctx.handlers.onSlider = { s in log.slider.append(s.value) }
            return root
        }
        let (root, _) = r.layerTree(at: 3.2)
        XCTAssertEqual(log.states.first, .began)
        XCTAssertEqual(log.states.last, .ended)
        XCTAssertEqual(log.states.filter { $0 == .changed }.count, 29) // ticks 61/60 … 89/60
        XCTAssertEqual(log.vEnd.x, 200, accuracy: 1e-6)
        XCTAssertEqual(log.taps, 1)
        XCTAssertEqual(log.slider.first, 0); XCTAssertEqual(log.slider.last, 1)
        XCTAssertEqual(root.sublayers[0].position, Point(105, 5))
        // Mid-gesture state computed alone.
        let (mid, _) = r.layerTree(at: 1.25)
        XCTAssertEqual(mid.sublayers[0].position.x, 5 + 100 * (75.0 / 60 - 1) / 0.5, accuracy: 1e-9) // last tick 75/60
    }

    /// Inserting a layer below (above) a sibling when it is already a sublayer keeps it below
    /// (above): the sibling's index is found after the layer is taken out.
    func testReinsertBelowAndAboveSibling() {
        let root = Layer(), a = Layer(), b = Layer(), front = Layer()
        root.addSublayer(a); root.addSublayer(b); root.addSublayer(front)
        root.insertSublayer(a, below: front)
        XCTAssertTrue(root.sublayers.map { ObjectIdentifier($0) } == [b, a, front].map { ObjectIdentifier($0) })
        root.insertSublayer(a, below: front) // again: still directly below
        XCTAssertTrue(root.sublayers.map { ObjectIdentifier($0) } == [b, a, front].map { ObjectIdentifier($0) })
        root.insertSublayer(front, above: b)
        XCTAssertTrue(root.sublayers.map { ObjectIdentifier($0) } == [b, front, a].map { ObjectIdentifier($0) })
    }

    /// A flick lifts off at its last motion's speed (so thresholds such as −1300 pt/s can fire); a pan
    /// that eases out lifts off at ≈ 0. Velocity at `.ended` is the path's 1 ms backward difference:
    /// within 0.5 % of the requested speed.
    func testPanReleaseVelocityFlickVersusEaseOut() {
        final class Log: @unchecked Sendable { var ended: [Point] = []; var maxSpeed = 0.0 }
        func releaseVelocity(_ release: PanRelease, from a: Point, to b: Point, t0: Double = 1, t1: Double = 1.5) -> (Point, Double) {
            let log = Log()
            let script = InteractionScript([InteractionScript.pan(from: t0, to: t1, start: a, end: b, release: release)])
            let r = LayerSceneRenderer(size: Size(400, 400), scale: 1, script: script) { ctx in
                ctx.handlers.onPan = { g in
                    if g.state == .ended { log.ended.append(g.velocity) }
                    log.maxSpeed = max(log.maxSpeed, g.velocity.length)
                }
                return Layer()
            }
            _ = r.layerTree(at: t1 + 0.1)
            XCTAssertEqual(log.ended.count, 1)
            return (log.ended.first ?? .zero, log.maxSpeed)
        }
        // Flick upward at 1300 pt/s over a 300 pt, 0.5 s pan (k = 2.17).
        let (up, _) = releaseVelocity(.flick(speed: 1300), from: Point(200, 350), to: Point(200, 50))
        XCTAssertEqual(up.y, -1300, accuracy: 1300 * 0.005)
        XCTAssertEqual(up.x, 0, accuracy: 1e-9)
        XCTAssertLessThan(up.y, -1250, "crosses a −1250 pt/s threshold")
        // Diagonal flick.
        let (diag, _) = releaseVelocity(.flick(speed: 800), from: Point(0, 0), to: Point(300, 400))
        XCTAssertEqual(diag.length, 800, accuracy: 800 * 0.005)
        XCTAssertEqual(diag.x / diag.y, 0.75, accuracy: 1e-9)
        // Ease-out: the same pan comes to rest, though it moved fast on the way.
        let (rest, fastest) = releaseVelocity(.easeOut, from: Point(200, 350), to: Point(200, 50))
        XCTAssertLessThan(rest.length, 5)
        XCTAssertGreaterThan(fastest, 700)
        // Capped speed: k ≤ 3 keeps the path monotone (3 · 300 / 0.5 = 1800 pt/s).
        let (cap, _) = releaseVelocity(.flick(speed: 5000), from: Point(200, 350), to: Point(200, 50))
        XCTAssertEqual(cap.length, 1800, accuracy: 1800 * 0.005)
        let path = PanRelease.flick(speed: 5000).path(from: 0, to: 1, start: .zero, end: Point(100, 0))
        let xs = (0...100).map { path(Double($0) / 100).x }
        XCTAssertEqual(xs, xs.sorted(), "monotone")
        XCTAssertEqual(xs.last!, 100, accuracy: 1e-12)
    }

    /// Animation delegate callbacks fire at their exact scene times and may chain phases.
    func testCompletionChaining() {
        let r = LayerSceneRenderer(size: Size(10, 10), scale: 1) { _ in
            let root = Layer()
            let l = Layer(); root.addSublayer(l)
            let a = BasicAnimation(keyPath: .positionX, from: 0, to: 10, duration: 1)
            a.onStop = { finished in
                guard finished else { return }
                l.position.x = 10
                let b = BasicAnimation(keyPath: .positionX, from: 10, to: 20, duration: 1)
                b.fillMode = .forwards; b.isRemovedOnCompletion = false
                l.position.x = 20
                l.add(b, forKey: "b")
            }
            l.add(a, forKey: "a")
            return root
        }
        func x(_ t: Double) -> Double {
            let (root, rt) = r.layerTree(at: t)
            return rt.perform(at: t) { root.sublayers[0].presentation().position.x }
        }
        XCTAssertEqual(x(0.5), 5, accuracy: 1e-9)
        XCTAssertEqual(x(1.5), 15, accuracy: 1e-9)
        XCTAssertEqual(x(3), 20, accuracy: 1e-9)
        let (root, rt) = r.layerTree(at: 1.2)
        XCTAssertEqual(rt.perform(at: 1.2) { root.sublayers[0].animationKeys() }, ["b"])
    }

    /// Display link ticks at k/60 regardless of the time asked for.
    func testDisplayLinkFixedTick() {
        final class Box: @unchecked Sendable { var n = 0 }
        let count = Box()
        let r = LayerSceneRenderer(size: Size(10, 10), scale: 1) { _ in
            let root = Layer()
            _ = DisplayLink { link in
                count.n += 1; if link.timestamp >= 1 { link.invalidate() }
            }
            return root
        }
        _ = r.layerTree(at: 0.5)
        XCTAssertEqual(count.n, 30)
        count.n = 0
        _ = r.layerTree(at: 5)
        XCTAssertEqual(count.n, 60)
    }

    func testFrameGeometry() {
        let l = Layer()
        l.frame = Rect(0, 0, 100, 100)
        l.position = Point(50, 50)
        l.anchorPoint = Point(0, 0)
        XCTAssertEqual(l.frame, Rect(50, 50, 100, 100))
        l.anchorPoint = Point(1, 1)
        XCTAssertEqual(l.frame, Rect(-50, -50, 100, 100))
        l.anchorPoint = Point(0.5, 0.5)
        l.transform = Transform3D(rotationAngle: Double.pi / 4, x: 0, y: 0, z: 1)
        XCTAssertEqual(l.frame.width, 100 * 2.0.squareRoot(), accuracy: 1e-9)
    }

    /// An emitter created at 2 s starts emitting then, not at 0.
    func testEmitterCreatedLaterStartsThen() {
        let r = LayerSceneRenderer(size: Size(100, 100), scale: 1) { _ in
            let root = Layer()
            after(2) {
                let e = EmitterLayer(); e.frame = root.bounds; e.emitterPosition = Point(50, 50)
                let c = EmitterCell(); c.birthRate = 10; c.lifetime = 100; c.velocity = 0
                e.emitterCells = [c]
                root.addSublayer(e)
            }
            return root
        }
        let n = r.renderTree(at: 2.55)
        XCTAssertEqual(n.children.first?.ops.count, 5) // births at 2.1 … 2.5
        // With a 1 s pre-roll the screen starts populated: 10 more particles.
        let r2 = LayerSceneRenderer(size: Size(100, 100), scale: 1) { _ in
            let root = Layer()
            let e = EmitterLayer(); e.frame = root.bounds; e.emitterPosition = Point(50, 50); e.preroll = 1
            let c = EmitterCell(); c.birthRate = 10; c.lifetime = 100; c.velocity = 0
            e.emitterCells = [c]
            root.addSublayer(e)
            return root
        }
        XCTAssertEqual(r2.renderTree(at: 0.55).children.first?.ops.count, 15)
    }

    func testConvertPoint() {
        let root = Layer(); root.frame = Rect(0, 0, 200, 200)
        let a = Layer(); a.frame = Rect(50, 50, 100, 100); root.addSublayer(a)
        let b = Layer(); b.frame = Rect(10, 10, 20, 20); a.addSublayer(b)
        XCTAssertEqual(b.convert(Point(0, 0), to: nil), Point(60, 60))
        XCTAssertEqual(b.convert(Point(60, 60), from: nil), Point(0, 0))
        a.transform = Transform3D(rotationAngle: Double.pi / 2, x: 0, y: 0, z: 1)
        let p = b.convert(Point(0, 0), to: nil)!
        XCTAssertEqual(p.x, 140, accuracy: 1e-9); XCTAssertEqual(p.y, 60, accuracy: 1e-9)
    }
}

final class EmitterTintTests: XCTestCase {
    /// Bitmap particles are multiplied by the particle colour.
    func testBitmapParticlesAreTinted() {
        let img = Pixmap(width: 4, height: 4); img.view.fill(RGBA8(255, 255, 255, 255))
        let e = EmitterLayer(); e.frame = Rect(0, 0, 20, 20); e.emitterPosition = Point(10, 10)
        let c = EmitterCell(); c.birthRate = 10; c.lifetime = 10; c.contents = img; c.color = Color(r: 1, g: 0, b: 0)
        e.emitterCells = [c]
        let pm = Pixmap(width: 20, height: 20)
        FrameRenderer(scale: 1, background: .black).render(e.snapshot(at: 0.35), into: pm.view)
        XCTAssertEqual(pm[10, 10], RGBA8(255, 0, 0, 255))
    }
}
