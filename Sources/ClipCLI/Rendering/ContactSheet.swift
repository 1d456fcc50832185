import Foundation
import ClipGeometry
import ClipRaster
import ClipSceneKit

/// Renders a grid of frames straight into one pixmap (each frame draws into a sub-view of the
/// sheet at the cell's scale: no resampling), with the frame time under each cell.
enum ContactSheet {
    static let gap = 8
    static let labelHeight = 26

    /// Frame times: `frames` instants evenly spread from 0 to the last frame at 60 fps.
    static func times(duration: Double, frames: Int) -> [Double] {
        let last = max(0, duration - 1.0 / 60)
        return (0..<frames).map { last * Double($0) / Double(frames - 1) }
    }

    static func render(
        scene: any Scene, frames: Int, columns: Int, cellWidth: Int, duration: Double,
        options: SceneOptions
    ) throws -> Pixmap {
        var opts = options
        opts.scale = Double(cellWidth) / scene.size.width
        let (cw, ch) = scene.pixelSize(scale: opts.scale)
        let rows = (frames + columns - 1) / columns
        let width = gap + columns * (cw + gap)
        let height = gap + rows * (ch + labelHeight + gap)
        let sheet = Pixmap(width: width, height: height)
        var canvas = Canvas(sheet.view)
        canvas.clear(Color(white: 0.09))
        let renderer = try scene.makeRenderer(options: opts)
        for (i, t) in times(duration: duration, frames: frames).enumerated() {
            let x = gap + (i % columns) * (cw + gap), y = gap + (i / columns) * (ch + labelHeight + gap)
            let cell = PixmapView(base: sheet.view.base + y * sheet.stride + x * 4, width: cw, height: ch, stride: sheet.stride)
            try renderer.render(time: t, into: cell)
            let label = "t=" + String(format: "%.2f", t)
            canvas.fill(
                SegmentDigits.path(label, origin: Point(Double(x), Double(y + ch + 6)), height: 15),
                paint: .solid(Color(white: 0.85)))
        }
        return sheet
    }
}
