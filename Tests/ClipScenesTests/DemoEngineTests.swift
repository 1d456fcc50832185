import ClipAnimation
import ClipRaster
import ClipScenes
import Dispatch
import Foundation
import XCTest

/// The engine tour (`demo-engine`) exercises most engine features in one tree.
final class DemoEngineTests: XCTestCase {
    /// Four threads rendering different times at once give the same bytes as serial rendering.
    func testConcurrentRendering() throws {
        let r = DemoEngine.makeRenderer(scale: 0.25, seed: 9)
        let times = [0.5, 2.0, 3.1, 4.55]
        let (w, h) = r.pixelSize
        var serial: [[UInt8]] = []
        for t in times { let p = Pixmap(width: w, height: h); try r.render(time: t, into: p.view); serial.append(p.bytes) }
        final class Out: @unchecked Sendable {
            let lock = NSLock(); var bytes = [[UInt8]](repeating: [], count: 4)
            func set(_ i: Int, _ b: [UInt8]) { lock.lock(); bytes[i] = b; lock.unlock() }
        }
        let out = Out()
        DispatchQueue.concurrentPerform(iterations: 4) { i in
            let p = Pixmap(width: w, height: h)
            try? r.render(time: times[i], into: p.view)
            out.set(i, p.bytes)
        }
        XCTAssertEqual(out.bytes, serial)
    }

    /// Same t, same pixels whatever was rendered before (24 vs 60 fps sequences), and a frame
    /// rendered alone equals one rendered after all earlier frames.
    func testFrameRateIndependence() throws {
        let r = DemoEngine.makeRenderer(scale: 0.5, seed: 3, showTouches: true)
        let (w, h) = r.pixelSize
        let alone = Pixmap(width: w, height: h), a = Pixmap(width: w, height: h), b = Pixmap(width: w, height: h)
        let t = 5.0
        try r.render(time: t, into: alone.view)
        for i in stride(from: 0, through: Int(t * 24), by: 8) { try r.render(time: Double(i) / 24, into: a.view) }
        for i in stride(from: 3, through: Int(t * 60), by: 23) { try r.render(time: Double(i) / 60, into: b.view) }
        try r.render(time: t, into: b.view)
        XCTAssertEqual(alone.bytes, a.bytes)
        XCTAssertEqual(alone.bytes, b.bytes)
        // And the scene is not static: a different time gives different pixels.
        try r.render(time: 5.3, into: a.view)
        XCTAssertNotEqual(alone.bytes, a.bytes)
    }
}
