import ClipAnimation
import ClipGeometry
import ClipRaster
import Foundation
import XCTest

@testable import ClipLottie

/// Text layers without glyph outlines (system fonts through fontconfig), lottie-web's letter
/// layout and text animators (range selectors), and 3D layer transforms: small hand-written
/// files, checked against geometry worked out from the font's own outlines and lottie-web's rules.
final class TextLayerTests: XCTestCase {
    /// Renders frame `frame` of `json` at its own size over white.
    func render(_ json: String, frame: Double = 0) throws -> Pixmap {
        let doc = try LottieDocument(data: Data(json.utf8))
        let image = Pixmap(width: Int(doc.width), height: Int(doc.height))
        try LottieRenderer(scene: LottieScene(document: doc, name: "t"), scale: 1, background: .white).render(
            frame: frame, into: image.view)
        return image
    }

    /// The box of pixels matching `test` (r, g, b), nil when none.
    func ink(_ p: Pixmap, _ test: (Int, Int, Int) -> Bool = { r, g, b in r + g + b < 3 * 128 }) -> Rect? {
        var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min
        for y in 0..<p.height {
            let row = p.view.row(y)
            for x in 0..<p.width where test(Int(row[x * 4]), Int(row[x * 4 + 1]), Int(row[x * 4 + 2])) {
                x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x + 1); y1 = max(y1, y + 1)
            }
        }
        return x0 == Int.max ? nil : Rect(Double(x0), Double(y0), Double(x1 - x0), Double(y1 - y0))
    }

    /// A one-text-layer file: `doc` is the document's JSON members, `extra` more members of `t`.
    func textFile(
        _ doc: String, extra: String = "", family: String = "DejaVu Sans", style: String = "Book", w: Int = 300, h: Int = 200,
        position: String = "[20,150]", chars: String = "", layerExtra: String = ""
    ) -> String {
        """
        {"v":"5","fr":10,"ip":0,"op":100,"w":\(w),"h":\(h),
         "fonts":{"list":[{"fName":"F","fFamily":"\(family)","fStyle":"\(style)","ascent":75}]}\(chars),
         "layers":[{"ty":5,"ip":0,"op":100,"st":0,"ks":{"p":{"a":0,"k":\(position)}}\(layerExtra),
           "t":{"d":{"k":[{"t":0,"s":{"f":"F","fc":[0,0,0],"j":0,"tr":0,"lh":120,\(doc)}}]},"m":{"g":1,"a":{"a":0,"k":[0,0]}}\(extra)}}]}
        """
    }

    func dejaVu() throws -> FontDescriptor {
        let d = FontDescriptor(family: "DejaVu Sans")
        guard case .success = TextLayout.resolve(d) else { throw XCTSkip("DejaVu Sans is not installed (Debian: fonts-dejavu-core)") }
        return d
    }

    func testSystemFontTextSitsOnTheBaselineAtItsSize() throws {
        let font = try dejaVu()
        let h = try XCTUnwrap(TextLayout.glyph("H", font: font))
        let image = try render(textFile(#""t":"H","s":100"#))
        let box = try XCTUnwrap(ink(image))
        let expected = h.path.bounds
        XCTAssertEqual(box.minX, 20 + expected.minX * 100, accuracy: 1.5)
        XCTAssertEqual(box.maxX, 20 + expected.maxX * 100, accuracy: 1.5)
        XCTAssertEqual(box.maxY, 150, accuracy: 1, "on the baseline")
        XCTAssertEqual(box.minY, 150 + expected.minY * 100, accuracy: 1.5, "cap height at size 100")
    }

    func testFontFallbackAndStyle() throws {
        _ = try dejaVu()
        // Installed family: used as is; weight and italic from the style words (lottie-web's rules).
        let bold = TextFace.systemFont(FontInfo(family: "DejaVu Sans", style: "Bold Italic", ascent: 75))
        XCTAssertEqual(bold.family, "DejaVu Sans")
        XCTAssertEqual(bold.weight, .bold)
        XCTAssertTrue(bold.italic)
        XCTAssertEqual(TextFace.style(FontInfo(family: "", style: "Medium", ascent: 75)).weight, .medium)
        XCTAssertEqual(TextFace.style(FontInfo(family: "", style: "Regular", ascent: 75, weight: "700")).weight, .bold)
        // A family that is not installed: what the reference browser shows for it.
        let unknown = TextFace.systemFont(FontInfo(family: "No Such Family Anywhere", style: "", ascent: 75))
        let helvetica = TextFace.systemFont(FontInfo(family: "Helvetica", style: "Regular", ascent: 75))
        if case .success = TextLayout.resolve(FontDescriptor(family: "Liberation Serif")) {
            XCTAssertEqual(unknown.family, "Liberation Serif")
            XCTAssertEqual(helvetica.family, "Liberation Sans")
        } else {
            XCTAssertEqual(unknown.family, "DejaVu Serif")
        }
    }

    func testJustificationBoxTextAndLineBreaks() throws {
        let font = try dejaVu()
        let adv = try XCTUnwrap(TextLayout.glyph("H", font: font)).advance * 50
        // Centred point text: the line's advance is centred on the layer's origin.
        let centred = try XCTUnwrap(ink(try render(textFile(#""t":"HH","s":50,"j":2"#, position: "[150,100]"))))
        XCTAssertEqual(centred.midX, 150, accuracy: 1.5)
        XCTAssertEqual(
            centred.width, 2 * adv - (adv - (try XCTUnwrap(TextLayout.glyph("H", font: font)).path.bounds.width * 50)), accuracy: 2)
        // Right-justified box text: the line ends at the box's right edge; first baseline at
        // ps.y + ascent (75 % of the size).
        let boxed = try XCTUnwrap(ink(try render(textFile(#""t":"H","s":40,"j":1,"ps":[10,10],"sz":[200,100]"#, position: "[0,0]"))))
        let hb = try XCTUnwrap(TextLayout.glyph("H", font: font)).path.bounds
        XCTAssertEqual(boxed.maxX, 10 + 200 - 40 * (TextLayout.glyph("H", font: font)!.advance - hb.maxX), accuracy: 1.5)
        XCTAssertEqual(boxed.maxY, 10 + 30, accuracy: 1)
        // A carriage return starts a new line `lh` lower (lottie-web adds one pixel after the first).
        let two = try XCTUnwrap(ink(try render(textFile(#""t":"H\rH","s":40,"lh":60"#, position: "[20,60]"))))
        XCTAssertEqual(two.maxY, 60 + 61, accuracy: 1)
        // Box text wraps at the last space that fits.
        let wrapped = try XCTUnwrap(ink(try render(textFile(#""t":"HH HH","s":40,"ps":[0,0],"sz":[130,200]"#, position: "[10,10]"))))
        XCTAssertEqual(wrapped.maxY, 10 + 30 + 120 + 1, accuracy: 1, "two lines")
        XCTAssertLessThan(wrapped.maxX, 10 + 130)
    }

    func testTrackingWidensTheLine() throws {
        _ = try dejaVu()
        let plain = try XCTUnwrap(ink(try render(textFile(#""t":"HHH","s":30"#))))
        let tracked = try XCTUnwrap(ink(try render(textFile(#""t":"HHH","s":30,"tr":500"#))))
        // 500/1000 em between each pair: two gaps of 15 px.
        XCTAssertEqual(tracked.width - plain.width, 30, accuracy: 1)
    }

    func testRangeSelectorHidesTheSelectedCharacters() throws {
        _ = try dejaVu()
        // Index units (r 2), square shape: characters 0 and 1 of "HHH" at opacity 0.
        let a =
            #","a":[{"s":{"t":0,"a":{"a":0,"k":100},"b":1,"rn":0,"sh":1,"s":{"a":0,"k":0},"e":{"a":0,"k":2},"r":2},"a":{"o":{"a":0,"k":0}}}]"#
        let all = try XCTUnwrap(ink(try render(textFile(#""t":"HHH","s":40"#))))
        let some = try XCTUnwrap(ink(try render(textFile(#""t":"HHH","s":40"#, extra: a))))
        XCTAssertEqual(some.maxX, all.maxX, accuracy: 0.5)
        XCTAssertGreaterThan(some.minX, all.minX + 40, "the first two characters are hidden")
        // Percent units (r 1) with an animated end: nothing selected at frame 0, all at 10.
        let anim =
            #","a":[{"s":{"t":0,"a":{"a":0,"k":100},"b":1,"sh":1,"e":{"a":1,"k":[{"t":0,"s":[0],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":10,"s":[100]}]},"r":1},"a":{"o":{"a":0,"k":0}}}]"#
        XCTAssertNotNil(ink(try render(textFile(#""t":"HHH","s":40"#, extra: anim), frame: 0)))
        XCTAssertNil(ink(try render(textFile(#""t":"HHH","s":40"#, extra: anim), frame: 10)))
    }

    func testAnimatorPositionScaleRotationAndFillColour() throws {
        _ = try dejaVu()
        let base = try XCTUnwrap(ink(try render(textFile(#""t":"H","s":40"#))))
        func with(_ props: String) throws -> Pixmap {
            try render(
                textFile(#""t":"H","s":40"#, extra: #","a":[{"s":{"t":0,"a":{"a":0,"k":100},"b":1,"sh":1,"r":1},"a":{"# + props + "}}]"))
        }
        let moved = try XCTUnwrap(ink(try with(#""p":{"a":0,"k":[10,-20,0]}"#)))
        XCTAssertEqual(moved.minX - base.minX, 10, accuracy: 0.5)
        XCTAssertEqual(moved.minY - base.minY, -20, accuracy: 0.5)
        // Scale about the character's anchor: the middle of its advance, on the baseline.
        let scaled = try XCTUnwrap(ink(try with(#""s":{"a":0,"k":[200,200,100]}"#)))
        XCTAssertEqual(scaled.height, 2 * base.height, accuracy: 1.5)
        XCTAssertEqual(scaled.maxY, base.maxY, accuracy: 1)
        // A quarter turn: the H lies on its side (wider than tall).
        let turned = try XCTUnwrap(ink(try with(#""r":{"a":0,"k":90}"#)))
        XCTAssertEqual(turned.width, base.height, accuracy: 1.5)
        // Fill colour: red.
        let red = try with(#""fc":{"a":0,"k":[1,0,0,1]}"#)
        XCTAssertNotNil(ink(red) { r, g, b in r > 200 && g < 60 && b < 60 })
        XCTAssertNil(ink(red) { r, g, b in r < 100 && g < 100 && b < 100 }, "no black left")
    }

    /// Every animator property the parser reads lands in its own typed field, in lottie-web's
    /// units at a frame (degrees to radians; scale, opacity, saturation, brightness to fractions).
    func testEveryAnimatorPropertyIsReadIntoItsField() throws {
        let props = [
            "p": "[1,1.5,0]", "a": "[2,2.5,0]", "s": "[300,400,100]", "r": "4", "rx": "5", "ry": "6", "sk": "7", "sa": "8", "o": "9",
            "sw": "10", "sc": "[0.11,0.12,0.13,1]", "fc": "[0.21,0.22,0.23,1]", "fh": "13", "fs": "14", "fb": "15", "t": "16",
        ]
        let members = props.sorted { $0.key < $1.key }.map { #""\#($0.key)":{"a":0,"k":\#($0.value)}"# }.joined(separator: ",")
        let json = textFile(
            #""t":"H","s":40"#, extra: #","a":[{"s":{"t":0,"a":{"a":0,"k":100},"b":1,"sh":1,"r":1},"a":{"# + members + "}}]")
        let doc = try LottieDocument(data: Data(json.utf8))
        guard case .text(let model) = try XCTUnwrap(doc.layers.first).kind else { return XCTFail("not a text layer") }
        let v = try XCTUnwrap(model.animators.first).properties.values(at: 0)
        let deg = Double.pi / 180
        XCTAssertEqual(v.position, [1, 1.5, 0])
        XCTAssertEqual(v.anchor, [2, 2.5, 0])
        XCTAssertEqual(v.scale, [3, 4, 1])
        XCTAssertEqual(try XCTUnwrap(v.rotation), 4 * deg, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(v.rotationX), 5 * deg, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(v.rotationY), 6 * deg, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(v.skew), 7 * deg, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(v.skewAxis), 8 * deg, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(v.opacity), 0.09, accuracy: 1e-12)
        XCTAssertEqual(v.strokeWidth, 10)
        XCTAssertEqual(v.strokeColor, [0.11, 0.12, 0.13, 1])
        XCTAssertEqual(v.fillColor, [0.21, 0.22, 0.23, 1])
        XCTAssertEqual(v.fillHue, 13)
        XCTAssertEqual(try XCTUnwrap(v.fillSaturation), 0.14, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(v.fillBrightness), 0.15, accuracy: 1e-12)
        XCTAssertEqual(v.tracking, 16)
        // An animator without properties sets none.
        let bare = try LottieDocument(
            data: Data(textFile(#""t":"H","s":40"#, extra: #","a":[{"s":{"t":0,"a":{"a":0,"k":100},"b":1,"sh":1,"r":1}}]"#).utf8))
        guard case .text(let plain) = try XCTUnwrap(bare.layers.first).kind else { return XCTFail("not a text layer") }
        let none = try XCTUnwrap(plain.animators.first).properties.values(at: 0)
        XCTAssertNil(none.position ?? none.anchor ?? none.scale ?? none.strokeColor ?? none.fillColor)
        XCTAssertNil(none.rotation ?? none.opacity ?? none.strokeWidth ?? none.fillHue ?? none.tracking)
    }

    /// The paint animators: fill hue turns red green, fill brightness −100 % turns it black, and
    /// a stroke colour and width animator outlines the letter in that colour.
    func testFillHueBrightnessAndStrokeAnimators() throws {
        _ = try dejaVu()
        func with(_ props: String) throws -> Pixmap {
            try render(
                textFile(
                    #""t":"H","s":60,"fc":[1,0,0]"#,
                    extra: #","a":[{"s":{"t":0,"a":{"a":0,"k":100},"b":1,"sh":1,"r":1},"a":{"# + props + "}}]"))
        }
        let green = try with(#""fh":{"a":0,"k":120}"#)
        XCTAssertNotNil(ink(green) { r, g, b in g > 200 && r < 60 && b < 60 })
        XCTAssertNil(ink(green) { r, g, b in r > 200 && g < 60 && b < 60 }, "no red left")
        let black = try with(#""fb":{"a":0,"k":-100}"#)
        XCTAssertNotNil(ink(black) { r, g, b in r + g + b < 30 })
        XCTAssertNil(ink(black) { r, g, b in r > 200 && g < 60 && b < 60 }, "no red left")
        let stroked = try with(#""sc":{"a":0,"k":[0,0,1,1]},"sw":{"a":0,"k":4}"#)
        let blue = try XCTUnwrap(ink(stroked) { r, g, b in b > 200 && r < 60 && g < 60 })
        let red = try XCTUnwrap(ink(stroked) { r, g, b in r > 200 && g < 60 && b < 60 })
        XCTAssertGreaterThan(blue.width, red.width, "the stroke lies outside the fill")
    }

    func testSelectorShapesEasingAndRandomOrder() throws {
        func state(_ shape: Int, s: Double, e: Double, ne: Double = 0, xe: Double = 0, total: Int = 10) -> SelectorState {
            let sel = TextSelector(
                start: .fixed([s]), end: .fixed([e]), offset: nil, easeHigh: .fixed([xe]), easeLow: .fixed([ne]), smoothness: nil,
                amount: nil, basedOn: 1, shape: shape, units: 2, randomize: false)
            return SelectorState(sel, frame: 0, totalChars: total)
        }
        // Square: whole characters in [s, e), partial at the fractional edges.
        let square = state(1, s: 2, e: 4.5)
        XCTAssertEqual([1, 2, 3, 4, 5].map { square.mult($0) }, [0, 1, 1, 0.5, 0])
        // Ramp up over [0, 4]: (i + 0.5) / 4, clamped.
        let ramp = state(2, s: 0, e: 4)
        XCTAssertEqual(ramp.mult(1), 0.375, accuracy: 1e-9)
        XCTAssertEqual(ramp.mult(9), 1)
        XCTAssertEqual(state(3, s: 0, e: 4).mult(1), 0.625, accuracy: 1e-9)
        // Triangle: up then down.
        let tri = state(4, s: 0, e: 4)
        XCTAssertEqual(tri.mult(1), 0.75, accuracy: 1e-9)
        XCTAssertEqual(tri.mult(3), 0.25, accuracy: 1e-9)
        // Round: a half circle; smooth: a cosine bump.
        XCTAssertEqual(state(5, s: 0, e: 4).mult(1), (1 - 0.25 * 0.25).squareRoot() * 1, accuracy: 1e-9)
        XCTAssertEqual(state(6, s: 0, e: 4).mult(1), (1 + cos(Double.pi + Double.pi * 2 * 1.5 / 4)) / 2, accuracy: 1e-9)
        // Ease low 100 %: the ramp's value goes through a (1, 0, 1, 1) curve.
        XCTAssertEqual(state(2, s: 0, e: 4, ne: 100).mult(1), cubicBezierEase(1, 0, 1, 1, at: 0.375), accuracy: 1e-9)
        // Percent units: 50 % of 10 characters is 5.
        var sel = TextSelector(
            start: nil, end: .fixed([50]), offset: nil, easeHigh: nil, easeLow: nil, smoothness: nil, amount: .fixed([50]), basedOn: 1,
            shape: 1, units: 1, randomize: false)
        XCTAssertEqual(SelectorState(sel, frame: 0, totalChars: 10).mult(4), 0.5, "amount 50 %")
        XCTAssertEqual(SelectorState(sel, frame: 0, totalChars: 10).mult(5), 0)
        // Randomized order: a permutation, the same on every render.
        sel.randomize = true
        _ = try dejaVu()
        let a =
            #","a":[{"s":{"t":0,"a":{"a":0,"k":100},"b":1,"rn":1,"sh":1,"s":{"a":0,"k":0},"e":{"a":0,"k":3},"r":2},"a":{"o":{"a":0,"k":0}}}]"#
        let first = try render(textFile(#""t":"HHHHHH","s":30"#, extra: a))
        let second = try render(textFile(#""t":"HHHHHH","s":30"#, extra: a))
        XCTAssertEqual(
            Data(bytes: first.data, count: first.stride * first.height), Data(bytes: second.data, count: second.stride * second.height))
    }

    func testTextFollowsAMaskPath() throws {
        let font = try dejaVu()
        let h = try XCTUnwrap(TextLayout.glyph("H", font: font))
        func mask(_ v: String) -> String {
            #","masksProperties":[{"mode":"n","o":{"a":0,"k":100},"pt":{"a":0,"k":{"c":false,"v":"# + v
                + #","i":[[0,0],[0,0]],"o":[[0,0],[0,0]]}}}]"#
        }
        // A horizontal path at y = 100, first margin 50: the text starts 50 along it (the letter's
        // centre half an advance further on), its baseline on the path.
        let flat = try XCTUnwrap(
            ink(
                try render(
                    textFile(
                        #""t":"H","s":40"#,
                        extra: #","p":{"m":0,"f":{"a":0,"k":50},"l":{"a":0,"k":0},"r":{"a":0,"k":0},"a":{"a":0,"k":0},"p":{"a":0,"k":0}}"#,
                        position: "[0,0]", layerExtra: mask("[[0,100],[300,100]]")))))
        XCTAssertEqual(flat.midX, 50 + h.path.bounds.midX * 40, accuracy: 1)
        XCTAssertEqual(flat.maxY, 100, accuracy: 1)
        // Down a vertical path, perpendicular: turned a quarter clockwise, the letter's top
        // towards +x, starting 60 down the path.
        let down = try XCTUnwrap(
            ink(
                try render(
                    textFile(
                        #""t":"H","s":40"#,
                        extra: #","p":{"m":0,"f":{"a":0,"k":60},"l":{"a":0,"k":0},"r":{"a":0,"k":0},"a":{"a":0,"k":0},"p":{"a":0,"k":1}}"#,
                        position: "[0,0]", layerExtra: mask("[[100,0],[100,300]]")))))
        XCTAssertEqual(down.minX, 100, accuracy: 1)
        XCTAssertEqual(down.width, -h.path.bounds.minY * 40, accuracy: 1.5)
        XCTAssertEqual(down.midY, 60 + h.path.bounds.midX * 40, accuracy: 1)
        // Reversed: the path runs from (300, 100) back to (0, 100); unrotated, the letter's
        // centre 50 + half an advance from the right end.
        let back = try XCTUnwrap(
            ink(
                try render(
                    textFile(
                        #""t":"H","s":40"#,
                        extra: #","p":{"m":0,"f":{"a":0,"k":50},"l":{"a":0,"k":0},"r":{"a":0,"k":1},"a":{"a":0,"k":0},"p":{"a":0,"k":0}}"#,
                        position: "[0,0]", layerExtra: mask("[[0,100],[300,100]]")))))
        XCTAssertEqual(back.midX, 300 - 50 - h.advance * 20 + (h.path.bounds.midX - h.advance / 2) * 40, accuracy: 1)
    }

    func testOverlongTextIsAOneLineError() throws {
        let long = String(repeating: "H", count: TextModel.maxCharacters + 1)
        XCTAssertThrowsError(try render(textFile("\"t\":\"\(long)\",\"s\":10"))) { error in
            XCTAssertTrue("\(error)".contains("over the limit of 10000"), "\(error)")
            XCTAssertFalse("\(error)".contains("\n"))
        }
    }

    func testGlyphOutlinesStillWin() throws {
        // A file with `chars` for its font draws from them (a 50 × 50 square glyph at size 100).
        let chars =
            #","chars":[{"ch":"A","size":100,"style":"Book","w":60,"fFamily":"DejaVu Sans","data":{"shapes":[{"ty":"gr","it":[{"ty":"sh","ks":{"a":0,"k":{"c":true,"v":[[0,0],[50,0],[50,-50],[0,-50]],"i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}}},{"ty":"tr","p":{"k":[0,0]},"a":{"k":[0,0]},"s":{"k":[100,100]},"r":{"k":0},"o":{"k":100}}]}]}}]"#
        let box = try XCTUnwrap(ink(try render(textFile(#""t":"AA","s":100"#, chars: chars))))
        XCTAssertEqual(box.minX, 20, accuracy: 0.5)
        XCTAssertEqual(box.maxX, 20 + 60 + 50, accuracy: 0.5, "second glyph one advance (60) on")
        XCTAssertEqual(box.minY, 100, accuracy: 0.5)
        XCTAssertEqual(box.maxY, 150, accuracy: 0.5)
    }

    func test3DRotationsProjectOrthographically() throws {
        // A 100 × 100 solid, anchored at its centre, at (100, 100) on a 200 × 200 canvas.
        func solid(_ ks: String, anchor: String = "[50,50,0]", position: String = "[100,100,0]") throws -> Rect {
            let json = """
                {"v":"5","fr":10,"ip":0,"op":10,"w":200,"h":200,"ddd":1,
                 "layers":[{"ddd":1,"ty":1,"sc":"#000000","sw":100,"sh":100,"ip":0,"op":10,"st":0,
                   "ks":{"a":{"a":0,"k":\(anchor)},"p":{"a":0,"k":\(position)},\(ks)}}]}
                """
            return try XCTUnwrap(ink(try render(json)))
        }
        let flat = try solid(#""rx":{"a":0,"k":0},"ry":{"a":0,"k":0},"rz":{"a":0,"k":0},"or":{"a":0,"k":[0,0,0]}"#)
        XCTAssertEqual(flat.width, 100, accuracy: 1)
        // Turned 60° about y: half as wide, as tall; about x: half as tall.
        let ry = try solid(#""rx":{"a":0,"k":0},"ry":{"a":0,"k":60},"rz":{"a":0,"k":0},"or":{"a":0,"k":[0,0,0]}"#)
        XCTAssertEqual(ry.width, 50, accuracy: 1)
        XCTAssertEqual(ry.height, 100, accuracy: 1)
        XCTAssertEqual(ry.midX, 100, accuracy: 1)
        let rx = try solid(#""rx":{"a":0,"k":60},"ry":{"a":0,"k":0},"rz":{"a":0,"k":0},"or":{"a":0,"k":[0,0,0]}"#)
        XCTAssertEqual(rx.height, 50, accuracy: 1)
        XCTAssertEqual(rx.width, 100, accuracy: 1)
        // Orientation adds to the rotations; z of the position changes nothing without a camera.
        let or = try solid(#""rx":{"a":0,"k":0},"ry":{"a":0,"k":0},"rz":{"a":0,"k":0},"or":{"a":0,"k":[0,60,0]}"#)
        XCTAssertEqual(or.width, 50, accuracy: 1)
        let far = try solid(
            #""rx":{"a":0,"k":0},"ry":{"a":0,"k":60},"rz":{"a":0,"k":0},"or":{"a":0,"k":[0,0,0]}"#, position: "[100,100,500]")
        XCTAssertEqual(far, ry)
        // An anchor off the plane (z 50) swings with the y rotation: x shifts by 50 · sin 60°.
        let deep = try solid(
            #""rx":{"a":0,"k":0},"ry":{"a":0,"k":60},"rz":{"a":0,"k":0},"or":{"a":0,"k":[0,0,0]}"#, anchor: "[50,50,50]")
        XCTAssertEqual(abs(deep.midX - 100), 50 * sin(Double.pi / 3), accuracy: 1.5)
        // A 3D child of a 3D parent: the matrices compose before the projection. Child turned 60°
        // about y, parent 60° about x: the child's depth (±43.3 at its edges) tilts into y, so the
        // square spans y ±62.5 (a projection per layer would give ±25).
        let nestedJSON = """
            {"v":"5","fr":10,"ip":0,"op":10,"w":200,"h":200,"ddd":1,
             "layers":[{"ddd":1,"ind":2,"parent":1,"ty":1,"sc":"#000000","sw":100,"sh":100,"ip":0,"op":10,"st":0,
               "ks":{"a":{"a":0,"k":[50,50,0]},"p":{"a":0,"k":[0,0,0]},"rx":{"a":0,"k":0},"ry":{"a":0,"k":60},"rz":{"a":0,"k":0},"or":{"a":0,"k":[0,0,0]}}},
              {"ddd":1,"ind":1,"ty":3,"ip":0,"op":10,"st":0,
               "ks":{"a":{"a":0,"k":[0,0,0]},"p":{"a":0,"k":[100,100,0]},"rx":{"a":0,"k":60},"ry":{"a":0,"k":0},"rz":{"a":0,"k":0},"or":{"a":0,"k":[0,0,0]}}}]}
            """
        let nested = try XCTUnwrap(ink(try render(nestedJSON)))
        XCTAssertEqual(nested.height, 125, accuracy: 1.5)
        XCTAssertEqual(nested.width, 50, accuracy: 1.5)
        // Matrix4 against lottie-web's composition order: translate, then rotate.
        var m = Matrix4()
        m.translate(10, 0)
        m.rotateZ(-Double.pi / 2)
        let p = m.affine.apply(Point(0, 0))
        XCTAssertEqual(p.x, 0, accuracy: 1e-9)
        XCTAssertEqual(p.y, 10, accuracy: 1e-9)
    }
}
