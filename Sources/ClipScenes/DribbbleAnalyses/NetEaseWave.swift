import ClipAnimation
import ClipGeometry
import ClipRaster

/// §2.20 `netease-wave` (Dribbble analyses §2, NetEase News' profile page; demo WangYiWave): on a
/// red 375 × 100 banner two translucent light-grey sine bands flow left, one three times faster
/// than the other and 45° out of phase: y = A·sin(2.5π·x/W + φ) + h, h = 30, A = 5.5 and 5, the
/// band filled down to y = 40. A display link advances the phase every frame (`offset += speed`,
/// speed 2 per 60 Hz frame) and the paths follow it.
///
/// ⚑ choices: the offset grows 120 per second (the 60 Hz display link of the engine ticks at fixed
/// times, so the phase is a function of t, whatever the output frame rate); the faithful band to
/// y = 40 (not the "design" fill); the seed's zero-area move to (0, startY) is skipped; clip 6 s.
enum NetEaseWave {
    static let background = Color.rgb(200, 30, 20)
    static let waveWidth = 375.0
    static let h = 30.0
    static let waveHeight = 5.0
    static let speed = 2.0

    static let scene = EngineScene(
        id: "netease-wave", title: "NetEase wave: two translucent sine bands flowing at different speeds",
        source: SceneSource(.dribbbleAnalyses, chapter: 2, section: "2.1", reference: "NetEase News profile page, WangYiWave"),
        tags: [.bezier], keyTimes: [0.5, 2.0, 4.0], size: Size(375, 100), duration: 6, background: background, build: build)

    /// The filled band of one wave: samples i = 0…W−1 (1 pt), then down to y = 40 and back.
    static func wavePath(amplitude: Double, phase: Double) -> Path {
        var p = Path()
        for i in 0..<Int(waveWidth) {
            let x = Double(i)
            let y = amplitude * GMath.sin(2.5 * Double.pi * x / waveWidth + phase) + h
            if i == 0 { p.move(to: Point(x, y)) } else { p.line(to: Point(x, y)) }
        }
        p.line(to: Point(waveWidth, 40))
        p.line(to: Point(0, 40))
        p.close()
        return p
    }

    static func build(_ ctx: SceneContext) -> Layer {
        let view = Layer(frame: Rect(0, 0, ctx.size.width, ctx.size.height))
        view.backgroundColor = background
        view.backdrop()

        func waveLayer(_ name: String) -> ProceduralShapeLayer {
            let l = ProceduralShapeLayer()
            l.name = name
            l.frame = view.bounds
            l.fillColor = Color(white: 2.0 / 3) // lightGrayColor
            l.opacity = 0.5
            view.addSublayer(l)
            return l
        }
        let layer1 = waveLayer("wave1"), layer2 = waveLayer("wave2")
        let offset = CustomProperty("offset", default: 0.0)
        for l in [layer1, layer2] { l.declare(offset) }
        // y = 1.1·A·sin(2.5πi/W + offset·π/W) + h  and  y = A·sin(2.5πi/W + 3·offset·π/W + π/4) + h
        layer1.pathProvider = { st in wavePath(amplitude: 1.1 * waveHeight, phase: st[offset] * Double.pi / waveWidth) }
        layer2.pathProvider = { st in wavePath(amplitude: waveHeight, phase: 3 * st[offset] * Double.pi / waveWidth + Double.pi / 4) }

        // "Start": the display link advances the offset every frame.
        _ = DisplayLink { _ in
            layer1[offset] += speed
            layer2[offset] += speed
        }
        return view
    }
}
