import ClipAnimation
import ClipGeometry
import ClipRaster

/// The app screen under the menu [UPSTREAM demo]: a navigation bar titled "Home" with a
/// "Trigger" button and a table "NO.0 … NO.19".
enum ListScreen {
    static let size = Size(375, 667)

    static func make(size: Size) -> Layer {
        let W = size.width, H = size.height
        let screen = Layer(frame: Rect(0, 0, W, H))
        screen.backgroundColor = .white
        screen.masksToBounds = true
        let rowH = 44.0
        var y = 64.0
        var i = 0
        while y < H {
            screen.addSublayer(
                LayerKit.label(
                    "NO.\(i)", origin: Point(15, y + (rowH - 17 * 1.3) / 2), width: 200,
                    size: 17, color: Color(white: 0.1)))
            // Disclosure chevron.
            var chev = Path()
            chev.move(to: Point(W - 22, y + rowH / 2 - 6)); chev.line(to: Point(W - 16, y + rowH / 2))
            chev.line(to: Point(W - 22, y + rowH / 2 + 6))
            screen.addSublayer(
                LayerKit.shape(
                    chev, frame: Rect(0, 0, W, H), fill: nil, stroke: Color(white: 0.78),
                    lineWidth: 2, cap: .round, join: .round))
            screen.addSublayer(LayerKit.box(Rect(15, y + rowH - 0.5, W - 15, 0.5), color: Color(white: 0.8)))
            y += rowH; i += 1
        }
        // Status bar + navigation bar.
        screen.addSublayer(LayerKit.box(Rect(0, 0, W, 64), color: Color(white: 0.97)))
        screen.addSublayer(LayerKit.box(Rect(0, 63.5, W, 0.5), color: Color(white: 0.7)))
        screen.addSublayer(
            LayerKit.label(
                "9:41", origin: Point(0, 3), width: W, size: 12, color: .black,
                weight: .semibold, align: .center))
        screen.addSublayer(LayerKit.box(Rect(W - 33, 6, 22, 10), color: .black, radius: 2.5))
        screen.addSublayer(
            LayerKit.label(
                "Home", origin: Point(0, 31), width: W, size: 17, color: .black,
                weight: .semibold, align: .center))
        screen.addSublayer(
            LayerKit.label(
                "Trigger", origin: Point(W - 108, 31), width: 100, size: 17,
                color: Color(r255: 0, g: 122, b: 255), align: .right))
        return screen
    }
}
