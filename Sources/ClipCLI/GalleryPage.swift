import ClipScenes
import Foundation

/// The gallery's index.html: every clip, its id, title, source and render stats.
enum GalleryPage {
    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    static func html(scenes: [any Scene], jobs: [ClipJob], outcomes: [ClipOutcome], wallSeconds: Double) -> String {
        var cards = ""
        for scene in scenes {
            var media = "", stats = ""
            for (job, outcome) in zip(jobs, outcomes) where job.sceneID == scene.id {
                let file = escape(URL(fileURLWithPath: job.path).lastPathComponent)
                switch outcome {
                case .success(let r):
                    switch job.format.kind {
                    case .video:
                        media += "<video src=\"\(file)\" autoplay loop muted playsinline width=\"\(r.width / 2)\"></video>\n"
                    case .animatedImage:
                        media += "<img src=\"\(file)\" loading=\"lazy\" width=\"\(r.width / 2)\" alt=\"\(escape(scene.title))\">\n"
                    case .imageSequence:
                        break
                    }
                    stats += "<li><a href=\"\(file)\">\(escape(job.format.displayName))</a>: \(r.width)×\(r.height), \(r.frames) frames @ \(r.fps) fps, "
                        + String(format: "%.0f KiB, %.1f s wall (render %.1f s, encode %.1f s)", Double(r.bytes) / 1024, r.wallSeconds, r.renderSeconds, r.encodeSeconds)
                        + "</li>\n"
                case .failure(let m):
                    stats += "<li class=\"failed\">\(escape(job.format.displayName)) failed: \(escape(m))</li>\n"
                }
            }
            cards += """
            <section class="clip" id="\(escape(scene.id))">
            <div class="media">\(media)</div>
            <h2>\(escape(scene.title))</h2>
            <p class="meta"><code>\(escape(scene.id))</code> · \(escape(scene.source)) · \(String(format: "%.1f", scene.duration)) s\(scene.isInteractive ? " · interactive" : "")</p>
            <ul>\(stats)</ul>
            </section>

            """
        }
        return """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>clipgen gallery</title>
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <style>
        body { font: 14px/1.4 system-ui, sans-serif; background: #111; color: #ddd; margin: 2rem; }
        h1 { font-weight: 600; } .grid { display: flex; flex-wrap: wrap; gap: 1.5rem; }
        .clip { background: #1b1b1b; border-radius: 12px; padding: 1rem; max-width: 420px; }
        .clip video, .clip img { max-width: 100%; height: auto; border-radius: 6px; display: block; margin-bottom: .5rem; }
        .media { display: flex; gap: .5rem; } h2 { font-size: 16px; margin: .5rem 0 .2rem; }
        .meta { color: #999; margin: 0; } ul { padding-left: 1.1rem; color: #aaa; font-size: 12px; }
        .failed { color: #f66; } a { color: #8cf; }
        </style></head><body>
        <h1>clipgen gallery</h1>
        <p>\(scenes.count) scenes, \(jobs.count) clips, rendered in \(String(format: "%.1f", wallSeconds)) s.</p>
        <div class="grid">
        \(cards)</div>
        </body></html>

        """
    }
}
