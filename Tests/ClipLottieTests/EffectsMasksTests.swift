import ClipAnimation
import ClipGeometry
import ClipRaster
import Foundation
import XCTest

@testable import ClipLottie

/// Luma mattes, mask expansion and feather, and the Tint / Drop Shadow / Gaussian Blur effects,
/// on small files whose pixels are worked out by hand.
final class EffectsMasksTests: XCTestCase {
    /// Frame 0 of `json` at 1 px per point over white.
    func render(_ json: String, look: LottieLook = .lottieWeb) throws -> Pixmap {
        let doc = try LottieDocument(data: Data(json.utf8))
        let image = Pixmap(width: Int(doc.width), height: Int(doc.height))
        let scene = LottieScene(document: doc, name: "t", look: look)
        try LottieRenderer(scene: scene, scale: 1, background: .white).render(frame: 0, into: image.view)
        return image
    }

    func file(w: Int, h: Int, layers: [String]) -> String {
        #"{"v":"5","fr":10,"ip":0,"op":10,"w":\#(w),"h":\#(h),"layers":[\#(layers.joined(separator: ","))]}"#
    }

    /// A shape layer of axis-aligned rectangles (x, y, w, h) filled with grey levels (0…1, opaque).
    func rects(_ items: [(Double, Double, Double, Double, Double)], extra: String = "") -> String {
        let groups = items.map { x, y, w, h, v in
            #"{"ty":"gr","it":[{"ty":"rc","p":{"a":0,"k":[\#(x + w / 2),\#(y + h / 2)]},"s":{"a":0,"k":[\#(w),\#(h)]},"r":{"a":0,"k":0}},"#
                + #"{"ty":"fl","c":{"a":0,"k":[\#(v),\#(v),\#(v),1]},"o":{"a":0,"k":100}},{"ty":"tr"}]}"#
        }
        return #"{"ty":4,"ip":0,"op":10,"st":0,"ks":{}\#(extra),"shapes":[\#(groups.joined(separator: ","))]}"#
    }

    /// A closed axis-aligned rectangle as a mask path.
    func maskPath(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> String {
        #"{"a":0,"k":{"c":true,"v":[[\#(x0),\#(y0)],[\#(x1),\#(y0)],[\#(x1),\#(y1)],[\#(x0),\#(y1)]],"i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}}"#
    }

    // MARK: Track mattes

    /// The matte: white on the left half, 50 % grey on the right; the matted layer: black.
    /// Luma keeps L·a of the matte: left 1 → black, right grey 128 → L 128 → 128/255 black over
    /// white = 127. Luma inverted keeps 1 − L·a: left white, right 255 − 127 = 128.
    func testLumaMattesKeepByTheMatteLuminance() throws {
        func matted(_ tt: Int) throws -> Pixmap {
            try render(
                file(
                    w: 20, h: 10,
                    layers: [
                        rects([(0, 0, 10, 10, 1), (10, 0, 10, 10, 0.5)], extra: #","td":1"#),
                        rects([(0, 0, 20, 10, 0)], extra: #","tt":\#(tt)"#),
                    ]))
        }
        let luma = try matted(3), inverted = try matted(4), alpha = try matted(1)
        XCTAssertEqual(luma[5, 5], RGBA8(0, 0, 0, 255))
        XCTAssertEqual(luma[15, 5], RGBA8(127, 127, 127, 255))
        XCTAssertEqual(inverted[5, 5], RGBA8(255, 255, 255, 255))
        XCTAssertEqual(inverted[15, 5], RGBA8(128, 128, 128, 255))
        XCTAssertEqual(alpha[15, 5], RGBA8(0, 0, 0, 255), "an alpha matte keeps all of an opaque grey")
        let doc = try LottieDocument(
            data: Data(
                file(w: 20, h: 10, layers: [rects([(0, 0, 1, 1, 1)], extra: #","td":1"#), rects([(0, 0, 1, 1, 0)], extra: #","tt":3"#)])
                    .utf8))
        XCTAssertTrue(doc.unsupported.isEmpty, "\(doc.unsupported)")
    }

    // MARK: Masks

    func maskedSolid(_ mask: String) -> String {
        file(
            w: 20, h: 20,
            layers: [##"{"ty":1,"sc":"#000000","sw":20,"sh":20,"ip":0,"op":10,"st":0,"ks":{},"masksProperties":[\##(mask)]}"##])
    }

    func testMaskExpansionGrowsAndShrinksByItsValue() throws {
        let grown = try render(maskedSolid(#"{"mode":"a","pt":\#(maskPath(5, 5, 15, 15)),"o":{"a":0,"k":100},"x":{"a":0,"k":2}}"#))
        XCTAssertEqual(grown[3, 10], RGBA8(0, 0, 0, 255), "inside 3…17")
        XCTAssertEqual(grown[16, 16], RGBA8(0, 0, 0, 255), "miter corners stay square")
        XCTAssertEqual(grown[2, 10], RGBA8(255, 255, 255, 255))
        let shrunk = try render(maskedSolid(#"{"mode":"a","pt":\#(maskPath(5, 5, 15, 15)),"o":{"a":0,"k":100},"x":{"a":0,"k":-2}}"#))
        XCTAssertEqual(shrunk[7, 10], RGBA8(0, 0, 0, 255), "inside 7…13")
        XCTAssertEqual(shrunk[12, 12], RGBA8(0, 0, 0, 255))
        XCTAssertEqual(shrunk[6, 10], RGBA8(255, 255, 255, 255))
        XCTAssertEqual(shrunk[13, 10], RGBA8(255, 255, 255, 255))
        // Subtracting a grown mask from everything: the hole grows too.
        let hole = try render(maskedSolid(#"{"mode":"s","pt":\#(maskPath(5, 5, 15, 15)),"o":{"a":0,"k":100},"x":{"a":0,"k":2}}"#))
        XCTAssertEqual(hole[3, 10], RGBA8(255, 255, 255, 255))
        XCTAssertEqual(hole[1, 10], RGBA8(0, 0, 0, 255))
        // Inverted and shrunk: everything but 7…13.
        let inv = try render(
            maskedSolid(#"{"mode":"a","inv":true,"pt":\#(maskPath(5, 5, 15, 15)),"o":{"a":0,"k":100},"x":{"a":0,"k":-2}}"#))
        XCTAssertEqual(inv[6, 10], RGBA8(0, 0, 0, 255))
        XCTAssertEqual(inv[10, 10], RGBA8(255, 255, 255, 255))
    }

    func testIntersectingAnExpandedMaskClearsOutsideIt() throws {
        let two =
            #"{"mode":"a","pt":\#(maskPath(0, 0, 12, 20)),"o":{"a":0,"k":100}},{"mode":"i","pt":\#(maskPath(8, 0, 20, 20)),"o":{"a":0,"k":100},"x":{"a":0,"k":1}}"#
        let pm = try render(maskedSolid(two))
        XCTAssertEqual(pm[8, 10], RGBA8(0, 0, 0, 255), "both (the second grown to 7…)")
        XCTAssertEqual(pm[5, 10], RGBA8(255, 255, 255, 255), "first only: cut by the intersection")
        XCTAssertEqual(pm[15, 10], RGBA8(255, 255, 255, 255), "second only")
    }

    func testFeatherSoftensTheMaskEdge() throws {
        let pm = try render(maskedSolid(#"{"mode":"a","pt":\#(maskPath(5, 0, 15, 20)),"o":{"a":0,"k":100},"f":{"a":0,"k":[4,4]}}"#))
        // σ = 0.3 · 4 = 1.2 px: the pixels on either side of the edge at x = 5 are partly covered.
        XCTAssertGreaterThan(pm[4, 10].r, 130)
        XCTAssertLessThan(pm[4, 10].r, 250)
        XCTAssertGreaterThan(pm[5, 10].r, 5)
        XCTAssertLessThan(pm[5, 10].r, 125)
        XCTAssertEqual(pm[10, 10], RGBA8(0, 0, 0, 255))
        XCTAssertEqual(pm[0, 10], RGBA8(255, 255, 255, 255))
        let sharp = try render(maskedSolid(#"{"mode":"a","pt":\#(maskPath(5, 0, 15, 20)),"o":{"a":0,"k":100}}"#))
        XCTAssertEqual(sharp[4, 10], RGBA8(255, 255, 255, 255))
        XCTAssertEqual(sharp[5, 10], RGBA8(0, 0, 0, 255))
    }

    // MARK: Effects

    func effect(_ ty: Int, _ values: [String]) -> String {
        let items = values.map { #"{"ty":0,"v":{"a":0,"k":\#($0)}}"# }
        return #","ef":[{"ty":\#(ty),"en":1,"ef":[\#(items.joined(separator: ","))]}]"#
    }

    func testGaussianBlurEffectUsesLottieWebSigmaAndDimensions() throws {
        // Blurriness 10 → σ 3: a black square 10…20 in a 30×30 file spreads out by about 3σ.
        let both = try render(file(w: 30, h: 30, layers: [rects([(10, 10, 10, 10, 0)], extra: effect(29, ["10", "1", "0"]))]))
        XCTAssertLessThan(both[8, 15].r, 240)
        XCTAssertLessThan(both[15, 8].r, 240)
        // The middle, 5 px = 1.67σ from every edge: (2Φ(1.67) − 1)² ≈ 0.82 black, so about 46.
        XCTAssertEqual(Double(both[15, 15].r), 46, accuracy: 8)
        let horizontal = try render(file(w: 30, h: 30, layers: [rects([(10, 10, 10, 10, 0)], extra: effect(29, ["10", "2", "0"]))]))
        XCTAssertLessThan(horizontal[8, 15].r, 240)
        XCTAssertEqual(horizontal[15, 8], RGBA8(255, 255, 255, 255), "dimensions 2: horizontal only")
    }

    func testDropShadowEffectInBothLooks() throws {
        // Shadow colour black, opacity 255, direction 90° (to the right), distance 6, softness 0.
        let json = file(w: 30, h: 30, layers: [rects([(5, 10, 10, 10, 1)], extra: effect(25, ["[0,0,0,1]", "255", "90", "6", "0"]))])
        let ae = try render(json, look: .afterEffects)
        XCTAssertEqual(ae[18, 15], RGBA8(0, 0, 0, 255), "After Effects: the shadow 6 right, outside the layer's box")
        XCTAssertEqual(ae[10, 15], RGBA8(255, 255, 255, 255), "the white square on top")
        let web = try render(json)
        XCTAssertEqual(web[18, 15], RGBA8(255, 255, 255, 255), "lottie-web: clipped to the layer's bounding box")
        XCTAssertEqual(web[10, 15], RGBA8(255, 255, 255, 255))
    }

    func testTintEffectMapsWhiteToItsColour() throws {
        // Map black to blue, white to red, amount 100: a white square becomes red.
        let pm = try render(file(w: 20, h: 20, layers: [rects([(5, 5, 10, 10, 1)], extra: effect(20, ["[0,0,1,1]", "[1,0,0,1]", "100"]))]))
        XCTAssertEqual(pm[10, 10], RGBA8(255, 0, 0, 255))
        XCTAssertEqual(pm[2, 2], RGBA8(255, 255, 255, 255))
    }

    func testTritoneEffectMapsGreyThroughItsThreeColours() throws {
        // Highlights blue, midtones green, shadows red: a white square becomes blue, black red.
        let pm = try render(
            file(
                w: 20, h: 20,
                layers: [
                    rects([(0, 0, 10, 20, 1), (10, 0, 10, 20, 0)], extra: effect(23, ["[0,0,1,1]", "[0,1,0,1]", "[1,0,0,1]", "0"]))
                ]))
        XCTAssertEqual(pm[5, 10], RGBA8(0, 0, 255, 255))
        XCTAssertEqual(pm[15, 10], RGBA8(255, 0, 0, 255))
    }

    func testExpressionControlsAddNoFilter() throws {
        let json = file(w: 20, h: 20, layers: [rects([(5, 5, 10, 10, 0)], extra: effect(5, ["3"]))])
        let doc = try LottieDocument(data: Data(json.utf8))
        let root = try LayerBuilder(document: doc, limits: LottieLimits()).composition(at: 0)
        func anyFilters(_ l: Layer) -> Bool { !l.filters.isEmpty || l.sublayers.contains(where: anyFilters) }
        XCTAssertFalse(anyFilters(root))
        XCTAssertEqual(try render(json)[10, 10], RGBA8(0, 0, 0, 255))
    }
}

/// Layer styles: drawn in After Effects' look only.
extension EffectsMasksTests {
    /// A white square 10…20 in a 30×30 file with `sy` styles.
    func styled(_ styles: String) -> String {
        file(w: 30, h: 30, layers: [rects([(10, 10, 10, 10, 1)], extra: #","sy":[\#(styles)]"#)])
    }

    func testDropShadowStyleFallsAwayFromTheLight() throws {
        // Light from above (90°), distance 5, size 0, black at 100 %: the shadow is 5 below.
        let file = styled(#"{"ty":1,"c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100},"a":{"a":0,"k":90},"s":{"a":0,"k":0},"d":{"a":0,"k":5}}"#)
        let ae = try render(file, look: .afterEffects)
        XCTAssertEqual(ae[15, 22], RGBA8(0, 0, 0, 255), "below the square")
        XCTAssertEqual(ae[15, 15], RGBA8(255, 255, 255, 255), "the square on top")
        XCTAssertEqual(ae[15, 8], RGBA8(255, 255, 255, 255), "nothing above")
        let web = try render(file)
        XCTAssertEqual(web[15, 22], RGBA8(255, 255, 255, 255), "lottie-web draws no layer styles")
    }

    func testStrokeStyleOutlinesOutside() throws {
        let file = styled(#"{"ty":0,"c":{"a":0,"k":[1,0,0,1]},"s":{"a":0,"k":3}}"#)
        let ae = try render(file, look: .afterEffects)
        XCTAssertEqual(ae[8, 15], RGBA8(255, 0, 0, 255), "2 px outside the left edge, within the 3 px stroke")
        XCTAssertEqual(ae[15, 15], RGBA8(255, 255, 255, 255), "inside: the square")
        XCTAssertEqual(ae[5, 15], RGBA8(255, 255, 255, 255), "5 px outside: past the stroke")
        XCTAssertEqual(try render(file)[8, 15], RGBA8(255, 255, 255, 255))
    }
}

/// Mask modes lighten, darken and difference, merged as After Effects does (lottie-web adds them).
extension EffectsMasksTests {
    func testLightenDarkenDifferenceMasks() throws {
        // A 60 % mask over 0…12 and a full one over 8…20 (rows all): overlap 8…12.
        func two(_ mode: String) -> String {
            maskedSolid(
                #"{"mode":"a","pt":\#(maskPath(0, 0, 12, 20)),"o":{"a":0,"k":60}},{"mode":"\#(mode)","pt":\#(maskPath(8, 0, 20, 20)),"o":{"a":0,"k":100}}"#
            )
        }
        // Black at alpha a over white: 255 − a; 60 % → alpha 153 → 102.
        let lighten = try render(two("l"))
        XCTAssertEqual(lighten[4, 10].r, 102)
        XCTAssertEqual(lighten[10, 10].r, 0, "max(153, 255)")
        XCTAssertEqual(lighten[16, 10].r, 0)
        let darken = try render(two("d"))
        XCTAssertEqual(darken[4, 10].r, 255, "min(153, 0)")
        XCTAssertEqual(darken[10, 10].r, 102, "min(153, 255)")
        XCTAssertEqual(darken[16, 10].r, 255, "min(0, 255)")
        let difference = try render(two("f"))
        XCTAssertEqual(difference[4, 10].r, 102)
        XCTAssertEqual(difference[10, 10].r, 153, "255 − 153 = 102 → 255 − 102")
        XCTAssertEqual(difference[16, 10].r, 0)
    }
}
