import XCTest
import ClipGeometry
import ClipRaster
@testable import ClipAnimation

/// The reduced-resolution backdrop blur (`BackdropBlur`) against the full-resolution one
/// (`PixelOps.blurredBackdrop`) on text, hard colour edges and thin lines; and the band rule of
/// `VisualEffectLayer` (a band's backdrop sees only the band; away from the cut it equals the full
/// frame bit for bit).
final class BackdropBlurAccuracyTests: XCTestCase {
    /// 320×240 px: white, black and coloured text, hard-edged colour blocks, 1 px lines.
    static func testImage() -> Pixmap {
        let root = Layer(); root.frame = Rect(0, 0, 320, 240); root.backgroundColor = .white
        for (i, (rect, color)) in [
            (Rect(10, 10, 90, 70), Color(r: 0.9, g: 0.1, b: 0.1, a: 1)),
            (Rect(200, 150, 110, 80), Color(r: 0.1, g: 0.2, b: 0.95, a: 1)),
            (Rect(130, 5, 40, 230), Color(r: 0.05, g: 0.6, b: 0.2, a: 1)),
            (Rect(0, 200, 120, 40), Color(white: 0, alpha: 1)),
        ].enumerated() {
            let l = Layer(); l.frame = rect; l.backgroundColor = color; l.name = "block\(i)"
            root.addSublayer(l)
        }
        for k in 0..<12 {
            let l = Layer(); l.frame = Rect(180 + Double(k) * 11, 10, 1, 120); l.backgroundColor = .black
            root.addSublayer(l)
        }
        for (i, s) in ["Hillside", "Blur 123", "Quiet WM"].enumerated() {
            let t = TextLayer()
            t.frame = Rect(20, 90 + Double(i) * 34, 300, 34); t.string = s; t.fontSize = 30
            t.foregroundColor = i == 1 ? Color(r: 0.8, g: 0.2, b: 0.6, a: 1) : .black
            root.addSublayer(t)
        }
        let pm = Pixmap(width: 320, height: 240)
        FrameRenderer(scale: 1, background: .white).render(root.snapshot(at: 0), into: pm.view)
        return pm
    }

    /// Full-resolution reference: the rectangle grown by ⌈3σ⌉, blurred, cropped.
    func fullResolution(_ src: Pixmap, _ x0: Int, _ y0: Int, _ w: Int, _ h: Int, sigma: Double, saturation: Double) -> Pixmap {
        let m = Int((3 * sigma).rounded(.up))
        let big = PixelOps.blurredBackdrop(
            of: src.view, x0: x0 - m, y0: y0 - m, width: w + 2 * m, height: h + 2 * m,
            sigma: sigma, saturation: saturation)
        let out = Pixmap(width: w, height: h)
        for y in 0..<h { for x in 0..<w { out[x, y] = big[x + m, y + m] } }
        return out
    }

    func testReducedResolutionIsCloseToFullResolution() {
        let src = Self.testImage()
        // The text and edges are really there (a blank image would pass anything).
        var dark = 0
        for y in 0..<240 { for x in 0..<320 where src[x, y].g < 60 { dark += 1 } }
        XCTAssertGreaterThan(dark, 8000)
        let (x0, y0, w, h) = (-20, 15, 330, 200)
        var worstMax = 0, worstMean = 0.0, worstStep = 0
        for sigma in [12.0, 15, 20, 23.9, 24, 30, 40, 47.9, 48, 60, 64] {
            for saturation in [1, 1.8] {
                let want = fullResolution(src, x0, y0, w, h, sigma: sigma, saturation: saturation)
                for (gx, gy) in [(0, 0), (3, 5)] {
                    let got = BackdropBlur.blurred(
                        of: src.view, x0: x0, y0: y0, width: w, height: h, sigma: sigma,
                        saturation: saturation, gridX: gx, gridY: gy)
                    var diff = [Int](repeating: 0, count: 4 * w * h)
                    for y in 0..<h {
                        for x in 0..<w {
                            let a = got[x, y], b = want[x, y], i = 4 * (y * w + x)
                            diff[i] = Int(a.r) - Int(b.r); diff[i + 1] = Int(a.g) - Int(b.g)
                            diff[i + 2] = Int(a.b) - Int(b.b); diff[i + 3] = Int(a.a) - Int(b.a)
                        }
                    }
                    var maxErr = 0, sum = 0, maxStep = 0
                    for y in 0..<h {
                        for x in 0..<w {
                            for c in 0..<4 {
                                let i = 4 * (y * w + x) + c, e = diff[i]
                                maxErr = max(maxErr, abs(e)); sum += abs(e)
                                if x + 1 < w { maxStep = max(maxStep, abs(diff[i + 4] - e)) }
                                if y + 1 < h { maxStep = max(maxStep, abs(diff[i + 4 * w] - e)) }
                            }
                        }
                    }
                    let mean = Double(sum) / Double(4 * w * h)
                    worstMax = max(worstMax, maxErr); worstMean = max(worstMean, mean); worstStep = max(worstStep, maxStep)
                    let label = "σ \(sigma) saturation \(saturation) grid (\(gx), \(gy))"
                    // Measured: max 4 / 5, mean 0.52 / 0.68, step 2 / 5 (saturation 1 / 1.8: the
                    // saturation scales colour differences by up to 2.6).
                    XCTAssertLessThanOrEqual(maxErr, saturation == 1 ? 4 : 5, label)
                    XCTAssertLessThan(mean, saturation == 1 ? 0.55 : 0.7, label)
                    // Smooth error (no blocks): the difference changes between neighbours by no
                    // more than the two results' roundings (±1 each, saturated: ×2.6).
                    XCTAssertLessThanOrEqual(maxStep, saturation == 1 ? 2 : 5, label)
                }
            }
        }
        XCTAssertGreaterThan(worstMax, 0, "the two methods are different computations")
    }

    /// Band-parallel rendering: a band's backdrop sees only the band (the rows beyond its cut are
    /// not rendered into it; its edge rows repeat instead). So rows farther than
    /// `BackdropBlur.reach` from the cut equal the full frame's bit for bit, rows near it may not,
    /// and a band is the same every time it is rendered.
    func testBandsSeeOnlyTheirRowsAndAgreeAwayFromTheCut() {
        let root = Layer(); root.frame = Rect(0, 0, 200, 300); root.backgroundColor = .white
        for i in 0..<8 {
            let l = Layer(); l.frame = Rect(Double(i % 3) * 60 + 5, Double(i) * 36 + 4, 50, 20)
            l.backgroundColor = [Color.black, Color(r: 0.9, g: 0.2, b: 0.1, a: 1), Color(r: 0.1, g: 0.3, b: 0.9, a: 1)][i % 3]
            root.addSublayer(l)
            let t = TextLayer(); t.frame = Rect(10, Double(i) * 36 + 18, 180, 20); t.string = "Row \(i) text"; t.fontSize = 16
            t.foregroundColor = .black; root.addSublayer(t)
        }
        root.addSublayer(VisualEffectLayer(style: .dark, frame: Rect(7.3, 21.6, 181, 263), effectProgress: 1))
        let tree = root.snapshot(at: 0)
        let fr = FrameRenderer(scale: 2, background: .white)
        let full = Pixmap(width: 400, height: 600)
        fr.render(tree, into: full.view)
        let sigma = 40.0, reach = BackdropBlur.reach(sigma: sigma)
        XCTAssertEqual(BackdropBlur.factor(sigma: sigma), 4)
        for cut in [301, 250] {
            let top = Pixmap(width: 400, height: cut), bottom = Pixmap(width: 400, height: 600 - cut)
            fr.render(tree, into: top.view, bandOriginY: 0)
            fr.render(tree, into: bottom.view, bandOriginY: cut)
            var farDiffer = 0, nearDiffer = 0
            for y in 0..<600 {
                for x in 0..<400 {
                    let b = y < cut ? top[x, y] : bottom[x, y - cut]
                    if b != full[x, y] { if abs(y - cut) > reach { farDiffer += 1 } else { nearDiffer += 1 } }
                }
            }
            XCTAssertEqual(farDiffer, 0, "cut \(cut): rows beyond reach \(reach) of the cut equal the full frame")
            XCTAssertGreaterThan(nearDiffer, 0, "cut \(cut): near the cut the band does not see the other band's rows")
            let again = Pixmap(width: 400, height: 600 - cut)
            fr.render(tree, into: again.view, bandOriginY: cut)
            XCTAssertTrue(again.bytes == bottom.bytes, "a band renders the same every time")
        }
    }
}
