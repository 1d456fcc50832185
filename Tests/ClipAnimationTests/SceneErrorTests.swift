import ClipGeometry
import ClipRaster
import XCTest

@testable import ClipAnimation

/// Bad values and missing fonts are thrown by `validate()` (what `makeRenderer` calls) as one line
/// naming the scene, the layer and what is wrong; later ones by that frame's `render`.
final class SceneErrorTests: XCTestCase {
    func renderer(_ build: @escaping @Sendable (Layer) -> Void) -> LayerSceneRenderer {
        LayerSceneRenderer(size: Size(40, 40), scale: 1, sceneID: "bad-scene") { _ in
            let root = Layer()
            build(root)
            return root
        }
    }

    /// The error `validate()` throws, as `SceneError` (fails the test when it is anything else).
    func sceneError(_ r: LayerSceneRenderer, file: StaticString = #filePath, line: UInt = #line) -> SceneError? {
        do {
            try r.validate()
            XCTFail("validate() did not throw", file: file, line: line)
        } catch let e as SceneError {
            XCTAssertFalse(e.description.contains("\n"), file: file, line: line)
            XCTAssertFalse(e.problem.isEmpty, file: file, line: line)
            return e
        } catch {
            XCTFail("unexpected error \(error)", file: file, line: line)
        }
        return nil
    }

    static func ball(_ root: Layer) -> ShapeLayer {
        let b = ShapeLayer()
        b.name = "ball"
        b.frame = Rect(5, 5, 10, 10)
        root.addSublayer(b)
        return b
    }

    // MARK: Model values

    func testNaNPositionNamesSceneLayerAndValue() {
        let e = sceneError(renderer { root in Self.ball(root).position.y = .nan })
        XCTAssertEqual(e, SceneError(scene: "bad-scene", layer: "'ball'", problem: "position is NaN"))
        XCTAssertEqual(e?.description, "scene 'bad-scene': layer 'ball': position is NaN")
    }

    func testInfiniteOpacityAndNonFiniteTransform() {
        XCTAssertEqual(sceneError(renderer { root in Self.ball(root).opacity = .infinity })?.problem, "opacity is infinite")
        let e = sceneError(renderer { root in Self.ball(root).transform = Transform3D(scaleX: .nan, y: .nan) })
        XCTAssertEqual(e?.problem, "transform is NaN")
    }

    func testNegativeSizesAndCounts() {
        XCTAssertEqual(sceneError(renderer { root in Self.ball(root).lineWidth = -2 })?.problem, "lineWidth is -2 (must be ≥ 0)")
        let r = renderer { root in
            let rep = ReplicatorLayer()
            rep.instanceCount = -3
            root.addSublayer(rep)
        }
        XCTAssertEqual(sceneError(r)?.problem, "instanceCount is -3 (must be ≥ 0)")
    }

    func testNaNPathPointAndCustomProperty() {
        let r = renderer { root in
            var p = Path()
            p.move(to: Point(0, 0)); p.line(to: Point(.nan, 3))
            Self.ball(root).path = p
        }
        XCTAssertEqual(sceneError(r)?.problem, "path is NaN (a point of the path)")
        let c = renderer { root in
            let b = Self.ball(root)
            let progress = b.declare(CustomProperty("progress", default: 0.5))
            b[progress] = .infinity
        }
        XCTAssertEqual(sceneError(c)?.problem, "custom property progress is infinite")
    }

    /// An unnamed layer is named by its class and its place under the root (named ancestors by
    /// name); a mask is `mask`.
    func testUnnamedLayerIsNamedByClassAndPath() {
        let r = renderer { root in
            root.addSublayer(Layer())
            let card = Layer(); card.name = "card"
            root.addSublayer(card)
            card.addSublayer(ShapeLayer())
            let text = TextLayer()
            text.fontSize = -1
            card.addSublayer(text)
        }
        XCTAssertEqual(sceneError(r)?.layer, "TextLayer at root/'card'/1")
        let m = renderer { root in
            let host = Layer()
            root.addSublayer(host)
            let mask = ShapeLayer()
            mask.opacity = .nan
            host.mask = mask
        }
        XCTAssertEqual(sceneError(m)?.layer, "ShapeLayer at root/0/mask")
        XCTAssertEqual(sceneError(renderer { root in root.opacity = .nan })?.layer, "Layer at root")
    }

    /// The unknown-key error names unnamed layers the same way.
    func testUnknownKeyErrorUsesTheTreePath() {
        let r = renderer { root in
            root.addSublayer(Layer())
            root.addSublayer(ShapeLayer())
            root.sublayers[1].add(BasicAnimation(keyPath: "opactiy", from: 0, to: 1, duration: 1))
        }
        XCTAssertThrowsError(try r.validate()) { e in
            XCTAssertEqual(
                "\(e)".components(separatedBy: " (").first, "scene 'bad-scene': layer ShapeLayer at root/1 has no property 'opactiy'")
        }
    }

    // MARK: Animations

    func testNegativeDurationNamesTheAnimation() {
        let r = renderer { root in
            Self.ball(root).add(BasicAnimation(keyPath: .positionY, from: 0, to: 10, duration: -1), forKey: "drop")
        }
        XCTAssertEqual(
            sceneError(r)?.description,
            "scene 'bad-scene': layer 'ball': animation 'drop' on position.y: duration is -1 (must be finite and ≥ 0)")
    }

    func testTimingFieldsAreChecked() {
        func problem(_ edit: @escaping @Sendable (Animation) -> Void) -> String? {
            sceneError(
                renderer { root in
                    let a = BasicAnimation(keyPath: .opacity, from: 0, to: 1, duration: 1)
                    edit(a)
                    Self.ball(root).add(a)
                })?.problem
        }
        XCTAssertEqual(problem { $0.repeatCount = -2 }, "animation on opacity: repeatCount is -2 (must be ≥ 0; HUGE repeats forever)")
        XCTAssertEqual(problem { $0.repeatCount = .nan }, "animation on opacity: repeatCount is NaN (must be ≥ 0; HUGE repeats forever)")
        XCTAssertEqual(problem { $0.duration = .infinity }, "animation on opacity: duration is infinity (must be finite and ≥ 0)")
        XCTAssertEqual(problem { $0.repeatDuration = -1 }, "animation on opacity: repeatDuration is -1 (must be ≥ 0)")
        XCTAssertEqual(problem { $0.speed = .nan }, "animation on opacity: speed is NaN (must be finite)")
        XCTAssertEqual(problem { $0.beginTime = -.infinity }, "animation on opacity: beginTime is -infinity (must be finite)")
        XCTAssertEqual(problem { ($0 as! BasicAnimation).toValue = .scalar(.nan) }, "animation on opacity: toValue is NaN")
        // HUGE (infinite repeats) is fine.
        let ok = renderer { root in
            let a = BasicAnimation(keyPath: .opacity, from: 0, to: 1, duration: 1)
            a.repeatCount = HUGE
            Self.ball(root).add(a)
        }
        XCTAssertNoThrow(try ok.validate())
    }

    func testKeyframesSpringsAndGroups() {
        let k = renderer { root in
            let a = KeyframeAnimation(keyPath: .opacity)
            a.values = [0, 1, 0.5]
            a.keyTimes = [0, 0.7, 0.5]
            a.duration = 1
            Self.ball(root).add(a, forKey: "blink")
        }
        XCTAssertEqual(sceneError(k)?.problem, "animation 'blink' on opacity: keyTimes are not increasing (0.7 then 0.5)")
        let v = renderer { root in
            let a = KeyframeAnimation(keyPath: .position)
            a.values = [.point(Point(0, 0)), .point(Point(.infinity, 0))]
            a.duration = 1
            Self.ball(root).add(a)
        }
        XCTAssertEqual(sceneError(v)?.problem, "animation on position: values[1] is infinite")
        let s = renderer { root in
            let a = SpringAnimation(keyPath: .scale)
            a.fromValue = 0.5; a.toValue = 1; a.mass = 0; a.duration = 1
            Self.ball(root).add(a)
        }
        XCTAssertEqual(sceneError(s)?.problem, "animation on transform.scale: mass is 0 (must be finite and > 0)")
        let g = renderer { root in
            let bad = BasicAnimation(keyPath: .opacity, from: 0, to: 1)
            bad.repeatCount = -1
            Self.ball(root).add(AnimationGroup([BasicAnimation(keyPath: .positionX, from: 0, to: 1), bad], duration: 1), forKey: "g")
        }
        XCTAssertEqual(
            sceneError(g)?.problem,
            "animation 'g': animations[1] (opacity): repeatCount is -1 (must be ≥ 0; HUGE repeats forever)")
    }

    /// An animation added later (in a timer) is checked when it is added; that frame's render
    /// throws, earlier frames render, and the error names the layer.
    func testBadAnimationAddedLaterThrowsFromThatFrame() throws {
        let r = renderer { root in
            let b = Self.ball(root)
            after(1) { b.add(BasicAnimation(keyPath: .opacity, from: 0, to: 1, duration: -0.5), forKey: "late") }
        }
        try r.validate()
        let pm = Pixmap(width: 40, height: 40)
        try r.render(time: 0.5, into: pm.view)
        XCTAssertThrowsError(try r.render(time: 1.5, into: pm.view)) { e in
            XCTAssertEqual(
                "\(e)", "scene 'bad-scene': layer 'ball': animation 'late' on opacity: duration is -0.5 (must be finite and ≥ 0)")
        }
    }

    /// A value that becomes NaN or infinite after t = 0 (set in a timer) is caught in that frame's
    /// snapshot: the render throws naming the layer, instead of the rasterizer trapping on it.
    func testNonFiniteValueSetLaterThrowsInsteadOfCrashing() throws {
        let edits: [(String, @Sendable (ShapeLayer) -> Void)] = [
            ("position is NaN or infinite", { $0.position.x = .nan }),
            ("bounds is NaN or infinite", { $0.bounds.size.width = .infinity }),
            ("transform is NaN or infinite", { $0.transform = Transform3D(scaleX: .nan, y: 1) }),
            ("anchorPoint is NaN or infinite", { $0.anchorPoint = Point(.nan, 0) }),
            ("zPosition is NaN or infinite", { $0.zPosition = -.infinity }),
            ("opacity is NaN or infinite", { $0.opacity = .nan }),
            ("lineWidth is NaN or infinite", { $0.lineWidth = .infinity }),
            (
                "cornerRadius is NaN or infinite",
                {
                    $0.cornerRadius = .infinity; $0.backgroundColor = .black
                }
            ),
            (
                "borderWidth is NaN or infinite",
                {
                    $0.borderWidth = .nan; $0.borderColor = .black
                }
            ),
            (
                "shadowOffset is NaN or infinite",
                {
                    $0.shadowOpacity = 1; $0.shadowOffset = Size(.infinity, 0)
                }
            ),
            (
                "shadowRadius is NaN or infinite",
                {
                    $0.shadowOpacity = 1; $0.shadowRadius = .nan
                }
            ),
        ]
        for (expected, edit) in edits {
            let r = renderer { root in
                let s = Self.ball(root)
                s.path = ovalPath(in: s.bounds)
                s.strokeColor = .black
                after(1) { edit(s) }
            }
            try r.validate()
            let pm = Pixmap(width: 40, height: 40)
            try r.render(time: 0.5, into: pm.view)
            XCTAssertThrowsError(try r.render(time: 1.5, into: pm.view), expected) { e in
                XCTAssertEqual(e as? SceneError, SceneError(scene: "bad-scene", layer: "'ball'", problem: expected))
            }
            // The unchecked render tree leaves the layer out rather than passing the value on.
            XCTAssertTrue(r.renderTree(at: 1.5).children.isEmpty, expected)
        }
    }

    // MARK: Fonts

    func testMissingFontFamilyIsAnError() {
        let r = renderer { root in
            let t = TextLayer()
            t.name = "title"
            t.string = "Hello"
            t.font = FontDescriptor(family: "No Such Family Sans", weight: .bold)
            root.addSublayer(t)
        }
        let e = sceneError(r)
        XCTAssertEqual(e?.layer, "'title'")
        XCTAssertTrue(e?.problem.hasPrefix("font family 'No Such Family Sans' is not installed") ?? false, e?.problem ?? "")
    }

    func testMissingFontFileIsAnError() {
        let r = renderer { root in
            let t = TextLayer()
            t.string = "Hi"
            t.font = FontDescriptor(file: "/nonexistent/Font.ttf")
            root.addSublayer(t)
        }
        XCTAssertEqual(
            sceneError(r),
            SceneError(
                scene: "bad-scene", layer: "TextLayer at root/0", problem: "cannot read font file '/nonexistent/Font.ttf': no such file"))
    }

    /// Text drawn in a drawing closure with a missing font throws too, naming the drawing layer,
    /// from the frame that draws it (here a layer shown at t = 1).
    func testMissingFontInDrawingClosureNamesTheLayer() throws {
        let r = renderer { root in
            let badge = Layer(frame: Rect(0, 0, 40, 20))
            badge.name = "badge"
            badge.isHidden = true
            badge.contents = .drawing { ctx, _ in
                ctx.drawText("7", at: .zero, size: 12, color: .black, font: FontDescriptor(family: "Missing Mono"))
            }
            root.addSublayer(badge)
            after(1) { badge.isHidden = false }
        }
        try r.validate()
        let pm = Pixmap(width: 40, height: 40)
        XCTAssertThrowsError(try r.render(time: 1.5, into: pm.view)) { e in
            XCTAssertEqual((e as? SceneError)?.layer, "'badge'")
            XCTAssertTrue((e as? SceneError)?.problem.hasPrefix("font family 'Missing Mono' is not installed") ?? false, "\(e)")
        }
    }

    /// Text laid out while building the tree (outside any layer's drawing) is reported without a
    /// layer.
    func testMissingFontWhileBuilding() {
        let r = renderer { root in
            let w = TextLayout.advance("abc", font: FontDescriptor(family: "Nope Serif"), size: 10)
            root.addSublayer(Layer(frame: Rect(0, 0, w, 10)))
        }
        let e = sceneError(r)
        XCTAssertNil(e?.layer)
        XCTAssertTrue(
            e?.description.hasPrefix("scene 'bad-scene': font family 'Nope Serif' is not installed") ?? false, "\(String(describing: e))")
    }

    // MARK: Contents

    func testUnavailableContentsIsAnError() {
        let r = renderer { root in
            let l = Layer(frame: Rect(0, 0, 10, 10))
            l.name = "photo"
            l.contents = .unavailable("cannot load image 'a.png': no such file")
            root.addSublayer(l)
        }
        XCTAssertEqual(sceneError(r)?.description, "scene 'bad-scene': layer 'photo': cannot load image 'a.png': no such file")
    }

    /// A valid tree passes, and checking does not change what is rendered.
    func testValidTreePasses() throws {
        let r = renderer { root in
            let b = Self.ball(root)
            b.fillColor = .black
            b.path = ovalPath(in: b.bounds)
            b.add(BasicAnimation(keyPath: .positionX, from: 5, to: 30, duration: 1), forKey: "move")
            let t = TextLayer()
            t.string = "ok"
            t.font = FontDescriptor(family: "dejavu sans", weight: .bold)
            root.addSublayer(t)
        }
        XCTAssertNoThrow(try r.validate())
        let a = Pixmap(width: 40, height: 40), b = Pixmap(width: 40, height: 40)
        try r.render(time: 0.5, into: a.view)
        let fr = FrameRenderer(scale: 1, background: .white)
        fr.render(r.renderTree(at: 0.5), into: b.view)
        XCTAssertEqual(a.bytes, b.bytes)
    }
}
