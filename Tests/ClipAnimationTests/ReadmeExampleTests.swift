import XCTest
import ClipAnimation
import ClipGeometry
import ClipRaster

/// The README's example, compiled and run (keeps the documented API honest).
final class ReadmeExampleTests: XCTestCase {
    func testReadmeExample() throws {
        let renderer = LayerSceneRenderer(
            size: Size(320, 568), scale: 0.5, seed: 1,
            showTouches: true, background: .white,
            script: InteractionScript([.tap(at: 2, point: Point(160, 300))])
        ) { ctx in
            let root = Layer()
            let ball = ShapeLayer()
            ball.frame = Rect(135, 100, 50, 50)
            ball.path = ovalPath(in: ball.bounds)
            ball.fillColor = Color(hex: 0xFF6B6B)
            root.addSublayer(ball)

            let drop = BasicAnimation(keyPath: .positionY, from: 125, to: 400, duration: 1.2)
            drop.timingFunction = .easeIn
            drop.beginTime = currentMediaTime() + 0.5
            drop.fillMode = .backwards
            ball.position.y = 400
            ball.add(drop, forKey: "drop")

            ctx.handlers.onTap = { _ in
                let pop = SpringAnimation(keyPath: .scale)
                pop.fromValue = 0.5; pop.toValue = 1; pop.damping = 5
                pop.duration = pop.settlingDuration
                ball.add(pop, forKey: "pop")
                after(1) { ball.fillColor = Color(hex: 0x4ECDC4) }
            }
            return root
        }
        let (w, h) = renderer.pixelSize
        let pixmap = Pixmap(width: w, height: h)
        try renderer.render(time: 2.5, into: pixmap.view)
        // The ball has landed (y = 400 pt → 200 px) and is still red (colour changes at 3 s).
        let p = pixmap[80, 200]
        XCTAssertGreaterThan(p.r, 200); XCTAssertLessThan(p.g, 150)
        try renderer.render(time: 3.5, into: pixmap.view)
        XCTAssertLessThan(pixmap[80, 200].r, 120)
    }
}
