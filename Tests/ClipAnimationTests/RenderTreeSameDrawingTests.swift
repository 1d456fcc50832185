import ClipGeometry
import ClipRaster
import XCTest
@testable import ClipAnimation

final class RenderTreeSameDrawingTests: XCTestCase {
    private static func storedProperties(_ value: Any) -> [String] { Mirror(reflecting: value).children.compactMap(\.label) }

    /// `drawsSame(as:)` compares each of these fields. A new stored property must be compared
    /// there (or, like `name`, shown not to affect pixels) before this list is updated.
    func testEveryStoredPropertyIsCompared() {
        XCTAssertEqual(
            Self.storedProperties(RenderNode()),
            [
                "transform", "opacity", "bounds", "ops", "children", "postOps", "clip", "mask", "maskBlend", "maskLuminance", "filters",
                "coverageBlend", "blend", "shadow", "transition", "backdrop", "name", "textRuns",
            ])
        XCTAssertEqual(
            Self.storedProperties(RenderShadow(color: .black, offset: Size(1, 1), radius: 2, path: nil)),
            ["color", "offset", "radius", "path"])
        XCTAssertEqual(
            Self.storedProperties(RenderTransition(type: .fade, subtype: .fromLeft, progress: 0.5, old: nil)),
            ["type", "subtype", "progress", "old"])
    }

    private static func sample() -> RenderNode {
        var child = RenderNode()
        child.bounds = Rect(0, 0, 10, 10)
        child.ops = [
            .fill(Path(rect: Rect(0, 0, 10, 10)), .solid(Color(r: 1, g: 0, b: 0, a: 1)), .nonZero, .identity),
            .stroke(
                Path(ellipseIn: Rect(1, 1, 8, 8)), StrokeStyle(width: 2),
                .linearGradient(stops: GradientStop.evenly([.black, .white]), start: Point(0, 0), end: Point(10, 0)), .identity),
        ]
        child.filters = [.gaussianBlur(sigmaX: 1, sigmaY: 1)]
        var root = RenderNode()
        root.bounds = Rect(0, 0, 100, 100)
        root.children = [child]
        root.shadow = RenderShadow(color: .black, offset: Size(0, 2), radius: 4, path: nil)
        return root
    }

    func testEqualTreesDrawTheSameAndAnyChangeIsSeen() {
        let a = Self.sample()
        XCTAssertTrue(a.drawsSame(as: Self.sample()))
        var b = Self.sample()
        b.name = "renamed"
        XCTAssertTrue(a.drawsSame(as: b), "the name does not draw")
        b.textRuns = [TextRun(string: "check", bounds: Rect(0, 0, 5, 5), missing: ["x"])]
        XCTAssertTrue(a.drawsSame(as: b), "text runs are diagnostics: the text draws through ops")

        var changes: [(String, (inout RenderNode) -> Void)] = []
        changes.append(("opacity", { $0.opacity = 0.99 }))
        changes.append(("transform", { $0.transform = ProjectiveTransform(AffineTransform(translationX: 0.01, y: 0)) }))
        changes.append(("child bounds", { $0.children[0].bounds = Rect(0, 0, 10, 11) }))
        changes.append(
            ("fill colour", { $0.children[0].ops[0] = .fill(Path(rect: Rect(0, 0, 10, 10)), .solid(.black), .nonZero, .identity) }))
        changes.append(
            (
                "fill rule",
                {
                    $0.children[0].ops[0] = .fill(
                        Path(rect: Rect(0, 0, 10, 10)), .solid(Color(r: 1, g: 0, b: 0, a: 1)), .evenOdd, .identity)
                }
            ))
        changes.append(
            (
                "gradient stop",
                {
                    $0.children[0].ops[1] = .stroke(
                        Path(ellipseIn: Rect(1, 1, 8, 8)), StrokeStyle(width: 2),
                        .linearGradient(stops: GradientStop.evenly([.black, .black]), start: Point(0, 0), end: Point(10, 0)), .identity)
                }
            ))
        changes.append(("op count", { $0.children[0].ops.removeLast() }))
        changes.append(("extra child", { $0.children.append(RenderNode()) }))
        changes.append(("shadow", { $0.shadow = nil }))
        changes.append(("blend", { $0.blend = .multiply }))
        changes.append(("mask luminance", { $0.maskLuminance = true }))
        changes.append(("filters", { $0.filters = [.gaussianBlur(sigmaX: 1, sigmaY: 1)] }))
        changes.append(("filter value", { $0.children[0].filters = [.gaussianBlur(sigmaX: 2, sigmaY: 2)] }))
        changes.append(("NaN filter", { $0.children[0].filters = [.gaussianBlur(sigmaX: .nan, sigmaY: 2)] }))
        changes.append(("coverage blend", { $0.coverageBlend = .maximum }))
        changes.append(("mask", { $0.mask = RenderBox(RenderNode()) }))
        changes.append(("clip", { $0.clip = Path(rect: Rect(0, 0, 5, 5)) }))
        changes.append(("transition", { $0.transition = RenderTransition(type: .fade, subtype: .fromLeft, progress: 0.5, old: nil) }))
        changes.append(("backdrop", { $0.backdrop = (radius: 4, saturation: 1, shape: Path(rect: Rect(0, 0, 5, 5))) }))
        changes.append(("NaN opacity", { $0.opacity = .nan }))
        for (what, change) in changes {
            var c = Self.sample()
            change(&c)
            XCTAssertFalse(a.drawsSame(as: c), what)
            XCTAssertFalse(c.drawsSame(as: a), what)
        }
    }

    func testImagesCompareByIdentity() {
        let image = Pixmap(width: 2, height: 2)
        var a = RenderNode()
        a.ops = [.image(image, .identity, 1)]
        var b = RenderNode()
        b.ops = [.image(image, .identity, 1)]
        XCTAssertTrue(a.drawsSame(as: b))
        b.ops = [.image(Pixmap(width: 2, height: 2), .identity, 1)]
        XCTAssertFalse(a.drawsSame(as: b), "another pixmap, even with equal pixels, is another drawing")
        XCTAssertFalse(Paint.image(image, transform: .identity).drawsSame(as: .image(Pixmap(width: 2, height: 2), transform: .identity)))
        let radial = Paint.radialGradient(stops: GradientStop.evenly([.black, .white]), center: Point(1, 1), radius: 3)
        XCTAssertTrue(Paint.transformed(radial, .identity).drawsSame(as: .transformed(radial, .identity)))
        XCTAssertFalse(Paint.transformed(radial, .identity).drawsSame(as: .transformed(radial, AffineTransform(scaleX: 2, y: 1))))
        let bw = GradientStop.evenly([.black, .white])
        let focal = Paint.focalGradient(stops: bw, center: Point(1, 1), radius: 3, focal: Point(2, 1))
        XCTAssertTrue(focal.drawsSame(as: .focalGradient(stops: bw, center: Point(1, 1), radius: 3, focal: Point(2, 1))))
        XCTAssertFalse(focal.drawsSame(as: .focalGradient(stops: bw, center: Point(1, 1), radius: 3, focal: Point(1, 2))))
        XCTAssertFalse(focal.drawsSame(as: radial), "another kind")
    }
}
