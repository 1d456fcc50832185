import ClipAnimation
import ClipGeometry
import ClipRaster
import Foundation
import XCTest

@testable import ClipLottie

/// Keyframes, transforms, shape construction and the paint/modifier ordering, against values
/// worked out by hand from the Lottie format (lottie-web's conventions).
final class EvaluationTests: XCTestCase {
    func vector(_ json: String) throws -> Animated<[Double]> {
        let any = try JSONSerialization.jsonObject(with: Data(json.utf8))
        return try LottieParser(limits: LottieLimits()).vector(JNode(value: any, path: "p"))
    }

    func testCubicBezierEaseAgreesWithBisection() {
        for (x1, y1, x2, y2) in [(0.42, 0.0, 0.58, 1.0), (0.167, 0.167, 0.833, 0.833), (0.3, -0.5, 0.7, 1.6), (0.9, 0.1, 0.1, 0.9)] {
            for k in 0...20 {
                let x = Double(k) / 20
                // Reference: bisect the curve parameter on x(t), then y(t).
                var lo = 0.0, hi = 1.0
                for _ in 0..<100 {
                    let t = (lo + hi) / 2
                    let bx = 3 * (1 - t) * (1 - t) * t * x1 + 3 * (1 - t) * t * t * x2 + t * t * t
                    if bx < x { lo = t } else { hi = t }
                }
                let t = (lo + hi) / 2
                let by = 3 * (1 - t) * (1 - t) * t * y1 + 3 * (1 - t) * t * t * y2 + t * t * t
                XCTAssertEqual(cubicBezierEase(x1, y1, x2, y2, at: x), by, accuracy: 1e-6, "(\(x1),\(y1),\(x2),\(y2)) at \(x)")
            }
        }
    }

    func testKeyframesHoldLinearAndPerDimensionEasing() throws {
        // Dimension 0 linear, dimension 1 ease-in (x handles 0.5/1, y 0/1): per-dimension handles.
        let a = try vector(
            #"{"a":1,"k":[{"t":0,"s":[0,0],"o":{"x":[0,0.5],"y":[0,0]},"i":{"x":[1,1],"y":[1,1]}},{"t":10,"s":[10,10],"h":1},{"t":20,"s":[30,30]}]}"#
        )
        XCTAssertEqual(a.value(at: -5), [0, 0])
        let mid = a.value(at: 5)
        XCTAssertEqual(mid[0], 5, accuracy: 1e-9)
        XCTAssertEqual(mid[1], 10 * cubicBezierEase(0.5, 0, 1, 1, at: 0.5), accuracy: 1e-9)
        XCTAssertLessThan(mid[1], 5)
        XCTAssertEqual(a.value(at: 15), [10, 10], "hold keyframe")
        XCTAssertEqual(a.value(at: 25), [30, 30])
        // Old files: the end value on the keyframe (`e`), last keyframe without `s`.
        let old = try vector(#"{"a":1,"k":[{"t":0,"s":[2],"e":[4],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":4}]}"#)
        XCTAssertEqual(old.value(at: 2)[0], 3, accuracy: 1e-9)
        XCTAssertEqual(old.value(at: 9)[0], 4, accuracy: 1e-9)
    }

    func testSpatialPositionFollowsTheCurveByArcLength() throws {
        // A half circle-ish arc from (0,0) to (100,0) bulging up to y ≈ -75: linear timing.
        let p = try vector(
            #"{"a":1,"k":[{"t":0,"s":[0,0],"to":[0,-100],"ti":[0,-100],"o":{"x":0,"y":0},"i":{"x":1,"y":1}},{"t":10,"s":[100,0]}]}"#)
        let mid = p.value(at: 5)
        XCTAssertEqual(mid[0], 50, accuracy: 0.5)
        XCTAssertEqual(mid[1], -75, accuracy: 0.5)
        let end = p.value(at: 10)
        XCTAssertEqual(end[0], 100, accuracy: 1e-9)
    }

    func testTransformOrderAnchorScaleRotatePosition() {
        var t = TransformModel()
        t.anchor = .fixed([10, 0])
        t.scale = .fixed([200, 100])
        t.rotation = .fixed([90])
        t.position = .fixed([100, 50])
        t.opacity = .fixed([40])
        let (m, o) = transformAt(t, frame: 0)
        // (20, 5): minus anchor (10, 5), scaled (20, 5), rotated 90° clockwise on screen (-5, 20), moved.
        let q = m.apply(Point(20, 5))
        XCTAssertEqual(q.x, 95, accuracy: 1e-9)
        XCTAssertEqual(q.y, 70, accuracy: 1e-9)
        XCTAssertEqual(o, 0.4, accuracy: 1e-12)
    }

    func testShapesStartWhereLottieWebStarts() {
        let r = LottieShapes.rect(center: Point(0, 0), size: Size(20, 10), roundness: 0, reversed: false)
        XCTAssertEqual(r.vertices, [Point(10, -5), Point(10, 5), Point(-10, 5), Point(-10, -5)])
        let e = LottieShapes.ellipse(center: Point(5, 5), size: Size(10, 20), reversed: false)
        XCTAssertEqual(e.vertices.first, Point(5, -5))
        let star = LottieShapes.star(
            center: .zero, points: 5, rotationDegrees: 0, outer: 10, inner: 4, outerRound: 0, innerRound: 0, isStar: true, reversed: false)
        XCTAssertEqual(star.vertices.count, 10)
        XCTAssertEqual(star.vertices[0].x, 0, accuracy: 1e-9)
        XCTAssertEqual(star.vertices[0].y, -10, accuracy: 1e-9)
        XCTAssertEqual(star.vertices[1].length, 4, accuracy: 1e-9)
        let rounded = LottieShapes.roundCorners(r, radius: 2)
        XCTAssertEqual(rounded.vertices.count, 8)
        // The top-right corner becomes (8, -5) on the edge towards the previous vertex, then (10, -3).
        XCTAssertEqual(rounded.vertices[0], Point(8, -5))
        XCTAssertEqual(rounded.vertices[1], Point(10, -3))
    }

    func testTrimWithOffsetWrapsAroundTheStart() {
        let square = LottieShapes.rect(center: Point(0, 0), size: Size(10, 10), roundness: 0, reversed: false)
        let evaluator = ShapeEvaluator(frame: 0, limits: LottieLimits(), layerName: "t")
        var scope = ShapeEvaluator.Scope()
        scope.geos = [ShapeEvaluator.Geo(contours: [square], m: .identity)]
        // 0…25 % shifted by 315° (87.5 %): 87.5 %…100 % and 0…12.5 %, 10 units in all.
        evaluator.trim(&scope, start: 0, end: 25, offset: 315, individual: false)
        var p = Path()
        for c in scope.geos[0].contours { c.appendTo(&p) }
        XCTAssertEqual(PathMeasure(p).length, 10, accuracy: 1e-6)
        XCTAssertEqual(scope.geos[0].contours.count, 2)
    }

    func testPaintsApplyToPathsAboveThemAndTheFirstItemIsOnTop() throws {
        let json = """
            [{"ty":"rc","p":{"k":[0,0]},"s":{"k":[10,10]},"r":{"k":0}},{"ty":"fl","c":{"k":[1,0,0,1]},"o":{"k":100}},
             {"ty":"rc","p":{"k":[20,0]},"s":{"k":[10,10]},"r":{"k":0}},{"ty":"fl","c":{"k":[0,0,1,1]},"o":{"k":50}},
             {"ty":"rp","c":{"k":2},"tr":{"p":{"k":[0,30]},"so":{"k":100},"eo":{"k":50}}}]
            """
        let any = try JSONSerialization.jsonObject(with: Data(json.utf8))
        let items = try LottieParser(limits: LottieLimits()).shapes(JNode(value: any, path: "shapes"), depth: 0)
        let ops = try ShapeEvaluator(frame: 0, limits: LottieLimits(), layerName: "t").ops(items)
        // Bottom first: copy 0 (blue over both squares, then red over the first), then copy 1.
        XCTAssertEqual(ops.count, 4)
        func describe(_ op: DrawOp) -> (Color, Rect, Double) {
            guard case .fill(let path, .solid(let c), _, let m) = op else { return (.clear, .zero, 0) }
            return (c, path.bounds, m.ty)
        }
        let (c0, b0, y0) = describe(ops[0])
        XCTAssertEqual(c0, Color(r: 0, g: 0, b: 1, a: 0.5))
        XCTAssertEqual(b0, Rect(-5, -5, 30, 10))
        XCTAssertEqual(y0, 0)
        let (c1, b1, _) = describe(ops[1])
        XCTAssertEqual(c1, .red)
        XCTAssertEqual(b1, Rect(-5, -5, 10, 10))
        let (c2, _, y2) = describe(ops[2])
        XCTAssertEqual(c2, Color(r: 0, g: 0, b: 1, a: 0.25), "second copy at end opacity 50 %")
        XCTAssertEqual(y2, 30)
    }

    func testPrecompTimeStretchAndRemap() throws {
        // A precomp whose only layer is visible on its frames 10…20 only; the outer layer starts
        // at 5 with stretch 2, so that content shows on outer frames 25…45.
        let json = """
            {"v":"5","fr":10,"ip":0,"op":100,"w":10,"h":10,
             "assets":[{"id":"p","layers":[{"ty":1,"sc":"#ff0000","sw":10,"sh":10,"ip":10,"op":20,"st":0,"ks":{}}]}],
             "layers":[{"ty":0,"refId":"p","w":10,"h":10,"ip":0,"op":100,"st":5,"sr":2,"ks":{}}]}
            """
        let doc = try LottieDocument(data: Data(json.utf8))
        let scene = LottieScene(document: doc, name: "t")
        func red(_ frame: Double) throws -> Bool {
            let image = Pixmap(width: 10, height: 10)
            try LottieRenderer(scene: scene, scale: 1, background: .white).render(frame: frame, into: image.view)
            return image.view.row(5)[5 * 4 + 1] == 0
        }
        XCTAssertFalse(try red(24))
        XCTAssertTrue(try red(25))
        XCTAssertTrue(try red(44))
        XCTAssertFalse(try red(45))
    }
}
