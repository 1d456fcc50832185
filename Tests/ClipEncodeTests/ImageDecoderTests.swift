import ClipAnimation
import ClipEncode
import ClipGeometry
import ClipImage
import ClipRaster
import Foundation
import XCTest

/// PNG and JPEG files as premultiplied pixmaps (FFmpeg's decoders), as layer contents, and the
/// errors for files that cannot be used. Fixtures in `Fixtures/` were written by Pillow.
final class ImageDecoderTests: XCTestCase {
    static func fixture(_ name: String) -> String {
        Bundle.module.url(forResource: "Fixtures/" + name, withExtension: nil)!.path
    }

    /// `round(s · a / 255)`, computed independently of the decoder's integer formula.
    static func premultiplied(_ px: [(Int, Int, Int, Int)]) -> [UInt8] {
        px.flatMap { (r, g, b, a) in
            [r, g, b].map { UInt8((Double($0 * a) / 255).rounded()) } + [UInt8(a)]
        }
    }

    func testRGBAPNGIsExactIncludingAlphaEdges() throws {
        let pm = try ImageDecoder.read(path: Self.fixture("rgba.png"))
        XCTAssertEqual(pm.width, 4)
        XCTAssertEqual(pm.height, 3)
        let straight = [
            (255, 0, 0, 255), (0, 255, 0, 255), (0, 0, 255, 255), (255, 255, 255, 255),
            (255, 0, 0, 0), (200, 100, 50, 1), (200, 100, 50, 128), (10, 20, 30, 254),
            (255, 255, 0, 64), (0, 255, 255, 192), (123, 45, 67, 255), (0, 0, 0, 0),
        ]
        XCTAssertEqual(pm.bytes, Self.premultiplied(straight))
        // Spot values: alpha 0 → all zero; alpha 1 → (1, 0, 0, 1); alpha 128 → (100, 50, 25, 128).
        XCTAssertEqual(Array(pm.bytes[16..<32]), [0, 0, 0, 0, 1, 0, 0, 1, 100, 50, 25, 128, 10, 20, 30, 254])
    }

    func testOpaqueGrayAlphaAndPalettePNGsAreExact() throws {
        let rgb = try ImageDecoder.read(path: Self.fixture("rgb.png"))
        XCTAssertEqual(
            rgb.bytes,
            Self.premultiplied([
                (1, 2, 3, 255), (250, 128, 0, 255), (17, 34, 51, 255), (255, 255, 255, 255), (0, 0, 0, 255), (90, 180, 45, 255),
            ]))
        let la = try ImageDecoder.read(path: Self.fixture("gray-alpha.png"))
        XCTAssertEqual(la.bytes, Self.premultiplied([(200, 200, 200, 255), (100, 100, 100, 128), (50, 50, 50, 0)]))
        let pal = try ImageDecoder.read(path: Self.fixture("palette.png"))
        XCTAssertEqual(pal.bytes, Self.premultiplied([(255, 0, 0, 255), (0, 0, 255, 100), (0, 255, 0, 0)]))
    }

    /// JPEG through the mjpeg decoder and swscale, against Pillow's (libjpeg's) decode of the same
    /// file: within 4 levels (chroma upsampling and YCbCr rounding differ; measured max 4, mean 0.76).
    func testJPEGMatchesLibjpegWithinTolerance() throws {
        let pm = try ImageDecoder.read(path: Self.fixture("gradient.jpg"))
        let ref = try PNGCodec.read(path: Self.fixture("gradient-pillow.png"))
        XCTAssertEqual(pm.width, 16)
        XCTAssertEqual(pm.height, 16)
        let a = pm.bytes, b = ref.bytes
        var maxDiff = 0, sum = 0
        for i in a.indices {
            let d = abs(Int(a[i]) - Int(b[i]))
            maxDiff = max(maxDiff, d); sum += d
        }
        XCTAssertLessThanOrEqual(maxDiff, 4, "max channel difference")
        XCTAssertLessThanOrEqual(Double(sum) / Double(a.count), 1.0, "mean channel difference")
        for i in stride(from: 3, to: a.count, by: 4) { XCTAssertEqual(a[i], 255) }
    }

    func testFormatIsToldBySignatureNotName() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("clipgen-image-\(getpid())-sig")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let misnamed = dir.appendingPathComponent("photo.png").path
        try FileManager.default.copyItem(atPath: Self.fixture("gradient.jpg"), toPath: misnamed)
        XCTAssertEqual(try ImageDecoder.read(path: misnamed).bytes, try ImageDecoder.read(path: Self.fixture("gradient.jpg")).bytes)
    }

    func testBadFilesGiveOneLineErrors() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("clipgen-image-\(getpid())-bad")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let truncated = dir.appendingPathComponent("truncated.png").path
        let bytes = try Data(contentsOf: URL(fileURLWithPath: Self.fixture("rgba.png")))
        try bytes.prefix(40).write(to: URL(fileURLWithPath: truncated))
        let empty = dir.appendingPathComponent("empty.jpg").path
        try Data().write(to: URL(fileURLWithPath: empty))
        let cases: [(String, String)] = [
            ("/nonexistent/a.png", "cannot load image '/nonexistent/a.png': no such file"),
            (Self.fixture("not-an-image.txt"), "not a PNG or JPEG file (images are PNG or JPEG)"),
            (empty, "the file is empty (images are PNG or JPEG)"),
            (dir.path, "it is a directory"),
            (truncated, "decoding PNG failed"),
        ]
        for (path, expected) in cases {
            XCTAssertThrowsError(try Image(contentsOfFile: path), path) { e in
                let text = "\(e)"
                XCTAssertTrue(e is ImageError, text)
                XCTAssertFalse(text.contains("\n"), text)
                XCTAssertTrue(text.hasPrefix("cannot load image '\(path)': "), text)
                XCTAssertTrue(text.contains(expected), "\(text) should contain \(expected)")
            }
        }
    }

    /// Decoded once per process: the same pixmap every time (every frame), until the file changes.
    func testImagesAreDecodedOnceAndReloadedWhenTheFileChanges() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("clipgen-image-\(getpid())-cache")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("img.png").path
        try FileManager.default.copyItem(atPath: Self.fixture("rgb.png"), toPath: path)
        let a = try Image(contentsOfFile: path), b = try Image(path)
        XCTAssertTrue(a.pixmap === b.pixmap)
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.copyItem(atPath: Self.fixture("rgba.png"), toPath: path)
        let c = try Image(contentsOfFile: path)
        XCTAssertFalse(c.pixmap === a.pixmap)
        XCTAssertEqual(c.width, 4)
    }

    /// An image file as layer contents draws its exact pixels (scale 1, one pixel per point, over
    /// a transparent background); a missing one makes `validate()` (what `makeRenderer` calls)
    /// throw naming the scene and the layer.
    func testImageAsLayerContents() throws {
        let path = Self.fixture("rgba.png")
        let r = LayerSceneRenderer(size: Size(6, 5), scale: 1, background: .clear, sceneID: "photo-scene") { _ in
            let root = Layer()
            let photo = Layer(frame: Rect(1, 1, 4, 3))
            photo.contents = .image(contentsOfFile: path)
            root.addSublayer(photo)
            return root
        }
        try r.validate()
        let out = Pixmap(width: 6, height: 5)
        try r.render(time: 0, into: out.view)
        let expected = try ImageDecoder.read(path: path)
        for y in 0..<5 {
            for x in 0..<6 {
                let o = (y * 6 + x) * 4
                let got = Array(out.bytes[o..<o + 4])
                if (1...4).contains(x) && (1...3).contains(y) {
                    let e = ((y - 1) * 4 + (x - 1)) * 4
                    XCTAssertEqual(got, Array(expected.bytes[e..<e + 4]), "pixel \(x),\(y)")
                } else {
                    XCTAssertEqual(got, [0, 0, 0, 0], "pixel \(x),\(y)")
                }
            }
        }

        let missing = LayerSceneRenderer(size: Size(6, 5), scale: 1, sceneID: "photo-scene") { _ in
            let root = Layer()
            let photo = Layer(frame: Rect(0, 0, 4, 3))
            photo.name = "photo"
            photo.contents = .image(contentsOfFile: "/nonexistent/beach.jpg")
            root.addSublayer(photo)
            return root
        }
        XCTAssertThrowsError(try missing.validate()) { e in
            XCTAssertEqual("\(e)", "scene 'photo-scene': layer 'photo': cannot load image '/nonexistent/beach.jpg': no such file")
        }
        // `Image` as contents, loaded where errors can be thrown.
        let image = try Image(contentsOfFile: path)
        guard case .image(let pm) = LayerContents.image(image) else { return XCTFail("not an image") }
        XCTAssertTrue(pm === image.pixmap)
    }

    /// An image drawn by a drawing closure lands on the same pixels as the image as contents.
    func testDrawingClosureDrawsAnImage() throws {
        let image = try Image(contentsOfFile: Self.fixture("rgba.png"))
        func render(_ configure: @escaping @Sendable (Layer) -> Void) throws -> [UInt8] {
            let r = LayerSceneRenderer(size: Size(6, 5), scale: 1, background: .clear) { _ in
                let root = Layer()
                let l = Layer(frame: Rect(1, 1, 4, 3))
                configure(l)
                root.addSublayer(l)
                return root
            }
            let out = Pixmap(width: 6, height: 5)
            try r.render(time: 0, into: out.view)
            return out.bytes
        }
        let drawn = try render { $0.contents = .drawing { ctx, st in ctx.draw(image, in: st.bounds) } }
        XCTAssertEqual(drawn, try render { $0.contents = .image(image) })
        XCTAssertNotEqual(drawn, [UInt8](repeating: 0, count: 6 * 5 * 4))
    }
}
