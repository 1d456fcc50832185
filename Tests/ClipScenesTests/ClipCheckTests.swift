import ClipAnimation
import ClipGeometry
import ClipRaster
@testable import ClipScenes
import XCTest

/// `clipgen check`'s findings on synthetic clips: each detector finds its defect, and leaves alone
/// the near misses it must not report (motion, one-way exits, deliberate declarations).
final class ClipCheckTests: XCTestCase {
    /// A 40 × 40 white frame with black squares (x, y, side).
    func frame(_ squares: [(Int, Int, Int)] = []) -> Pixmap {
        let p = Pixmap(width: 40, height: 40)
        p.view.fill(RGBA8(r: 255, g: 255, b: 255, a: 255))
        for (x0, y0, side) in squares {
            for y in max(0, y0)..<min(40, y0 + side) {
                for x in max(0, x0)..<min(40, x0 + side) {
                    p.view.row(y)[x * 4 + 0] = 0; p.view.row(y)[x * 4 + 1] = 0; p.view.row(y)[x * 4 + 2] = 0
                }
            }
        }
        return p
    }

    func deltas(_ frames: [Pixmap], fps: Int = 60) -> ClipDeltas {
        withExtendedLifetime(frames) { ClipDeltas(frames: frames.map(\.view), fps: fps) }
    }

    func testOneFrameFlashIsFound() {
        // A square shows in frame 3 only.
        let frames = (0..<6).map { $0 == 3 ? frame([(10, 10, 8)]) : frame() }
        let found = FrameChecks.flashes(deltas(frames))
        XCTAssertEqual(found.map(\.kind), [.flash])
        XCTAssertEqual(found.first?.time ?? -1, 3.0 / 60, accuracy: 1e-9)
        // ... and a frame that vanishes for one frame is a flash too (frame 2 lacks the square).
        let gap = (0..<6).map { $0 == 2 ? frame() : frame([(10, 10, 8)]) }
        XCTAssertEqual(FrameChecks.flashes(deltas(gap)).map(\.time), [2.0 / 60])
    }

    func testNoFlashWhenTheNeighboursDiffer() {
        // A square moving 6 px a frame: every frame differs from both neighbours, which differ too.
        let moving = (0..<6).map { frame([($0 * 6, 10, 8)]) }
        XCTAssertEqual(FrameChecks.flashes(deltas(moving)), [])
        // A square that appears and stays: frame 3 equals frame 4.
        let step = (0..<6).map { $0 >= 3 ? frame([(10, 10, 8)]) : frame() }
        XCTAssertEqual(FrameChecks.flashes(deltas(step)), [])
        // A one-pixel speck is under the minimum area.
        let speck = (0..<6).map { $0 == 3 ? frame([(10, 10, 1)]) : frame() }
        XCTAssertEqual(FrameChecks.flashes(deltas(speck)), [])
    }

    func testATurnaroundIsNotABreakInTime() {
        // Frame i's steps to its neighbours sum to 6400. A quarter frame away: 1600 on both sides
        // (motion reversing smoothly) is no break; 6400 on one side (the square shows at i only) is.
        func d(_ sum: Int) -> FrameDelta { FrameDelta(changed: sum / 100, touched: sum / 100, sum: sum) }
        XCTAssertFalse(FrameChecks.isBreak(step: 6400, before: d(1600), after: d(1600)))
        XCTAssertTrue(FrameChecks.isBreak(step: 6400, before: d(6400), after: d(0)))
        XCTAssertTrue(FrameChecks.isBreak(step: 6400, before: d(0), after: d(4000)))
    }

    func testStartJumpIsFound() {
        // Frame 0 shows a big square far away; from frame 1 a small one moves 1 px a frame.
        let frames = (0..<20).map { $0 == 0 ? frame([(0, 0, 20)]) : frame([(10 + $0, 30, 4)]) }
        let found = FrameChecks.startJump(deltas(frames))
        XCTAssertEqual(found.map(\.kind), [.startJump])
        let smooth = (0..<20).map { frame([(10 + $0, 30, 4)]) }
        XCTAssertEqual(FrameChecks.startJump(deltas(smooth)), [])
    }

    func testSeamJumpInALoopingClip() {
        // Moving at both ends, and the last frame is far from the first: a jump when the clip loops.
        let frames = (0..<30).map { frame([($0, 10, 12)]) }
        let found = FrameChecks.seamJump(deltas(frames))
        XCTAssertEqual(found.map(\.kind), [.seamJump])
        XCTAssertEqual(found.first?.time ?? -1, 29.0 / 60, accuracy: 1e-9)
        // A one-shot clip that ends on a still frame is not a loop.
        let oneShot = (0..<30).map { frame([(min($0, 20), 10, 12)]) }
        XCTAssertEqual(FrameChecks.seamJump(deltas(oneShot)), [])
        // A clip that comes back round to its start has no seam.
        let loop = (0..<30).map { frame([(abs(15 - abs($0 - 15)), 10, 12)]) }
        XCTAssertEqual(FrameChecks.seamJump(deltas(loop)), [])
    }

    func testStillStretchLongerThanTheLimit() {
        // 10 fps: a square moves for 5 frames, then holds for 40 frames (4 s), then moves again.
        let frames = (0..<50).map { i in frame([(i < 5 ? i : i < 45 ? 5 : i - 39, 10, 8)]) }
        var t = CheckThresholds()
        t.maxStill = 3
        let found = FrameChecks.stills(deltas(frames, fps: 10), thresholds: t)
        XCTAssertEqual(found.map(\.kind), [.still])
        XCTAssertEqual(found.first?.time ?? -1, 0.5, accuracy: 1e-9)
        XCTAssertEqual(found.first?.end ?? -1, 4.5, accuracy: 1e-9)
        t.maxStill = 5
        XCTAssertEqual(FrameChecks.stills(deltas(frames, fps: 10), thresholds: t), [], "4 s is within a 5 s limit")
    }

    /// A root node holding one 10 × 10 box at `x`.
    func tree(boxAt x: Double) -> RenderNode {
        var box = RenderNode()
        box.name = "box"
        box.bounds = Rect(0, 0, 10, 10)
        box.transform = ProjectiveTransform(AffineTransform(translationX: x, y: 20))
        box.ops = [.fill(rectPath(box.bounds), .solid(.black), .nonZero, .identity)]
        var root = RenderNode()
        root.bounds = Rect(0, 0, 100, 100)
        root.children = [box]
        return root
    }

    func samples(_ xs: [Double]) -> [TreeSample] { xs.map { TreeSample(tree(boxAt: $0), canvas: Size(100, 100)) } }

    func testContentThatLeavesAndComesBack() {
        let found = TreeChecks.leavesAndReturns(samples([20, 60, 120, 150, 90, 40]), fps: 10)
        XCTAssertEqual(found.map(\.kind), [.leavesAndReturns])
        XCTAssertEqual(found.first?.time ?? -1, 0.2, accuracy: 1e-9)
        XCTAssertEqual(found.first?.end ?? -1, 0.4, accuracy: 1e-9)
        // Leaving once, or entering once, is the effect, not a defect.
        XCTAssertEqual(TreeChecks.leavesAndReturns(samples([20, 60, 120, 150, 180]), fps: 10), [])
        XCTAssertEqual(TreeChecks.leavesAndReturns(samples([-50, -20, 5, 40, 80]), fps: 10), [])
        // Clipped away by an ancestor's masksToBounds is not "off the canvas".
        var clipped = tree(boxAt: 150)
        clipped.clip = rectPath(Rect(0, 0, 100, 100))
        let s = [tree(boxAt: 20), clipped, tree(boxAt: 20)].map { TreeSample($0, canvas: Size(100, 100)) }
        XCTAssertEqual(TreeChecks.leavesAndReturns(s, fps: 10), [])
    }

    /// The render trees of a scene with one text layer, each frame's text runs recorded.
    func textSamples(_ string: String, x: @escaping @Sendable (Double) -> Double, frames: Int = 4) throws -> [TreeSample] {
        let renderer = LayerSceneRenderer(size: Size(200, 100), scale: 1) { _ in
            let root = Layer(frame: Rect(0, 0, 200, 100))
            let label = TextLayer()
            label.frame = Rect(0, 40, 400, 30)
            label.string = string
            label.fontSize = 20
            root.addSublayer(label)
            let move = BasicAnimation(keyPath: .positionX, from: .scalar(x(0) + 200), to: .scalar(x(1) + 200), duration: 1)
            label.add(move, forKey: "move")
            label.position.x = x(1) + 200
            return root
        }
        return try (0..<frames).map { i in
            let tree = try TextDiagnostics.$collector.withValue(TextRunCollector()) {
                try renderer.checkedRenderTree(at: Double(i) / Double(frames - 1))
            }
            return TreeSample(tree, canvas: Size(200, 100))
        }
    }

    func testTextClippedByTheCanvas() throws {
        // "Hello, clipped world" at 20 pt is wider than the 200 pt canvas from x = 20.
        let clipped = try textSamples("Hello, clipped world", x: { _ in 20 })
        XCTAssertEqual(clipped.first?.texts.count, 1, "the text run reaches the render tree")
        let found = TreeChecks.clippedText(clipped, fps: 3, canvas: Size(200, 100))
        XCTAssertEqual(found.map(\.kind), [.textClipped])
        XCTAssertTrue(found.first?.detail.contains("right edge") ?? false, found.first?.detail ?? "")
        // Short text inside the canvas is not clipped.
        XCTAssertEqual(TreeChecks.clippedText(try textSamples("Hi", x: { _ in 20 }), fps: 3, canvas: Size(200, 100)), [])
        // Text sliding in across the edge is motion, not a clipped label.
        let sliding = try textSamples("Hello, clipped world", x: { 180 - 160 * $0 })
        XCTAssertEqual(TreeChecks.clippedText(sliding, fps: 3, canvas: Size(200, 100)), [])
    }

    func testMissingGlyphIsFound() throws {
        // U+10FFFD is a private-use code point no installed font draws.
        let found = TreeChecks.missingGlyphs(try textSamples("a\u{10FFFD}b", x: { _ in 10 }), fps: 3, canvas: Size(200, 100))
        XCTAssertEqual(found.map(\.kind), [.missingGlyph], "one finding, not one per frame")
        XCTAssertTrue(found.first?.detail.contains("U+10FFFD") ?? false, found.first?.detail ?? "")
        XCTAssertEqual(TreeChecks.missingGlyphs(try textSamples("abc", x: { _ in 10 }), fps: 3, canvas: Size(200, 100)), [])
    }

    func testDeclaredFindingsAreMarked() {
        let findings = [
            CheckFinding(kind: .still, time: 2, end: 6, detail: "hold"), CheckFinding(kind: .still, time: 8, end: 12, detail: "hold"),
            CheckFinding(kind: .flash, time: 2.5, detail: "flash"),
        ]
        let marked = applyDeclarations(findings, [CheckException(.still, from: 1.9, to: 3, reason: "the result holds")])
        XCTAssertEqual(marked.map { $0.declared?.reason }, ["the result holds", nil, nil])
        XCTAssertTrue(marked[0].line(scene: "s").hasSuffix("[declared: the result holds]"))
    }

    func testSceneCheckReadsTheEngine() throws {
        // A whole scene through SceneCheck: a clipped, box-drawing caption and a one-frame flash at 0.5 s (10 fps).
        let scene = EngineScene(id: "check-probe", title: "probe", keyTimes: [0], size: Size(200, 100), duration: 1) { _ in
            let root = Layer(frame: Rect(0, 0, 200, 100))
            let caption = LayerKit.label(
                "caption \u{10FFFD} running past the edge", origin: Point(20, 10), width: 400, size: 16, color: .black)
            root.addSublayer(caption)
            let blink = LayerKit.box(Rect(20, 40, 120, 50), color: .black)
            blink.isHidden = true
            root.addSublayer(blink)
            after(0.5) { blink.isHidden = false }
            after(0.55) { blink.isHidden = true }
            return root
        }
        let result = try SceneCheck.run(scene, options: SceneOptions(scale: 0.5, showTouches: false, fps: 10))
        XCTAssertEqual(result.frames, 10)
        XCTAssertEqual(
            Set(result.findings.map(\.kind)), [.flash, .textClipped, .missingGlyph],
            result.findings.map { $0.line(scene: "p") }.joined(separator: "\n"))
        XCTAssertEqual(result.findings.first { $0.kind == .flash }?.time ?? -1, 0.5, accuracy: 1e-9)
    }
}
