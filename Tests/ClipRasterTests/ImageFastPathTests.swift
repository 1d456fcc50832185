import XCTest
import ClipGeometry
import ClipTestSupport
@testable import ClipRaster

/// `drawImage` fast paths against the generic projective path (`fastImagePaths = false`) and,
/// for integer translation, against a per-pixel scalar reference blend (`ReferenceBlend`).
final class ImageFastPathTests: XCTestCase {
    let modes: [BlendMode] = [.sourceOver, .copy, .clear, .multiply, .screen]

    func randomPixmap(_ w: Int, _ h: Int, seed: UInt64) -> Pixmap {
        var rng = SplitMix64(seed: seed)
        let pm = Pixmap(width: w, height: h)
        for y in 0..<h {
            let r = pm.view.row(y)
            for x in 0..<w {
                let a = [0, 255, rng.next(upperBound: 256), rng.next(upperBound: 256)][rng.next(upperBound: 4)]
                r[x * 4 + 3] = UInt8(a)
                for k in 0..<3 { r[x * 4 + k] = a == 0 ? 0 : UInt8(rng.next(upperBound: a + 1)) }
            }
        }
        return pm
    }
    func randomMask(_ w: Int, _ h: Int, seed: UInt64) -> Mask {
        var rng = SplitMix64(seed: seed)
        let pm = Pixmap(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w { pm.view.row(y)[x * 4 + 3] = UInt8([0, 255, rng.next(upperBound: 256)][rng.next(upperBound: 3)]) }
        }
        return Mask(alphaOf: pm.view)
    }

    /// Draws with and without the fast paths onto copies of `bg`; returns both.
    func both(
        _ bg: Pixmap, _ img: Pixmap, _ m: ProjectiveTransform, opacity: Double, blend: BlendMode, mask: Mask?,
        clipPath: Path? = nil
    ) -> (Pixmap, Pixmap) {
        let a = bg.copy(), b = bg.copy()
        var ca = Canvas(a.view), cb = Canvas(b.view)
        cb.fastImagePaths = false
        if let p = clipPath { ca.clip(to: p); cb.clip(to: p) }
        ca.drawImage(img.view, projective: m, opacity: opacity, blend: blend, mask: mask)
        cb.drawImage(img.view, projective: m, opacity: opacity, blend: blend, mask: mask)
        return (a, b)
    }

    func maxDiff(_ a: Pixmap, _ b: Pixmap) -> Int {
        var d = 0
        for (x, y) in zip(a.bytes, b.bytes) { d = max(d, abs(Int(x) - Int(y))) }
        return d
    }

    func testIntegerTranslationEqualsGenericPathExactly() {
        let bg = randomPixmap(37, 29, seed: 1)
        let img = randomPixmap(23, 17, seed: 2)
        let mask = randomMask(37, 29, seed: 3)
        let clip = circlePath(18, 14, 11)
        var cases = 0
        for (i, mode) in modes.enumerated() {
            for (dx, dy) in [(0, 0), (5, 3), (-4, -2), (20, 20), (-30, 0)] {
                for opacity in [1.0, 0.6] {
                    for useMask in [false, true] {
                        for useClip in [false, true] where !(useClip && i % 2 == 1) {
                            let m = ProjectiveTransform(ClipGeometry.AffineTransform(translationX: Double(dx), y: Double(dy)))
                            let (a, b) = both(
                                bg, img, m, opacity: opacity, blend: mode, mask: useMask ? mask : nil, clipPath: useClip ? clip : nil)
                            XCTAssertEqual(a.bytes, b.bytes, "\(mode) (\(dx),\(dy)) opacity \(opacity) mask \(useMask) clip \(useClip)")
                            cases += 1
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(cases, 100)
    }

    func testIntegerTranslationEqualsScalarReference() {
        let bg = randomPixmap(30, 20, seed: 11)
        let img = randomPixmap(17, 9, seed: 12)
        let mask = randomMask(30, 20, seed: 13)
        let (dx, dy) = (6, 4)
        for mode in modes {
            for opacity in [1.0, 0.4] {
                let out = bg.copy()
                var c = Canvas(out.view)
                c.drawImage(
                    img.view, transform: ClipGeometry.AffineTransform(translationX: Double(dx), y: Double(dy)), opacity: opacity,
                    blend: mode, mask: mask)
                let s = Int(Canvas.unit(opacity))
                for y in 0..<20 {
                    for x in 0..<30 {
                        let inside = x >= dx && x < dx + 17 && y >= dy && y < dy + 9
                        let cov = (s * Int(mask[x, y]) + 127) / 255
                        let want =
                            inside
                            ? ReferenceBlend.blend(mode, s: img.view[x - dx, y - dy], d: bg.view[x, y], c: UInt8(cov)) : bg.view[x, y]
                        XCTAssertEqual(out.view[x, y], want, "\(mode) opacity \(opacity) at (\(x),\(y))")
                    }
                }
            }
        }
    }

    func testAxisAlignedWithinTolerance() {
        let bg = randomPixmap(48, 40, seed: 21)
        // A smooth image (bilinear differences stay small; random noise would amplify weight rounding).
        let img = Pixmap(width: 20, height: 16)
        for y in 0..<16 {
            let r = img.view.row(y)
            for x in 0..<20 {
                let a = UInt8(128 + x * 6)
                r[x * 4 + 3] = a; r[x * 4] = UInt8(Int(a) * y / 16); r[x * 4 + 1] = UInt8(Int(a) * x / 20); r[x * 4 + 2] = a / 2
            }
        }
        let mask = randomMask(48, 40, seed: 23)
        let transforms: [ClipGeometry.AffineTransform] = [
            ClipGeometry.AffineTransform(translationX: 3.25, y: 2.75),
            ClipGeometry.AffineTransform(translationX: 5 + 2.0 / 1024, y: 4),
            ClipGeometry.AffineTransform(a: 1.7, b: 0, c: 0, d: 2.3, tx: 1.5, ty: 0.3),
            ClipGeometry.AffineTransform(a: 0.6, b: 0, c: 0, d: 0.45, tx: 10, ty: 12),
            ClipGeometry.AffineTransform(a: -1.5, b: 0, c: 0, d: 1.2, tx: 40, ty: -2),
        ]
        for t in transforms {
            for mode in [BlendMode.sourceOver, .copy, .multiply] {
                for useMask in [false, true] {
                    let (a, b) = both(bg, img, ProjectiveTransform(t), opacity: 0.8, blend: mode, mask: useMask ? mask : nil)
                    XCTAssertLessThanOrEqual(maxDiff(a, b), 2, "\(t) \(mode) mask \(useMask)")
                    XCTAssertNotEqual(a.bytes, bg.bytes)
                }
            }
        }
    }

    /// The vector path of unit-scale rows equals the scalar path (spans shorter than 8) bit for bit,
    /// including rows whose taps fall off the image edges (clamped by the scalar prologue/epilogue).
    func testAxisVectorRowsEqualScalarRows() {
        let img = randomPixmap(45, 13, seed: 41)
        for (tx, ty) in [(3.25, 2.75), (-6.5, 0.0), (10.0 + 1.0 / 512, -1.125), (0.0, 0.5)] {
            let m = ProjectiveTransform(ClipGeometry.AffineTransform(translationX: -tx, y: -ty)) // device -> image
            guard let sh = AxisImageShader(image: img.view, deviceToImage: m) else { return XCTFail("not axis-aligned") }
            let n = 70
            let whole = UnsafeMutablePointer<UInt32>.allocate(capacity: n), parts = UnsafeMutablePointer<UInt32>.allocate(capacity: n)
            defer { whole.deallocate(); parts.deallocate() }
            for y in [-2, 0, 5, 12, 14] {
                sh.fetch(y: y, x: -8, n: n, into: whole)
                var i = 0
                while i < n { let k = min(7, n - i); sh.fetch(y: y, x: -8 + i, n: k, into: parts + i); i += k }
                for i in 0..<n { XCTAssertEqual(whole[i], parts[i], "t=(\(tx),\(ty)) y=\(y) i=\(i)") }
            }
        }
    }

    func testRotationStillUsesGenericSampler() {
        let bg = randomPixmap(32, 32, seed: 31)
        let img = randomPixmap(12, 12, seed: 32)
        let t = ClipGeometry.AffineTransform(rotationAngle: 0.3).concatenating(ClipGeometry.AffineTransform(translationX: 10, y: 5))
        let (a, b) = both(bg, img, ProjectiveTransform(t), opacity: 1, blend: .sourceOver, mask: nil)
        XCTAssertEqual(a.bytes, b.bytes)
        XCTAssertNotEqual(a.bytes, bg.bytes)
    }
}
