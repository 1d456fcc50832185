import XCTest
import Foundation
import ClipEncode
import ClipGeometry
import ClipRaster
@testable import ClipAnimation

final class FeatureTests: XCTestCase {
    func render(_ root: Layer, size: Int = 100) -> Pixmap {
        let pm = Pixmap(width: size, height: size)
        FrameRenderer(scale: 1, background: .white).render(root.snapshot(at: 0), into: pm.view)
        return pm
    }

    func testViewKeyframes() {
        let rt = SceneRuntime()
        let l = Layer()
        rt.perform(at: 0) {
            ViewAnimation.animateKeyframes(withDuration: 2, easeTimeline: false) {
                ViewAnimation.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { l.position.x = 100 }
                ViewAnimation.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { l.position.x = 50 }
            }
        }
        func x(_ t: Double) -> Double { l.presentationState(localTime: t).position.x }
        XCTAssertEqual(x(0.5), 50, accuracy: 1e-9)
        XCTAssertEqual(x(1.25), 75, accuracy: 1e-9)
        XCTAssertEqual(x(1.75), 50, accuracy: 1e-9)
        XCTAssertEqual(l.position.x, 50)
    }

    func testBackdropBlur() {
        let root = Layer(); root.frame = Rect(0, 0, 100, 100)
        let left = Layer(); left.frame = Rect(0, 0, 50, 100); left.backgroundColor = .black
        root.addSublayer(left)
        let glass = Layer(); glass.frame = Rect(20, 20, 60, 60); glass.backdropBlurRadius = 6
        root.addSublayer(glass)
        let pm = render(root)
        XCTAssertEqual(pm[10, 50], RGBA8(0, 0, 0, 255))           // outside the glass: sharp
        let mid = Int(pm[50, 50].r)
        XCTAssertGreaterThan(mid, 60); XCTAssertLessThan(mid, 200) // inside, at the edge: blurred grey
        XCTAssertEqual(pm[30, 50].r, 0, accuracy: 40)
    }

    func testDoubleSidedAndContentsScale() {
        let root = Layer(); root.frame = Rect(0, 0, 100, 100)
        let l = Layer(); l.frame = Rect(0, 0, 100, 100); l.backgroundColor = .red
        l.transform = Transform3D(rotationAngle: Double.pi * 0.9, x: 0, y: 1, z: 0)
        root.addSublayer(l)
        XCTAssertEqual(render(root)[50, 50], RGBA8(255, 0, 0, 255))   // back face visible by default
        l.isDoubleSided = false
        XCTAssertEqual(render(root)[50, 50], RGBA8(255, 255, 255, 255))
        // A 20×20 px image at contentsScale 2 with centre gravity covers 10×10 points.
        let img = Pixmap(width: 20, height: 20); img.view.fill(RGBA8(0, 0, 255, 255))
        let c = Layer(); c.frame = Rect(0, 0, 100, 100); c.contents = .image(img); c.contentsGravity = .center; c.contentsScale = 2
        let r2 = Layer(); r2.frame = Rect(0, 0, 100, 100); r2.addSublayer(c)
        let pm = render(r2)
        XCTAssertEqual(pm[50, 50], RGBA8(0, 0, 255, 255))
        XCTAssertEqual(pm[44, 50], RGBA8(255, 255, 255, 255))
        XCTAssertEqual(pm[46, 50], RGBA8(0, 0, 255, 255))
    }

    /// Four threads rendering different times at once give the same bytes as serial rendering.
    func testConcurrentRendering() throws {
        let r = DemoEngine.makeRenderer(scale: 0.25, seed: 9)
        let times = [0.5, 2.0, 3.1, 4.55]
        let (w, h) = r.pixelSize
        var serial: [[UInt8]] = []
        for t in times { let p = Pixmap(width: w, height: h); try r.render(time: t, into: p.view); serial.append(p.bytes) }
        final class Out: @unchecked Sendable {
            let lock = NSLock(); var bytes = [[UInt8]](repeating: [], count: 4)
            func set(_ i: Int, _ b: [UInt8]) { lock.lock(); bytes[i] = b; lock.unlock() }
        }
        let out = Out()
        DispatchQueue.concurrentPerform(iterations: 4) { i in
            let p = Pixmap(width: w, height: h)
            try? r.render(time: times[i], into: p.view)
            out.set(i, p.bytes)
        }
        XCTAssertEqual(out.bytes, serial)
    }

    /// Cube and flip transitions draw both faces mid-way (cube) / the right face (flip).
    func testCubeAndFlipTransitions() {
        for type in [TransitionType.cube, .flip] {
            let rt = SceneRuntime()
            let root = Layer(); root.frame = Rect(0, 0, 100, 100)
            let l = Layer()
            rt.perform(at: 0) { l.frame = Rect(10, 10, 80, 80); l.backgroundColor = .red; root.addSublayer(l) }
            rt.perform(at: 1) { l.backgroundColor = .blue; l.add(Transition(type: type, subtype: .fromRight, duration: 1)) }
            let pm = Pixmap(width: 100, height: 100)
            // t = 1.5 puts the faces' shared edge at x = 49.99999999999999 (the scan-converter
            // guard in FrameRenderer must keep the old face visible).
            FrameRenderer(scale: 1, background: .white).render(root.snapshot(at: type == .cube ? 1.5 : 1.75), into: pm.view)
            var red = 0, blue = 0
            for y in 0..<100 { for x in 0..<100 { let p = pm[x, y]; if p.r > 150 && p.b < 50 { red += 1 }; if p.b > 150 && p.r < 50 { blue += 1 } } }
            if let dir = ProcessInfo.processInfo.environment["CLIPGEN_DUMP"] { try? PNGCodec.write(pm.view, to: "\(dir)/cube-\(type).png") }
            if type == .cube { XCTAssertGreaterThan(red, 300, "red"); XCTAssertGreaterThan(blue, 300, "blue") }
            else { XCTAssertEqual(red, 0); XCTAssertGreaterThan(blue, 1000) }
        }
    }
}

final class TransitionGalleryTests: XCTestCase {
    /// Every transition type renders mid-way with both contents or a clear intermediate, and
    /// shows only the new content after its end. Writes a contact sheet with CLIPGEN_DUMP.
    func testEveryTransitionType() throws {
        var sheets: [Pixmap] = []
        for type in TransitionType.allCases {
            for sub in [TransitionSubtype.fromRight, .fromBottom] {
                let rt = SceneRuntime()
                let root = Layer(); root.frame = Rect(0, 0, 80, 80)
                let l = Layer()
                rt.perform(at: 0) { l.frame = Rect(10, 10, 60, 60); l.backgroundColor = .red; root.addSublayer(l) }
                rt.perform(at: 1) { l.backgroundColor = .blue; l.add(Transition(type: type, subtype: sub, duration: 1)) }
                let mid = Pixmap(width: 80, height: 80), end = Pixmap(width: 80, height: 80)
                FrameRenderer(scale: 1, background: .white).render(root.snapshot(at: 1.4), into: mid.view)
                FrameRenderer(scale: 1, background: .white).render(root.snapshot(at: 2.1), into: end.view)
                XCTAssertEqual(end[40, 40], RGBA8(0, 0, 255, 255), "\(type) \(sub) end")
                var changed = 0
                for y in 0..<80 { for x in 0..<80 where mid[x, y] != end[x, y] { changed += 1 } }
                XCTAssertGreaterThan(changed, 30, "\(type) \(sub) mid-way differs from the end state")
                sheets.append(mid)
            }
        }
        if let dir = ProcessInfo.processInfo.environment["CLIPGEN_DUMP"] {
            let sheet = Pixmap(width: 80 * 2, height: 80 * sheets.count / 2)
            for (i, s) in sheets.enumerated() {
                for y in 0..<80 { (sheet.view.row((i / 2) * 80 + y) + (i % 2) * 320).update(from: s.view.row(y), count: 320) }
            }
            try PNGCodec.write(sheet.view, to: "\(dir)/transitions.png")
        }
    }
}

final class DepthTests: XCTestCase {
    /// A TransformLayer keeps its sublayers in 3D: the one nearer the viewer is drawn on top
    /// whatever the sublayer order; a plain layer draws in order (zPosition sorts).
    func testTransformLayerDepthAndZPosition() {
        for kind in ["transform", "plain"] {
            let root = Layer(); root.frame = Rect(0, 0, 100, 100)
            let container: Layer = kind == "transform" ? TransformLayer() : Layer()
            container.frame = root.bounds
            var persp = Transform3D.identity; persp.m34 = -1.0 / 300
            container.sublayerTransform = persp
            let near = Layer(); near.frame = Rect(20, 20, 50, 50); near.backgroundColor = .red
            near.transform = Transform3D(translationX: 0, y: 0, z: 40)
            let far = Layer(); far.frame = Rect(30, 30, 50, 50); far.backgroundColor = .blue
            container.addSublayer(near); container.addSublayer(far)    // far added last
            root.addSublayer(container)
            let pm = Pixmap(width: 100, height: 100)
            FrameRenderer(scale: 1, background: .white).render(root.snapshot(at: 0), into: pm.view)
            if kind == "transform" { XCTAssertEqual(pm[50, 50], RGBA8(255, 0, 0, 255), "near on top") }
            else { XCTAssertEqual(pm[50, 50], RGBA8(0, 0, 255, 255), "flattened: order wins") }
            // Perspective magnifies the near layer (z = 40 with d = 300 → ×300/260).
            var redCols = 0
            for x in 0..<100 where pm[x, 22].r > 200 && pm[x, 22].b < 50 { redCols += 1 }
            XCTAssertGreaterThan(redCols, 50, kind)
        }
        // zPosition reorders siblings of a plain layer.
        let root = Layer(); root.frame = Rect(0, 0, 100, 100)
        let a = Layer(); a.frame = Rect(0, 0, 100, 100); a.backgroundColor = .red; a.zPosition = 1
        let b = Layer(); b.frame = Rect(0, 0, 100, 100); b.backgroundColor = .blue
        root.addSublayer(a); root.addSublayer(b)
        let pm = Pixmap(width: 100, height: 100)
        FrameRenderer(scale: 1, background: .white).render(root.snapshot(at: 0), into: pm.view)
        XCTAssertEqual(pm[50, 50], RGBA8(255, 0, 0, 255))
    }
}

final class BandTests: XCTestCase {
    /// Two bands rendered separately equal the full frame (shadow, mask, 3D included).
    func testBandsMatchFullFrame() throws {
        let r = DemoEngine.makeRenderer(scale: 0.5, seed: 2, showTouches: false)
        let (w, h) = r.pixelSize
        let tree = r.renderTree(at: 3.7)
        let full = Pixmap(width: w, height: h)
        let fr = FrameRenderer(scale: 0.5, background: .black)
        fr.render(tree, into: full.view)
        let split = h / 2 + 3
        let top = Pixmap(width: w, height: split), bottom = Pixmap(width: w, height: h - split)
        fr.render(tree, into: top.view, bandOriginY: 0)
        fr.render(tree, into: bottom.view, bandOriginY: split)
        var mismatches = 0
        for y in 0..<h {
            for x in 0..<w {
                let b = y < split ? top[x, y] : bottom[x, y - split]
                if b != full[x, y] { mismatches += 1 }
            }
        }
        XCTAssertEqual(mismatches, 0)
    }
}

final class SpriteTests: XCTestCase {
    /// UIImageView-style sprite frames: `contents` keyframes, discrete, repeating.
    func testContentsKeyframes() {
        let frames = (0..<4).map { i -> Pixmap in let p = Pixmap(width: 2, height: 2); p.view.fill(RGBA8(UInt8(i * 60), 0, 0, 255)); return p }
        let l = Layer(frame: Rect(0, 0, 10, 10))
        l.contents = .image(frames[0])
        let a = KeyframeAnimation(images: frames, duration: 0.8)
        a.repeatCount = HUGE
        l.add(a)
        for (t, k) in [(0.05, 0), (0.25, 1), (0.45, 2), (0.65, 3), (0.85, 0), (1.05, 1)] {
            guard case .image(let p)? = l.presentationState(localTime: t).contents else { return XCTFail("no image") }
            XCTAssertTrue(p === frames[k], "t \(t)")
        }
        XCTAssertNotNil(ShapeLayer(frame: Rect(0, 0, 1, 1)).frame.width)
    }
}

final class ImplicitFromTests: XCTestCase {
    /// 004 presentation-hit-test: the model jumps 150 → 450, then a position.y animation with no
    /// values runs from the previous presentation value to the new one.
    func testNoValuesAnimatesFromPreviousPresentation() {
        let rt = SceneRuntime()
        let l = Layer()
        rt.perform(at: 0) { l.frame = Rect(50, 100, 100, 100) }
        rt.perform(at: 1) {
            l.frame = Rect(50, 400, 100, 100)
            let a = BasicAnimation(keyPath: .positionY); a.duration = 1; a.isRemovedOnCompletion = false
            l.add(a)
        }
        XCTAssertEqual(l.presentationState(localTime: 1).position.y, 150, accuracy: 1e-9)
        XCTAssertEqual(l.presentationState(localTime: 1.5).position.y, 300, accuracy: 1e-9)
        XCTAssertEqual(l.presentationState(localTime: 2.5).position.y, 450, accuracy: 1e-9)
    }
}

final class ProjectedTests: XCTestCase {
    /// A layer with perspective draws its shadow (soft, offset) once, and shape content outside
    /// its (empty) bounds still appears.
    func testProjectedShadowAndUnboundedContent() {
        let root = Layer(); root.frame = Rect(0, 0, 100, 100)
        let card = Layer(); card.frame = Rect(25, 20, 50, 50); card.backgroundColor = .black
        card.shadowOpacity = 1; card.shadowOffset = Size(0, 12); card.shadowRadius = 4
        var t = Transform3D.identity; t.m34 = -1.0 / 200
        card.transform = t.rotated(by: 0.3, x: 1, y: 0, z: 0)
        root.addSublayer(card)
        let pm = Pixmap(width: 100, height: 100)
        FrameRenderer(scale: 1, background: .white).render(root.snapshot(at: 0), into: pm.view)
        let below = Int(pm[50, 82].r)
        XCTAssertLessThan(below, 200)          // shadow under the card's bottom edge
        XCTAssertGreaterThan(below, 10)        // but soft, not solid
        XCTAssertEqual(pm[50, 97].r, 255, accuracy: 3)   // fades out
        // A shape layer with zero bounds whose path lies at positive coordinates, under perspective.
        let r2 = Layer(); r2.frame = Rect(0, 0, 100, 100)
        let s = ShapeLayer(); s.path = rectPath(Rect(30, 30, 40, 40)); s.fillColor = .red
        s.transform = t.rotated(by: 0.2, x: 0, y: 1, z: 0)
        r2.addSublayer(s)
        let p2 = Pixmap(width: 100, height: 100)
        FrameRenderer(scale: 1, background: .white).render(r2.snapshot(at: 0), into: p2.view)
        var red = 0
        for y in 0..<100 { for x in 0..<100 where p2[x, y].g < 100 { red += 1 } }
        XCTAssertGreaterThan(red, 1000)
    }
}
