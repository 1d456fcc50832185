import XCTest
import Foundation
import ClipEncode
import ClipGeometry
import ClipRaster
@testable import ClipAnimation

final class TransitionGalleryTests: XCTestCase {
    /// Every transition type renders mid-way with both contents or a clear intermediate, and
    /// shows only the new content after its end. Writes a contact sheet with CLIPGEN_DUMP.
    func testEveryTransitionType() throws {
        var sheets: [Pixmap] = []
        for type in TransitionType.allCases {
            for sub in [TransitionSubtype.fromRight, .fromBottom] {
                let rt = SceneRuntime()
                let root = Layer(); root.frame = Rect(0, 0, 80, 80)
                let l = Layer()
                rt.perform(at: 0) {
                    l.frame = Rect(10, 10, 60, 60); l.backgroundColor = .red; root.addSublayer(l)
                }
                rt.perform(at: 1) {
                    l.backgroundColor = .blue; l.add(Transition(type: type, subtype: sub, duration: 1))
                }
                let mid = Pixmap(width: 80, height: 80), end = Pixmap(width: 80, height: 80)
                FrameRenderer(scale: 1, background: .white).render(root.snapshot(at: 1.4), into: mid.view)
                FrameRenderer(scale: 1, background: .white).render(root.snapshot(at: 2.1), into: end.view)
                XCTAssertEqual(end[40, 40], RGBA8(0, 0, 255, 255), "\(type) \(sub) end")
                var changed = 0
                for y in 0..<80 { for x in 0..<80 where mid[x, y] != end[x, y] { changed += 1 } }
                XCTAssertGreaterThan(changed, 30, "\(type) \(sub) mid-way differs from the end state")
                sheets.append(mid)
            }
        }
        if let dir = ProcessInfo.processInfo.environment["CLIPGEN_DUMP"] {
            let sheet = Pixmap(width: 80 * 2, height: 80 * sheets.count / 2)
            for (i, s) in sheets.enumerated() {
                for y in 0..<80 { (sheet.view.row((i / 2) * 80 + y) + (i % 2) * 320).update(from: s.view.row(y), count: 320) }
            }
            try PNGCodec.write(sheet.view, to: "\(dir)/transitions.png")
        }
    }
}
