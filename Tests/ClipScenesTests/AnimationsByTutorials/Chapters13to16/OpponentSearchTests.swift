import ClipAnimation
import ClipGeometry
import ClipRaster
import ClipTestSupport
@testable import ClipScenes
import XCTest

/// §2.11 opponent-search: springs to the meeting points, squash, flow of labels, square morph.
final class OpponentSearchTests: XCTestCase {
    typealias Kit = SceneTestKit
    let id = "opponent-search"

    func testRegisteredWithSpecStage() {
        let s = Kit.engineScene(id)
        XCTAssertEqual(s.size, Size(320, 568))
        XCTAssertEqual(s.duration, 11.5)
        XCTAssertEqual(s.info.book, .iosAnimationsByTutorials)
        XCTAssertEqual(s.info.chapter, 13)
        XCTAssertFalse(s.isInteractive)
        XCTAssertEqual(AnimationsByTutorialsChapters13to16.scenes.first?.id, id)
    }

    /// Meeting centres 256 → 207.37 and 64 → 112.63 at t_k + 1, back at t_k + 2; cycles every 2.1 s.
    func testBounceCycle() {
        let table: [(t: Double, me: Double, opp: Double, tol: Double)] = [
            (0, 256, 64, 1e-6), (0.999, 207.37, 112.63, 0.3), (2.0, 256, 64, 0.3), (2.1 + 0.999, 207.37, 112.63, 0.3),
            (6.3 + 2.0, 256, 64, 0.3),
        ]
        for row in table {
            XCTAssertEqual(Kit.presentation(id, "myAvatar", at: row.t)!.position.x, row.me, accuracy: row.tol, "t \(row.t)")
            XCTAssertEqual(Kit.presentation(id, "opponentAvatar", at: row.t)!.position.x, row.opp, accuracy: row.tol, "t \(row.t)")
            XCTAssertEqual(Kit.presentation(id, "myAvatar", at: row.t)!.position.y, 213, accuracy: 1e-9)
        }
        // Approaching: halfway there well before the meeting (ζ 0.8 spring).
        XCTAssertLessThan(Kit.presentation(id, "myAvatar", at: 0.4)!.position.x, 232)
    }

    /// The squash: the ring's oval flattens toward 76.5 × 99, bottom-aligned, during the approach,
    /// and snaps back to the 90 circle at t_k + 1.
    func testSquashMorph() {
        let squashed = Kit.presentation(id, "myAvatar.circle", at: 0.9)!.shape!.path!.bounds
        XCTAssertLessThan(squashed.width, 80); XCTAssertGreaterThan(squashed.height, 97)
        XCTAssertEqual(squashed.maxY, 90, accuracy: 0.5)
        XCTAssertEqual(squashed.minX, 0, accuracy: 0.5, "myAvatar flattens against its left side")
        let opp = Kit.presentation(id, "opponentAvatar.circle", at: 0.9)!.shape!.path!.bounds
        XCTAssertEqual(opp.maxX, 90, accuracy: 0.5, "the opponent flattens against its right side")
        XCTAssertEqual(Kit.presentation(id, "myAvatar.circle", at: 1.05)!.shape!.path!.bounds.height, 90, accuracy: 1e-6)
        // The mask morphs with the ring.
        XCTAssertEqual(Kit.presentation(id, "myAvatar.mask", at: 0.9)!.shape!.path!.bounds.height, squashed.height, accuracy: 1e-6)
    }

    /// 4 s "Connecting..." + Andy, 9 s "Ready to play" + vs./Search Again fading in over 0.2 s.
    func testStatusFlow() {
        XCTAssertEqual(Kit.presentation(id, "status", at: 3.9)!.text!.string, "Searching for opponents...")
        XCTAssertEqual(Kit.presentation(id, "status", at: 4.1)!.text!.string, "Connecting...")
        XCTAssertEqual(Kit.presentation(id, "status", at: 9.1)!.text!.string, "Ready to play")
        XCTAssertEqual(Kit.presentation(id, "vs", at: 8.99)!.opacity, 0, accuracy: 1e-9)
        XCTAssertEqual(Kit.presentation(id, "vs", at: 9.1)!.opacity, 0.5, accuracy: 0.01)
        XCTAssertEqual(Kit.presentation(id, "searchAgain", at: 9.3)!.opacity, 1, accuracy: 1e-9)
    }

    /// At 9.4 both become squares (0.25 s) and stay at their original places; the loop stops.
    func testSquareMorphAndRest() throws {
        XCTAssertGreaterThan(Kit.presentation(id, "myAvatar.circle", at: 9.39)!.shape!.path!.bounds.height, 98, "still squashed")
        XCTAssertEqual(Kit.presentation(id, "myAvatar.circle", at: 9.401)!.shape!.path!.bounds.height, 90, accuracy: 0.01)
        let mid = Kit.presentation(id, "myAvatar.circle", at: 9.525)!.shape!.path!
        XCTAssertEqual(mid.bounds.width, 90, accuracy: 0.5)
        let end = Kit.presentation(id, "myAvatar.circle", at: 11)!.shape!.path!
        XCTAssertEqual(end.bounds, Rect(0, 0, 90, 90))
        XCTAssertEqual(end, OpponentSearch.roundedSquarePath(in: Rect(0, 0, 90, 90), cornerRadius: 0))
        XCTAssertEqual(Kit.presentation(id, "myAvatar", at: 11.4)!.position.x, 256, accuracy: 0.05)
        XCTAssertEqual(Kit.presentation(id, "opponentAvatar", at: 11.4)!.position.x, 64, accuracy: 0.05)
        // Pixels: the square ring's corner is white at 11 s; at 5 s (a circle) the same spot is not.
        let scale = 1.0
        let corner = Point(211 + 1, 168 + 1)
        let f11 = try Kit.render(id, at: 11, scale: scale), f5 = try Kit.render(id, at: 2.05, scale: scale)
        XCTAssertTrue(Kit.near(Kit.pixel(f11, corner, scale: scale), RGBA8(255, 255, 255, 255), 10))
        XCTAssertFalse(Kit.near(Kit.pixel(f5, corner, scale: scale), RGBA8(255, 255, 255, 255), 60))
        // The ring is white on top of the photo, the photo shows inside (not the background).
        let ring = Kit.pixel(f5, Point(256, 213 - 45), scale: scale)
        XCTAssertTrue(Kit.near(ring, RGBA8(255, 255, 255, 255), 10), "\(ring)")
        let photo = Kit.pixel(f5, Point(256 - 25, 213 + 10), scale: scale) // avatar-1 background (0x4FC3F7)
        XCTAssertTrue(Kit.near(photo, RGBA8(0x4F, 0xC3, 0xF7, 255), 12), "\(photo)")
    }

    /// The circle → square morph (9.4–9.65 s) is smooth: at every in-between frame the ring's
    /// outline turns by less than 2° where one segment meets the next (no corners until it is a
    /// square) and always the same way (convex). The eighths-onto-half-edges morph put a corner
    /// of 20–40° at each of the oval's 45° points from the first frame on.
    func testSquareMorphHasNoKinks() throws {
        let (root, rt) = Kit.tree(id, at: 9.62)
        for name in ["myAvatar.circle", "opponentAvatar.circle", "myAvatar.mask"] {
            let layer = try XCTUnwrap(Kit.find(name, in: root))
            for t in [9.42, 9.45, 9.5, 9.55, 9.6, 9.62] {
                let path = try XCTUnwrap(rt.perform(at: t) { layer.presentation() }.shape!.path, "\(name) at \(t)")
                let turns = Self.turnsAtJoints(path)
                XCTAssertGreaterThanOrEqual(turns.count, 4, "\(name) at \(t)")
                let worst = turns.map { abs($0) }.max() ?? 0
                XCTAssertLessThan(worst * 180 / Double.pi, 2, "\(name) at \(t): a kink of \(worst * 180 / Double.pi)°")
                XCTAssertTrue(turns.allSatisfy { $0 >= -1e-9 } || turns.allSatisfy { $0 <= 1e-9 }, "\(name) at \(t) is convex")
            }
        }
    }

    /// For a closed all-cubic path: the signed angle between the end tangent of each cubic and the
    /// start tangent of the next (around the close). Zero-length cubics are skipped.
    static func turnsAtJoints(_ path: Path) -> [Double] {
        var tangents: [(Point, Point)] = [] // (start direction, end direction)
        var cur = Point.zero
        path.forEach { el in
            switch el {
            case .move(let p): cur = p
            case .line(let p): tangents.append((p - cur, p - cur)); cur = p
            case .quad(let c, let p): tangents.append((c - cur, p - c)); cur = p
            case .cubic(let c1, let c2, let p):
                let pts = [cur, c1, c2, p]
                let start = pts.dropFirst().first { ($0 - cur).length > 1e-9 }.map { $0 - cur }
                let end = pts.dropLast().last { (p - $0).length > 1e-9 }.map { p - $0 }
                if let start, let end { tangents.append((start, end)) }
                cur = p
            case .close: break
            }
        }
        var turns: [Double] = []
        for i in tangents.indices {
            let a = tangents[i].1, b = tangents[(i + 1) % tangents.count].0
            turns.append(GMath.atan2(a.x * b.y - a.y * b.x, a.x * b.x + a.y * b.y))
        }
        return turns
    }
}
