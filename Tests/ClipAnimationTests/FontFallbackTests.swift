import ClipGeometry
import ClipRaster
import Foundation
import XCTest

@testable import ClipAnimation

/// Per-glyph fallback through fontconfig (issue #26: the "❚❚" of snowflake-pause-resume were two
/// .notdef boxes, Inter has no U+275A).
final class FontFallbackTests: XCTestCase {
    let bar: Unicode.Scalar = "\u{275A}" // HEAVY VERTICAL BAR

    /// The default face has no "❚": its glyph comes from the face fontconfig picked (one that
    /// covers it), outline and advance as that face draws them, not the .notdef box.
    func testMissingGlyphComesFromTheFallbackFace() throws {
        let primary = try TextLayout.resolve(.regular).get()
        try XCTSkipIf(Self.has(bar, file: primary.file, index: primary.faceIndex), "the default face has U+275A itself")
        let g = try XCTUnwrap(TextLayout.glyph(bar, font: .regular))
        let chosen = try XCTUnwrap(FontCache.shared.fallbackFace(bar.value, .regular), "no installed font has U+275A")
        let cut = try XCTUnwrap(chosen.lastIndex(of: "#"))
        let file = String(chosen[..<cut]), index = Int(chosen[chosen.index(after: cut)...])!
        XCTAssertTrue(Self.has(bar, file: file, index: index))
        let direct = try XCTUnwrap(TextLayout.glyph(bar, font: FontDescriptor(file: file, faceIndex: index)))
        XCTAssertEqual(g.path, direct.path)
        XCTAssertEqual(g.advance, direct.advance)
        // Not the primary face's .notdef (what a character no font has still draws).
        let notdef = try XCTUnwrap(TextLayout.glyph("\u{FFFF}", font: .regular))
        XCTAssertNotEqual(g.path, notdef.path)
    }

    /// "❚❚" set in the default face draws two solid bars (each taller than twice its width,
    /// fully covered inside) placed on the primary face's baseline: not two hollow boxes.
    func testBarsRenderAsSolidBars() throws {
        let size = 40.0
        let (path, advance) = TextLayout.path("❚❚", font: .regular, size: size)
        XCTAssertGreaterThan(advance, 0)
        let pm = Pixmap(width: 128, height: 64)
        var c = Canvas(pm.view)
        c.fill(path, paint: .solid(.black), transform: AffineTransform(translationX: 4, y: 4))
        var runs: [ClosedRange<Int>] = []
        var start: Int? = nil
        for x in 0...pm.width {
            let inked = x < pm.width && (0..<pm.height).contains { pm[x, $0].a > 128 }
            if inked, start == nil { start = x }
            if !inked, let s = start { runs.append(s...(x - 1)); start = nil }
        }
        XCTAssertEqual(runs.count, 2, "two separate glyphs")
        // On the primary face's baseline (its ascender below the top), as the glyph's own outline says.
        let baseline = 4 + FontCache.shared.lineMetrics(.regular).ascender * size
        let glyph = try XCTUnwrap(TextLayout.glyph(bar, font: .regular)).path.controlPointBounds
        for r in runs {
            let rows = (0..<pm.height).filter { y in r.contains { pm[$0, y].a > 128 } }
            let top = rows.first!, bottom = rows.last!
            XCTAssertGreaterThan(bottom - top + 1, 2 * r.count, "a tall bar, not a box")
            for y in (top + 1)...(bottom - 1) {
                for x in (r.lowerBound + 1)...(r.upperBound - 1) { XCTAssertEqual(pm[x, y].a, 255, "(\(x), \(y))") }
            }
            XCTAssertEqual(Double(top), baseline + glyph.minY * size, accuracy: 1, "top")
            XCTAssertEqual(Double(bottom + 1), baseline + glyph.maxY * size, accuracy: 1, "bottom")
        }
    }

    static func has(_ s: Unicode.Scalar, file: String, index: Int) -> Bool {
        FontCache.shared.hasOwnGlyph(s.value, file: file, index: index)
    }
}
