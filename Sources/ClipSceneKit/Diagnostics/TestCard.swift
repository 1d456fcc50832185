import ClipGeometry
import ClipRaster

/// A diagnostic card: colour bars, a grey ramp, moving shapes, a frame counter in vector digits
/// and the frame index as a 16-bit binary strip, so dropped, duplicated or reordered frames and
/// colour shifts are visible (and machine-readable after lossy encoding).
///
/// Layout in points (640 × 360): bars 0…150, ramp 150…190, motion lane 190…300, counter strip 300…360.
///
/// It lives here, not with the built-in scenes: `bench --pipeline` renders it in every package's CLI,
/// also one that does not compile ClipScenes (the catalog lists it from there).
package struct TestCardScene: Scene {
    package init() {}
    package var info: SceneInfo {
        SceneInfo(
            id: "test-card", title: "Test card (pipeline diagnostics)", sources: [SceneSource(.diagnostics, chapter: 1)],
            tags: [.gradient, .text], keyTimes: [0.5, 2.75])
    }
    package var size: Size { Size(640, 360) }
    package var duration: Double { 4 }

    /// The 75 % colour bars, left to right.
    package static let bars: [Color] = [
        Color(r: 0.75, g: 0.75, b: 0.75), Color(r: 0.75, g: 0.75, b: 0), Color(r: 0, g: 0.75, b: 0.75),
        Color(r: 0, g: 0.75, b: 0), Color(r: 0.75, g: 0, b: 0.75), Color(r: 0.75, g: 0, b: 0), Color(r: 0, g: 0, b: 0.75),
    ]
    /// Number of bits in the binary frame strip; cell `i` (from the left) is bit `15 - i`.
    package static let stripBits = 16
    /// The strip's cells in points: x = 320 + i × 20, y = 320, 20 × 30.
    package static func stripCell(_ i: Int) -> Rect { Rect(320 + Double(i) * 20, 320, 20, 30) }

    package func makeRenderer(options: SceneOptions) throws -> any SceneRenderer {
        Renderer(scale: options.scale, fps: options.fps)
    }

    struct Renderer: SceneRenderer {
        let scale: Double
        let fps: Int

        func render(time: Double, into target: PixmapView) throws {
            var canvas = Canvas(target)
            let s = AffineTransform(scaleX: scale, y: scale)
            canvas.clear(Color(white: 0.12))
            // Colour bars and a grey ramp: colour or range shifts show here.
            let bw = 640.0 / Double(Self.barsCount)
            for (i, c) in TestCardScene.bars.enumerated() {
                canvas.fill(box(Double(i) * bw, 0, bw, 150), paint: .solid(c), transform: s)
            }
            for i in 0..<8 {
                canvas.fill(box(Double(i) * 80, 150, 80, 40), paint: .solid(Color(white: Double(i) / 7)), transform: s)
            }
            // Motion lane: a gradient sweep, a ball on a sine path, a spinning square.
            canvas.fill(
                box(0, 190, 640, 110),
                paint: .linearGradient(
                    stops: [
                        GradientStop(location: 0, color: Color(hex: 0x1D2B53)),
                        GradientStop(location: 1, color: Color(hex: 0x7E2553)),
                    ],
                    start: Point(0, 0), end: Point(640, 0)),
                transform: s)
            let period = 2.0
            let phase = (time.truncatingRemainder(dividingBy: period)) / period
            let bx = 40 + 560 * phase
            let by = 245 + 35 * GMath.sin(phase * 2 * Double.pi)
            canvas.fill(circle(Point(bx, by), 18), paint: .solid(Color(hex: 0xFFCC00)), transform: s)
            let spin = AffineTransform(translationX: -20, y: -20)
                .concatenating(AffineTransform(rotationAngle: time * Double.pi))
                .concatenating(AffineTransform(translationX: 600 - 560 * phase, y: 245))
                .concatenating(s)
            canvas.fill(box(0, 0, 40, 40), paint: .solid(Color(hex: 0x29ADFF)), transform: spin)
            // Counter: frame number in digits, and the same number as a binary strip.
            let frame = Int((time * Double(fps)).rounded())
            canvas.fill(box(0, 300, 640, 60), paint: .solid(.black), transform: s)
            canvas.fill(
                SegmentDigits.path(String(format4(frame)), origin: Point(20, 310), height: 40),
                paint: .solid(.white), transform: s)
            for i in 0..<TestCardScene.stripBits {
                let on = (frame >> (TestCardScene.stripBits - 1 - i)) & 1 == 1
                let r = TestCardScene.stripCell(i)
                canvas.fill(box(r.minX, r.minY, r.width, r.height), paint: .solid(on ? .white : Color(white: 0.2)), transform: s)
            }
        }

        static let barsCount = TestCardScene.bars.count

        func format4(_ n: Int) -> String {
            let s = String(n)
            return s.count >= 4 ? s : String(repeating: "0", count: 4 - s.count) + s
        }
        func box(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Path { Path(rect: Rect(x, y, w, h)) }
        func circle(_ c: Point, _ r: Double) -> Path { Path(circleCenter: c, radius: r) }
    }
}
