// The studio as a user's package runs it: `ClipgenCLI.main` over two scenes of its own (plus the
// built-in catalog), one with named, animated layers and one whose renderer throws (an unknown
// key path). The browser test (Tests/Browser/studio_test.py) checks the layer tree and the error
// line against it, through the same `studio` command a user's executable gets. A third scene
// draws the first second of the first one's frames but takes 25 ms over each (it sleeps: the pixels stay a pure
// function of time): slower than real time on any machine, so the page must buffer before it plays.
//
//     clipgen-studio-fixture studio [--port N] [--watch DIR]
import ClipgenCLI
import ClipgenLottie
import ClipgenScenes
import Foundation

let layers = EngineScene(
    id: "fixture-layers", title: "Fixture: named layers", source: SceneSource(.diagnostics, chapter: 1), keyTimes: [0, 1],
    size: Size(200, 120), duration: 2
) { ctx in
    let root = Layer(frame: Rect(0, 0, ctx.size.width, ctx.size.height))
    root.name = "root"
    root.backgroundColor = Color(r: 0.95, g: 0.95, b: 0.97, a: 1)
    let card = Layer(frame: Rect(20, 20, 160, 80))
    card.name = "card"
    card.backgroundColor = Color(r: 0.2, g: 0.45, b: 0.9, a: 1)
    card.opacity = 0.5
    let dot = Layer(frame: Rect(10, 30, 20, 20))
    dot.name = "dot"
    dot.backgroundColor = Color(r: 1, g: 0.8, b: 0.1, a: 1)
    dot.add(BasicAnimation(keyPath: .positionX, from: 20, to: 140, duration: 2), forKey: "slide")
    card.addSublayer(dot)
    root.addSublayer(card)
    return root
}

let broken = EngineScene(
    id: "fixture-throws", title: "Fixture: throws", source: SceneSource(.diagnostics, chapter: 1), keyTimes: [0],
    size: Size(200, 120), duration: 1
) { ctx in
    let root = Layer(frame: Rect(0, 0, ctx.size.width, ctx.size.height))
    let l = Layer(frame: Rect(0, 0, 10, 10))
    l.name = "typo"
    l.setValue(1, forKeyPath: "opacty")
    root.addSublayer(l)
    return root
}

/// The first second of `base`'s frames under another id, each taking at least 25 ms to render.
struct SlowScene: Scene {
    let base: any Scene
    var info: SceneInfo {
        var i = base.info
        i.id = "fixture-slow"
        i.title = "Fixture: slower than real time"
        return i
    }
    var size: Size { base.size }
    var duration: Double { min(1, base.duration) }
    func makeRenderer(options: SceneOptions) throws -> any SceneRenderer { SlowRenderer(base: try base.makeRenderer(options: options)) }
}

struct SlowRenderer: SceneRenderer {
    let base: any SceneRenderer
    func render(time: Double, into target: PixmapView) throws {
        usleep(25_000)
        try base.render(time: time, into: target)
    }
}

ClipgenCLI.main(scenes: [layers, broken, SlowScene(base: layers)], plugins: [.lottie, .builtInScenes])
