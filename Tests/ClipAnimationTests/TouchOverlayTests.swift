import ClipGeometry
import ClipRaster
import XCTest
@testable import ClipAnimation

/// The finger overlay reads on white, black and saturated red, keeps a dragged badge's colour, and
/// a tap's ripple leaves nothing behind.
final class TouchOverlayTests: XCTestCase {
    static let size = Size(200, 200), centre = Point(100, 100), scale = 2.0
    static let badge = Color(r: 1, g: 0.23, b: 0.19) // qq-bubble-drag's red

    func render(_ bg: Color, script: InteractionScript?, at t: Double, touches: Bool = true, badge: Bool = false) throws -> Pixmap {
        let r = LayerSceneRenderer(size: Self.size, scale: Self.scale, showTouches: touches, background: bg, script: script) { _ in
            let root = Layer()
            root.backgroundColor = bg
            if badge {
                let b = Layer(frame: Rect(Self.centre.x - 17.5, Self.centre.y - 17.5, 35, 35))
                b.cornerRadius = 17.5; b.backgroundColor = Self.badge
                root.addSublayer(b)
            }
            return root
        }
        let (w, h) = r.pixelSize
        let pm = Pixmap(width: w, height: h)
        try r.render(time: t, into: pm.view)
        return pm
    }
    static let hold = InteractionScript([.pan(from: 0.5, to: 2, path: { _ in TouchOverlayTests.centre })])

    /// WCAG 2.1 relative luminance and contrast ratio.
    func luminance(_ p: RGBA8) -> Double {
        func lin(_ c: UInt8) -> Double { let v = Double(c) / 255; return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        return 0.2126 * lin(p.r) + 0.7152 * lin(p.g) + 0.0722 * lin(p.b)
    }
    func contrast(_ a: RGBA8, _ b: RGBA8) -> Double {
        let la = luminance(a), lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// Along a radius through the rings, the best-contrasting overlay pixel reaches at least 3:1
    /// against the screen (WCAG 2.1's minimum for non-text UI components, SC 1.4.11) on white,
    /// black and #FF0000.
    func testRingContrastOnWhiteBlackAndRed() throws {
        for bg in [Color.white, Color.black, Color.red] {
            let pm = try render(bg, script: Self.hold, at: 1)
            let back = pm.view[5, 5]
            let y = Int(Self.centre.y * Self.scale)
            let best = stride(from: 14.0, through: 30, by: 0.5).map { dx in
                contrast(pm.view[Int((Self.centre.x + dx) * Self.scale), y], back)
            }.max()!
            XCTAssertGreaterThanOrEqual(best, 3, "\(bg): ring contrast \(best)")
        }
    }

    /// A badge dragged under the finger keeps its colour at its centre: within 30 (Euclidean, 8-bit
    /// RGB) of the real red (the 10 % fill darkens it by ≈ 23; the old 35 % white dot moved it by ≈ 100).
    func testDraggedBadgeStaysLegible() throws {
        let with = try render(.white, script: Self.hold, at: 1, badge: true)
        let without = try render(.white, script: Self.hold, at: 1, touches: false, badge: true)
        let x = Int(Self.centre.x * Self.scale), y = Int(Self.centre.y * Self.scale)
        let a = with.view[x, y], b = without.view[x, y]
        let d = (pow(Double(a.r) - Double(b.r), 2) + pow(Double(a.g) - Double(b.g), 2) + pow(Double(a.b) - Double(b.b), 2)).squareRoot()
        XCTAssertLessThanOrEqual(d, 30, "badge \(b) under the finger became \(a)")
        XCTAssertGreaterThan(d, 0, "the finger is there")
    }

    /// A tap's marks fade to nothing: 0.7 s after the tap the frame equals one without the overlay;
    /// just before the ripple ends (0.58 s) no channel is off by more than 3; mid-ripple it shows.
    func testTapRippleLeavesNothingBehind() throws {
        let tap = InteractionScript([.tap(at: 0.5, point: Self.centre)])
        for bg in [Color.white, Color.black, Color.red] {
            let clean = try render(bg, script: tap, at: 1.2, touches: false)
            XCTAssertEqual(try render(bg, script: tap, at: 1.2).bytes, clean.bytes, "\(bg): residue 0.7 s after the tap")
            let late = try render(bg, script: tap, at: 0.5 + 0.58), lateClean = try render(bg, script: tap, at: 0.5 + 0.58, touches: false)
            let maxDelta = zip(late.bytes, lateClean.bytes).map { abs(Int($0) - Int($1)) }.max()!
            XCTAssertLessThanOrEqual(maxDelta, 3, "\(bg): the ripple fades out rather than vanishing")
            let mid = try render(bg, script: tap, at: 0.8)
            XCTAssertNotEqual(mid.bytes, try render(bg, script: tap, at: 0.8, touches: false).bytes, "\(bg): ripple visible")
        }
    }

    /// `showTouches: false` (`--no-touches`) draws no overlay at all.
    func testNoTouchesHidesTheOverlay() throws {
        XCTAssertEqual(
            try render(.white, script: Self.hold, at: 1, touches: false).bytes,
            try render(.white, script: nil, at: 1).bytes)
    }
}
