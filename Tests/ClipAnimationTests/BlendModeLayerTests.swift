import XCTest
import ClipGeometry
import ClipRaster
import ClipTestSupport
import ClipEncode
@testable import ClipAnimation

/// Blend modes reached from layers: additive emitters, `compositingFilter`, masks as
/// destinationIn / destinationOut draws, `DrawContext.setBlendMode`.
final class BlendModeLayerTests: XCTestCase {
    func render(_ root: Layer, at t: Double = 0, width: Int = 100, height: Int = 100, background: Color = .white) -> Pixmap {
        let pm = Pixmap(width: width, height: height)
        FrameRenderer(scale: 1, background: background).render(root.snapshot(at: t), into: pm.view)
        return pm
    }

    /// An emitter at `p` whose particles are discs of colour `c`, standing still: at t = 1.2 s
    /// with 2 births a second, exactly two of them, one on top of the other.
    func twoParticleEmitter(_ c: Color, at p: Point, mode: EmitterRenderMode) -> EmitterLayer {
        let e = EmitterLayer()
        e.frame = Rect(0, 0, 100, 100)
        e.emitterPosition = p
        e.renderMode = mode
        let cell = EmitterCell(name: "dot")
        cell.birthRate = 2; cell.lifetime = 100; cell.color = c
        cell.shape = ovalPath(in: Rect(-10, -10, 20, 20))
        e.emitterCells = [cell]
        return e
    }

    /// Two overlapping particles of colour c over black: additive gives 2c where they overlap,
    /// brighter than one particle (c) and than normal blending (c again: the top one covers).
    func testAdditiveEmitterBrightensWhereParticlesOverlap() {
        let c = Color(r: 0.3, g: 0.2, b: 0.1, a: 1)
        let root = Layer(frame: Rect(0, 0, 100, 100))
        root.backgroundColor = .black
        root.addSublayer(twoParticleEmitter(c, at: Point(25, 50), mode: .unordered))
        root.addSublayer(twoParticleEmitter(c, at: Point(75, 50), mode: .additive))
        XCTAssertEqual(
            EmitterSim.particles(
                cells: (root.sublayers[1] as! EmitterLayer).emitterCells,
                state: root.sublayers[1].model.emitter!, time: 1.2
            ).count, 2)
        let pm = render(root, at: 1.2, background: .black)
        let normal = pm[25, 50], additive = pm[75, 50]
        let one = RGBA8(77, 51, 26, 255) // c in 8 bits (round(0.3·255) = 77, …)
        XCTAssertEqual(normal, one)
        XCTAssertEqual(additive, RGBA8(154, 102, 52, 255)) // 0 + c + c per 8-bit channel (plus: min(255, s + d))
        XCTAssertGreaterThan(additive.r, normal.r)
        XCTAssertGreaterThan(additive.g, normal.g)
        // One particle alone (t = 0.7: only the first is born) is c in either mode.
        let early = render(root, at: 0.7, background: .black)
        XCTAssertEqual(early[75, 50], one)
        XCTAssertEqual(early[25, 50], one)
    }

    /// A still for the record: sparks drawn normally (left) and additively (right).
    func testWriteAdditiveEmitterStill() throws {
        func sparks(_ x: Double, _ mode: EmitterRenderMode) -> EmitterLayer {
            let e = EmitterLayer()
            e.frame = Rect(x, 0, 200, 200)
            e.emitterPosition = Point(100, 100); e.emitterShape = .circle; e.emitterSize = Size(30, 30)
            e.renderMode = mode; e.seed = 3
            let cell = EmitterCell(name: "spark")
            cell.birthRate = 60; cell.lifetime = 2; cell.velocity = 30; cell.velocityRange = 20; cell.emissionRange = .pi
            cell.color = Color(r: 0.9, g: 0.45, b: 0.12, a: 0.55)
            cell.shape = ovalPath(in: Rect(-9, -9, 18, 18))
            e.emitterCells = [cell]
            return e
        }
        let root = Layer(frame: Rect(0, 0, 400, 200))
        root.backgroundColor = Color(white: 0.08)
        root.addSublayer(sparks(0, .unordered))
        root.addSublayer(sparks(200, .additive))
        let pm = render(root, at: 2, width: 400, height: 200, background: .black)
        try PNGCodec.write(pm.view, to: "/tmp/model-additive-emitter.png")
        // Where sparks pile up near the centre, additive light is brighter than normal paint (it
        // climbs past the spark colour towards white).
        func sum(_ x0: Int) -> Int {
            var total = 0
            for y in 70..<130 { for x in x0 + 70..<x0 + 130 { let p = pm[x, y]; total += Int(p.r) + Int(p.g) + Int(p.b) } }
            return total
        }
        XCTAssertGreaterThan(sum(200), sum(0) * 12 / 10)
        XCTAssertGreaterThan(pm[300, 100].g, pm[100, 100].g)
    }

    /// A multiply `compositingFilter` over a known background gives s·d per channel (W3C multiply
    /// with both opaque), drawn directly for a single-draw layer and through its group when it has
    /// sublayers; screen gives s + d − s·d.
    func testMultiplyCompositingFilterGivesTheSpecValue() {
        let bg = Color(r: 0.8, g: 0.6, b: 0.4, a: 1), top = Color(r: 0.5, g: 0.25, b: 1, a: 1)
        func expect(_ s: UInt8, _ d: UInt8, _ f: (Double, Double) -> Double) -> UInt8 {
            UInt8((f(Double(s), Double(d))).rounded())
        }
        for withChild in [false, true] {
            for (filter, f) in [
                (CompositingFilter.multiplyBlendMode, { (s: Double, d: Double) in s * d / 255 }),
                (.screenBlendMode, { (s: Double, d: Double) in s + d - s * d / 255 }),
            ] {
                let root = Layer(frame: Rect(0, 0, 100, 100))
                let base = Layer(frame: Rect(0, 0, 100, 100)); base.backgroundColor = bg
                let l = Layer(frame: Rect(20, 20, 60, 60)); l.backgroundColor = top
                l.compositingFilter = filter
                if withChild { let k = Layer(frame: Rect(0, 0, 10, 10)); k.backgroundColor = top; l.addSublayer(k) }
                root.addSublayer(base); root.addSublayer(l)
                let pm = render(root)
                let d = pm[5, 5], s = RGBA8(128, 64, 255, 255)
                XCTAssertEqual(d, RGBA8(204, 153, 102, 255))
                let got = pm[50, 50]
                let want = RGBA8(expect(s.r, d.r, f), expect(s.g, d.g, f), expect(s.b, d.b, f), 255)
                for (a, b) in [(got.r, want.r), (got.g, want.g), (got.b, want.b), (got.a, want.a)] {
                    XCTAssertEqual(Double(a), Double(b), accuracy: 1, "\(filter) child: \(withChild) \(got) vs \(want)")
                }
                XCTAssertNotEqual(got, s) // not drawn as normal
            }
        }
    }

    /// An inverse mask is a destinationOut draw: the layer shows outside the mask's shape; a
    /// `destOut` sublayer erases its parent's group where it is opaque.
    func testDestinationOutMaskAndFilter() {
        let root = Layer(frame: Rect(0, 0, 100, 100))
        let red = Layer(frame: Rect(0, 0, 100, 100)); red.backgroundColor = .red
        let m = ShapeLayer(); m.frame = red.bounds; m.path = ovalPath(in: Rect(30, 30, 40, 40))
        red.mask = m
        red.maskMode = .inverse
        root.addSublayer(red)
        var pm = render(root)
        XCTAssertEqual(pm[50, 50], RGBA8(255, 255, 255, 255)) // cut out: the background shows
        XCTAssertEqual(pm[5, 5], RGBA8(255, 0, 0, 255))
        XCTAssertEqual(pm[50, 25], RGBA8(255, 0, 0, 255))
        red.maskMode = .alpha
        pm = render(root)
        XCTAssertEqual(pm[50, 50], RGBA8(255, 0, 0, 255))
        XCTAssertEqual(pm[5, 5], RGBA8(255, 255, 255, 255))
        // destOut sublayer inside a group (the parent has opacity < 1): a hole in the parent only.
        red.mask = nil
        red.opacity = 0.999
        let hole = Layer(frame: Rect(40, 40, 20, 20)); hole.backgroundColor = .black; hole.compositingFilter = .destOut
        let blue = Layer(frame: Rect(0, 0, 100, 100)); blue.backgroundColor = .blue
        root.insertSublayer(blue, at: 0)
        red.addSublayer(hole)
        pm = render(root)
        XCTAssertEqual(pm[50, 50], RGBA8(0, 0, 255, 255)) // the blue below shows through the hole
        XCTAssertEqual(pm[20, 20].r, 255)
    }

    /// Masks drawn as destinationIn keep the mask's partial alpha exactly as a multiply would.
    func testMaskKeepsPartialAlpha() {
        let root = Layer(frame: Rect(0, 0, 100, 100))
        let red = Layer(frame: Rect(0, 0, 100, 100)); red.backgroundColor = .red
        let m = Layer(frame: red.bounds); m.backgroundColor = Color(white: 0, alpha: 0.5)
        red.mask = m
        root.addSublayer(red)
        let pm = render(root, background: .black)
        XCTAssertEqual(pm[50, 50], RGBA8(128, 0, 0, 255)) // 255 · 128/255 over black
    }

    /// `setBlendMode` records a state op; `restoreGState` restores the saved mode.
    func testDrawContextBlendModeIsGraphicsState() {
        var ctx = DrawContext(bounds: Rect(0, 0, 10, 10))
        ctx.saveGState()
        ctx.setBlendMode(.plus)
        ctx.fill(rectPath(Rect(0, 0, 5, 5)), color: .red)
        ctx.restoreGState()
        ctx.fill(rectPath(Rect(0, 0, 5, 5)), color: .red)
        let modes = ctx.ops.compactMap { op -> BlendMode? in
            if case .blendMode(let b) = op { return b }; return nil
        }
        XCTAssertEqual(modes, [.plus, .sourceOver])
        XCTAssertEqual(ctx.blendMode, .sourceOver)
        // Drawn: two reds added over black saturate red, a plain red over it stays red.
        let l = Layer(frame: Rect(0, 0, 10, 10))
        l.contents = .drawing { dc, _ in
            dc.setBlendMode(.plus)
            dc.fill(rectPath(Rect(0, 0, 10, 10)), color: Color(r: 0.25, g: 0, b: 0, a: 1))
            dc.fill(rectPath(Rect(0, 0, 10, 10)), color: Color(r: 0.25, g: 0, b: 0, a: 1))
        }
        let pm = render(l, width: 10, height: 10, background: .black)
        XCTAssertEqual(pm[5, 5], RGBA8(128, 0, 0, 255))
    }
}
