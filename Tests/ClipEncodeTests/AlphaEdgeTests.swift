import ClipGeometry
import ClipRaster
import Foundation
import XCTest
@testable import ClipEncode

/// The rasterizer works premultiplied and encoders take straight alpha: the conversion must be exact,
/// so anti-aliased edges keep their colour (no dark fringe from writing premultiplied values as straight).
final class AlphaEdgeTests: XCTestCase {
    static let straight = (r: 200.0, g: 100.0, b: 50.0)

    /// An anti-aliased disc of straight colour (200, 100, 50) on transparent pixels.
    private func disc() -> Pixmap {
        let p = Pixmap(width: 40, height: 40)
        p.view.fill(RGBA8(0, 0, 0, 0))
        var canvas = Canvas(p.view)
        canvas.fill(
            Path(ellipseIn: Rect(x: 3.3, y: 4.1, width: 31.7, height: 30.2)),
            paint: .solid(Color(r255: Self.straight.r, g: Self.straight.g, b: Self.straight.b)))
        return p
    }

    /// Straight colour error allowed at alpha `a`: the premultiplied byte was rounded (±0.5 of 255/a) plus one.
    private func allowed(_ a: UInt8) -> Double { 0.5 * 255 / Double(a) + 1 }

    func testAPNGEdgesKeepTheirStraightColour() throws {
        let dir = try TemporaryDirectory()
        let path = dir.path + "/edge.apng"
        let frame = disc()
        try SyntheticClip.encode(
            OutputFormat.apng.makeSink(path: path, settings: EncoderSettings(codec: CodecOptions(transparent: true))),
            width: 40, height: 40, fps: 10, count: 2
        ) { _, v in
            for y in 0..<40 { v.row(y).update(from: frame.view.row(y), count: 160) }
        }
        // Straight RGBA as the file holds it, read by libpng through Pillow.
        let decoded = try PillowStraight.frames(path: path)
        XCTAssertEqual(decoded.count, 2)
        var edges = 0
        for y in 0..<40 {
            for x in 0..<40 {
                let i = (y * 40 + x) * 4
                let src = frame.view[x, y]
                let px = decoded[0]
                XCTAssertEqual(px[i + 3], src.a, "alpha at \(x),\(y) is kept exactly")
                guard src.a > 0, src.a < 255 else { continue }
                edges += 1
                let tol = allowed(src.a)
                XCTAssertEqual(Double(px[i]), Self.straight.r, accuracy: tol, "red at edge \(x),\(y) (alpha \(src.a))")
                XCTAssertEqual(Double(px[i + 1]), Self.straight.g, accuracy: tol, "green at edge \(x),\(y)")
                XCTAssertEqual(Double(px[i + 2]), Self.straight.b, accuracy: tol, "blue at edge \(x),\(y)")
            }
        }
        XCTAssertGreaterThan(edges, 40, "the disc has an anti-aliased rim")
    }

    /// ProRes 4444 and VP9 with alpha decoded by libavcodec; VP9's alpha plane (WebM BlockAdditional data)
    /// through the libvpx-vp9 decoder, as FFmpeg's own VP9 decoder ignores it.
    func testProResAndVP9EdgesKeepTheirColour() throws {
        // (format, decoder, worst alpha and colour error, worst colour error). VP9 is lossy 4:2:0: one rim pixel of the
        // disc comes back 23 levels off (brighter, from the DCT), so its worst colour bound is loose; the rim's mean
        // error and the darkest deviation (a dark fringe would be 40+ levels below) hold both codecs tight.
        for (format, decoder, tolerance, colourTolerance) in [
            (OutputFormat.mov, nil as String?, 3.0, 3.0), (.webm, "libvpx-vp9", 3.0, 30.0),
        ] {
            let dir = try TemporaryDirectory()
            let path = dir.path + "/edge." + format.fileExtension
            let frame = disc()
            let options = format == .mov ? CodecOptions(transparent: true) : CodecOptions(crf: 4, transparent: true)
            try SyntheticClip.encode(
                format.makeSink(path: path, settings: EncoderSettings(codec: options)),
                width: 40, height: 40, fps: 10, count: 2
            ) { _, v in
                for y in 0..<40 { v.row(y).update(from: frame.view.row(y), count: 160) }
            }
            let reader = try VideoReader(path: path, decoder: decoder)
            let decoded = try reader.readAllFrames()[0].pixmap // kept alive while its view is read below
            let got = decoded.view
            defer { withExtendedLifetime(decoded) {} }
            // Compared premultiplied (as decoded): a dark fringe would show as premultiplied values far below the source's.
            var worstAlpha = 0.0, worstColour = 0.0, rim = 0, rimError = 0.0, darkest = 0.0
            for y in 0..<40 {
                for x in 0..<40 {
                    let s = frame.view[x, y], g = got[x, y]
                    worstAlpha = max(worstAlpha, abs(Double(s.a) - Double(g.a)))
                    worstColour = max(worstColour, abs(Double(s.r) - Double(g.r)), abs(Double(s.g) - Double(g.g)))
                    if s.a > 0, s.a < 255 {
                        rim += 1
                        rimError += (abs(Double(s.r) - Double(g.r)) + abs(Double(s.g) - Double(g.g)) + abs(Double(s.b) - Double(g.b))) / 3
                        darkest = min(darkest, Double(g.r) - Double(s.r), Double(g.g) - Double(s.g))
                    }
                }
            }
            XCTAssertLessThanOrEqual(worstAlpha, tolerance, "\(format): alpha")
            XCTAssertLessThanOrEqual(worstColour, colourTolerance, "\(format): premultiplied colour")
            XCTAssertGreaterThan(rim, 40, "\(format): the disc has an anti-aliased rim")
            XCTAssertLessThanOrEqual(rimError / Double(rim), 1.5, "\(format): mean colour error on the rim")
            XCTAssertGreaterThanOrEqual(darkest, -10, "\(format): no dark fringe on the rim")
            XCTAssertEqual(got[0, 0].a, 0, "\(format): outside the disc is transparent")
            XCTAssertEqual(got[20, 20].a, 255, "\(format): inside is opaque")
        }
    }

    /// Before 4:2:0 chroma averaging, a fully transparent pixel takes the colour of its 2×2 block's most
    /// opaque pixel (alpha stays 0), so visible edge pixels are not averaged with black.
    func testTransparentPixelsTakeTheirBlockColourBeforeChromaAveraging() {
        let p = Pixmap(width: 4, height: 2)
        p.view.fill(RGBA8(0, 0, 0, 0))
        p.view[1, 1] = RGBA8(200, 100, 50, 128) // straight
        p.view[0, 0] = RGBA8(10, 20, 30, 64)
        StraightAlpha.bleedIntoTransparent(p.view)
        XCTAssertEqual(p.view[0, 1], RGBA8(200, 100, 50, 0))
        XCTAssertEqual(p.view[1, 0], RGBA8(200, 100, 50, 0))
        XCTAssertEqual(p.view[0, 0], RGBA8(10, 20, 30, 64), "visible pixels keep their colour")
        XCTAssertEqual(p.view[1, 1], RGBA8(200, 100, 50, 128))
        XCTAssertEqual(p.view[2, 0], RGBA8(0, 0, 0, 0), "a block with nothing visible stays as it is")
        XCTAssertEqual(p.view[3, 1], RGBA8(0, 0, 0, 0))
    }
}

/// Straight RGBA bytes of each frame of an image file, read through Debian's Pillow.
enum PillowStraight {
    static func frames(path: String) throws -> [[UInt8]] {
        try PillowWebP.decodeRaw(path: path).frames
    }
}
