import ClipEncode
import ClipRaster
import Foundation
import XCTest

@testable import ClipLottie

/// Image layers: embedded (`data:` URIs) and external assets, stretched to the declared size, and
/// the errors for images that cannot be used.
final class ImageLayerTests: XCTestCase {
    /// A 2 × 1 PNG: red on the left, blue on the right.
    func redBluePNG() throws -> [UInt8] {
        let p = Pixmap(width: 2, height: 1)
        let row = p.view.row(0)
        for (i, v) in [255, 0, 0, 255, 0, 0, 255, 255].enumerated() { row[i] = UInt8(v) }
        return try PNGCodec.encode(p.view)
    }

    func document(asset: String, directory: String? = nil, layerPosition: String = "[0,0]") throws -> LottieDocument {
        let json = """
            {"v":"5","fr":10,"ip":0,"op":10,"w":20,"h":10,
             "assets":[\(asset)],
             "layers":[{"ty":2,"refId":"i","ip":0,"op":10,"st":0,"ks":{"p":{"a":0,"k":\(layerPosition)}}}]}
            """
        return try LottieDocument(data: Data(json.utf8), directory: directory)
    }

    /// RGB at (x, y) of frame 0 at 1 px per point over white.
    func pixel(_ doc: LottieDocument, _ x: Int, _ y: Int) throws -> [UInt8] {
        let image = Pixmap(width: Int(doc.width), height: Int(doc.height))
        let scene = LottieScene(document: doc, name: "t")
        try LottieRenderer(scene: scene, scale: 1, background: .white).render(frame: 0, into: image.view)
        let row = image.view.row(y)
        return (0..<3).map { row[x * 4 + $0] }
    }

    func testEmbeddedPNGIsStretchedToTheDeclaredSizeAtTheLayerOrigin() throws {
        let b64 = Data(try redBluePNG()).base64EncodedString()
        let doc = try document(asset: #"{"id":"i","w":10,"h":10,"u":"","p":"data:image/png;base64,\#(b64)","e":1}"#, layerPosition: "[5,0]")
        XCTAssertEqual(doc.images["i"]?.pixmap.width, 2)
        XCTAssertEqual(try pixel(doc, 2, 5), [255, 255, 255], "left of the layer: background")
        XCTAssertEqual(try pixel(doc, 6, 5), [255, 0, 0])
        XCTAssertEqual(try pixel(doc, 13, 5), [0, 0, 255])
        XCTAssertEqual(try pixel(doc, 17, 5), [255, 255, 255], "right of the layer: background")
        XCTAssertTrue(doc.unsupported.isEmpty, "\(doc.unsupported)")
    }

    func testExternalFileIsRelativeToTheJSONFolder() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lottie-img-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("images"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(try redBluePNG()).write(to: dir.appendingPathComponent("images/img.png"))
        let json = """
            {"v":"5","fr":10,"ip":0,"op":10,"w":20,"h":10,
             "assets":[{"id":"i","w":20,"h":10,"u":"images/","p":"img.png","e":0}],
             "layers":[{"ty":2,"refId":"i","ip":0,"op":10,"st":0,"ks":{}}]}
            """
        let file = dir.appendingPathComponent("anim.json")
        try Data(json.utf8).write(to: file)
        let doc = try LottieDocument(contentsOf: file.path)
        XCTAssertEqual(try pixel(doc, 2, 5), [255, 0, 0])
        XCTAssertEqual(try pixel(doc, 17, 5), [0, 0, 255])
        // The same JSON read from memory with the folder given finds the file too; without it, not.
        XCTAssertNoThrow(try LottieDocument(data: Data(json.utf8), directory: dir.path))
        XCTAssertThrowsError(try LottieDocument(data: Data(json.utf8)))
    }

    func error(_ asset: String, directory: String? = nil) -> String {
        do {
            _ = try document(asset: asset, directory: directory)
            return "no error"
        } catch let e as LottieError {
            return e.description
        } catch {
            return "unexpected \(error)"
        }
    }

    /// The document's images together have a budget (3 GB of 8192² images fitted in a 1 MB file):
    /// the image that passes it is refused, named, before it is decoded.
    func testImagesTogetherHaveAPixelBudget() throws {
        let b64 = Data(try redBluePNG()).base64EncodedString()
        let asset = { (id: String) in #"{"id":"\#(id)","w":2,"h":1,"p":"data:image/png;base64,\#(b64)","e":1}"# }
        let json = """
            {"v":"5","fr":10,"ip":0,"op":10,"w":20,"h":10,"assets":[\(asset("a")),\(asset("b")),\(asset("c"))],
             "layers":[{"ty":2,"refId":"a","ip":0,"op":10,"st":0,"ks":{}}]}
            """
        var limits = LottieLimits()
        limits.maxTotalImagePixels = 5 // two 2 × 1 images fit, the third does not
        XCTAssertThrowsError(try LottieDocument(data: Data(json.utf8), limits: limits)) { e in
            XCTAssertEqual("\(e)", "assets[2].p: images larger than 0 million pixels together")
        }
        limits.maxTotalImagePixels = 6
        XCTAssertEqual(try LottieDocument(data: Data(json.utf8), limits: limits).images.count, 3)
        XCTAssertEqual(LottieLimits().maxTotalImagePixels, 64 << 20)
    }

    func testBadImagesAreOneLineErrorsNamingThePath() throws {
        XCTAssertEqual(error(#"{"id":"i","w":1,"h":1,"p":"data:image/png;base64,A","e":1}"#), "assets[0].p: embedded image: invalid base64")
        XCTAssertEqual(error(#"{"id":"i","w":1,"h":1,"p":"data:image/png;base64,@@@@","e":1}"#), "assets[0].p: embedded image: no data")
        XCTAssertEqual(
            error(#"{"id":"i","w":1,"h":1,"p":"data:image/png,abc","e":1}"#), "assets[0].p: embedded image is not a base64 data URI")
        let text = Data("hello".utf8).base64EncodedString()
        XCTAssertEqual(
            error(#"{"id":"i","w":1,"h":1,"p":"data:image/png;base64,\#(text)","e":1}"#),
            "assets[0].p: embedded image: not a PNG or JPEG file (images are PNG or JPEG)")
        var truncated = try redBluePNG()
        truncated.removeLast(truncated.count - 40)
        let bad = error(#"{"id":"i","w":1,"h":1,"p":"data:image/png;base64,\#(Data(truncated).base64EncodedString())","e":1}"#)
        XCTAssertTrue(bad.hasPrefix("assets[0].p: embedded image: "), bad)
        XCTAssertFalse(bad.contains("\n"), bad)
        let dir = FileManager.default.temporaryDirectory.path
        XCTAssertEqual(
            error(#"{"id":"i","w":1,"h":1,"u":"images/","p":"none-\#(UUID().uuidString).png","e":0}"#, directory: dir).prefix(41),
            "assets[0].p: cannot load image 'images/no")
        XCTAssertTrue(error(#"{"id":"i","w":1,"h":1,"u":"images/","p":"none.png","e":0}"#, directory: dir).hasSuffix(": no such file"))
    }

    func testHeaderPixelCountIsCheckedBeforeDecoding() throws {
        var png = try redBluePNG()
        // IHDR width and height: 100 000 × 100 000.
        for (i, v) in [0x00, 0x01, 0x86, 0xA0, 0x00, 0x01, 0x86, 0xA0].enumerated() { png[16 + i] = UInt8(v) }
        let asset = #"{"id":"i","w":1,"h":1,"p":"data:image/png;base64,\#(Data(png).base64EncodedString())","e":1}"#
        XCTAssertEqual(error(asset), "assets[0].p: image of 100000x100000 pixels is larger than 67108864 pixels")
        // JPEG: SOI, an APP0 segment, then SOF0 with height 300 and width 500.
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x00, 0x00, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0x2C, 0x01, 0xF4, 0x03]
        XCTAssertEqual(ImageAssets.pixelSize(jpeg).map { [$0.0, $0.1] }, [500, 300])
        XCTAssertNil(ImageAssets.pixelSize([0xFF, 0xD8, 0x00]))
        // The declared size is checked too.
        XCTAssertEqual(error(#"{"id":"i","w":100000,"h":100000,"p":"x.png"}"#), "assets[0]: image larger than 67108864 pixels")
    }
}
