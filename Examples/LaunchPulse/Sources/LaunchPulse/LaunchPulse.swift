import ClipKit

/// A launch banner for an app called Beacon: a replicated pulse (CAReplicatorLayer, one ring
/// copied three times, 0.7 s apart) radiates from the app icon; at 1.2 s (`dispatch_after`) the
/// icon is pressed and springs back (UIView spring, damping 0.3), and the name and tagline spring
/// in beside it.
///
/// The iOS code it follows:
///
/// ```swift
/// let ring = CAShapeLayer(); ring.path = UIBezierPath(ovalIn: iconFrame).cgPath
/// let pulse = CAAnimationGroup(); pulse.animations = [scale, fade]; pulse.repeatCount = .infinity
/// replicator.instanceCount = 3; replicator.instanceDelay = 0.7
/// icon.transform = CGAffineTransform(scaleX: 0.82, y: 0.82)
/// UIView.animate(withDuration: 0.9, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0,
///                options: [], animations: { icon.transform = .identity })
/// ```
enum LaunchPulse {
    static let size = Size(480, 270)
    static let background = Color(hex: 0x1C1433)
    static let iconColor = Color(hex: 0xFF9F0A)
    static let ringColor = Color(hex: 0xFFC46B)
    static let iconCenter = Point(150, 135)
    static let iconSide = 96.0
    static let pressTime = 1.2

    static let scene = EngineScene(
        id: "launch-pulse", title: "Beacon launch: a replicated pulse and a UIView spring",
        tags: [.replicator, .spring], keyTimes: [0.8, 1.35, 2.2, 3.2], size: size, duration: 4, background: background,
        build: build)

    static func build(_ ctx: SceneContext) -> Layer {
        let root = Layer(frame: Rect(0, 0, size.width, size.height))
        let iconFrame = Rect(iconCenter.x - iconSide / 2, iconCenter.y - iconSide / 2, iconSide, iconSide)

        // One stroked ring, replicated: each copy starts its pulse 0.7 s after the one before.
        let replicator = ReplicatorLayer()
        replicator.frame = root.bounds
        replicator.instanceCount = 3
        replicator.instanceDelay = 0.7
        let ring = ShapeLayer()
        ring.frame = iconFrame
        ring.path = ovalPath(in: ring.bounds)
        ring.fillColor = nil
        ring.strokeColor = ringColor
        ring.lineWidth = 3
        ring.opacity = 0
        let grow = BasicAnimation(keyPath: .scale, from: 0.9, to: 2.4)
        let fade = BasicAnimation(keyPath: .opacity, from: 0.9, to: 0)
        let pulse = AnimationGroup([grow, fade], duration: 2.1)
        pulse.timingFunction = .easeOut
        pulse.repeatCount = .infinity
        pulse.beginTime = currentMediaTime() + 0.2
        ring.add(pulse, forKey: "pulse")
        replicator.addSublayer(ring)
        root.addSublayer(replicator)

        // The app icon: a rounded square with a white beacon (a dot and two arcs).
        let icon = Layer(frame: iconFrame)
        icon.name = "icon"
        icon.backgroundColor = iconColor
        icon.cornerRadius = 22
        let glyph = ShapeLayer()
        glyph.frame = icon.bounds
        glyph.path = beaconGlyph(center: Point(iconSide / 2, iconSide / 2 + 12))
        glyph.fillColor = nil
        glyph.strokeColor = .white
        glyph.lineWidth = 6
        glyph.lineCap = .round
        icon.addSublayer(glyph)
        let dot = ShapeLayer()
        dot.frame = icon.bounds
        dot.path = ovalPath(in: Rect(iconSide / 2 - 7, iconSide / 2 + 5, 14, 14))
        dot.fillColor = .white
        icon.addSublayer(dot)
        root.addSublayer(icon)

        let name = label("Beacon", y: 98, size: 40, weight: .bold, color: .white)
        let tagline = label("Find your people nearby", y: 150, size: 18, weight: .regular, color: Color(hex: 0xB9B0D6))
        root.addSublayer(name)
        root.addSublayer(tagline)

        after(pressTime) {
            // Pressed: jump to 82 %, then the spring brings it back, overshooting.
            Transaction.withoutActions { icon.transform = CATransform3DMakeScale(0.82, 0.82, 1) }
            ViewAnimation.animate(
                withDuration: 0.9, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0,
                animations: { icon.transform = .identity })
            for (i, text) in [name, tagline].enumerated() {
                ViewAnimation.animate(
                    withDuration: 0.8, delay: 0.15 + 0.12 * Double(i), usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
                    animations: {
                        text.opacity = 1
                        text.position.x -= 40
                    })
            }
        }
        return root
    }

    /// A left-aligned line of text right of the icon, hidden and 40 pt further right until the press.
    static func label(_ string: String, y: Double, size: Double, weight: FontDescriptor.Weight, color: Color) -> TextLayer {
        let t = TextLayer()
        t.frame = Rect(262, y, 210, size * 1.3)
        t.string = string
        t.fontSize = size
        t.font = FontDescriptor(weight: weight)
        t.foregroundColor = color
        t.alignmentMode = .left
        t.opacity = 0
        return t
    }

    /// Two concentric arcs opening upwards above `center`, like a broadcast symbol.
    static func beaconGlyph(center c: Point) -> Path {
        var p = Path()
        for r in [16.0, 28.0] {
            p.addArc(center: c, radius: r, startAngle: -.pi * 0.8, endAngle: -.pi * 0.2, clockwise: true, newSubpath: true)
        }
        return p
    }
}
