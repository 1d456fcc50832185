import ClipAnimation
import ClipGeometry
import ClipRaster
import ClipTestSupport
@testable import ClipScenes
import XCTest

/// 2.4 liquid-fab (MOVIE 2.8): LiquidFloatingActionButton on the liquid engine.
final class LiquidFABTests: XCTestCase {
    typealias Kit = SceneTestKit
    let id = "liquid-fab"
    let size = Size(375, 667)

    func testRegisteredInChapter2() {
        XCTAssertTrue(Chapter2.scenes.contains { $0.id == id })
        XCTAssertTrue(Kit.engineScene(id).isInteractive)
    }

    /// Fully open, every cell sits at its slot and no bridge remains (all gaps exceed the
    /// threshold); while oozing out, the engine joins the first cell to the button.
    func testBridgesWhileOozingButNotAtRest() {
        let open = LiquidFAB.circles(size: size, sinceOpen: 2, sinceClose: -1)
        for (i, c) in open.cells.enumerated() { XCTAssertEqual(c.center.distance(to: LiquidFAB.slot(i, size: size)), 0, accuracy: 1e-9) }
        XCTAssertTrue(LiquidFAB.bridges(button: open.button, cells: open.cells).isEmpty)
        let engine = LiquidLoader.Engine(radiusThresh: LiquidFAB.cellRadius, angleThresh: 0.2)
        var joined = 0
        for k in 1...40 {
            let c = LiquidFAB.circles(size: size, sinceOpen: Double(k) / 60, sinceClose: -1)
            if !engine.push(c.cells[0], c.button).isEmpty { joined += 1 }
        }
        XCTAssertGreaterThan(joined, 3, "the first cell is joined to the button for several frames")
        // Closed again: every cell back inside the button.
        let shut = LiquidFAB.circles(size: size, sinceOpen: 3, sinceClose: 1)
        for c in shut.cells { XCTAssertEqual(c.center, LiquidFAB.buttonCenter(size)) }
    }

    /// Staggering: the top cell leaves 4 × 0.07 s after the first; it is still in at 0.25 s.
    func testCellsLeaveInTurn() {
        XCTAssertEqual(LiquidFAB.travel(4, sinceOpen: 0.25, sinceClose: -1), 0)
        XCTAssertGreaterThan(LiquidFAB.travel(0, sinceOpen: 0.25, sinceClose: -1), 0.5)
    }

    /// Pixels at 2.0 s: the top cell's centre is the liquid colour, the dim overlay is on, the
    /// "Event" chip is shown.
    func testOpenMenuFrame() throws {
        let f = try Kit.render(id, at: 2.0, scale: 1, touches: false)
        let top = LiquidFAB.slot(4, size: size)
        let px = Kit.pixel(f, Point(top.x + 12, top.y + 12), scale: 1)
        XCTAssertTrue(Kit.near(px, RGBA8(0x4C, 0x5F, 0xE8, 255), 6), "\(px)")
        XCTAssertEqual(Kit.presentation(id, "dim", at: 2.0)?.opacity ?? -1, 1, accuracy: 1e-9)
        XCTAssertEqual(Kit.presentation(id, "chip-4", at: 2.0)?.opacity ?? -1, 1, accuracy: 1e-9)
        XCTAssertEqual(Kit.presentation(id, "chip-4", at: 0.4)?.opacity ?? -1, 0, accuracy: 1e-9)
    }
}
