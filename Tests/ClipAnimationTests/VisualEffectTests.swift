import XCTest
import ClipGeometry
import ClipRaster
@testable import ClipAnimation

/// `VisualEffectLayer`: a live backdrop blur whose appearance animates radius, saturation and
/// tint together (never a cross-fade with the sharp image), and the styles' stated brightness.
final class VisualEffectTests: XCTestCase {
    static let size = 200

    /// Black text on white, `blur` over it; the blur appears over 1 s from t = 0 (UIView block,
    /// ease-in-ease-out, so its progress at t = 0.5 is exactly 0.5).
    func scene(style: BlurStyle = .dark, textX: Double = 20, blur: Bool = true) -> (Layer, SceneRuntime) {
        let rt = SceneRuntime()
        let root = Layer(); root.frame = Rect(0, 0, 200, 200)
        let text = TextLayer()
        let effect = VisualEffectLayer(style: style, frame: Rect(0, 0, 200, 200))
        rt.perform(at: 0) {
            root.backgroundColor = .white
            text.frame = Rect(textX, 80, 170, 40); text.string = "Hillside"; text.fontSize = 32; text.foregroundColor = .black
            root.addSublayer(text)
            if blur {
                root.addSublayer(effect)
                ViewAnimation.animate(withDuration: 1) { effect.effectProgress = 1 }
            }
        }
        return (root, rt)
    }

    func render(_ root: Layer, at t: Double, scale: Double = 1) -> Pixmap {
        let pm = Pixmap(width: Int(200 * scale), height: Int(200 * scale))
        FrameRenderer(scale: scale, background: .white).render(root.snapshot(at: t), into: pm.view)
        return pm
    }

    func luma(_ p: RGBA8) -> Double { 0.2126 * Double(p.r) + 0.7152 * Double(p.g) + 0.0722 * Double(p.b) }

    /// Sum of |horizontal| + |vertical| luma differences over the text's area.
    func highFrequencyEnergy(_ pm: Pixmap) -> Double {
        var e = 0.0
        for y in 70..<130 {
            for x in 10..<195 {
                e += abs(luma(pm[x + 1, y]) - luma(pm[x, y])) + abs(luma(pm[x, y + 1]) - luma(pm[x, y]))
            }
        }
        return e
    }

    func testContentMovingUnderTheBlurChangesIt() {
        // The same blur layer over the text at x = 20 and 40 pt further right (the content moved).
        let (root, _) = scene(), (moved, _) = scene(textX: 60)
        let before = render(root, at: 1.5), after = render(moved, at: 1.5), again = render(moved, at: 2.5)
        var changed = 0
        for y in 0..<200 { for x in 0..<200 where abs(luma(before[x, y]) - luma(after[x, y])) > 2 { changed += 1 } }
        XCTAssertGreaterThan(changed, 2000, "the blur follows the text as it moves")
        XCTAssertEqual(after.bytes, again.bytes, "same content, same blur")
        // The blurred text's dark centre of mass (darkness below the brightest, text-free tint)
        // moved right with the text (about 40 pt).
        func centroidX(_ pm: Pixmap) -> Double {
            var top = 0.0
            for y in 60..<140 { for x in 0..<200 { top = max(top, luma(pm[x, y])) } }
            var s = 0.0, w = 0.0
            for y in 60..<140 { for x in 0..<200 { let d = top - luma(pm[x, y]); s += d * Double(x); w += d } }
            return s / w
        }
        XCTAssertEqual(centroidX(after) - centroidX(before), 40, accuracy: 8)
    }

    func testHalfProgressHasNoSharpCopy() {
        let (sharpRoot, _) = scene(blur: false)
        let sharp = highFrequencyEnergy(render(sharpRoot, at: 0.5))
        let (root, _) = scene()
        let half = render(root, at: 0.5)
        let hf = highFrequencyEnergy(half)
        // A 50 % cross-fade over a blurred copy would keep half the sharp energy; a σ = 10 pt blur keeps a few percent.
        XCTAssertGreaterThan(sharp, 10_000)
        XCTAssertLessThan(hf, 0.1 * sharp, "no sharp text at half progress (\(hf) vs \(sharp))")
        // Radius, saturation and tint move together at half progress.
        let st = root.sublayers[1].presentationState(localTime: 0.5)
        XCTAssertEqual(st.backdropBlurRadius, 10, accuracy: 1e-6)
        XCTAssertEqual(st.backdropSaturation, 1.4, accuracy: 1e-6)
        XCTAssertEqual(st.backgroundColor?.a ?? 0, 0.365, accuracy: 1e-6)
        XCTAssertEqual(root.sublayers[1].presentationState(localTime: 0).backdropBlurRadius, 0)
    }

    /// Each style's mean brightness over a uniform white and a 50 % grey backdrop, as stated in
    /// `BlurStyle`'s documentation.
    func testStyleBrightness() {
        let cases: [(BlurStyle, Double, Double)] = [(.dark, 89, 55), (.light, 255, 166), (.extraLight, 249, 226)]
        for (style, overWhite, overGrey) in cases {
            for (bg, want) in [(Color.white, overWhite), (Color(white: 128.0 / 255), overGrey)] {
                let root = Layer(); root.frame = Rect(0, 0, 100, 100)
                root.backgroundColor = bg
                root.addSublayer(VisualEffectLayer(style: style, frame: root.bounds, effectProgress: 1))
                let pm = Pixmap(width: 100, height: 100)
                FrameRenderer(scale: 1, background: nil).render(root.snapshot(at: 0), into: pm.view)
                var sum = 0.0
                for y in 0..<100 { for x in 0..<100 { sum += luma(pm[x, y]) } }
                XCTAssertEqual(sum / 10_000, want, accuracy: 1.5, "\(style) over \(bg)")
            }
        }
    }

    /// Progress 0 draws nothing; the layer is cloned with its style (transitions' old state).
    func testZeroProgressIsInvisible() {
        let (root, _) = scene()
        let (plain, _) = scene(blur: false)
        XCTAssertEqual(render(root, at: 0).bytes, render(plain, at: 0).bytes)
        let v = VisualEffectLayer(style: .light)
        XCTAssertEqual((v.makeEmptyClone() as? VisualEffectLayer)?.style, .light)
    }
}
