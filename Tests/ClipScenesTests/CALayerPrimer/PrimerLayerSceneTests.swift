import ClipAnimation
import ClipGeometry
import ClipRaster
import ClipTestSupport
@testable import ClipScenes
import XCTest

/// The CALayer primer's §3–6 and §8 (CALayer) scenes: probes of what the spec says must be true
/// at its times (a colour, a position or a size, read from the frame or the presentation tree).
/// Key frames are compared with goldens by `SceneGoldenTests`.
final class PrimerLayerSceneTests: XCTestCase {
    typealias Kit = SceneTestKit
    let s = 1.0 // probe scale

    func px(_ id: String, _ t: Double, _ p: Point) throws -> RGBA8 {
        Kit.pixel(try Kit.render(id, at: t, scale: s, touches: false), p, scale: s)
    }
    func isWhite(_ c: RGBA8) -> Bool { c.r > 245 && c.g > 245 && c.b > 245 }
    func isBlue0092(_ c: RGBA8) -> Bool { c.r < 20 && abs(Int(c.g) - 146) < 12 && c.b > 240 }
    func isPureBlue(_ c: RGBA8) -> Bool { c.r < 20 && c.g < 20 && c.b > 235 }
    func isYellow(_ c: RGBA8) -> Bool { c.r > 200 && c.g > 200 && c.b < 120 }
    func isGreen(_ c: RGBA8) -> Bool { c.g > 180 && Int(c.g) > Int(c.r) + 60 && Int(c.g) > Int(c.b) + 60 }
    func width(_ id: String, _ name: String, _ t: Double) throws -> Double {
        try XCTUnwrap(Kit.presentation(id, name, at: t)).bounds.width
    }

    // MARK: A1 bounds-toggle

    func testBoundsToggleEasesOverOneSecond() throws {
        let id = "bounds-toggle"
        XCTAssertEqual(try width(id, "testView", 0.4), 100, accuracy: 1e-9)
        XCTAssertEqual(try width(id, "testView", 1.0), 150, accuracy: 1e-6) // easeInEaseOut(0.5) = 0.5
        XCTAssertEqual(try width(id, "testView", 0.75), 100 + 100 * TimingFunction.easeInEaseOut.value(at: 0.25), accuracy: 1e-6)
        XCTAssertEqual(try width(id, "testView", 1.6), 200, accuracy: 1e-9)
        XCTAssertEqual(try width(id, "testView", 2.5), 150, accuracy: 1e-6) // second tap shrinks
        XCTAssertEqual(try width(id, "testView", 4.6), 200, accuracy: 1e-9) // third grows again
        XCTAssertTrue(isWhite(try px(id, 0.3, Point(70, 200))))
        XCTAssertTrue(isBlue0092(try px(id, 1.6, Point(70, 200))))
    }

    // MARK: A2 additive-bounds-overlap

    func testAdditiveOverlapFollowsTheSpecTable() throws {
        let id = "additive-bounds-overlap", t0 = AdditiveBoundsOverlap.growAt
        XCTAssertEqual(AdditiveBoundsOverlap.shrinkDelay, 0.929, accuracy: 0.001)
        let table: [(Double, Double)] = [
            (0, 100), (0.5, 105.6), (0.929, 120), (1.2, 118.0), (1.5, 88.0), (1.8, 70.2),
            (1.929, 73.5), (2.2, 85.3), (2.5, 94.4), (3.0, 100),
        ]
        for (t, w) in table {
            XCTAssertEqual(try width(id, "testView", t0 + t), w, accuracy: 0.35, "t = \(t)")
        }
        // The model jumps: 200 after the first tap, 100 after the second (the dashed ghost).
        let (root, _) = Kit.tree(id, at: 1.0)
        XCTAssertEqual(try XCTUnwrap(Kit.find("modelGhost", in: root)).frame.width, 200, accuracy: 1e-9)
        let (root2, _) = Kit.tree(id, at: 1.5)
        XCTAssertEqual(try XCTUnwrap(Kit.find("modelGhost", in: root2)).frame.width, 100, accuracy: 1e-9)
    }

    // MARK: B1–B7 CALayer properties

    func testContentsGravityModes() throws {
        let id = "layer-contents-gravity"
        // At 1, 3 and 5 s the layer is 200 × 100 (the breathe's peak); a 3:2 logo:
        // resize fills, resizeAspect letterboxes (red bars at the sides), resizeAspectFill overflows.
        XCTAssertEqual(try width(id, "gravityLayer", 3.0), 200, accuracy: 1e-6)
        XCTAssertFalse(Kit.isRed(try px(id, 1.0, Point(30, 70))), "resize: logo reaches the left edge")
        XCTAssertTrue(Kit.isRed(try px(id, 3.0, Point(30, 70))), "resizeAspect: red letterbox")
        XCTAssertFalse(Kit.isRed(try px(id, 5.0, Point(30, 70))), "resizeAspectFill: filled")
        // Fill overflows the bounds (no masksToBounds): logo below the layer's bottom edge.
        let below = try px(id, 5.0, Point(100, 126))
        let root = try px(id, 3.0, Point(100, 126))
        XCTAssertNotEqual(below, root, "aspect fill draws past the bounds")
    }

    func testLayerShadowEndsYellowUpAndRight() throws {
        let id = "layer-shadow"
        XCTAssertTrue(isWhite(try px(id, 0.2, Point(165, 56))))
        XCTAssertTrue(isYellow(try px(id, 4.3, Point(165, 56))), "offset (10, −10): right and up")
        XCTAssertTrue(isWhite(try px(id, 4.3, Point(56, 165))), "nothing down-left")
        let st = try XCTUnwrap(Kit.presentation(id, "shadowLayer", at: 4.3))
        XCTAssertEqual(st.shadowOpacity, 0.9, accuracy: 1e-9)
        XCTAssertEqual(st.shadowRadius, 10, accuracy: 1e-9)
        XCTAssertEqual(st.shadowOffset, Size(10, -10))
    }

    func testShadowPathEllipse() throws {
        let id = "layer-shadow-path"
        XCTAssertTrue(isWhite(try px(id, 0.2, Point(200, 195))))
        XCTAssertTrue(isYellow(try px(id, 1.8, Point(200, 195))), "inside the 200-pt disc from the layer's top-left")
        XCTAssertTrue(isWhite(try px(id, 1.8, Point(250, 90))), "outside the disc")
        XCTAssertTrue(Kit.isRed(try px(id, 1.8, Point(110, 110))), "the shadow is under the layer")
    }

    func testMasksToBoundsToggle() throws {
        let id = "layer-masks-to-bounds"
        XCTAssertTrue(isPureBlue(try px(id, 0.3, Point(180, 180))), "NO: the overhang shows")
        XCTAssertTrue(isWhite(try px(id, 1.2, Point(180, 180))), "YES: clipped")
        XCTAssertTrue(isPureBlue(try px(id, 1.2, Point(150, 150))), "blue 70 × 70 inside")
        XCTAssertTrue(Kit.isRed(try px(id, 1.2, Point(70, 70))))
    }

    func testBorderIsInsideAndCornersRound() throws {
        let id = "layer-border-corner"
        XCTAssertTrue(Kit.isRed(try px(id, 0.2, Point(61.5, 110))))
        XCTAssertTrue(isGreen(try px(id, 2.5, Point(61.5, 110))), "3-pt border inside the bounds")
        XCTAssertTrue(Kit.isRed(try px(id, 2.5, Point(64.5, 110))))
        XCTAssertTrue(isWhite(try px(id, 2.5, Point(58.5, 110))), "nothing outside")
        XCTAssertTrue(isWhite(try px(id, 2.5, Point(61.2, 61.2))), "corner rounded (radius 10)")
        XCTAssertTrue(isWhite(try px(id, 0.2, Point(61.2, 61.2))) == false, "square corner before")
    }

    func testContentsRectSlices() throws {
        let id = "contents-rect-grid"
        XCTAssertEqual(ContentsRectGrid.tileFrame(4), Rect(143, 183, 80, 100))
        XCTAssertEqual(ContentsRectGrid.tileFrame(8), Rect(226, 286, 80, 100))
        for i in [0, 4, 8] {
            let start = try XCTUnwrap(Kit.presentation(id, "tile\(i)", at: 0.2)).contentsRect
            XCTAssertEqual(start, Rect(0, 0, 1, 1))
            let r = try XCTUnwrap(Kit.presentation(id, "tile\(i)", at: 2.5)).contentsRect
            let want = ContentsRectGrid.slice(i)
            XCTAssertEqual(r.minX, want.minX, accuracy: 1e-9); XCTAssertEqual(r.minY, want.minY, accuracy: 1e-9)
            XCTAssertEqual(r.width, 1.0 / 3, accuracy: 1e-9); XCTAssertEqual(r.height, 1.0 / 3, accuracy: 1e-9)
        }
        // Tile 8 (bottom right) shows the logo's bottom-right third: blue, not red.
        let c = try px(id, 2.5, Point(266, 336))
        XCTAssertGreaterThan(Int(c.b), Int(c.r) + 40)
    }

    func testAffineThenXRotation() throws {
        let id = "layer-affine-rotate"
        let z = try XCTUnwrap(Kit.presentation(id, "rotatedLayer", at: 1.8)).value(forKeyPath: "transform.rotation.z")?.scalar
        XCTAssertEqual(try XCTUnwrap(z), Double.pi / 4, accuracy: 1e-6)
        let st = try XCTUnwrap(Kit.presentation(id, "rotatedLayer", at: 5.0))
        XCTAssertEqual(try XCTUnwrap(st.value(forKeyPath: "transform.rotation.x")?.scalar), Double.pi / 4, accuracy: 1e-6)
        // Orthographic: the 300-pt height squashes to 300·cos 45° ≈ 212, so y = 70 is empty.
        XCTAssertTrue(isWhite(try px(id, 5.0, Point(100, 70))))
        XCTAssertFalse(isWhite(try px(id, 5.0, Point(100, 110))))
        // The z rotation swings the top-left corner away.
        XCTAssertTrue(isWhite(try px(id, 1.8, Point(64, 64))))
        XCTAssertFalse(isWhite(try px(id, 0.2, Point(64, 64))))
    }

    // MARK: C1–C2 progress bar

    func testRopeProgressSagsAtHalfway() throws {
        let id = "rope-progress"
        // 2.3 s is the middle of the 4-s easeInEaseOut drag: progress 0.5, vertex (187.5, 181) on screen.
        let st = try XCTUnwrap(Kit.presentation(id, "progressLayer", at: 2.3))
        XCTAssertEqual(st.customScalar("progress"), 0.5, accuracy: 0.01)
        XCTAssertTrue(isGreen(try px(id, 2.3, Point(100, 167.5))), "green left of the vertex")
        let gray = try px(id, 2.3, Point(275, 167.5))
        XCTAssertTrue(abs(Int(gray.r) - 170) < 12 && abs(Int(gray.g) - 170) < 12, "lightGray right of it: \(gray)")
        XCTAssertEqual(RopeProgress.vertex(0.5), Point(187.5, 101))
        XCTAssertEqual(RopeProgress.vertex(0), Point(25, 76))
        XCTAssertEqual(RopeProgress.vertex(1), Point(350, 76))
        // The shape version: strokeEnd = progress, an arc-length fraction of the bent path.
        XCTAssertEqual(try XCTUnwrap(Kit.presentation(id, "top", at: 2.3)).shape!.strokeEnd, 0.5, accuracy: 0.01)
        // At progress ≈ 0.25 (1.5 s … ) the green end stops short of the vertex on the shape layer.
        let st2 = try XCTUnwrap(Kit.presentation(id, "progressLayer", at: 1.6))
        let p = st2.customScalar("progress")
        let path = RopeProgress.shapePath(p)
        let measure = PathMeasure(path)
        let greenEnd = try XCTUnwrap(measure.position(atFraction: p))
        let vertex = Point(325 * p + 25, 150 + 25 * (1 - abs(p - 0.5) * 2))
        XCTAssertGreaterThan(greenEnd.distance(to: vertex), 0.3, "green end ≠ vertex away from 50 %")
    }

    func testRopeContactPointCases() {
        typealias R = RopeProgressStrokeEnd

        func last(_ p: Path) -> Point { p.currentPoint ?? .zero }
        // Case 1 (strokeEnd > progress): contact on the right segment.
        let a = R.rope(progress: 0.5, strokeEnd: 0.75)
        XCTAssertEqual(last(a.green!).x, 25 + 325 * 0.75, accuracy: 1e-9)
        XCTAssertEqual(last(a.green!).y, 76 + 25 * (1 - 0.25 / 0.5), accuracy: 1e-9)
        // Case 2: contact on the left segment, green stops before the vertex.
        let b = R.rope(progress: 0.5, strokeEnd: 0.25)
        XCTAssertEqual(last(b.green!).y, 25 * 0.5 + 76, accuracy: 1e-9)
        // progress 0: green only when strokeEnd ∉ {0, 1}.
        XCTAssertNil(R.rope(progress: 0, strokeEnd: 0).green)
        XCTAssertNil(R.rope(progress: 0, strokeEnd: 1).green)
        XCTAssertNotNil(R.rope(progress: 0, strokeEnd: 0.5).green)
        // The label rides 20 pt above the vertex, centred on it.
        XCTAssertEqual(R.rope(progress: 0.5, strokeEnd: 0.5).label, Rect(167.5, 71, 40, 20))
    }

    func testRopeStrokeEndLabelAndColours() throws {
        let id = "rope-progress-strokeend"
        let (root, rt) = Kit.tree(id, at: 2.8)
        let label = try XCTUnwrap(Kit.find("percentLabel", in: root) as? TextLayer)
        _ = rt
        XCTAssertEqual(label.string, "50%") // linear drag 0.3 → 5.3: progress 0.5 at 2.8
        // At 2.8 strokeEnd = 0.5 + 0.25·sin(2π) ≈ 0.5; at 3.4, 0.62 + 0.25·sin(2π·1.24) > progress (case 1).
        XCTAssertGreaterThan(R.strokeEnd(progress: 0.62, time: 3.4), 0.62)
        // t = 1: progress 0.14, vertex (70.5, 163) on screen; the green runs from (25, 156).
        let c = try px(id, 1.0, Point(40, 158.3))
        XCTAssertTrue(isGreen(c), "green from the origin: \(c)")
    }
    typealias R = RopeProgressStrokeEnd

    /// Issue #26: before the slider moves (progress = strokeEnd = 0) the whole grey rope lies
    /// along the panel's line at y = origin.y (its path begins with a zero-length segment:
    /// contact = vertex = origin). The declared "strokeEnd" is the built-in key, whose default is
    /// 1: left there, only a dot at the rope's right end was drawn for the first 0.3 s.
    func testRopeIsDrawnBeforeTheSliderMoves() throws {
        let id = "rope-progress-strokeend"
        let layer = try XCTUnwrap(Kit.find("progressLayer", in: Kit.tree(id, at: 0.1).0))
        XCTAssertEqual(layer.value(forKeyPath: "strokeEnd"), .scalar(0)) // LXDProgressLayer starts at 0
        for t in [0.0, 0.1, 0.25] {
            for x in [40.0, 120, 200, 300] {
                let c = try px(id, t, Point(x, R.panel.minY + R.origin.y))
                XCTAssertTrue(abs(Int(c.r) - 204) < 8 && c.r == c.g && c.g == c.b, "t \(t) x \(x): \(c)")
            }
        }
    }

    // MARK: D1 water-fill

    func testWaterFillMaskMovesAndSnapsBack() throws {
        let id = "water-fill"
        let up = try XCTUnwrap(Kit.presentation(id, "maskLayerUp", at: 0.3 + 2.5)).position
        XCTAssertEqual(up.x, 2.5, accuracy: 1e-6); XCTAssertEqual(up.y, 2.5, accuracy: 1e-6)
        let down = try XCTUnwrap(Kit.presentation(id, "maskLayerDown", at: 0.3 + 2.5)).position
        XCTAssertEqual(down.x, 27.5, accuracy: 1e-6)
        let snapped = try XCTUnwrap(Kit.presentation(id, "maskLayerUp", at: 5.5)).position
        XCTAssertEqual(snapped, Point(-5, -5))
        // Head centre (15, 15) at ×8: green near the end, grey after the snap.
        let g = try px(id, 5.2, Point(160, 250))
        XCTAssertTrue(abs(Int(g.r) - 0x2D) < 12 && abs(Int(g.g) - 0xC8) < 12 && abs(Int(g.b) - 0x4D) < 12, "\(g)")
        let gray = try px(id, 5.5, Point(160, 250))
        XCTAssertTrue(abs(Int(gray.r) - 0xB0) < 8 && abs(Int(gray.g) - 0xB0) < 8, "\(gray)")
    }

    // MARK: E1–E6 CALayer (§8)

    func testAnchorPointMovesTheFrame() throws {
        let id = "anchor-point-demo"
        let frames: [(Double, Rect)] = [
            (0.3, Rect(110, 140, 100, 100)), (1.4, Rect(160, 190, 100, 100)),
            (2.6, Rect(60, 90, 100, 100)), (3.5, Rect(110, 140, 100, 100)),
        ]
        for (t, f) in frames {
            let st = try XCTUnwrap(Kit.presentation(id, "anchorLayer", at: t))
            XCTAssertEqual(st.frame.minX, f.minX, accuracy: 1e-6, "t \(t)"); XCTAssertEqual(st.frame.minY, f.minY, accuracy: 1e-6)
            XCTAssertEqual(st.position, Point(160, 190))
        }
        XCTAssertTrue(isBlue0092(try px(id, 1.4, Point(200, 230))))
        XCTAssertTrue(isWhite(try px(id, 1.4, Point(140, 170))))
    }

    func testImplicitCircleGrows() throws {
        let id = "implicit-circle-grow"
        let mid = try XCTUnwrap(Kit.presentation(id, "circleLayer", at: 0.625))
        XCTAssertEqual(mid.bounds.width, 50 + 150 * TimingFunction.default.value(at: 0.5), accuracy: 1e-6)
        let end = try XCTUnwrap(Kit.presentation(id, "circleLayer", at: 0.8))
        XCTAssertEqual(end.bounds.width, 200); XCTAssertEqual(end.position, Point(240, 420)); XCTAssertEqual(end.cornerRadius, 25)
        let pink = try px(id, 0.8, Point(240, 420))
        XCTAssertTrue(pink.r > 240 && pink.g < 50 && pink.b > 160, "\(pink)")
        let back = try XCTUnwrap(Kit.presentation(id, "circleLayer", at: 1.8))
        XCTAssertEqual(back.bounds.width, 50); XCTAssertEqual(back.position, Point(80, 160))
        XCTAssertTrue(isBlue0092(try px(id, 1.8, Point(80, 160))))
    }

    func testRoundAvatarNeedsMasksToBounds() throws {
        let id = "round-avatar"
        let corner = Point(88, 128)
        XCTAssertFalse(isWhite(try px(id, 1.2, corner)), "square photo")
        XCTAssertFalse(isWhite(try px(id, 2.4, corner)), "cornerRadius 75 alone leaves the drawn photo square")
        XCTAssertTrue(isWhite(try px(id, 3.4, corner)), "masksToBounds = YES clips it to the circle")
        let ring = try px(id, 3.4, Point(160, 126))
        XCTAssertTrue(ring.r < 80 && ring.g > 200 && ring.b > 200, "2-pt cyan border: \(ring)")
    }

    func testRoundAvatarShadowLayersStack() throws {
        let id = "round-avatar-shadow"
        for name in ["layerShadow", "photoLayer"] {
            XCTAssertEqual(try XCTUnwrap(Kit.presentation(id, name, at: 2.0)).position, Point(160, 200))
        }
        XCTAssertEqual(try XCTUnwrap(Kit.presentation(id, "layerShadow", at: 0.2)).position, Point(82, 200))
        // Shadow to the lower right, outside the ring (offset (2, 1)); the clipped layer casts none.
        let sh = try px(id, 2.0, Point(160, 276.5))
        XCTAssertFalse(isWhite(sh), "shadow below the circle: \(sh)")
    }

    func testFlipXMirrorsTheBackFace() throws {
        let id = "layer-flip-x"
        // Upright: sky at the top. After π about x: ground at the top (the back face, mirrored).
        // Orthographic turn by π about x through y = 200: the row at y appears at 400 − y.
        let before = try Kit.render(id, at: 0.2, scale: s, touches: false)
        let after = try Kit.render(id, at: 2.2, scale: s, touches: false)
        for p in [Point(115, 150), Point(160, 140), Point(200, 170)] {
            let a = Kit.pixel(before, p, scale: s), b = Kit.pixel(after, Point(p.x, 399 - p.y), scale: s)
            XCTAssertTrue(Kit.near(a, b, 12), "\(p): \(a) vs mirrored \(b)")
        }
        let sky = Kit.pixel(before, Point(115, 150), scale: s), ground = Kit.pixel(before, Point(115, 249), scale: s)
        XCTAssertGreaterThan(Int(sky.b), Int(sky.g), "sky on top before")
        XCTAssertFalse(Kit.near(sky, ground, 40))
        // At π/2 (mid-flip, easeInEaseOut midpoint 1.05 s) the layer is edge-on: nothing at y 140.
        XCTAssertTrue(isWhite(try px(id, 1.05, Point(160, 140))))
    }

    func testStarRevealDrawsTheSeedStar() throws {
        let id = "custom-layer-star"
        XCTAssertEqual(CustomLayerStar.vertices.count, 10)
        // Star centre ≈ (94.5, 60) in the layer; the layer is shown ×1.6 about its centre at
        // (160, 196): → (163.2, 144) on screen.
        let c = try px(id, 2.5, Point(163.2, 144))
        XCTAssertTrue(abs(Int(c.r) - 135) < 10 && abs(Int(c.g) - 232) < 10 && abs(Int(c.b) - 84) < 10, "\(c)")
        XCTAssertTrue(isBlue0092(try px(id, 0.2, Point(163.2, 144))))
        // The enlarged layer reaches (16, 52) (its corner (0, 0) lands at (12, 48)).
        XCTAssertTrue(isBlue0092(try px(id, 0.2, Point(16, 52))))
        let bg = try px(id, 0.2, Point(10, 10))
        XCTAssertEqual([bg.r, bg.g, bg.b], [249, 249, 249])
    }
}
