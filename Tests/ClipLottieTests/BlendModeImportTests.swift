import ClipAnimation
import ClipRaster
import Foundation
import XCTest

@testable import ClipLottie

/// Layer blend modes (`bm`): every After Effects mode lottie-web draws reaches the engine; the
/// blend applies to the masked layer, not inside its mask; and a precomp is an isolated group
/// for the blended layers inside it (as lottie-web's clip-path group is in Chromium).
final class BlendModeImportTests: XCTestCase {
    func solid(_ color: String, bm: Int = 0, width: Int = 20, extra: String = "") -> String {
        #"{"ty":1,"sc":"\#(color)","sw":\#(width),"sh":10,"ip":0,"op":10,"st":0,"bm":\#(bm),"ks":{}\#(extra)}"#
    }

    /// RGB at (x, y) of frame 0 of a 20 × 10 composition of `layers` (top first), over white.
    func pixel(layers: [String], assets: [String] = [], _ x: Int, _ y: Int) throws -> [UInt8] {
        let json = """
            {"v":"5","fr":10,"ip":0,"op":10,"w":20,"h":10,"assets":[\(assets.joined(separator: ","))],
             "layers":[\(layers.joined(separator: ","))]}
            """
        let doc = try LottieDocument(data: Data(json.utf8), directory: nil)
        let image = Pixmap(width: 20, height: 10)
        try LottieRenderer(scene: LottieScene(document: doc, name: "t"), scale: 1, background: .white).render(frame: 0, into: image.view)
        let row = image.view.row(y)
        return (0..<3).map { row[x * 4 + $0] }
    }

    func testEveryAfterEffectsModeMapsToAFilter() {
        let want: [Int: CompositingFilter] = [
            1: .multiplyBlendMode, 2: .screenBlendMode, 3: .overlayBlendMode, 4: .darkenBlendMode, 5: .lightenBlendMode,
            6: .colorDodgeBlendMode, 7: .colorBurnBlendMode, 8: .hardLightBlendMode, 9: .softLightBlendMode, 10: .differenceBlendMode,
            11: .exclusionBlendMode, 12: .hueBlendMode, 13: .saturationBlendMode, 14: .colorBlendMode, 15: .luminosityBlendMode,
            16: .plusL,
        ]
        for bm in 0...17 { XCTAssertEqual(LayerBuilder.blendModes[bm], want[bm], "bm \(bm)") }
        // The filters are distinct modes of the raster core.
        XCTAssertEqual(Set(want.values.map(\.blendMode)).count, 16)
    }

    func testDifferenceAndLuminosityLayers() throws {
        // Red over grey 0x80, difference: |255 − 128|, |0 − 128|, |0 − 128|.
        XCTAssertEqual(try pixel(layers: [solid("#ff0000", bm: 10), solid("#808080")], 5, 5), [127, 128, 128])
        // Luminosity of grey 0x40 on red: SetLum(red, 0.251) = (0.951, −0.049, −0.049), clipped
        // towards the luminosity: 0.251 + 0.7·0.251/0.3 = 0.837 (213.4), and 0.
        let p = try pixel(layers: [solid("#404040", bm: 15), solid("#ff0000")], 5, 5)
        XCTAssertEqual(Double(p[0]), 213.4, accuracy: 1)
        XCTAssertEqual(p[1], 0)
        XCTAssertEqual(p[2], 0)
        // Hard light of white on grey: screen(0x80, 2·1 − 1) = white.
        XCTAssertEqual(try pixel(layers: [solid("#ffffff", bm: 8), solid("#808080")], 5, 5), [255, 255, 255])
    }

    func testBlendAppliesToTheMaskedLayer() throws {
        let mask =
            #","masksProperties":[{"mode":"a","o":{"a":0,"k":100},"pt":{"a":0,"k":{"c":true,"#
            + #""v":[[0,0],[10,0],[10,10],[0,10]],"i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}}}]"#
        let layers = [solid("#ffffff", bm: 10, extra: mask), solid("#808080")]
        // Inside the mask white differences the grey below; outside, the grey is untouched.
        XCTAssertEqual(try pixel(layers: layers, 5, 5), [127, 127, 127])
        XCTAssertEqual(try pixel(layers: layers, 15, 5), [128, 128, 128])
    }

    func testPrecompIsolatesTheBlendedLayersInside() throws {
        let asset = #"{"id":"p","layers":[\#(solid("#ffffff", bm: 10))]}"#
        let precomp = #"{"ty":0,"refId":"p","w":20,"h":10,"ip":0,"op":10,"st":0,"ks":{}}"#
        // Difference against the precomp's own (empty) content is the source: white, not 127.
        XCTAssertEqual(try pixel(layers: [precomp, solid("#808080")], assets: [asset], 5, 5), [255, 255, 255])
        // The same layer in the main composition differences the grey below.
        XCTAssertEqual(try pixel(layers: [solid("#ffffff", bm: 10), solid("#808080")], 5, 5), [127, 127, 127])
    }

    /// A shape layer of `items` (JSON shape items).
    func shapeLayer(_ items: String, extra: String = "") -> String {
        #"{"ty":4,"ip":0,"op":10,"st":0,"ks":{}\#(extra),"shapes":[\#(items)]}"#
    }
    let square = #"{"ty":"rc","p":{"a":0,"k":[5,5]},"s":{"a":0,"k":[10,10]},"r":{"a":0,"k":0}}"#
    func fill(_ rgb: String, bm: Int = 0) -> String { #"{"ty":"fl","c":{"a":0,"k":[\#(rgb),1]},"o":{"a":0,"k":100},"bm":\#(bm)}"# }

    func testShapeItemBlendModes() throws {
        let grey = solid("#808080")
        // A white fill with difference, alone in its layer: it blends with the grey below.
        XCTAssertEqual(try pixel(layers: [shapeLayer("\(square),\(fill("1,1,1", bm: 10))"), grey], 5, 5), [127, 127, 127])
        // A group with difference around the fill does the same.
        let group = #"{"ty":"gr","bm":10,"it":[\#(square),\#(fill("1,1,1")),{"ty":"tr"}]}"#
        XCTAssertEqual(try pixel(layers: [shapeLayer(group), grey], 5, 5), [127, 127, 127])
        // Two draws in one layer (an isolated group): the blended white square differences the
        // red square drawn before it in the layer: cyan.
        let red = #"{"ty":"gr","it":[\#(square),\#(fill("1,0,0")),{"ty":"tr"}]}"#
        let blended = #"{"ty":"gr","it":[\#(square),\#(fill("1,1,1", bm: 10)),{"ty":"tr"}]}"#
        XCTAssertEqual(try pixel(layers: [shapeLayer("\(blended),\(red)"), grey], 5, 5), [0, 255, 255])
        // At layer opacity below 1 the layer is a group in lottie-web too: the fill draws normally
        // inside it (white at 50 % over grey).
        let half = #","ks":{"o":{"a":0,"k":50}}"#
        XCTAssertEqual(
            try pixel(
                layers: [
                    shapeLayer("\(square),\(fill("1,1,1", bm: 10))", extra: "").replacingOccurrences(
                        of: #""ks":{}"#, with: String(half.dropFirst())), grey,
                ], 5, 5), [192, 192, 192])
    }
}
