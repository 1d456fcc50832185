import ClipEncode
import ClipKit
import ClipScenes
import Foundation

/// The gallery's index.html: a section per book and chapter (with a table of contents), and per
/// effect a card with its poster, title, source, duration, size and links to every output.
///
/// - Nothing loads from the network: the CSS and script are inline, fonts are the system's, and the
///   favicon is a data URL, so the page works from `file://` and from any static server.
/// - Videos are `preload="none"` and get their `src` only when first needed: they play when scrolled
///   into view (IntersectionObserver) or hovered, and pause when out of view. The poster is a lazily
///   loaded `<img>` under the video, so 85 cards fetch only what is on screen.
/// - Every text from the catalog or a message is HTML-escaped.
enum GalleryPage {
    static func escape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.count)
        for c in s {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(c)
            }
        }
        return out
    }

    /// The page for `scenes`; `jobs`/`outcomes` are the clips (any order), `posters` one per scene.
    /// It shows no timings: the same outputs give the same page however they were produced
    /// (at once, in merged shards, or from the cache).
    static func html(scenes: [any Scene], jobs: [ClipJob], outcomes: [ClipOutcome], posters: [PosterOutcome]) -> String {
        let groups = SceneGroup.grouped(scenes)
        var toc = "", body = ""
        var currentBook: Book?
        for group in groups {
            if group.isFirstOfBook {
                if currentBook != nil { toc += "</ul></li>\n"; body += "</section>\n" }
                currentBook = group.book
                let count = scenes.filter { $0.info.book == group.book }.count
                toc += "<li><a href=\"#\(group.book.rawValue)\">\(escape(group.book.title))</a> <span class=\"n\">\(count)</span><ul>\n"
                body += "<section class=\"book\" id=\"\(group.book.rawValue)\">\n<h2>\(escape(group.book.title))</h2>\n"
            }
            toc += "<li><a href=\"#\(group.anchor)\">\(escape(group.heading))</a> <span class=\"n\">\(group.scenes.count)</span></li>\n"
            body += "<section class=\"chapter\" id=\"\(group.anchor)\">\n<h3>\(escape(group.heading))</h3>\n<div class=\"grid\">\n"
            for scene in group.scenes {
                let i = scenes.firstIndex { $0.id == scene.id }!
                let clips = zip(jobs, outcomes).filter { $0.0.sceneID == scene.id }.map { (job: $0.0, outcome: $0.1) }
                body += card(scene, clips: clips, poster: posters[i])
            }
            body += "</div>\n</section>\n"
        }
        if currentBook != nil { toc += "</ul></li>\n"; body += "</section>\n" }
        let clipCount = outcomes.filter { if case .success = $0 { true } else { false } }.count
        let books = Set(scenes.map(\.info.book)).count
        let summary =
            "\(scenes.count) scene\(scenes.count == 1 ? "" : "s") from \(books) source\(books == 1 ? "" : "s") · "
            + "\(clipCount) clip\(clipCount == 1 ? "" : "s")"
        return page(toc: toc, body: body, summary: summary)
    }

    static func card(_ scene: any Scene, clips: [(job: ClipJob, outcome: ClipOutcome)], poster: PosterOutcome) -> String {
        let info = scene.info
        let id = escape(scene.id)
        func file(_ path: String) -> String {
            var name = URL(fileURLWithPath: path).lastPathComponent
            if path.hasSuffix("/") { name += "/" }
            return escape(name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["?", "#"])) ?? name)
        }
        let succeeded = clips.compactMap { c -> (job: ClipJob, report: ClipRenderResult)? in
            if case .success(let r) = c.outcome { return (c.job, r) }
            return nil
        }
        // The media box: the poster under the first video, else the first animated image, else the poster alone.
        var posterTag = ""
        if case .success(let path, let w, let h, _) = poster {
            posterTag =
                "<img class=\"poster\" src=\"\(file(path))\" width=\"\(w)\" height=\"\(h)\" loading=\"lazy\" decoding=\"async\" alt=\"\">"
        }
        var media = posterTag
        // Several playable videos: one <video> with a <source> each, AV1 / WebM first, H.264 last (the fallback).
        let playable = succeeded.filter { $0.job.format.kind == .video && VideoSourceOrder.type($0.job.format, $0.job.encoder) != nil }
            .sorted { VideoSourceOrder.rank($0.job.format, $0.job.encoder) < VideoSourceOrder.rank($1.job.format, $1.job.encoder) }
        if playable.count > 1, let v = playable.first {
            let sources = playable.map { c in
                "<source data-src=\"\(file(c.job.path))\" type=\"\(escape(VideoSourceOrder.type(c.job.format, c.job.encoder) ?? ""))\">"
            }.joined()
            media +=
                "<video data-src=\"\(file(playable.last!.job.path))\" preload=\"none\" muted loop playsinline disablepictureinpicture "
                + "width=\"\(v.report.width)\" height=\"\(v.report.height)\" aria-label=\"\(escape(scene.title))\">\(sources)</video>"
        } else if let v = playable.first ?? succeeded.first(where: { $0.job.format.kind == .video }) {
            media +=
                "<video data-src=\"\(file(v.job.path))\" preload=\"none\" muted loop playsinline disablepictureinpicture "
                + "width=\"\(v.report.width)\" height=\"\(v.report.height)\" aria-label=\"\(escape(scene.title))\"></video>"
        } else if let g = succeeded.first(where: { $0.job.format.kind == .animatedImage }) {
            media +=
                "<img class=\"anim\" src=\"\(file(g.job.path))\" width=\"\(g.report.width)\" height=\"\(g.report.height)\" "
                + "loading=\"lazy\" decoding=\"async\" alt=\"\(escape(scene.title))\">"
        }
        if media.isEmpty { media = "<div class=\"missing\">no preview</div>" }

        var links = ""
        for c in clips {
            switch c.outcome {
            case .success(let r):
                let tip = "\(r.width)×\(r.height), \(r.frames) frames at \(r.fps) fps"
                links +=
                    "<a class=\"out\" href=\"\(file(c.job.path))\" type=\"\(escape(c.job.format.mimeType))\" title=\"\(escape(tip))\">"
                    + "\(escape(c.job.format.displayName)) <span>\(sizeText(r.bytes))</span></a>"
            case .failure(let m):
                links += "<span class=\"failed\" title=\"\(escape(m))\">\(escape(c.job.format.displayName)) failed: \(escape(m))</span>"
            }
        }
        if case .success(let path, _, _, let time) = poster {
            let at = String(format: "%.2f", time)
            links += "<a class=\"out\" href=\"\(file(path))\" type=\"image/png\">Poster <span>\(at) s</span></a>"
        } else if case .failure(let m) = poster {
            links += "<span class=\"failed\">poster failed: \(escape(m))</span>"
        }

        let source = info.sources.map { src -> String in
            var t = "<span class=\"book\">\(escape(src.book.title))</span> · ch. \(src.chapter)"
            if let s = src.section { t += " §\(escape(s))" }
            if let r = src.reference { t += " <span class=\"ref\">(\(escape(r)))</span>" }
            return t
        }.joined(separator: "<br>")
        let size = "\(fmt(scene.size.width))×\(fmt(scene.size.height)) pt"
        var facts = ["\(String(format: "%.1f", clips.first?.job.duration ?? scene.duration)) s", size]
        if info.interactive { facts.append("interactive") }
        let tags = info.tags.sorted().map { "<li>\(escape($0.rawValue))</li>" }.joined()
        let words = [scene.id, scene.title, info.book.rawValue, info.sourceText] + info.tags.map(\.rawValue).sorted()
        let search = escape(words.joined(separator: " ").lowercased())
        let ratio = "\(fmt(scene.size.width)) / \(fmt(scene.size.height))"
        // At most `stageHeight` tall: portrait phone screens sit centred on the card's stage.
        let width = "min(100%, \(fmt((stageHeight * scene.size.width / scene.size.height).rounded()))px)"
        return """
            <article class="card" id="\(id)" data-search="\(search)">
            <div class="stage"><div class="media" style="aspect-ratio: \(ratio); width: \(width)">\(media)</div></div>
            <div class="text">
            <h4>\(escape(scene.title))</h4>
            <p class="source">\(source)</p>
            <p class="facts">\(facts.map(escape).joined(separator: " · ")) · <code>\(id)</code></p>
            \(tags.isEmpty ? "" : "<ul class=\"tags\">\(tags)</ul>")
            <p class="links">\(links)</p>
            </div>
            </article>

            """
    }

    /// The tallest a preview is drawn, in CSS pixels.
    static let stageHeight = 420.0

    static func fmt(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(format: "%.1f", v) }

    static func sizeText(_ bytes: Int) -> String {
        bytes >= 1 << 20
            ? String(format: "%.1f MiB", Double(bytes) / 1048576) : String(format: "%.0f KiB", (Double(bytes) / 1024).rounded(.up))
    }

    /// The page around `toc` and `body` (`Resources/gallery.html`, compiled in with `.embedInCode`):
    /// its `{{…}}` slots filled in one pass, so no text from a scene is read as a slot.
    static func page(toc: String, body: String, summary: String) -> String {
        PageTemplate.fill(
            PackageResources.gallery_html,
            ["stage-height": fmt(stageHeight + 20), "summary": escape(summary), "toc": toc, "body": body])
    }
}
