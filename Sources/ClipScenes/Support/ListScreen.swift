import ClipAnimation
import ClipGeometry
import ClipRaster

/// The app screen under the menu [UPSTREAM demo: a navigation bar titled "Home" with a "Trigger"
/// button over a table]. [CHOICE] The table's rows are a photo-sharing inbox instead of the demo's
/// "NO.0 … NO.19": a colour avatar with the sender's initial, name, a one-line message, the time
/// and a photo thumbnail, so the screen reads as an app and its colours still show through the
/// menu's dark blur.
enum ListScreen {
    static let size = Size(375, 667)
    /// Row height of the table (76: on a 667-pt screen the bottom edge then falls in the blank
    /// strip under the eighth row's content, not through a line of text).
    static let rowHeight = 76.0

    struct Row {
        var name: String
        var message: String
        var time: String
        var avatar: UInt32
        /// The thumbnail's two gradient colours (top, bottom).
        var photo: (UInt32, UInt32)
    }

    static let rows: [Row] = [
        Row(name: "Lena Park", message: "12 photos from Lisbon", time: "9:41 AM", avatar: 0xE0533D, photo: (0xFFB36B, 0xE8465B)),
        Row(name: "Marco Ruiz", message: "Sunrise over the harbour", time: "9:12 AM", avatar: 0x3D8BE0, photo: (0x6BD4FF, 0x2D5BD6)),
        Row(name: "Aiko Tanaka", message: "The new bakery opened!", time: "8:47 AM", avatar: 0x2FB37A, photo: (0xFFE08A, 0xF09A3E)),
        Row(name: "Sam Okafor", message: "Trail run, 14 km", time: "8:05 AM", avatar: 0xE0A33D, photo: (0x9BE37A, 0x2E9E5B)),
        Row(name: "Nora Lind", message: "Snow at the cabin", time: "Yesterday", avatar: 0x8A5BD6, photo: (0xD9ECFF, 0x7FA8E0)),
        Row(name: "Theo Blanc", message: "Jazz night, table for 4", time: "Yesterday", avatar: 0x26A9C7, photo: (0xB58CFF, 0x5B2E9E)),
        Row(name: "Priya Shah", message: "Market flowers", time: "Yesterday", avatar: 0xD6568A, photo: (0xFF9ACB, 0xE0407A)),
        Row(name: "Jonas Berg", message: "Ferry to the islands", time: "Monday", avatar: 0x6B7785, photo: (0x7FE0D6, 0x1C8A9E)),
        Row(name: "Mia Rossi", message: "Pasta, take two", time: "Monday", avatar: 0xF0643C, photo: (0xFFD36B, 0xD6452E)),
        Row(name: "Kai Müller", message: "Studio is ready", time: "Sunday", avatar: 0x4A6FE3, photo: (0xC9D3E0, 0x5E6C80)),
    ]

    /// A small procedural photo: a sky gradient from `top` to `bottom`, a sun and a hill.
    static func photo(_ frame: Rect, top: Color, bottom: Color, radius: Double = 8) -> Layer {
        let w = frame.width, h = frame.height
        let thumb = LayerKit.gradient(frame, colors: [top, bottom])
        thumb.cornerRadius = radius
        thumb.masksToBounds = true
        thumb.addSublayer(LayerKit.disc(center: Point(w * 0.7, h * 0.36), radius: min(w, h) * 0.14, color: Color(white: 1, alpha: 0.85)))
        var hill = Path()
        hill.move(to: Point(0, h * 0.77)); hill.quad(to: Point(w, h * 0.69), control: Point(w * 0.43, h * 0.42))
        hill.line(to: Point(w, h)); hill.line(to: Point(0, h)); hill.close()
        thumb.addSublayer(LayerKit.shape(hill, frame: thumb.bounds, fill: bottom.mixed(with: .black, 0.3)))
        return thumb
    }

    static func make(size: Size) -> Layer {
        let W = size.width, H = size.height
        let screen = Layer(frame: Rect(0, 0, W, H))
        screen.backgroundColor = .white
        screen.masksToBounds = true
        var y = 64.0
        for row in rows {
            guard y < H else { break }
            let avatar = LayerKit.gradient(
                Rect(15, y + 14, 48, 48), colors: [Color(hex: row.avatar).mixed(with: .white, 0.25), Color(hex: row.avatar)],
                start: Point(0.3, 0.2), end: Point(0.8, 1))
            avatar.cornerRadius = 24
            avatar.masksToBounds = true
            screen.addSublayer(avatar)
            screen.addSublayer(
                LayerKit.label(
                    String(row.name.prefix(1)), origin: Point(15, y + 14 + (48 - 20 * 1.3) / 2), width: 48, size: 20,
                    color: .white, weight: .semibold, align: .center))
            screen.addSublayer(
                LayerKit.label(row.name, origin: Point(75, y + 15), width: W - 160, size: 16, color: HomeScreen.ink, weight: .semibold))
            screen.addSublayer(
                LayerKit.label(row.message, origin: Point(75, y + 40), width: W - 160, size: 14, color: HomeScreen.grey))
            screen.addSublayer(
                LayerKit.label(row.time, origin: Point(W - 170, y + 17), width: 90, size: 12, color: HomeScreen.grey, align: .right))
            screen.addSublayer(photo(Rect(W - 71, y + 12, 56, 52), top: Color(hex: row.photo.0), bottom: Color(hex: row.photo.1)))
            screen.addSublayer(LayerKit.box(Rect(75, y + rowHeight - 0.5, W - 75, 0.5), color: HomeScreen.hairline))
            y += rowHeight
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
