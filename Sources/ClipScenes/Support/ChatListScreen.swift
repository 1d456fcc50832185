import ClipAnimation
import ClipGeometry
import ClipRaster

/// A QQ-style conversation list (2015): blue navigation bar, rows of avatar, name, last message
/// and time, and a bottom panel whose left holds the draggable total-unread badge.
enum ChatListScreen {
    struct Row { var name: String; var message: String; var time: String; var color: Color; var unread: Int }
    static let rows: [Row] = [
        Row(
            name: "Kitten Yang", message: "The bubble follows your finger now", time: "1:57 PM",
            color: Color.rgb(240, 120, 80), unread: 3),
        Row(
            name: "iOS Animation Club", message: "Springs: damping 0.4, velocity 0", time: "1:42 PM",
            color: Color.rgb(70, 150, 235), unread: 12),
        Row(
            name: "Bezier Curves", message: "Connect A, D, C, B with two quads", time: "12:08 PM",
            color: Color.rgb(90, 190, 120), unread: 0),
        Row(
            name: "Core Animation", message: "presentationLayer vs modelLayer", time: "11:30 AM",
            color: Color.rgb(160, 110, 220), unread: 5),
        Row(
            name: "Design Review", message: "Make the neck thinner as it stretches", time: "Yesterday",
            color: Color.rgb(235, 175, 60), unread: 0),
        Row(
            name: "Weekend Ride", message: "See you at 9 at the bridge", time: "Yesterday",
            color: Color.rgb(60, 180, 190), unread: 0),
    ]
    static let qqBlue = Color.rgb(18, 150, 219)
    /// Height of the bottom panel that holds the badge.
    static let panelHeight = 150.0

    static func build(into root: Layer, size: Size) {
        let W = size.width, H = size.height
        root.backgroundColor = .white
        root.backdrop()
        let firstOwn = root.sublayers.count
        // The chat list is a stand-in screen behind the effect: every layer it adds is backdrop.
        defer { for layer in root.sublayers[firstOwn...] { layer.backdrop(wholeLayer: true) } }
        let rowH = 72.0
        var y = 64.0
        for row in rows {
            guard y + rowH <= H - 83 + 1 else { break }
            let avatar = LayerKit.gradient(
                Rect(12, y + 12, 48, 48), colors: [row.color.mixed(0.35), row.color],
                start: Point(0.2, 0), end: Point(0.8, 1))
            avatar.cornerRadius = 24
            avatar.masksToBounds = true
            root.addSublayer(avatar)
            root.addSublayer(
                LayerKit.label(
                    String(row.name.prefix(1)), origin: Point(12, y + 12 + (48 - 22 * 1.3) / 2),
                    width: 48, size: 22, color: .white, weight: .semibold, align: .center))
            root.addSublayer(
                LayerKit.label(
                    row.name, origin: Point(72, y + 14), width: 200, size: 17,
                    color: Color(white: 0.08)))
            root.addSublayer(
                LayerKit.label(
                    row.message, origin: Point(72, y + 40), width: W - 120, size: 14,
                    color: Color(white: 0.55)))
            root.addSublayer(
                LayerKit.label(
                    row.time, origin: Point(W - 112, y + 16), width: 100, size: 12,
                    color: Color(white: 0.6), align: .right))
            if row.unread > 0 {
                let text = String(row.unread)
                let w = text.count > 1 ? 26.0 : 19.0
                root.addSublayer(LayerKit.box(Rect(W - 12 - w, y + 40, w, 19), color: QQBubbleDrag.bubbleColor, radius: 9.5))
                root.addSublayer(
                    LayerKit.label(
                        text, origin: Point(W - 12 - w, y + 40 + (19 - 12 * 1.3) / 2), width: w,
                        size: 12, color: .white, weight: .semibold, align: .center))
            }
            root.addSublayer(LayerKit.box(Rect(72, y + rowH - 0.5, W - 72, 0.5), color: Color(white: 0.86)))
            y += rowH
        }
        // Navigation bar.
        root.addSublayer(LayerKit.box(Rect(0, 0, W, 64), color: qqBlue))
        root.addSublayer(
            LayerKit.label(
                "1:57 PM", origin: Point(0, 3), width: W, size: 12, color: .white,
                weight: .semibold, align: .center))
        root.addSublayer(
            LayerKit.label(
                "Messages", origin: Point(0, 31), width: W, size: 18, color: .white,
                weight: .semibold, align: .center))
        // Bottom panel: the total-unread badge lives on its left (the draggable badge is added by the
        // scene). Tall enough that the badge's release spring stays inside the screen.
        let panelTop = H - panelHeight
        root.addSublayer(LayerKit.box(Rect(0, panelTop, W, panelHeight), color: Color(white: 0.975)))
        root.addSublayer(LayerKit.box(Rect(0, panelTop, W, 0.5), color: Color(white: 0.78)))
        root.addSublayer(
            LayerKit.label(
                "Unread messages", origin: Point(100, panelTop + 26), width: 250, size: 17,
                color: Color(white: 0.1), weight: .semibold))
        root.addSublayer(
            LayerKit.label(
                "Drag the badge away to clear them", origin: Point(100, panelTop + 50), width: 260,
                size: 13, color: Color(white: 0.55)))
    }
}
