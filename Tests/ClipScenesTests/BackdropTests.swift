import ClipRaster
import XCTest
@testable import ClipScenes

/// `SceneOptions.transparent` leaves out each scene's backdrop (its clear colour and the layers it
/// marks with `backdrop()`), keeps the rest, and changes nothing when off.
final class BackdropTests: XCTestCase {
    func testTransparentRenderLeavesOutTheBackdropOnly() throws {
        for id in ["twitter-launch", "download-button", "page-control-ball", "liquid-loader", "jump-star", "loading-hud-orbit"] {
            let scene = try XCTUnwrap(SceneCatalog.scene(id: id))
            let (w, h) = scene.pixelSize(scale: 0.5)
            let t = scene.keyTimes.first ?? 0.5
            let opaque = Pixmap(width: w, height: h), clear = Pixmap(width: w, height: h)
            try scene.makeRenderer(options: SceneOptions(scale: 0.5, showTouches: false)).render(time: t, into: opaque.view)
            try scene.makeRenderer(options: SceneOptions(scale: 0.5, showTouches: false, transparent: true)).render(
                time: t, into: clear.view)
            var transparent = 0, solid = 0, same = 0
            for y in 0..<h {
                for x in 0..<w {
                    XCTAssertEqual(opaque.view[x, y].a, 255, "\(id): the opaque render covers every pixel")
                    let p = clear.view[x, y]
                    if p.a < 255 { transparent += 1 } else { solid += 1 }
                    if p == opaque.view[x, y] { same += 1 }
                }
            }
            // The HUD's dark blur tint covers the screen: there the corner is the tint alone, see-through.
            XCTAssertEqual(clear.view[0, 0].a, id == "loading-hud-orbit" ? 168 : 0, "\(id): the corner is backdrop")
            XCTAssertGreaterThan(transparent, w * h / 10, "\(id): the backdrop is gone")
            XCTAssertGreaterThan(solid, 0, "\(id): the content stays")
            XCTAssertGreaterThan(same, 0, "\(id): content pixels are drawn as before")
        }
    }
}
