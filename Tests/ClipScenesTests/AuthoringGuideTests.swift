import ClipEncode
import Foundation
import XCTest

// The clipgen code of docs/authoring.md and of the DocC article WritingAScene.md, verbatim:
// `testGuideShowsThisCode` checks that every Swift block of those pages marked
// `<!-- checked: AuthoringGuideTests -->` appears in this file, and the other tests render the scene
// and check its pixels, so the pages cannot drift from the engine.

// guide: scene
/// A badge that pulses (a `CABasicAnimation` on `transform.scale`) above a card that springs up
/// from below the screen (`UIView.animate(withDuration:delay:usingSpringWithDamping:…)`).
let pulseAndSpring = EngineScene(
    id: "pulse-and-spring", title: "A CALayer pulse and a UIView spring",
    keyTimes: [0.6, 1.5],
    size: Size(320, 480), duration: 2.4, background: .white
) { ctx in
    let root = Layer() // the view controller's view: its frame becomes the canvas

    let card = Layer() // a UIView in the app: here its layer
    card.name = "card"
    card.bounds = Rect(0, 0, 240, 140)
    card.position = Point(160, 620) // view.center: starts below the screen
    card.backgroundColor = Color(hex: 0x4ECDC4)
    card.cornerRadius = 16
    root.addSublayer(card)

    let badge = ShapeLayer() // a CAShapeLayer
    badge.name = "badge"
    badge.frame = Rect(130, 90, 60, 60)
    badge.path = ovalPath(in: badge.bounds)
    badge.fillColor = Color(hex: 0xFF6B6B)
    root.addSublayer(badge)

    let pulse = BasicAnimation(keyPath: "transform.scale", from: 1.0, to: 1.2, duration: 0.6)
    pulse.autoreverses = true
    pulse.repeatCount = .infinity
    pulse.timingFunction = .easeInEaseOut
    badge.add(pulse, forKey: "pulse")

    ViewAnimation.animate(
        withDuration: 0.8, delay: 0.5, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
        options: [], animations: { card.position.y = 300 })
    return root
}
// guide: end

// ClipKit's documentation page (Sources/ClipKit/ClipKit.docc/ClipKit.md), verbatim.
import ClipKit

let hello = EngineScene(
    id: "hello", title: "Hello",
    keyTimes: [0.5], size: Size(320, 240), duration: 1
) { ctx in
    let root = Layer()
    let dot = ShapeLayer()
    dot.frame = Rect(140, 100, 40, 40)
    dot.path = ovalPath(in: dot.bounds)
    dot.fillColor = .red
    root.addSublayer(dot)
    dot.add(BasicAnimation(keyPath: .opacity, from: 0, to: 1, duration: 1), forKey: "fade")
    return root
}

/// Compiled, not run (it writes hello.mp4 in the working directory).
func renderHelloAsTheDocsDo() throws {
    try renderClip(scene: hello, format: .mp4, to: "hello.mp4")
}

final class AuthoringGuideTests: XCTestCase {
    /// The frame at `time`, 1 px per point (320 × 480).
    private func frame(at time: Double) throws -> Pixmap {
        let renderer = try pulseAndSpring.makeRenderer(options: SceneOptions(scale: 1))
        let (w, h) = pulseAndSpring.pixelSize(scale: 1)
        let image = Pixmap(width: w, height: h)
        try renderer.render(time: time, into: image.view)
        return image
    }

    private func assertColor(_ p: RGBA8, _ hex: UInt32, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        let want = RGBA8(UInt8(hex >> 16 & 0xFF), UInt8(hex >> 8 & 0xFF), UInt8(hex & 0xFF))
        XCTAssertEqual(p, want, what, file: file, line: line)
    }

    func testCardSpringsIntoPlace() throws {
        let before = try frame(at: 0.4) // the spring waits for its 0.5 s delay
        assertColor(before[160, 300], 0xFFFFFF, "card still below the screen at 0.4 s")
        let settled = try frame(at: 1.5) // 0.5 s delay + 0.8 s spring: at rest at y = 300
        assertColor(settled[160, 300], 0x4ECDC4, "card centre at (160, 300) at 1.5 s")
        assertColor(settled[160, 300 + 68], 0x4ECDC4, "card reaches 70 pt below its centre")
        assertColor(settled[160, 300 + 72], 0xFFFFFF, "and ends there")
        // Damping 0.5 overshoots: mid-spring the card is above its resting place.
        let (root, runtime) = pulseAndSpring.layerRenderer(options: SceneOptions(scale: 1)).layerTree(at: 0.75)
        let card = try XCTUnwrap(root.sublayers.first { $0.name == "card" })
        let y = runtime.perform(at: 0.75) { card.presentation().position.y }
        XCTAssertLessThan(y, 300, "UIKit spring with damping 0.5 overshoots the target")
        root.teardown()
    }

    func testBadgePulses() throws {
        // The badge is a 60 pt disc centred at (160, 120). At 0.6 s the pulse is at its peak (×1.2,
        // radius 36); at 0 and 1.2 s it is at rest (radius 30). A pixel 33 pt right of the centre
        // is inside the disc only at the peak.
        assertColor(try frame(at: 0)[160 + 33, 120], 0xFFFFFF, "radius 30 at rest")
        assertColor(try frame(at: 0.6)[160 + 33, 120], 0xFF6B6B, "radius 36 at the peak")
        assertColor(try frame(at: 1.2)[160 + 33, 120], 0xFFFFFF, "back to radius 30 after autoreverse")
        assertColor(try frame(at: 1.8)[160 + 33, 120], 0xFF6B6B, "repeats forever")
    }

    /// The examples in the doc comments of `ShapeLayer` and `TextLayer`, as written there.
    func testLayerDocExamples() throws {
        let scene = EngineScene(
            id: "doc-examples", title: "Doc comment examples",
            keyTimes: [0], size: Size(320, 480), duration: 1, background: Color(hex: 0x336699)
        ) { _ in
            let root = Layer()
            let ring = ShapeLayer()
            ring.frame = Rect(110, 200, 100, 100)
            ring.path = ovalPath(in: ring.bounds.insetBy(dx: 4, dy: 4))
            ring.fillColor = nil
            ring.strokeColor = .white
            ring.lineWidth = 8
            ring.lineCap = .round
            ring.add(BasicAnimation(keyPath: .strokeEnd, from: 0, to: 1, duration: 1), forKey: "draw")
            root.addSublayer(ring)

            let title = TextLayer()
            title.frame = Rect(20, 40, 280, 40)
            title.string = "Hello"
            title.font = FontDescriptor(weight: .bold)
            title.fontSize = 28
            title.foregroundColor = .black
            title.alignmentMode = .center
            root.addSublayer(title)
            return root
        }
        let renderer = try scene.makeRenderer(options: SceneOptions(scale: 1))
        let done = Pixmap(width: 320, height: 480)
        try renderer.render(time: 1, into: done.view)
        // The ring's stroke is 8 pt wide around a circle of radius 46 centred at (160, 250).
        assertColor(done[160 + 46, 250], 0xFFFFFF, "the stroked ring, fully drawn at 1 s")
        assertColor(done[160, 250], 0x336699, "no fill inside")
        let dark = (40..<80).flatMap { y in (20..<300).map { x in done[x, y] } }.filter { $0.r < 40 && $0.g < 40 }.count
        XCTAssertGreaterThan(dark, 100, "the black title is drawn")
        let start = Pixmap(width: 320, height: 480)
        try renderer.render(time: 0, into: start.view)
        assertColor(start[160 + 46, 250], 0x336699, "strokeEnd 0 at the start: nothing stroked")
    }

    /// The guide's "render from code", as written there (a 2.4 s clip at 2 px per point: compiled
    /// here, run below on a shorter, smaller clip to keep the suite fast).
    func renderAsTheGuideDoes(to output: String) throws {
        try renderClip(scene: pulseAndSpring, options: SceneOptions(scale: 2), format: .mp4, to: output)
    }

    func testRenderClipFromCode() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("authoring-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let output = dir.appendingPathComponent("pulse.mp4").path

        // The last 0.2 s of 1.5 s: the card has settled at (160, 300).
        let result = try renderClip(
            scene: pulseAndSpring, options: SceneOptions(scale: 1, fps: 10), format: .mp4, to: output, duration: 1.5)
        XCTAssertEqual(result.frames, 15, "1.5 s at 10 fps")

        let reader = try VideoReader(path: output)
        XCTAssertEqual([reader.width, reader.height], [320, 480])
        let frames = try reader.readAllFrames()
        XCTAssertEqual(frames.count, 15)
        let last = frames[frames.count - 1].pixmap[160, 300] // frame 14 = 1.4 s: the card's centre
        for (got, want) in [(last.r, 0x4E), (last.g, 0xCD), (last.b, 0xC4)] {
            XCTAssertLessThanOrEqual(abs(Int(got) - want), 6, "card colour through H.264: \(last)")
        }
    }

    /// The examples in the doc comments of `SpringAnimation`, `KeyframeAnimation` and
    /// `ViewAnimation`, as written there, checked on presentation values.
    func testAnimationDocExamples() throws {
        let scene = EngineScene(id: "animation-doc-examples", title: "Doc comment examples", keyTimes: [0], duration: 2) { _ in
            let root = Layer()
            let button = Layer(frame: Rect(0, 0, 40, 40))
            button.name = "button"
            let field = Layer(frame: Rect(100, 0, 40, 40))
            field.name = "field"
            let card = Layer(frame: Rect(200, 0, 40, 40))
            card.name = "card"
            for l in [button, field, card] { root.addSublayer(l) }

            let pop = SpringAnimation(keyPath: .scale)
            pop.fromValue = 0.5
            pop.toValue = 1
            pop.damping = 5
            pop.duration = pop.settlingDuration
            button.add(pop, forKey: "pop")

            let shake = KeyframeAnimation(keyPath: .positionX, scalars: [0, 10, -10, 10, 0], duration: 0.4)
            shake.isAdditive = true // offsets from wherever the field is
            field.add(shake, forKey: "shake")

            ViewAnimation.animate(
                withDuration: 0.3, delay: 0, options: .curveEaseOut, animations: { card.opacity = 0 },
                completion: { _ in card.removeFromSuperlayer() })
            return root
        }
        func state(_ name: String, at t: Double) -> (LayerState?, Bool) {
            let (root, runtime) = scene.layerRenderer().layerTree(at: t)
            defer { root.teardown() }
            let layer = root.sublayers.first { $0.name == name }
            return (runtime.perform(at: t) { layer?.presentation() }, layer != nil)
        }
        let popStart = try XCTUnwrap(state("button", at: 0).0)
        XCTAssertEqual(TransformParts(popStart.transform).sx, 0.5, accuracy: 1e-9, "the spring starts at its fromValue")
        let popLate = try XCTUnwrap(state("button", at: 1.9).0)
        XCTAssertEqual(TransformParts(popLate.transform).sx, 1, accuracy: 0.01, "and settles at its toValue")
        let shaking = try XCTUnwrap(state("field", at: 0.1).0)
        XCTAssertEqual(shaking.position.x, 120 + 10, accuracy: 1e-6, "key time 0.25 of 0.4 s: +10 on the model position")
        let fading = try XCTUnwrap(state("card", at: 0.15).0)
        XCTAssertGreaterThan(fading.opacity, 0.05)
        XCTAssertLessThan(fading.opacity, 0.95)
        XCTAssertFalse(state("card", at: 0.35).1, "the completion block removed the card")
    }

    func testHelloFadesIn() throws {
        let renderer = try hello.makeRenderer(options: SceneOptions(scale: 1))
        for (t, alpha) in [(0.0, 0.0), (0.5, 0.5), (0.99, 0.99)] {
            let image = Pixmap(width: 320, height: 240)
            try renderer.render(time: t, into: image.view)
            let p = image[160, 120] // the dot's centre, red over white at the fade's opacity
            XCTAssertEqual(Double(p.g) / 255, 1 - alpha, accuracy: 0.01, "opacity \(alpha) at \(t) s")
            XCTAssertEqual(p.r, 255)
        }
    }

    func testGuideShowsThisCode() throws {
        let here = URL(fileURLWithPath: #filePath)
        let root = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let source = Self.normalised(try String(contentsOf: here, encoding: .utf8))
        for page in ["docs/authoring.md", "Sources/ClipKit/ClipKit.docc/WritingAScene.md", "Sources/ClipKit/ClipKit.docc/ClipKit.md"] {
            let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
            let blocks = Self.checkedBlocks(in: text)
            XCTAssertFalse(blocks.isEmpty, "\(page) has no block marked <!-- checked: AuthoringGuideTests -->")
            for block in blocks {
                XCTAssertTrue(
                    source.contains(Self.normalised(block)), "a Swift block of \(page) is not in AuthoringGuideTests.swift:\n\(block)")
            }
        }
        // The examples in these doc comments, likewise (every ```swift block of their `///` lines).
        let documented = [
            "Sources/ClipAnimation/Model/Layers/ShapeLayer.swift", "Sources/ClipAnimation/Model/Layers/TextLayer.swift",
            "Sources/ClipAnimation/Animation/Animation.swift", "Sources/ClipAnimation/Animation/KeyframeAnimation.swift",
            "Sources/ClipAnimation/Runtime/ViewAnimation.swift",
        ]
        for file in documented {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            let blocks = Self.docCommentExamples(in: text)
            XCTAssertFalse(blocks.isEmpty, "\(file) has no Swift example in its doc comments")
            for block in blocks {
                XCTAssertTrue(
                    source.contains(Self.normalised(block)), "the doc example in \(file) is not in AuthoringGuideTests.swift:\n\(block)")
            }
        }
    }

    /// The ```swift blocks inside the `///` comments of a source file.
    static func docCommentExamples(in source: String) -> [String] {
        var blocks: [String] = []
        var current: [String]? = nil
        for line in source.split(separator: "\n") {
            let t = line.trimmingCharacters(in: .whitespaces)
            guard t.hasPrefix("///") else { continue }
            let text = String(t.dropFirst(3))
            let marker = text.trimmingCharacters(in: .whitespaces)
            if current == nil {
                if marker == "```swift" { current = [] }
            } else if marker == "```" {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else {
                current!.append(text)
            }
        }
        return blocks
    }

    /// The Swift code blocks that follow a `<!-- checked: AuthoringGuideTests -->` line.
    static func checkedBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)[...]
        while let i = lines.firstIndex(where: { $0.contains("<!-- checked: AuthoringGuideTests -->") }) {
            lines = lines[(i + 1)...]
            guard let open = lines.firstIndex(where: { $0.hasPrefix("```swift") }) else { break }
            lines = lines[(open + 1)...]
            guard let close = lines.firstIndex(where: { $0.hasPrefix("```") }) else { break }
            blocks.append(lines[..<close].joined(separator: "\n"))
            lines = lines[(close + 1)...]
        }
        return blocks
    }

    /// Runs of spaces collapsed, lines trimmed, blank lines dropped: indentation and spacing may
    /// differ (the formatter's), code may not.
    static func normalised(_ s: String) -> String {
        s.split(separator: "\n")
            .map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
            .filter { !$0.isEmpty }.joined(separator: "\n")
    }
}
