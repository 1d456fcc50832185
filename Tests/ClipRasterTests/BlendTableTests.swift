import XCTest
import ClipGeometry
@testable import ClipRaster

/// One row per blend mode: a fixed source over a fixed destination, full coverage, through Canvas.
final class BlendTableTests: XCTestCase {
    // Source: premultiplied (100, 50, 0, 128); destination: (40, 80, 120, 200).
    let table: [(BlendMode, RGBA8)] = [
        (.sourceOver, RGBA8(120, 90, 60, 228)),   // s + d·(127/255)
        (.copy,       RGBA8(100, 50, 0, 128)),
        (.clear,      RGBA8(0, 0, 0, 0)),
        (.multiply,   RGBA8(57, 66, 60, 228)),     // s·d + s(1−da) + d(1−sa)
        (.screen,     RGBA8(124, 114, 120, 228)), // s + d − s·d
    ]

    func testBlendModes() {
        let src = Color(r: 100.0 / 128, g: 50.0 / 128, b: 0, a: 128.0 / 255)
        for (mode, want) in table {
            let pm = Pixmap(width: 4, height: 4)
            pm.view.fill(RGBA8(40, 80, 120, 200))
            var c = Canvas(pm.view)
            c.fill(rectPath(0, 0, 4, 4), paint: .solid(src), blend: mode)
            XCTAssertEqual(pm[1, 1], want, "\(mode)")
            XCTAssertEqual(pm[1, 1], ReferenceBlend.blend(mode, s: src.premultiplied, d: RGBA8(40, 80, 120, 200), c: 255), "\(mode) vs reference")
        }
    }

    func testOpacityAndMaskScaleCoverage() {
        let pm = Pixmap(width: 8, height: 1)
        var c = Canvas(pm.view)
        var m = Mask(width: 8, height: 1, value: 0)
        m = Mask(path: rectPath(0, 0, 4, 1), width: 8, height: 1)
        c.fill(rectPath(0, 0, 8, 1), paint: .solid(.white), opacity: 0.5, mask: m)
        XCTAssertEqual(pm[1, 0].a, 128)
        XCTAssertEqual(pm[6, 0].a, 0)
    }
}
