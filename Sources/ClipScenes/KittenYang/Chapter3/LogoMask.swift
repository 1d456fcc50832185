import ClipAnimation
import ClipGeometry
import ClipRaster

/// 3.1 `logo-mask`: the mask basics that open the Twitter-launch chapter (IMAGE 3.1). A 100 × 100
/// `photoImage` gets a plain `CALayer` mask whose `contents` is the logo and whose frame is the
/// image view's bounds, so the photo only shows inside the star.
///
/// [SEED] "IMAGE 3.1 大小为 100*100 的 photoImage … 所以当我们使用时，就需要单独创建一个 CALayer 作为
/// mask。… maskLayer.contents = (id)[UIImage imageNamed:@"logo"].CGImage; //必须是CGImageRef
/// maskLayer.frame = CGRectMake(0, 0, _photoImage.frame.size.width, _photoImage.frame.size.height);
/// _photoImage.layer.mask = maskLayer; … 运行之后，可以看到 photoImage 已经被遮罩了。"
///
/// Choices (⚑): the photo is procedural (a sunset over hills and a lake); the 100 × 100 view sits
/// in a stage scaled 2.8× so the beat fills the frame; the star is the `twitter-launch` logo. The
/// beat is staged in three steps: the bare photo, the logo's outline drawn over it (where the mask
/// will be), then the mask assignment (an unmasked copy underneath fades out, so the viewer sees
/// what the mask removes).
enum LogoMask {
    /// The image view's side [SEED]: 100 pt.
    static let photoSide = 100.0
    /// The stage's magnification [CHOICE].
    static let zoom = 2.8
    /// When the outline draws and when the mask takes over [CHOICE].
    static let outlineStart = 0.7, outlineDuration = 0.5
    static let maskStart = 1.5, maskDuration = 0.6

    static let background = TwitterLaunch.windowColor

    static let scene = EngineScene(
        id: "logo-mask", title: "Layer mask basics: a photo masked by the logo",
        source: .kittenYang("3.1", reference: "IMAGE 3.1"), tags: [.mask, .text], keyTimes: [0.40, 1.05, 1.80, 3.00],
        duration: 3.1, background: background, build: build)

    /// The photo (IMAGE 3.1 stand-in) in its own 100 × 100 space.
    static func photoContents() -> LayerContents {
        .drawing { dc, st in
            let b = st.bounds
            dc.saveGState()
            dc.scaleBy(x: b.width / 100, y: b.height / 100)
            let sky = Paint.linearGradient(
                stops: [
                    GradientStop(location: 0, color: Color(hex: 0x2B1E5C)), GradientStop(location: 0.45, color: Color(hex: 0xD9487A)),
                    GradientStop(location: 0.75, color: Color(hex: 0xFFA552)),
                ], start: Point(0, 0), end: Point(0, 62))
            dc.fill(Path(rect: Rect(0, 0, 100, 62)), paint: sky)
            dc.fill(Shapes.circle(Point(58, 50), 13), color: Color(hex: 0xFFE3A3))
            var far = Path()
            far.move(to: Point(0, 52)); far.quad(to: Point(40, 50), control: Point(20, 36))
            far.quad(to: Point(100, 46), control: Point(70, 30)); far.line(to: Point(100, 64)); far.line(to: Point(0, 64)); far.close()
            dc.fill(far, color: Color(hex: 0x7A2E6E))
            var near = Path()
            near.move(to: Point(0, 60)); near.quad(to: Point(55, 62), control: Point(25, 44))
            near.quad(to: Point(100, 58), control: Point(80, 50)); near.line(to: Point(100, 66)); near.line(to: Point(0, 66)); near.close()
            dc.fill(near, color: Color(hex: 0x3E1A4F))
            let lake = Paint.linearGradient(
                stops: [GradientStop(location: 0, color: Color(hex: 0xC4477E)), GradientStop(location: 1, color: Color(hex: 0x241447))],
                start: Point(0, 62), end: Point(0, 100))
            dc.fill(Path(rect: Rect(0, 62, 100, 38)), paint: lake)
            for (y, w) in [(68.0, 18.0), (74.0, 12.0), (81.0, 7.0)] {
                dc.fill(roundedRectPath(Rect(58 - w / 2, y, w, 1.6), radius: 0.8), color: Color(hex: 0xFFE3A3).withAlpha(0.7))
            }
            dc.restoreGState()
        }
    }

    /// The star logo's outline in a 100 × 100 space (the `twitter-launch` logo, same geometry).
    static var starOutline: Path {
        var p = Path.star(center: Point(0.5, 0.5 + 0.047), outerRadius: 0.5, innerRadius: 0.25, points: 5, tipRounding: 0.04)
        p = p.applying(AffineTransform(scaleX: photoSide, y: photoSide))
        return p
    }

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width, H = ctx.size.height
        let root = Layer(frame: Rect(0, 0, W, H))
        root.backgroundColor = background
        root.backdrop()

        root.addSublayer(
            LayerKit.label("IMAGE 3.1 · layer.mask", origin: Point(0, 70), width: W, size: 24, color: .white, weight: .bold, align: .center)
        )
        let step = LayerKit.label(
            "photoImage: a 100 × 100 image view", origin: Point(0, 108), width: W, size: 15,
            color: Color(white: 1, alpha: 0.8), weight: .medium, align: .center)
        step.name = "stepLabel"
        root.addSublayer(step)

        // The stage: the 100 × 100 view, magnified for the frame.
        let stage = Layer()
        stage.bounds = Rect(0, 0, photoSide, photoSide)
        stage.position = Point(W / 2, H / 2 - 10)
        stage.transform = CATransform3DMakeScale(zoom, zoom, 1)
        root.addSublayer(stage)

        // The bare photo, shown first; it fades out when the mask is set on the copy above it.
        let bare = Layer(frame: Rect(0, 0, photoSide, photoSide))
        bare.name = "barePhoto"
        bare.contents = photoContents()
        stage.addSublayer(bare)

        // photoImage, the view that gets the mask.
        let photoImage = Layer(frame: Rect(0, 0, photoSide, photoSide))
        photoImage.name = "photoImage"
        photoImage.contents = photoContents()
        stage.addSublayer(photoImage)

        // The outline of where the logo will cut (a teaching overlay, not part of the mask).
        let outline = LayerKit.shape(
            starOutline, frame: Rect(0, 0, photoSide, photoSide), fill: nil, stroke: .white, lineWidth: 1.2, cap: .round, join: .round)
        outline.name = "logoOutline"
        outline.strokeEnd = 0
        stage.addSublayer(outline)

        let code = LayerKit.label(
            "maskLayer.contents = logo.CGImage", origin: Point(0, H - 150), width: W, size: 15,
            color: Color(hex: 0xFFD7D7), weight: .semibold, align: .center)
        code.font = FontDescriptor(file: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf")
        code.opacity = 0
        root.addSublayer(code)
        let code2 = LayerKit.label(
            "_photoImage.layer.mask = maskLayer", origin: Point(0, H - 124), width: W, size: 15,
            color: Color(hex: 0xFFD7D7), weight: .semibold, align: .center)
        code2.font = FontDescriptor(file: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf")
        code2.opacity = 0
        root.addSublayer(code2)

        // Step 2: the logo's outline draws itself over the photo.
        after(outlineStart) {
            step.string = "the logo: a CALayer whose contents is an image"
            outline.strokeEnd = 1
            let draw = BasicAnimation(keyPath: .strokeEnd, from: 0, to: 1, duration: outlineDuration)
            draw.timingFunction = .easeInEaseOut
            outline.add(draw, forKey: "draw")
            ViewAnimation.animate(withDuration: 0.3, animations: { code.opacity = 1 })
        }

        // Step 3 [SEED]: maskLayer.contents = logo; maskLayer.frame = photoImage's bounds; assign.
        after(maskStart) {
            let maskLayer = Layer()
            maskLayer.name = "maskLayer"
            maskLayer.contents = TwitterLaunch.logoContents()
            maskLayer.frame = Rect(0, 0, photoImage.frame.width, photoImage.frame.height)
            photoImage.mask = maskLayer
            step.string = "masked: the photo shows only inside the logo"
            ViewAnimation.animate(
                withDuration: maskDuration, options: .curveEaseInOut,
                animations: {
                    bare.opacity = 0
                    outline.opacity = 0
                    code2.opacity = 1
                })
        }
        return root
    }
}
