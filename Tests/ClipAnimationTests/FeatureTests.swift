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
        XCTAssertEqual(pm[10, 50], RGBA8(0, 0, 0, 255)) // outside the glass: sharp
        let mid = Int(pm[50, 50].r)
        XCTAssertGreaterThan(mid, 60); XCTAssertLessThan(mid, 200) // inside, at the edge: blurred grey
        XCTAssertEqual(pm[30, 50].r, 0, accuracy: 40)
    }

    func testDoubleSidedAndContentsScale() {
        let root = Layer(); root.frame = Rect(0, 0, 100, 100)
        let l = Layer(); l.frame = Rect(0, 0, 100, 100); l.backgroundColor = .red
        l.transform = Transform3D(rotationAngle: Double.pi * 0.9, x: 0, y: 1, z: 0)
        root.addSublayer(l)
        XCTAssertEqual(render(root)[50, 50], RGBA8(255, 0, 0, 255)) // back face visible by default
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

    /// Cube and flip transitions draw both faces mid-way (cube) / the right face (flip).
    func testCubeAndFlipTransitions() {
        for type in [TransitionType.cube, .flip] {
            let rt = SceneRuntime()
            let root = Layer(); root.frame = Rect(0, 0, 100, 100)
            let l = Layer()
            rt.perform(at: 0) {
                l.frame = Rect(10, 10, 80, 80); l.backgroundColor = .red; root.addSublayer(l)
            }
            rt.perform(at: 1) {
                l.backgroundColor = .blue; l.add(Transition(type: type, subtype: .fromRight, duration: 1))
            }
            let pm = Pixmap(width: 100, height: 100)
            // t = 1.5 puts the faces' shared edge at x = 49.99999999999999 (the scan-converter
            // guard in FrameRenderer must keep the old face visible).
            FrameRenderer(scale: 1, background: .white).render(root.snapshot(at: type == .cube ? 1.5 : 1.75), into: pm.view)
            var red = 0, blue = 0
            for y in 0..<100 {
                for x in 0..<100 { let p = pm[x, y]; if p.r > 150 && p.b < 50 { red += 1 }; if p.b > 150 && p.r < 50 { blue += 1 } }
            }
            if let dir = ProcessInfo.processInfo.environment["CLIPGEN_DUMP"] { try? PNGCodec.write(pm.view, to: "\(dir)/cube-\(type).png") }
            if type == .cube {
                XCTAssertGreaterThan(red, 300, "red"); XCTAssertGreaterThan(blue, 300, "blue")
            } else {
                XCTAssertEqual(red, 0); XCTAssertGreaterThan(blue, 1000)
            }
        }
    }
}
