import ClipAnimation
import ClipGeometry
import ClipRaster

/// §2.20 `netease-wave` (Dribbble analyses §2, NetEase News' profile page; demo WangYiWave): on a
/// red 375 × 100 banner two translucent light-grey sine bands flow left, one three times faster
/// than the other and 45° out of phase: y = A·sin(2.5π·x/W + φ) + h, h = 30, A = 5.5 and 5, the
/// band filled down to y = 40. A display link advances the phase every frame (`offset += speed`,
/// speed 2 per 60 Hz frame) and the paths follow it.
///
/// The banner (the seed's WangYiWave view, unchanged) is shown where the app has it: at the foot of
/// the red profile header, 110 pt from the top of a 375 × 300 page, the page's white list starting
/// where the band ends (banner y = 40), so the bands are the water line between the red header and
/// the page. `netease-wave-design` is the spec's `fill = design` variant: the bands filled in white
/// (50 % each) down to the banner's bottom, y = 100, where the list begins.
///
/// ⚑ choices: the offset grows 120 per second (the 60 Hz display link of the engine ticks at fixed
/// times, so the phase is a function of t, whatever the output frame rate); the seed's zero-area
/// move to (0, startY) is skipped; the profile header (avatar, name, counts) and the list are
/// invented context; clip 6 s.
enum NetEaseWave {
    static let background = Color.rgb(200, 30, 20)
    static let waveWidth = 375.0
    static let h = 30.0
    static let waveHeight = 5.0
    static let speed = 2.0
    /// Top of the WangYiWave banner on the page (faithful fill; the design fill's banner ends the page).
    static let bannerTop = 110.0

    /// The band's fill: the seed's (light grey down to y = 40) or the design variant's (white down to 100).
    enum Fill: Sendable {
        case faithful, design
        /// y of the band's flat bottom edge, banner coordinates.
        var bottom: Double { self == .faithful ? 40 : 100 }
        var color: Color { self == .faithful ? Color(white: 2.0 / 3) : .white }
        /// Where the banner sits on the 300 pt page: above the list, or at the foot of the page.
        var bannerTop: Double { self == .faithful ? NetEaseWave.bannerTop : 200 }
    }

    static let scene = EngineScene(
        id: "netease-wave", title: "NetEase wave: two translucent sine bands flowing at different speeds",
        source: SceneSource(.dribbbleAnalyses, chapter: 2, section: "2.1", reference: "NetEase News profile page, WangYiWave"),
        tags: [.bezier], keyTimes: [0.5, 2.0, 4.0], size: Size(375, 300), duration: 6, background: .white,
        build: { build($0, fill: .faithful) })

    static let designScene = EngineScene(
        id: "netease-wave-design", title: "NetEase wave, design fill: white water down to the banner's foot",
        source: SceneSource(.dribbbleAnalyses, chapter: 2, section: "2.1", reference: "NetEase News profile page, WangYiWave"),
        tags: [.bezier], keyTimes: [0.5, 2.0, 4.0], size: Size(375, 300), duration: 6, background: .white,
        build: { build($0, fill: .design) })

    /// The filled band of one wave: samples i = 0…W−1 (1 pt), then down to y = `bottom` and back.
    static func wavePath(amplitude: Double, phase: Double, bottom: Double = 40) -> Path {
        var p = Path()
        for i in 0..<Int(waveWidth) {
            let x = Double(i)
            let y = amplitude * GMath.sin(2.5 * Double.pi * x / waveWidth + phase) + h
            if i == 0 { p.move(to: Point(x, y)) } else { p.line(to: Point(x, y)) }
        }
        p.line(to: Point(waveWidth, bottom))
        p.line(to: Point(0, bottom))
        p.close()
        return p
    }

    /// The seed's view: the red banner and its two wave layers, driven by a display link.
    static func banner(fill: Fill) -> Layer {
        let view = Layer(frame: Rect(0, fill.bannerTop, waveWidth, 100))
        view.name = "banner"
        view.backgroundColor = background
        view.backdrop()

        func waveLayer(_ name: String) -> ProceduralShapeLayer {
            let l = ProceduralShapeLayer()
            l.name = name
            l.frame = view.bounds
            l.fillColor = fill.color // lightGrayColor (design: white)
            l.opacity = 0.5
            view.addSublayer(l)
            return l
        }
        let layer1 = waveLayer("wave1"), layer2 = waveLayer("wave2")
        let offset = CustomProperty("offset", default: 0.0)
        for l in [layer1, layer2] { l.declare(offset) }
        // y = 1.1·A·sin(2.5πi/W + offset·π/W) + h  and  y = A·sin(2.5πi/W + 3·offset·π/W + π/4) + h
        let bottom = fill.bottom
        layer1.pathProvider = { st in
            wavePath(amplitude: 1.1 * waveHeight, phase: st[offset] * Double.pi / waveWidth, bottom: bottom)
        }
        layer2.pathProvider = { st in
            wavePath(amplitude: waveHeight, phase: 3 * st[offset] * Double.pi / waveWidth + Double.pi / 4, bottom: bottom)
        }

        // "Start": the display link advances the offset every frame.
        _ = DisplayLink { _ in
            layer1[offset] += speed
            layer2[offset] += speed
        }
        return view
    }

    /// The profile header above the banner: red, an avatar, a name (and, when tall enough, counts).
    static func header(width W: Double, fill: Fill) -> Layer {
        let top = fill.bannerTop
        let header = LayerKit.box(Rect(0, 0, W, top + 20), color: background) // runs under the banner: no seam
        header.name = "header"
        header.backdrop() // the red page colour; the avatar and the name stay
        let cy = fill == .faithful ? 46.0 : 64.0
        let avatar = LayerKit.disc(center: Point(W / 2, cy), radius: 30, color: Color.rgb(255, 214, 206))
        avatar.borderColor = .white
        avatar.borderWidth = 2.5
        header.addSublayer(avatar)
        header.addSublayer(
            LayerKit.label("KY", origin: Point(W / 2 - 30, cy - 13), width: 60, size: 20, color: background, weight: .bold, align: .center))
        header.addSublayer(
            LayerKit.label("Kitten Reader", origin: Point(0, cy + 38), width: W, size: 16, color: .white, weight: .semibold, align: .center)
        )
        if fill == .design {
            header.addSublayer(
                LayerKit.label(
                    "128 following  ·  3.2k followers", origin: Point(0, cy + 64), width: W, size: 13, color: Color(white: 1, alpha: 0.8),
                    align: .center))
        }
        return header
    }

    /// The page's list, from `top` down: rows of 44 pt with hairline separators.
    static func list(top: Double, size: Size) -> Layer {
        let page = LayerKit.box(Rect(0, top, size.width, size.height - top), color: .white)
        page.name = "page"
        page.backdrop()
        let rows = ["My favourites", "Reading history", "Comments", "Downloads"]
        for (k, title) in rows.enumerated() {
            let y = 8 + 44 * Double(k)
            guard y + 44 <= page.bounds.height else { break }
            page.addSublayer(LayerKit.disc(center: Point(30, y + 22), radius: 9, color: background.withAlpha(0.85)))
            page.addSublayer(LayerKit.label(title, origin: Point(52, y + 12), width: 240, size: 15, color: Color(hex: 0x333333)))
            page.addSublayer(LayerKit.label("›", origin: Point(size.width - 40, y + 9), width: 20, size: 20, color: Color(hex: 0xB0B0B0)))
            page.addSublayer(LayerKit.box(Rect(52, y + 44, size.width - 52, 0.5), color: Color(hex: 0xE2E2E2)))
        }
        return page
    }

    static func build(_ ctx: SceneContext, fill: Fill) -> Layer {
        let root = Layer(frame: Rect(0, 0, ctx.size.width, ctx.size.height))
        root.backgroundColor = .white
        root.backdrop()
        root.addSublayer(header(width: ctx.size.width, fill: fill))
        root.addSublayer(banner(fill: fill))
        if fill == .faithful { root.addSublayer(list(top: bannerTop + fill.bottom, size: ctx.size)) }
        return root
    }
}
