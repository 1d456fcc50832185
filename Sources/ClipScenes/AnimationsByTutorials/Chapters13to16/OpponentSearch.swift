import ClipAnimation
import ClipGeometry
import ClipRaster

/// §2.11 `opponent-search` (ch. 13 "Shapes and Masks", MultiplayerSearch): two avatars — photos
/// masked by a shape layer under a 6 pt white ring — rush together on a spring, squash on
/// contact (path morph of ring and mask), spring apart, over and over; the opponent is found at
/// 4 s, connected at 8 s, "Ready to play" at 9 s, and at the next meeting (9.4 s) both morph into
/// squares and stay.
///
/// ⚑ choices: the oval → square morph runs through rounded squares: circle and square are both
/// laid out as `roundedSquarePath` (twelve cubics, radius 45 and 0), whose points are affine in
/// the radius, so every in-between frame is a rounded square with a smaller radius — smooth and
/// convex. (Mapping the oval's eighths onto the square's half edges, `Path(rectMatchingOvalIn:)`,
/// put a corner at each of the oval's 45° points from the first frame: the kinked outlines of
/// 9.45–9.6 s.) All artwork is procedural (§4); ArialRoundedMTBold is Inter Bold; the names under
/// the avatars and "vs." are white with a dark drop shadow (the book's black names do not read
/// on the dark stand-in ring); the clip is 11.5 s.
enum OpponentSearch {
    static let statusColor = Color.white
    static let searchAgainColor = Color(r: 0.902, g: 0.820, b: 0.205)

    static let scene = EngineScene(
        id: "opponent-search", title: "Searching for an opponent: masked avatars that squash and turn square",
        source: .animationsByTutorials("13.1", reference: "Shapes and Masks, MultiplayerSearch"),
        tags: [.mask, .spring, .bezier], keyTimes: [0.9, 5.0, 9.3, 11.0], size: Size(320, 568), duration: 11.5,
        background: .black, build: build)

    /// AvatarView: photo layer (masked by `maskLayer`), ring `circleLayer`, name label.
    final class AvatarView {
        let lineWidth = 6.0
        let animationDuration = 1.0
        let view: Layer
        let photoLayer = Layer()
        let circleLayer = ShapeLayer()
        let maskLayer = ShapeLayer()
        let label = TextLayer()
        var shouldTransitionToFinishedState = false
        var isSquare = false

        init(frame: Rect, name: String) {
            view = Layer(frame: frame)
            view.name = name
            photoLayer.name = name + ".photo"
            circleLayer.name = name + ".circle"
            maskLayer.name = name + ".mask"
            let bounds = view.bounds
            photoLayer.mask = maskLayer
            view.addSublayer(photoLayer)
            circleLayer.path = ovalPath(in: bounds)
            circleLayer.strokeColor = .white
            circleLayer.lineWidth = lineWidth
            circleLayer.fillColor = .clear
            circleLayer.frame = bounds
            maskLayer.path = circleLayer.path
            maskLayer.position = Point(0, 10)
            view.addSublayer(circleLayer)
            label.frame = Rect(0, bounds.height + 10, bounds.width, 24)
            label.font = FontDescriptor(weight: .bold)
            label.fontSize = 18
            label.foregroundColor = .white
            label.alignmentMode = .center
            OpponentSearch.darkShadow(label)
            view.addSublayer(label)
        }

        /// `image` didSet + layout: the photo is centred (offset by the line width) at its own size.
        func setImage(_ contents: LayerContents, size: Size) {
            let b = view.bounds
            photoLayer.frame = Rect(
                (b.width - size.width + lineWidth) / 2, (b.height - size.height - lineWidth) / 2,
                size.width, size.height)
            photoLayer.contents = contents
        }
        var name: String? {
            get { label.string.isEmpty ? nil : label.string }
            set { label.string = newValue ?? "" }
        }

        func bounceOff(point: Point, morphSize: Size) {
            let originalCenter = view.position
            ViewAnimation.animate(
                withDuration: animationDuration, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
                animations: { self.view.position = point },
                completion: { _ in if self.shouldTransitionToFinishedState { self.animateToSquare() } })
            ViewAnimation.animate(
                withDuration: animationDuration, delay: animationDuration, usingSpringWithDamping: 0.7,
                initialSpringVelocity: 1.0, animations: { self.view.position = originalCenter },
                completion: { _ in after(0.1) { if !self.isSquare { self.bounceOff(point: point, morphSize: morphSize) } } })

            let bounds = view.bounds
            let morphedFrame =
                originalCenter.x > point.x
                ? Rect(0, bounds.height - morphSize.height, morphSize.width, morphSize.height)
                : Rect(bounds.width - morphSize.width, bounds.height - morphSize.height, morphSize.width, morphSize.height)
            let morphAnimation = BasicAnimation(keyPath: "path")
            morphAnimation.duration = animationDuration
            morphAnimation.toValue = .path(ovalPath(in: morphedFrame))
            morphAnimation.timingFunction = .easeOut
            circleLayer.add(morphAnimation, forKey: nil)
            maskLayer.add(morphAnimation, forKey: nil)
        }

        func animateToSquare() {
            isSquare = true
            let bounds = view.bounds
            let squarePath = OpponentSearch.roundedSquarePath(in: bounds, cornerRadius: 0)
            let morph = BasicAnimation(keyPath: "path")
            morph.duration = 0.25
            // `circleLayer.path` (the oval of the bounds) in the same twelve-cubic layout.
            morph.fromValue = .path(OpponentSearch.roundedSquarePath(in: bounds, cornerRadius: bounds.width / 2))
            morph.toValue = .path(squarePath)
            circleLayer.add(morph, forKey: nil)
            maskLayer.add(morph, forKey: nil)
            circleLayer.path = squarePath
            maskLayer.path = squarePath
        }
    }

    /// `rect`'s outline with corners of radius `cornerRadius` (clamped to 0…half the shorter side)
    /// as twelve cubics, laid out like `Path(ellipseIn:)`: move to (maxX, midY), then clockwise on
    /// screen, per quarter a straight cubic along the edge, the corner's quarter arc, a straight
    /// cubic to the next edge's midpoint. With the radius at half a square's side the straight
    /// pieces have zero length and the arcs are `ovalPath(in:)`'s quarters; with 0 the arcs shrink
    /// to the corners. Every point is affine in the radius, so interpolating two of these paths
    /// gives the rounded square of the interpolated radius.
    static func roundedSquarePath(in rect: Rect, cornerRadius: Double) -> Path {
        let r = max(0, min(cornerRadius, min(rect.width, rect.height) / 2))
        let k = 0.5522847498307936
        let x0 = rect.minX, x1 = rect.maxX, y0 = rect.minY, y1 = rect.maxY
        var p = Path()
        var cur = Point(x1, rect.midY)
        p.move(to: cur)
        func straight(_ q: Point) { p.cubic(to: q, control1: cur.lerp(to: q, 1.0 / 3), control2: cur.lerp(to: q, 2.0 / 3)); cur = q }
        func arc(_ c1: Point, _ c2: Point, _ q: Point) { p.cubic(to: q, control1: c1, control2: c2); cur = q }
        straight(Point(x1, y1 - r))
        arc(Point(x1, y1 - r + k * r), Point(x1 - r + k * r, y1), Point(x1 - r, y1))
        straight(Point(rect.midX, y1))
        straight(Point(x0 + r, y1))
        arc(Point(x0 + r - k * r, y1), Point(x0, y1 - r + k * r), Point(x0, y1 - r))
        straight(Point(x0, rect.midY))
        straight(Point(x0, y0 + r))
        arc(Point(x0, y0 + r - k * r), Point(x0 + r - k * r, y0), Point(x0 + r, y0))
        straight(Point(rect.midX, y0))
        straight(Point(x1 - r, y0))
        arc(Point(x1 - r + k * r, y0), Point(x1, y0 + r - k * r), Point(x1, y0 + r))
        straight(Point(x1, rect.midY))
        p.close()
        return p
    }

    /// A dark, slightly blurred drop shadow under white text, so it reads on the ring's ropes and
    /// dark backdrop.
    static func darkShadow(_ layer: Layer) {
        layer.shadowColor = Color(hex: 0x050A1C)
        layer.shadowOpacity = 0.9
        layer.shadowOffset = Size(0, 1.5)
        layer.shadowRadius = 2
    }

    /// A UILabel in ArialRoundedMTBold (stand-in: Inter Bold), centred.
    static func label(_ s: String, frame: Rect, size: Double, color: Color) -> UILabelStandIn {
        UILabelStandIn(s, frame: frame, size: size, color: color, font: FontDescriptor(weight: .bold))
    }

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width, H = ctx.size.height
        let root = Layer(frame: Rect(0, 0, W, H))
        let background = Layer(frame: root.bounds)
        background.contents = StandIns13to16.boxingRing()
        root.addSublayer(background)
        background.backdrop(wholeLayer: true) // the boxing ring behind the search

        let status = label("Searching for opponents...", frame: Rect(44, 38, 232, 68), size: 29, color: statusColor)
        status.layer.name = "status"
        root.addSublayer(status.layer)

        let opponentAvatar = AvatarView(frame: Rect(19, 168, 90, 90), name: "opponentAvatar")
        opponentAvatar.setImage(StandIns13to16.emptyAvatar(), size: Size(97, 105))
        let myAvatar = AvatarView(frame: Rect(211, 168, 90, 90), name: "myAvatar")
        myAvatar.setImage(StandIns13to16.avatar1, size: Size(100, 100))
        myAvatar.name = "Me"
        root.addSublayer(opponentAvatar.view)
        root.addSublayer(myAvatar.view)

        let vs = label("vs.", frame: Rect(132, 191, 58, 43), size: 36, color: .white)
        vs.layer.name = "vs"
        vs.layer.opacity = 0
        darkShadow(vs.layer)
        root.addSublayer(vs.layer)
        let searchAgain = label("Search Again", frame: Rect(0, 484, 320, 55), size: 31, color: searchAgainColor)
        searchAgain.layer.name = "searchAgain"
        searchAgain.layer.opacity = 0
        searchAgain.layer.shadowColor = Color(white: 0.333)
        searchAgain.layer.shadowOffset = Size(2, 2)
        searchAgain.layer.shadowOpacity = 1
        searchAgain.layer.shadowRadius = 0
        root.addSublayer(searchAgain.layer)

        // viewDidAppear: searchForOpponent()
        let avatarSize = myAvatar.view.frame.size
        let bounceXOffset = avatarSize.width / 1.9
        let morphSize = Size(avatarSize.width * 0.85, avatarSize.height * 1.1)
        let rightBouncePoint = Point(W / 2 + bounceXOffset, myAvatar.view.position.y)
        let leftBouncePoint = Point(W / 2 - bounceXOffset, myAvatar.view.position.y)
        myAvatar.bounceOff(point: rightBouncePoint, morphSize: morphSize)
        opponentAvatar.bounceOff(point: leftBouncePoint, morphSize: morphSize)

        after(4) { // foundOpponent
            status.text = "Connecting..."
            opponentAvatar.setImage(StandIns13to16.avatar2, size: Size(100, 100))
            opponentAvatar.name = "Andy"
            after(4) { // connectedToOpponent
                myAvatar.shouldTransitionToFinishedState = true
                opponentAvatar.shouldTransitionToFinishedState = true
                after(1) { // completed
                    status.text = "Ready to play"
                    ViewAnimation.animate(
                        withDuration: 0.2,
                        animations: {
                            vs.layer.opacity = 1
                            searchAgain.layer.opacity = 1
                        })
                }
            }
        }
        return root
    }
}
