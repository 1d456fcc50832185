import XCTest
import ClipGeometry
import ClipRaster
@testable import ClipAnimation

/// `Layer.filters` (blur, drop shadow, tint, crop) and the luminance mask modes, on small scenes
/// whose pixels can be worked out by hand.
final class LayerFilterTests: XCTestCase {
    func render(_ root: Layer, width: Int = 60, height: Int = 60, background: Color? = .white) -> Pixmap {
        let pm = Pixmap(width: width, height: height)
        FrameRenderer(scale: 1, background: background).render(root.snapshot(at: 0), into: pm.view)
        return pm
    }

    /// A root holding one black square layer (20…40) carrying `filters`.
    func square(_ filters: [LayerFilter], color: Color = .black) -> (Layer, ShapeLayer) {
        let root = Layer(frame: Rect(0, 0, 60, 60))
        let s = ShapeLayer()
        s.frame = Rect(0, 0, 60, 60)
        s.path = rectPath(Rect(20, 20, 20, 20))
        s.fillColor = color
        s.filters = filters
        root.addSublayer(s)
        return (root, s)
    }

    func testNoFiltersIsUnchanged() {
        let a = render(square([]).0)
        XCTAssertEqual(a[30, 30], RGBA8(0, 0, 0, 255))
        XCTAssertEqual(a[19, 30], RGBA8(255, 255, 255, 255))
    }

    func testGaussianBlurSpreadsAlongTheBlurredAxisOnly() {
        let both = render(square([.gaussianBlur(sigmaX: 3, sigmaY: 3)]).0)
        XCTAssertLessThan(both[17, 30].r, 250, "blurred out to the left")
        XCTAssertLessThan(both[30, 17].r, 250, "and upwards")
        XCTAssertGreaterThan(both[20, 30].r, 60, "the edge is soft")
        XCTAssertEqual(both[30, 30], RGBA8(0, 0, 0, 255), "the middle stays black")
        let horizontal = render(square([.gaussianBlur(sigmaX: 3, sigmaY: 0)]).0)
        XCTAssertLessThan(horizontal[17, 30].r, 250)
        XCTAssertEqual(horizontal[30, 18], RGBA8(255, 255, 255, 255), "no vertical spread")
        XCTAssertEqual(horizontal[30, 20], RGBA8(0, 0, 0, 255))
    }

    func testBlurScalesWithTheLayerTransform() {
        let (root, s) = square([.gaussianBlur(sigmaX: 1.5, sigmaY: 1.5)])
        let plain = render(root)
        // Scaled 2× about the layer's centre (30, 30): the square spans 10…50, σ is 3 px.
        s.transform = Transform3D(AffineTransform(scaleX: 2, y: 2))
        let scaled = render(root)
        // 3 px outside the scaled edge (between pixels 6 and 7) is as dark as 1.5 px outside the
        // plain one (pixel 18): the same place in σ units.
        let between = (Double(scaled[6, 30].r) + Double(scaled[7, 30].r)) / 2
        XCTAssertEqual(between, Double(plain[18, 30].r), accuracy: 20)
        XCTAssertLessThan(scaled[7, 30].r, 250)
        XCTAssertEqual(plain[14, 30].r, 255, "4σ outside: nothing at σ 1.5")
    }

    func testDropShadowLiesBeneathAtItsOffset() {
        let red = Color(r: 1, g: 0, b: 0)
        let root = square([.dropShadow(color: Color(r: 0, g: 0, b: 0, a: 0.5), offset: Size(10, 5), sigma: 0)], color: red).0
        let pm = render(root)
        XCTAssertEqual(pm[30, 30], RGBA8(255, 0, 0, 255), "the layer on top")
        XCTAssertEqual(pm[45, 35], RGBA8(127, 127, 127, 255), "half-black shadow (alpha 128) over white, 10 right and 5 down")
        XCTAssertEqual(pm[45, 22], RGBA8(255, 255, 255, 255), "above the shadow's top (25)")
        XCTAssertEqual(pm[25, 42], RGBA8(255, 255, 255, 255), "left of the shadow (30)")
        XCTAssertEqual(pm[35, 42], RGBA8(127, 127, 127, 255))
    }

    func testDropShadowRegionClipsTheSilhouetteBeforeItMoves() {
        // Region = the square: the unblurred silhouette is all inside it; moved 10 right it leaves
        // the region on the right, and the final crop keeps only the part inside the square.
        let root = square(
            [
                .dropShadow(color: .black, offset: Size(10, 0), sigma: 0, region: Rect(20, 20, 20, 20)), .crop(Rect(20, 20, 20, 20)),
            ], color: Color(r: 1, g: 0, b: 0, a: 0.5)
        ).0
        let pm = render(root)
        // Inside the square, left 10 px: red ½ over white, no shadow; right 10 px: red ½ over the
        // shadow, which is black at the group's alpha (½): over white 127, then red ½: (191, 63, 63).
        XCTAssertEqual(pm[25, 30], RGBA8(255, 127, 127, 255))
        XCTAssertEqual(pm[35, 30], RGBA8(191, 63, 63, 255))
        XCTAssertEqual(pm[45, 30], RGBA8(255, 255, 255, 255), "cropped away")
    }

    func testTintRecoloursByLuminance() {
        let root = square([.tint(black: Color(r: 1, g: 0, b: 0), white: Color(r: 0, g: 0, b: 1), amount: 1)], color: .white).0
        let pm = render(root, background: .black)
        XCTAssertEqual(pm[30, 30], RGBA8(0, 0, 255, 255), "white maps to blue")
        XCTAssertEqual(pm[10, 10], RGBA8(0, 0, 0, 255), "the background is not the layer's")
    }

    func testCropKeepsTheRectangle() {
        let pm = render(square([.crop(Rect(30, 0, 30, 60))]).0)
        XCTAssertEqual(pm[25, 30], RGBA8(255, 255, 255, 255))
        XCTAssertEqual(pm[35, 30], RGBA8(0, 0, 0, 255))
    }

    /// A 40×40 black square masked by a mask layer of four 10-pixel bands: opaque white, opaque
    /// 50 % grey, half-transparent white, opaque black; alpha and luminance modes.
    func maskedSquare(_ mode: MaskMode) -> Pixmap {
        let root = Layer(frame: Rect(0, 0, 60, 60))
        let s = ShapeLayer()
        s.frame = Rect(0, 0, 60, 60)
        s.path = rectPath(Rect(10, 10, 40, 40))
        s.fillColor = .black
        let mask = Layer(frame: Rect(0, 0, 60, 60))
        for (i, c) in [Color.white, Color(white: 0.5, alpha: 1), Color(white: 1, alpha: 0.5), Color.black].enumerated() {
            let band = ShapeLayer()
            band.frame = Rect(0, 0, 60, 60)
            band.path = rectPath(Rect(10 + 10 * Double(i), 10, 10, 40))
            band.fillColor = c
            mask.addSublayer(band)
        }
        s.mask = mask
        s.maskMode = mode
        root.addSublayer(s)
        return render(root)
    }

    func testLuminanceMaskKeepsByLuminanceTimesAlpha() {
        let alpha = maskedSquare(.alpha), luma = maskedSquare(.luminance), inverse = maskedSquare(.inverseLuminance)
        // Alpha: the opaque bands keep all, the half-transparent one half.
        XCTAssertEqual(alpha[15, 30], RGBA8(0, 0, 0, 255))
        XCTAssertEqual(alpha[45, 30], RGBA8(0, 0, 0, 255))
        // Luminance × alpha: white 1, grey 0.5 (128 → L 128 → black at 128/255 over white = 127),
        // half-transparent white 0.5, black 0.
        XCTAssertEqual(luma[15, 30], RGBA8(0, 0, 0, 255))
        XCTAssertEqual(luma[25, 30], RGBA8(127, 127, 127, 255))
        XCTAssertEqual(luma[35, 30], RGBA8(127, 127, 127, 255))
        XCTAssertEqual(luma[45, 30], RGBA8(255, 255, 255, 255))
        XCTAssertEqual(luma[5, 30], RGBA8(255, 255, 255, 255), "outside the square")
        // Inverse: one minus that.
        XCTAssertEqual(inverse[15, 30], RGBA8(255, 255, 255, 255))
        XCTAssertEqual(inverse[25, 30], RGBA8(128, 128, 128, 255))
        XCTAssertEqual(inverse[45, 30], RGBA8(0, 0, 0, 255))
    }
}

extension LayerFilterTests {
    /// Two overlapping half-opaque and opaque black squares merged by alpha alone.
    func testCoverageBlendMergesByAlpha() {
        func merged(_ mode: CoverageBlend) -> Pixmap {
            let root = Layer(frame: Rect(0, 0, 60, 60))
            for (i, (r, a)) in [(Rect(10, 10, 30, 30), 0.5), (Rect(20, 20, 30, 30), 1.0)].enumerated() {
                let s = ShapeLayer()
                s.frame = Rect(0, 0, 60, 60)
                s.path = rectPath(r)
                s.fillColor = Color(white: 0, alpha: a)
                if i == 1 { s.coverageBlend = mode }
                root.addSublayer(s)
            }
            return render(root, background: nil)
        }
        let mx = merged(.maximum), mn = merged(.minimum), df = merged(.difference)
        // Overlap (30, 30): alphas 128 and 255. First only (15, 15): 128. Second only (45, 45): 255.
        XCTAssertEqual(mx[30, 30].a, 255)
        XCTAssertEqual(mn[30, 30].a, 128)
        XCTAssertEqual(df[30, 30].a, 127)
        XCTAssertEqual(mx[15, 15].a, 128)
        XCTAssertEqual(mn[15, 15].a, 128, "outside the second layer's group nothing changes")
        XCTAssertEqual(df[45, 45].a, 255)
        XCTAssertEqual(mn[45, 45].a, 0, "min with nothing below")
    }
}

extension LayerFilterTests {
    /// Absurd filter values (from untrusted files) render without trapping and in bounded memory.
    func testHugeAndNonFiniteFilterValuesAreBounded() {
        let cases: [[LayerFilter]] = [
            [.dropShadow(color: .black, offset: Size(1e12, -1e12), sigma: 1e9)],
            [.gaussianBlur(sigmaX: 1e300, sigmaY: .infinity)],
            [.dropShadow(color: .black, offset: Size(.nan, 3), sigma: .nan, region: Rect(0, 0, .infinity, 5))],
            [.crop(Rect(.nan, 0, 10, 10)), .tint(black: .black, white: .white, amount: .nan)],
        ]
        for filters in cases {
            let pm = render(square(filters).0)
            XCTAssertEqual(pm.width, 60, "\(filters)")
        }
    }
}

extension LayerFilterTests {
    /// A blurred layer inside a group (a half-opaque parent) keeps its spread: the parent's
    /// offscreen covers the child's filters' reach.
    func testFilteredChildOfAGroupIsNotCutAtItsBounds() {
        let (root, s) = square([.dropShadow(color: .black, offset: Size(12, 0), sigma: 0)])
        s.removeFromSuperlayer()
        let parent = Layer(frame: Rect(0, 0, 60, 60))
        parent.opacity = 0.5
        parent.addSublayer(s)
        let other = ShapeLayer()
        other.frame = Rect(0, 0, 60, 60)
        other.path = rectPath(Rect(0, 0, 1, 1))
        other.fillColor = .black
        parent.addSublayer(other)
        root.addSublayer(parent)
        let pm = render(root)
        XCTAssertEqual(pm[30, 30], RGBA8(127, 127, 127, 255), "the square at half opacity")
        XCTAssertEqual(pm[48, 30], RGBA8(127, 127, 127, 255), "its shadow, 12 right, outside the square's own bounds")
    }
}
