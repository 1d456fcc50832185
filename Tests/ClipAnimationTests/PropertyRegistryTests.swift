import XCTest
import ClipGeometry
import ClipRaster
@testable import ClipAnimation

/// The property registry: every entry is checked by the same table, so a new entry is covered the
/// moment it is added; unknown keys are errors; custom properties are declared.
final class PropertyRegistryTests: XCTestCase {
    static let imageA = Pixmap(width: 2, height: 2), imageB = Pixmap(width: 3, height: 1)

    /// Two distinct values of a kind (neither is any property's default).
    func samples(_ k: AnimValueKind) -> (AnimValue, AnimValue) {
        switch k {
        case .scalar: return (.scalar(0.375), .scalar(1.25)) // inside ±π/2: Euler angles round-trip
        case .point: return (.point(Point(3, -4)), .point(Point(11, 6)))
        case .size: return (.size(Size(7, 9)), .size(Size(21, 3)))
        case .rect: return (.rect(Rect(1, 2, 30, 40)), .rect(Rect(-5, 8, 12, 6)))
        case .color: return (.color(Color(r: 0.2, g: 0.4, b: 0.6, a: 0.8)), .color(Color(r: 1, g: 0.5, b: 0, a: 1)))
        case .transform:
            return (.transform(Transform3D(scaleX: 2, y: 3, z: 1)), .transform(Transform3D(translationX: 10, y: -4)))
        case .path:
            return (.path(Path(ellipseIn: Rect(0, 0, 10, 10))), .path(Path(ellipseIn: Rect(5, 5, 20, 30))))
        case .scalars: return (.scalars([0.1, 0.7]), .scalars([0.3, 0.9]))
        case .colors: return (.colors([.black, .white]), .colors([Color(hex: 0xFF0000), Color(hex: 0x00FF00)]))
        case .bool: return (.bool(true), .bool(false))
        case .image: return (.image(Self.imageA), .image(Self.imageB))
        }
    }

    /// Equal up to floating-point noise (transforms through their decomposition, paths by points).
    func close(_ a: AnimValue?, _ b: AnimValue?, _ msg: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let a, let b else {
            return XCTAssertTrue(
                a == nil && b == nil, "\(msg): \(String(describing: a)) vs \(String(describing: b))", file: file, line: line)
        }
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)): XCTAssertEqual(x, y, accuracy: 1e-9, msg, file: file, line: line)
        case (.transform(let x), .transform(let y)):
            for (u, v) in zip(rows(x), rows(y)) { XCTAssertEqual(u, v, accuracy: 1e-9, msg, file: file, line: line) }
        case (.path(let x), .path(let y)):
            XCTAssertTrue(x.hasSameStructure(as: y), msg, file: file, line: line)
            let d = x.controlPointBounds, e = y.controlPointBounds
            for (u, v) in [(d.minX, e.minX), (d.minY, e.minY), (d.maxX, e.maxX), (d.maxY, e.maxY)] {
                XCTAssertEqual(u, v, accuracy: 1e-9, msg, file: file, line: line)
            }
        default: XCTAssertEqual(a, b, msg, file: file, line: line)
        }
    }

    func rows(_ m: Transform3D) -> [Double] {
        [m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24, m.m31, m.m32, m.m33, m.m34, m.m41, m.m42, m.m43, m.m44]
    }

    /// A layer of the kind that has `p` (a plain layer for CALayer's own properties).
    func layer(for p: LayerProperty) -> Layer {
        switch p.layerKind {
        case nil, .plain?: return Layer()
        case .shape?: return ShapeLayer()
        case .gradient?: return GradientLayer()
        case .text?: return TextLayer()
        case .replicator?: return ReplicatorLayer()
        case .emitter?: return EmitterLayer()
        }
    }

    func testRegistryKeysAreUnique() {
        XCTAssertEqual(Set(LayerProperty.registry.map(\.key)).count, LayerProperty.registry.count)
        XCTAssertGreaterThan(LayerProperty.registry.count, 80) // 51 fields and sub-keys + 33 transform components
    }

    /// Every entry: set/get round-trips (on the state and through `Layer.setValue`), `.null` clears
    /// nullable entries, a value of another kind is ignored.
    func testEveryEntryRoundTrips() {
        for p in LayerProperty.registry {
            let (a, b) = samples(p.kind)
            var st = layer(for: p).model
            st.setValue(a, forKeyPath: p.key)
            close(st.value(forKeyPath: p.key), a, "\(p.key) get after set")
            close(p.value(in: st), a, "\(p.key) via the entry")
            let l = layer(for: p)
            l.setValue(b, forKeyPath: p.key)
            close(l.value(forKeyPath: p.key), b, "\(p.key) through the layer")
            XCTAssertTrue(l.undeclaredKeys.isEmpty, p.key)
            // A value of another kind leaves the property alone.
            let other: AnimValue = p.kind == .point ? .size(Size(1, 1)) : .point(Point(1, 1))
            st.setValue(other, forKeyPath: p.key)
            close(st.value(forKeyPath: p.key), a, "\(p.key) ignores a \(other)")
            if p.isNullable {
                st.setValue(.null, forKeyPath: p.key)
                XCTAssertEqual(st.value(forKeyPath: p.key), .null, p.key)
            }
        }
    }

    /// Every entry animates: a basic animation a → b reads the interpolated value at half time,
    /// and keyframes hit their values.
    func testEveryEntryAnimates() {
        for p in LayerProperty.registry {
            let (a, b) = samples(p.kind)
            let l = layer(for: p)
            l.setValue(a, forKeyPath: p.key)
            l.add(BasicAnimation(keyPath: AnimKeyPath(p.key), from: a, to: b, duration: 1))
            close(l.presentationState(localTime: 0.5).value(forKeyPath: p.key), a.interpolated(to: b, 0.5), "\(p.key) at half time")
            close(
                l.presentationState(localTime: 0.999_999_999).value(forKeyPath: p.key), a.interpolated(to: b, 0.999_999_999),
                "\(p.key) near the end")
            let k = layer(for: p)
            k.add(KeyframeAnimation(keyPath: AnimKeyPath(p.key), values: [b, a, b], duration: 2))
            close(k.presentationState(localTime: 1).value(forKeyPath: p.key), a, "\(p.key) keyframe")
        }
    }

    /// Implicit entries animate when an opted-in layer changes them; the others change at once.
    func testImplicitFlagDrivesImplicitAnimations() {
        for p in LayerProperty.registry {
            let (a, b) = samples(p.kind)
            let rt = SceneRuntime()
            let l = layer(for: p)
            rt.perform(at: 0) {
                l.setValue(a, forKeyPath: p.key); l.implicitAnimations = true
            }
            rt.perform(at: 1) { l.setValue(b, forKeyPath: p.key) }
            let animated = rt.perform(at: 1) { l.animationKeys() }.contains(p.key)
            XCTAssertEqual(animated, p.animatesImplicitly, "\(p.key) implicit")
        }
        XCTAssertEqual(LayerProperty.implicitKeys.first, "position")
        XCTAssertTrue(LayerProperty.implicitKeys.contains("lineDashPattern"))
    }

    /// Every stored field of `LayerState` and of each kind's state is either reachable by key path
    /// or deliberately not (kinds without an `AnimValue`, render choices): a new field forces that
    /// decision here. A kind's field is registered for that kind only.
    func testEveryStateFieldIsRegisteredOrExcluded() {
        let notKeyed: Set<String> = [
            "fillRule", "lineCap", "lineJoin", "gradientType", "string", "font", "alignmentMode",
            "isWrapped", "instanceCount", "emitterShape", "emitterMode", "lifetime", "velocity",
            "scale", "spin", "seed", "renderMode", "custom", "masksToBounds", "isDoubleSided",
            "contentsGravity", "contentsScale", "backdropSaturation", "beginTime", "speed",
            "timeOffset", "compositingFilter", "kind",
        ]
        let rename = ["isHidden": "hidden"]
        let states: [(LayerKind?, Any)] = [
            (nil, LayerState()), (.shape, ShapeState()), (.gradient, GradientState()), (.text, TextState()),
            (.replicator, ReplicatorState()), (.emitter, EmitterState()),
        ]
        for (kind, state) in states {
            for case (let label?, _) in Mirror(reflecting: state).children {
                let key = rename[label] ?? label
                if let p = LayerProperty.named(key) {
                    XCTAssertEqual(p.layerKind, kind, "\(key) is registered for its own kind")
                } else {
                    XCTAssertTrue(notKeyed.contains(label), "\(type(of: state)).\(label) is neither registered nor excluded")
                }
            }
        }
    }

    /// A kind's properties belong to that kind: a plain layer has no `fillColor` or
    /// `instanceCount` (setting or animating one is the unknown-key error), a shape layer has no
    /// `instanceDelay`, and each kind's state carries only its own fields.
    func testAKindsPropertiesBelongToThatKind() {
        let plain = Layer()
        plain.setValue(.color(.white), forKeyPath: "fillColor")
        XCTAssertEqual(plain.undeclaredKeys, ["fillColor"])
        XCTAssertNil(plain.value(forKeyPath: "fillColor"))
        XCTAssertFalse(plain.model.understands("instanceTransform.rotation.z"))
        let shape = ShapeLayer()
        XCTAssertTrue(shape.model.understands("fillColor"))
        XCTAssertFalse(shape.model.understands("instanceDelay"))
        shape.fillColor = .white
        XCTAssertEqual(shape.value(forKeyPath: "fillColor"), .color(.white))
        XCTAssertEqual(shape.model.kind.kind, .shape)
        XCTAssertNil(shape.model.text)
        XCTAssertEqual(ReplicatorLayer().model.kind.kind, .replicator)
        XCTAssertEqual(Layer().model.kind.kind, .plain)
        // An animation of another kind's key on a plain layer is reported, not silently ignored.
        let root = Layer(frame: Rect(0, 0, 10, 10))
        root.add(BasicAnimation(keyPath: "strokeEnd", from: 0, to: 1, duration: 1))
        XCTAssertEqual(root.unknownKeyPaths()?.1, "strokeEnd")
        // A custom property may take a name another kind registers: on a plain layer it is custom.
        let c = Layer()
        let p = c.declare(CustomProperty("strokeEnd", default: 0.25))
        XCTAssertEqual(c[p], 0.25)
        XCTAssertTrue(c.model.understands("strokeEnd"))
    }

    /// The `AnimKeyPath` shortcuts name registered properties.
    func testKeyPathShortcutsAreRegistered() {
        let shortcuts: [AnimKeyPath] = [
            .position, .positionX, .positionY, .bounds, .boundsSize, .boundsWidth, .boundsHeight,
            .anchorPoint, .zPosition, .transform, .sublayerTransform, .rotation, .rotationX, .rotationY, .rotationZ, .scale,
            .scaleX, .scaleY, .translationX, .translationY, .opacity, .backgroundColor, .cornerRadius, .borderWidth,
            .borderColor, .shadowOpacity, .shadowRadius, .shadowOffset, .shadowColor, .shadowPath, .contentsRect, .path,
            .fillColor, .strokeColor, .lineWidth, .strokeStart, .strokeEnd, .lineDashPhase, .lineDashPattern, .colors,
            .locations, .startPoint, .endPoint, .instanceTransform, .instanceDelay, .instanceColor, .foregroundColor, .fontSize,
        ]
        for s in shortcuts { XCTAssertNotNil(LayerProperty.named(s.name), s.name) }
    }

    /// The property added through the registry alone: `lineDashPattern` animates a shape's dashes.
    func testLineDashPatternAnimatesTheStroke() {
        let s = ShapeLayer()
        s.frame = Rect(0, 0, 100, 10)
        s.path = rectPath(Rect(0, 0, 100, 10)); s.strokeColor = .black; s.lineWidth = 2
        s.lineDashPattern = [4, 4]
        s.add(BasicAnimation(keyPath: .lineDashPattern, from: .scalars([4, 4]), to: .scalars([12, 2]), duration: 1))
        guard case .stroke(_, let style, _, _) = s.snapshot(at: 0.25).ops.last else { return XCTFail("no stroke") }
        XCTAssertEqual(style.dashPattern, [6, 3.5])
    }

    // MARK: Unknown keys

    func renderer(_ build: @escaping @Sendable (Layer) -> Void) -> LayerSceneRenderer {
        LayerSceneRenderer(size: Size(40, 40), scale: 1, sceneID: "typo-scene") { _ in
            let root = Layer()
            build(root)
            return root
        }
    }

    /// A mistyped animation key fails validation (makeRenderer's check at t = 0) with one line
    /// naming the scene, the layer and the key.
    func testUnknownAnimatedKeyThrows() {
        let r = renderer { root in
            let ball = Layer(frame: Rect(0, 0, 10, 10)); ball.name = "ball"
            ball.add(BasicAnimation(keyPath: "opactiy", from: 0, to: 1, duration: 1))
            root.addSublayer(ball)
        }
        XCTAssertThrowsError(try r.validate()) { e in
            XCTAssertEqual(e as? UnknownKeyPathError, UnknownKeyPathError(scene: "typo-scene", layer: "'ball'", key: "opactiy"))
            let text = "\(e)"
            XCTAssertFalse(text.contains("\n"))
            XCTAssertTrue(text.hasPrefix("scene 'typo-scene': layer 'ball' has no property 'opactiy'"), text)
        }
        let pm = Pixmap(width: 40, height: 40)
        XCTAssertThrowsError(try r.render(time: 0.5, into: pm.view))
    }

    /// A key set later (in a timer) makes that frame's render throw; earlier frames render. An
    /// unnamed layer is named by its class; a transform component that does not exist is unknown.
    func testUnknownKeySetLaterThrowsFromRender() throws {
        let r = renderer { root in
            let s = ShapeLayer()
            root.addSublayer(s)
            after(1) { s.setValue(.scalar(1), forKeyPath: "transform.rotation.w") }
        }
        try r.validate()
        let pm = Pixmap(width: 40, height: 40)
        try r.render(time: 0.5, into: pm.view)
        XCTAssertThrowsError(try r.render(time: 1.5, into: pm.view)) { e in
            XCTAssertEqual(
                e as? UnknownKeyPathError,
                UnknownKeyPathError(scene: "typo-scene", layer: "ShapeLayer at root/0", key: "transform.rotation.w"))
        }
    }

    /// Undeclared custom keys are refused (and do not become properties); emitter cell keys with
    /// an unknown cell name too; masks are checked.
    func testUndeclaredCustomKeyIsRefused() {
        let l = Layer()
        l.setValue(.scalar(3), forKeyPath: "xAxisPercent")
        XCTAssertNil(l.value(forKeyPath: "xAxisPercent"))
        XCTAssertEqual(l.unknownKeyPaths()?.1, "xAxisPercent")
        let e = EmitterLayer()
        e.emitterCells = [EmitterCell(name: "spark")]
        e.setValue(.scalar(5), forKeyPath: "emitterCells.spark.birthRate")
        XCTAssertNil(e.unknownKeyPaths())
        e.setValue(.scalar(5), forKeyPath: "emitterCells.sprak.birthRate")
        XCTAssertEqual(e.unknownKeyPaths()?.1, "emitterCells.sprak.birthRate")
        let host = Layer(), m = Layer()
        host.mask = m
        m.add(BasicAnimation(keyPath: "radius", from: 0, to: 1, duration: 1))
        XCTAssertEqual(host.unknownKeyPaths()?.1, "radius")
    }

    // MARK: Custom properties

    /// A declared custom property animates (typed and by key), implicitly too, and drawing closures
    /// read its presentation value.
    func testDeclaredCustomPropertyAnimates() throws {
        let progress = CustomProperty("progress", default: 0.25)
        let tint = CustomProperty("tint", default: Color.black)
        let r = LayerSceneRenderer(size: Size(100, 10), scale: 1, sceneID: "custom") { _ in
            let root = Layer()
            let bar = Layer(frame: Rect(0, 0, 100, 10)); bar.name = "bar"
            bar.declare(progress); bar.declare(tint)
            bar.contents = .drawing { dc, st in dc.fill(rectPath(Rect(0, 0, 100 * st[progress], 10)), color: st[tint]) }
            bar.add(BasicAnimation(keyPath: "progress", from: 0, to: 1, duration: 1))
            bar.add(BasicAnimation(keyPath: "tint", from: .color(.black), to: .color(.white), duration: 1))
            root.addSublayer(bar)
            return root
        }
        try r.validate()
        let n = try r.checkedRenderTree(at: 0.75).children[0]
        guard case .fill(let p, .solid(let c), _, _) = n.ops.first else { return XCTFail("no fill") }
        XCTAssertEqual(p.controlPointBounds.width, 75, accuracy: 1e-9)
        XCTAssertEqual(c.r, 0.75, accuracy: 1e-9)
        // Model value, typed access, default before declaration, implicit animation.
        let l = Layer()
        XCTAssertEqual(l[progress], 0.25)
        l.declare(progress)
        l[progress] = 0.5
        XCTAssertEqual(l.value(forKeyPath: "progress"), .scalar(0.5))
        let rt = SceneRuntime()
        rt.perform(at: 0) { l.implicitAnimations = true }
        rt.perform(at: 1) { l[progress] = 1 }
        XCTAssertEqual(
            l.presentationState(localTime: 1.125).customScalar("progress"), 0.5 + 0.5 * TimingFunction.default.value(at: 0.5),
            accuracy: 1e-9)
        // A built-in key is not redeclared.
        l.declare(CustomProperty("opacity", default: 0.1))
        XCTAssertNil(l.model.custom["opacity"])
        XCTAssertEqual(l.opacity, 1)
    }
}
