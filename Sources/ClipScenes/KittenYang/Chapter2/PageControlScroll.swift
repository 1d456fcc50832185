import ClipAnimation
import ClipGeometry
import ClipRaster

/// 2.1 `page-control-scroll`: the KYAnimatedPageControl indicator driven by a paging scroll view:
/// the seed's four-Bézier ball (`AnimatedCircleLayer`) rides from dot to dot with
/// `contentOffset.x`, stretched by how far the page has moved, and wobbles back into a circle when
/// the page lands.
///
/// [SEED] "在本章的第一节中，我将以 KYAnimatedPageControl 为例，向你介绍贝塞尔曲线在实际生产中的应用。"
/// and the ball: "CGFloat movedDistance = (outsideRect.size.width * 1 / 6) * fabs(self.progress - 0.5) * 2;
/// … if (progress <= 0.5) movePoint = POINT_B; else movePoint = POINT_D;" (code "来自
/// KYAnimatedPageControl"); "无论你是通过手指滑动产生偏移量，还是滑动 UISlider 改变一个数值，最终都将转化到
/// 这个属性的改变" (ch. 4: a finger's scroll offset or a slider both end up as `progress`).
///
/// Choices (⚑): five 375 pt pages; progress = 0.5 + Δ/2 with Δ = (offset − page·375)/375, the
/// page being the last one the scroll view rested on, so the ball is round at rest and fully
/// stretched (tail w/6·2 behind it) when the next page arrives; the ball is the seed's 90 pt
/// geometry drawn at 26 pt; on landing the stretch springs back (damping ratio 0.5, ω = 10 rad/s,
/// settling in ≈ 0.8 s like the upstream KYSpringLayerAnimation) and the overshoot flips the tail.
enum PageControlScroll {
    static let pageWidth = 375.0
    static let pageCount = 5
    static let ballSide = 26.0
    static let dotSpacing = 44.0
    static let controlY = 560.0
    static let springZeta = 0.5, springOmega = 10.0

    /// The scripted swipes: (start, end, from page, to page); each is a finger drag plus the
    /// paging deceleration, ease-in-out over the interval.
    static let swipes: [(t0: Double, t1: Double, from: Int, to: Int)] = [
        (0.5, 1.3, 0, 1), (1.9, 2.7, 1, 2), (3.3, 4.1, 2, 3), (4.7, 5.5, 3, 2),
    ]
    static func offset(at t: Double) -> Double {
        var o = 0.0
        for s in swipes where t >= s.t0 {
            o = (Double(s.from) + Double(s.to - s.from) * scriptEase(t, s.t0, s.t1)) * pageWidth
        }
        return o
    }

    static let pages: [(title: String, subtitle: String, colors: [Color])] = [
        ("Bézier curves", "Four cubic arcs make one ball", [Color(hex: 0xFF6B6B), Color(hex: 0xC0392B)]),
        ("Gooey menus", "A spring pulls the edge", [Color(hex: 0x4FACFE), Color(hex: 0x1D5FD1)]),
        ("Liquid loaders", "Metaball bridges between dots", [Color(hex: 0x43E97B), Color(hex: 0x169E6A)]),
        ("Layer masks", "Show a photo through a logo", [Color(hex: 0xF7B733), Color(hex: 0xE26A1B)]),
        ("Dynamics", "Gravity, collision, elasticity", [Color(hex: 0xA18CD1), Color(hex: 0x6A3FB5)]),
    ]

    static let scene = EngineScene(
        id: "page-control-scroll", title: "KYAnimatedPageControl: a scroll-driven page ball",
        source: .kittenYang("2.1", reference: "KYAnimatedPageControl"), tags: [.bezier, .gesture],
        keyTimes: [0.0, 1.05, 1.45, 5.1], duration: 6.0, background: Color(hex: 0xF4F5F9),
        script: InteractionScript(swipes.map { s in .scrollPull(from: s.t0, to: s.t1, offset: { t in offset(at: t) }) }),
        build: build)

    static func dotX(_ i: Double, width: Double) -> Double {
        width / 2 + (i - Double(pageCount - 1) / 2) * dotSpacing
    }

    /// The ball's outline: the seed's geometry for `progress` (90 pt guide square), scaled to
    /// `ballSide` and centred on `center`.
    static func ballPath(center: Point, progress: Double) -> Path {
        let w = AnimatedCircleLayer.outsideRectSize
        let g = AnimatedCircleLayer.Geometry(progress: progress, bounds: Rect(-w / 2, -w / 2, w, w))
        let k = ballSide / w
        return g.ballPath.applying(AffineTransform(translationX: center.x, y: center.y).scaledBy(x: k, y: k))
    }

    /// The spring that releases the stretch after a landing: 1 at landing, decaying with overshoot.
    static func springFactor(_ dt: Double) -> Double {
        guard dt >= 0 else { return 1 }
        let wd = springOmega * (1 - springZeta * springZeta).squareRoot()
        let e = GMath.exp(-springZeta * springOmega * dt)
        return e * (GMath.cos(wd * dt) + springZeta * springOmega / wd * GMath.sin(wd * dt))
    }

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width
        let root = Layer(frame: Rect(0, 0, W, ctx.size.height))
        root.backgroundColor = Color(hex: 0xF4F5F9)
        root.backdrop()
        let ink = Color(hex: 0x2B3445)

        root.addSublayer(LayerKit.label("Discover", origin: Point(24, 44), width: 200, size: 30, color: ink, weight: .bold))

        // The scroll view: a clipping viewport and its content, pages side by side.
        let viewport = Layer(frame: Rect(0, 100, W, 420))
        viewport.masksToBounds = true
        root.addSublayer(viewport)
        let content = Layer(frame: Rect(0, 0, pageWidth * Double(pageCount), 420))
        content.name = "content"
        viewport.addSublayer(content)
        for (i, page) in pages.enumerated() {
            let card = Rect(Double(i) * pageWidth + 24, 10, pageWidth - 48, 400)
            let g = LayerKit.gradient(card, colors: page.colors, start: Point(0, 0), end: Point(1, 1))
            g.cornerRadius = 24
            g.masksToBounds = true
            g.addSublayer(LayerKit.disc(center: Point(card.width - 40, 70), radius: 90, color: Color(white: 1, alpha: 0.12)))
            g.addSublayer(LayerKit.disc(center: Point(60, 260), radius: 50, color: Color(white: 1, alpha: 0.1)))
            g.addSublayer(
                LayerKit.label("0\(i + 1)", origin: Point(24, 24), width: 100, size: 18, color: Color(white: 1, alpha: 0.8), weight: .bold))
            g.addSublayer(
                LayerKit.label(page.title, origin: Point(24, 300), width: card.width - 48, size: 30, color: .white, weight: .bold))
            g.addSublayer(
                LayerKit.label(page.subtitle, origin: Point(24, 344), width: card.width - 48, size: 16, color: Color(white: 1, alpha: 0.85))
            )
            content.addSublayer(g)
        }

        // The page control: dots, and the ball drawn from custom properties.
        let control = Layer(frame: Rect(0, controlY - 30, W, 60))
        control.name = "pageControl"
        control.declare(CustomProperty("ballX", default: dotX(0, width: W)))
        control.declare(CustomProperty("progress", default: 0.5))
        control.contents = .drawing { dc, st in
            for i in 0..<pageCount {
                dc.fill(Shapes.circle(Point(dotX(Double(i), width: W), 30), 5), color: Color(hex: 0xC9CED9))
            }
            dc.fill(
                ballPath(center: Point(st.customScalar("ballX"), 30), progress: st.customScalar("progress")), color: Color(hex: 0xFF3B30))
        }
        root.addSublayer(control)

        let readout = LayerKit.label(
            "contentOffset.x 0.0 · progress 0.500", origin: Point(0, 612), width: W, size: 13, color: ink.withAlpha(0.65), align: .center)
        readout.font = FontDescriptor(file: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf")
        readout.name = "readout"
        root.addSublayer(readout)

        // State: the page the scroll view last rested on, and the last landing (time, direction).
        var offset = 0.0
        var restPage = 0
        var landing: (time: Double, direction: Double)? = nil
        ctx.handlers.onScroll = { g in
            offset = g.offset
            let delta = (offset - Double(restPage) * pageWidth) / pageWidth
            if abs(delta) >= 1 - 1e-9 {
                restPage += delta > 0 ? 1 : -1
                landing = (g.time, delta > 0 ? 1 : -1)
            } else if abs(delta) > 1e-9 {
                landing = nil
            }
        }
        _ = DisplayLink { link in
            content.frame = Rect(-offset, 0, pageWidth * Double(pageCount), 420)
            let delta = (offset - Double(restPage) * pageWidth) / pageWidth
            var stretch = delta
            if let l = landing, abs(delta) < 1e-9 { stretch = l.direction * springFactor(link.timestamp - l.time) }
            let progress = min(1, max(0, 0.5 + stretch / 2))
            let x = dotX(Double(restPage) + delta, width: W)
            control.setValue(.scalar(x), forKeyPath: "ballX")
            control.setValue(.scalar(progress), forKeyPath: "progress")
            readout.string = "contentOffset.x \(fixed(offset, digits: 1)) · progress \(fixed(progress, digits: 3))"
        }
        return root
    }
}
