import ClipAnimation
import ClipGeometry
import ClipRaster

/// H1 `presentation-hit-test` (004 "presentationLayer演示层"): a red 100 × 100 view at (50, 100)
/// drops to (50, 400) in 1 s, linearly: the model frame jumps at once and a `position.y`
/// animation with neither from nor to interpolates the previous presentation value (150) to the
/// new model value (450). Taps are hit-tested against the *presentation* layer (what is on
/// screen), not the model:
///
/// ```objc
/// _redView.frame = CGRectMake(50, 400, 100, 100);
/// CABasicAnimation *anim = [CABasicAnimation animation];
/// anim.keyPath = @"position.y"; anim.duration = 1; anim.removedOnCompletion = NO;
/// [_redView.layer addAnimation:anim forKey:nil];
/// // touchesBegan: if (_redView.layer.presentationLayer == [_redView.layer hitTest:p]) NSLog(@"1");
/// ```
/// The seed passes a point in the view's own coordinates to `hitTest:`, which expects the
/// superlayer's; the intended test (the point in the superview against the presentation frame)
/// is used. Script: tap at 0.5 s starts the drop; at 0.9 s a tap on the moving square (100, 270)
/// hits; at 1.3 s a tap at (100, 480), inside the model frame but below the on-screen square,
/// misses; at 1.9 s a tap on the landed square hits.
/// [CHOICE] feedback: a green ring and "hit" for a presentation hit, a red ring and "miss"
/// otherwise, each expanding and fading in 0.6 s; a dashed ghost marks the model frame; a console
/// line counts the NSLog(@"1")s.
enum PresentationHitTest {
    static let size = CoreAnimationNotes.screen
    static let script = InteractionScript([
        .tap(at: 0.5, point: Point(300, 620)), .tap(at: 0.9, point: Point(100, 270)),
        .tap(at: 1.3, point: Point(100, 480)), .tap(at: 1.9, point: Point(100, 450)),
    ])

    static let scene = EngineScene(
        id: "presentation-hit-test", title: "Hit-testing the presentation layer of a falling view",
        source: CoreAnimationNotes.source("H1", "presentationLayer演示层"), tags: [.gesture, .text],
        keyTimes: [0.4, 0.95, 1.35, 2.0], size: size, duration: 2.8, script: script, build: build)

    static func build(_ ctx: SceneContext) -> Layer {
        let view = Layer(frame: Rect(0, 0, size.width, size.height))
        view.backgroundColor = .white
        view.backdrop()

        let ghost = ShapeLayer()
        ghost.name = "modelGhost"
        ghost.frame = Rect(50, 100, 100, 100)
        ghost.path = rectPath(Rect(0, 0, 100, 100))
        ghost.fillColor = nil; ghost.strokeColor = Color(hex: 0x8E8E93); ghost.lineDashPattern = [5, 4]
        view.addSublayer(ghost)
        ghost.addSublayer(LayerKit.label("model", origin: Point(105, 0), width: 80, size: 12, color: Color(hex: 0x8E8E93)))

        let redView = Layer(frame: Rect(50, 100, 100, 100))
        redView.name = "redView"
        redView.backgroundColor = .red
        view.addSublayer(redView)

        let console = LayerKit.label("", origin: Point(20, 690), width: 374, size: 14, color: Color(hex: 0x3A3A3C))
        console.name = "console"
        view.addSublayer(console)
        var logs = 0, dropped = false

        func feedback(_ p: Point, hit: Bool) {
            let color = hit ? Color(hex: 0x30D158) : Color(hex: 0xFF3B30)
            let ring = ShapeLayer()
            ring.frame = Rect(p.x - 30, p.y - 30, 60, 60)
            ring.path = ovalPath(in: Rect(0, 0, 60, 60))
            ring.fillColor = nil; ring.strokeColor = color; ring.lineWidth = 3
            let word = LayerKit.label(
                hit ? "hit" : "miss", origin: Point(p.x + 36, p.y - 12), width: 80, size: 18,
                color: color, weight: .bold)
            view.addSublayer(ring); view.addSublayer(word)
            let grow = BasicAnimation(keyPath: .scale, from: 0.4, to: 1.4, duration: 0.6)
            grow.timingFunction = .easeOut
            let fade = BasicAnimation(keyPath: .opacity, from: 1, to: 0, duration: 0.6)
            fade.timingFunction = .easeIn
            ring.opacity = 0; word.opacity = 0
            ring.add(grow, forKey: "grow"); ring.add(fade, forKey: "fade"); word.add(fade, forKey: "fade")
        }

        ctx.handlers.onTap = { p in
            if !dropped {
                dropped = true
                redView.frame = Rect(50, 400, 100, 100)
                ghost.frame = Rect(50, 400, 100, 100)
                let anim = BasicAnimation(keyPath: .positionY)
                anim.duration = 1
                anim.isRemovedOnCompletion = false
                redView.add(anim, forKey: nil)
                return
            }
            // The presentation layer is what the finger sees.
            let hit = redView.presentation().frame.contains(p)
            if hit { logs += 1; console.string = "NSLog: " + Array(repeating: "1", count: logs).joined(separator: " ") }
            feedback(p, hit: hit)
        }
        return view
    }
}
