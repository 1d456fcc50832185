import ClipRaster
import XCTest

/// `Pixmap.cropped`: the pixels of a sub-rectangle, clamped to the image (contentsRect sampling).
final class PixmapCropTests: XCTestCase {
    func testCropCopiesTheSubRectangleAndClamps() throws {
        let img = Pixmap(width: 7, height: 5)
        for y in 0..<5 { for x in 0..<7 { img[x, y] = RGBA8(r: UInt8(x * 30), g: UInt8(y * 40), b: 9, a: 255) } }
        let c = try XCTUnwrap(img.cropped(x0: 2, y0: 1, x1: 6, y1: 4))
        XCTAssertEqual(c.width, 4)
        XCTAssertEqual(c.height, 3)
        for y in 0..<3 { for x in 0..<4 { XCTAssertEqual(c[x, y], img[x + 2, y + 1], "(\(x), \(y))") } }
        let clamped = try XCTUnwrap(img.cropped(x0: -3, y0: 3, x1: 2, y1: 99))
        XCTAssertEqual(clamped.width, 2)
        XCTAssertEqual(clamped.height, 2)
        XCTAssertEqual(clamped[1, 1], img[1, 4])
        XCTAssertNil(img.cropped(x0: 5, y0: 0, x1: 5, y1: 5), "empty after clamping")
        XCTAssertNil(img.cropped(x0: 9, y0: 0, x1: 12, y1: 5), "outside")
    }
}
