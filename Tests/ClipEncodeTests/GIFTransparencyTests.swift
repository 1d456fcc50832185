import ClipPipeline
import ClipRaster
import Foundation
import XCTest
@testable import ClipEncode

/// `--gif --transparent`: alpha through GIF's transparent index, decoded back by libavcodec's GIF decoder.
final class GIFTransparencyTests: XCTestCase {
    static let (w, h, n) = (40, 24, 4)
    static let red = RGBA8(220, 30, 40, 255)
    /// Premultiplied green at alpha 200: shown opaque in its straight colour (204, 102, 51)…
    static let solidish = RGBA8(160, 80, 40, 200)
    /// …and blue at alpha 64: transparent (below 128).
    static let faint = RGBA8(0, 0, 64, 64)

    /// Frame i: transparent, a red 8×8 square at x = 4 + 8i (it moves right), two fixed patches.
    static func draw(_ i: Int, _ v: PixmapView) {
        v.fill(RGBA8(0, 0, 0, 0))
        SyntheticClip.fillRect(v, 4 + 8 * i, 12 + 8 * i, 2, 10, red)
        SyntheticClip.fillRect(v, 30, 38, 14, 22, solidish)
        SyntheticClip.fillRect(v, 2, 10, 14, 22, faint)
    }

    func testAlphaBelowHalfIsTheTransparentIndexAndNothingSmears() throws {
        let dir = try TemporaryDirectory()
        let path = dir.path + "/t.gif"
        let sink = try OutputFormat.gif.makeSink(path: path, settings: EncoderSettings(codec: CodecOptions(transparent: true)))
        XCTAssertTrue((sink as? GIFSink)?.transparent == true, "--transparent reaches the GIF sink")
        try SyntheticClip.encode(sink, width: Self.w, height: Self.h, fps: 10, count: Self.n, draw: Self.draw)

        let frames = try VideoReader(path: path).readAllFrames().map(\.pixmap)
        XCTAssertEqual(frames.count, Self.n)
        for (i, frame) in frames.enumerated() {
            let v = frame.view
            let x0 = 4 + 8 * i
            XCTAssertEqual(v[x0 + 4, 6].a, 255, "frame \(i): the square is opaque")
            XCTAssertEqual(Double(v[x0 + 4, 6].r), 220, accuracy: 6, "frame \(i): the square keeps its colour")
            XCTAssertEqual(Double(v[x0 + 4, 6].g), 30, accuracy: 6)
            if i > 0 { XCTAssertEqual(v[x0 - 4, 6].a, 0, "frame \(i): where the square was is transparent again (no smear)") }
            XCTAssertEqual(v[0, 0].a, 0, "frame \(i): the background is transparent")
            XCTAssertEqual(v[39, 23].a, 0)
            XCTAssertEqual(v[6, 18].a, 0, "frame \(i): alpha 64 is transparent")
            let g = v[34, 18]
            XCTAssertEqual(g.a, 255, "frame \(i): alpha 200 is shown opaque")
            XCTAssertEqual(Double(g.r), 204, accuracy: 6, "frame \(i): in its straight colour")
            XCTAssertEqual(Double(g.g), 102, accuracy: 6)
            XCTAssertEqual(Double(g.b), 51, accuracy: 6)
        }
        // Every graphic control extension declares the transparent index and disposal 2 (restore to background).
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        var gce = 0
        for k in 0..<(bytes.count - 3) where bytes[k] == 0x21 && bytes[k + 1] == 0xF9 && bytes[k + 2] == 0x04 {
            gce += 1
            XCTAssertEqual(bytes[k + 3] & 0x1C, 2 << 2, "disposal: restore to background")
            XCTAssertEqual(bytes[k + 3] & 1, 1, "a transparent index is declared")
        }
        XCTAssertEqual(gce, Self.n)
    }

    /// The palette comes from the visible pixels: a clip that is all transparent but for one colour has
    /// that colour alone (plus the transparent index), and a clip with nothing visible still writes.
    func testPaletteFromOpaquePixelsOnly() throws {
        let dir = try TemporaryDirectory()
        let sink = GIFSink(path: dir.path + "/p.gif", transparent: true)
        try SyntheticClip.encode(sink, width: 16, height: 16, fps: 10, count: 2) { _, v in
            v.fill(RGBA8(0, 0, 0, 0))
            SyntheticClip.fillRect(v, 4, 8, 4, 8, RGBA8(10, 200, 30, 255))
        }
        XCTAssertEqual(sink.paletteSize, 1)
        let empty = GIFSink(path: dir.path + "/e.gif", transparent: true)
        try SyntheticClip.encode(empty, width: 8, height: 8, fps: 10, count: 2) { _, v in v.fill(RGBA8(0, 0, 0, 0)) }
        let frames = try VideoReader(path: dir.path + "/e.gif").readAllFrames().map(\.pixmap)
        XCTAssertEqual(frames.first?.view[3, 3].a, 0)
        withExtendedLifetime(frames) {}
    }
}
