import ClipEncode
import ClipKit
import ClipSceneKit
import Foundation

/// The gallery's index.html: a section per book and chapter (with a table of contents), and per
/// effect a card with its poster, title, source, duration, size and links to every output.
///
/// - Nothing loads from the network: the CSS and script are inline, fonts are the system's, and the
///   favicon is a data URL, so the page works from `file://` and from any static server.
/// - Videos are `preload="none"` and get their `src` only when first needed: they play when scrolled
///   into view (IntersectionObserver) or hovered, and pause when out of view. The poster is a lazily
///   loaded `<img>` under the video, so a hundred cards fetch only what is on screen.
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
        // Books in order, each with its chapters (groups arrive book by book).
        var books: [[SceneGroup]] = []
        for group in groups {
            if group.isFirstOfBook || books.isEmpty { books.append([]) }
            books[books.count - 1].append(group)
        }
        for chapters in books {
            guard let book = chapters.first?.book else { continue }
            var tocChapters = "", sections = ""
            for group in chapters {
                let count = String(group.scenes.count)
                tocChapters += fragment("toc-chapter", ["anchor": group.anchor, "title": group.heading, "count": count]) + "\n"
                var cards = ""
                for scene in group.scenes {
                    guard let i = scenes.firstIndex(where: { $0.id == scene.id }) else { continue }
                    let clips = zip(jobs, outcomes).filter { $0.0.sceneID == scene.id }.map { (job: $0.0, outcome: $0.1) }
                    cards += card(scene, clips: clips, poster: posters[i])
                }
                sections += fragment("chapter", ["anchor": group.anchor, "title": group.heading], html: ["cards-html": cards]) + "\n"
            }
            let count = String(scenes.filter { $0.info.book == book }.count)
            toc +=
                fragment("toc-book", ["anchor": book.rawValue, "title": book.title, "count": count], html: ["chapters-html": tocChapters])
                + "\n"
            body += fragment("book", ["anchor": book.rawValue, "title": book.title], html: ["chapters-html": sections]) + "\n"
        }
        let clipCount = outcomes.filter { if case .success = $0 { true } else { false } }.count
        let bookCount = Set(scenes.map(\.info.book)).count
        let summary =
            "\(scenes.count) scene\(scenes.count == 1 ? "" : "s") from \(bookCount) source\(bookCount == 1 ? "" : "s") · "
            + "\(clipCount) clip\(clipCount == 1 ? "" : "s")"
        return page(toc: toc, body: body, summary: summary)
    }

    static func card(_ scene: any Scene, clips: [(job: ClipJob, outcome: ClipOutcome)], poster: PosterOutcome) -> String {
        let info = scene.info
        func file(_ path: String) -> String {
            var name = URL(fileURLWithPath: path).lastPathComponent
            if path.hasSuffix("/") { name += "/" }
            return name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["?", "#"])) ?? name
        }
        let succeeded = clips.compactMap { c -> (job: ClipJob, report: ClipRenderResult)? in
            if case .success(let r) = c.outcome { return (c.job, r) }
            return nil
        }
        // The media box: the poster under the first video, else the first animated image, else the poster alone.
        var media = ""
        if case .success(let path, let w, let h, _) = poster {
            media = fragment("poster", ["src": file(path), "width": String(w), "height": String(h)])
        }
        // Several playable videos: one <video> with a <source> each, AV1 / WebM first, H.264 last (the fallback).
        let playable = succeeded.filter { $0.job.format.kind == .video && VideoSourceOrder.type($0.job.format, $0.job.encoder) != nil }
            .sorted { VideoSourceOrder.rank($0.job.format, $0.job.encoder) < VideoSourceOrder.rank($1.job.format, $1.job.encoder) }
        if playable.count > 1, let v = playable.first, let fallback = playable.last {
            let sources = playable.map { c in
                fragment("video-source", ["src": file(c.job.path), "type": VideoSourceOrder.type(c.job.format, c.job.encoder) ?? ""])
            }.joined()
            media += fragment(
                "video",
                ["src": file(fallback.job.path), "width": String(v.report.width), "height": String(v.report.height), "title": scene.title],
                html: ["sources-html": sources])
        } else if let v = playable.first ?? succeeded.first(where: { $0.job.format.kind == .video }) {
            media += fragment(
                "video",
                ["src": file(v.job.path), "width": String(v.report.width), "height": String(v.report.height), "title": scene.title],
                html: ["sources-html": ""])
        } else if let g = succeeded.first(where: { $0.job.format.kind == .animatedImage }) {
            media += fragment(
                "animated-image",
                ["src": file(g.job.path), "width": String(g.report.width), "height": String(g.report.height), "title": scene.title])
        }
        if media.isEmpty { media = fragment("no-preview", [:]) }

        var links = ""
        for c in clips {
            switch c.outcome {
            case .success(let r):
                links += fragment(
                    "output-link",
                    [
                        "href": file(c.job.path), "type": c.job.format.mimeType,
                        "tip": "\(r.width)×\(r.height), \(r.frames) frames at \(r.fps) fps",
                        "format": c.job.format.displayName, "size": sizeText(r.bytes),
                    ])
            case .failure(let m):
                links += fragment("output-failed", ["message": m, "format": c.job.format.displayName])
            }
        }
        if case .success(let path, _, _, let time) = poster {
            links += fragment("poster-link", ["href": file(path), "time": String(format: "%.2f", time)])
        } else if case .failure(let m) = poster {
            links += fragment("poster-failed", ["message": m])
        }

        let source = info.sources.map { src -> String in
            fragment(
                "source", ["book": src.book.title, "chapter": String(src.chapter)],
                html: [
                    "section-html": src.section.map { fragment("source-section", ["section": $0]) } ?? "",
                    "reference-html": src.reference.map { fragment("source-reference", ["reference": $0]) } ?? "",
                ])
        }.joined(separator: "<br>")
        let size = "\(fmt(scene.size.width))×\(fmt(scene.size.height)) pt"
        var facts = ["\(String(format: "%.1f", clips.first?.job.duration ?? scene.duration)) s", size]
        if info.interactive { facts.append("interactive") }
        let tagItems = info.tags.sorted().map { fragment("tag", ["tag": $0.rawValue]) }.joined()
        let words = [scene.id, scene.title, info.book.rawValue, info.sourceText] + info.tags.map(\.rawValue).sorted()
        // At most `stageHeight` tall: portrait phone screens sit centred on the card's stage.
        let width = "min(100%, \(fmt((stageHeight * scene.size.width / scene.size.height).rounded()))px)"
        return fragment(
            "card",
            [
                "id": scene.id, "search": words.joined(separator: " ").lowercased(),
                "ratio": "\(fmt(scene.size.width)) / \(fmt(scene.size.height))", "width": width, "title": scene.title,
                "facts": facts.joined(separator: " · "),
            ],
            html: [
                "media-html": media, "source-html": source, "links-html": links,
                "tags-html": tagItems.isEmpty ? "" : fragment("tags", [:], html: ["items-html": tagItems]),
            ])
    }

    /// The part `name` of `Resources/gallery-fragments.html` with its slots filled: `text` values
    /// HTML-escaped, `html` values (markup made from other parts) as they are.
    static func fragment(_ name: String, _ text: [String: String], html: [String: String] = [:]) -> String {
        var values = html
        for (k, v) in text { values[k] = escape(v) }
        return PageTemplate.fill(fragments[name] ?? [], values)
    }

    /// The parts of `Resources/gallery-fragments.html` by name (compiled in with `.embedInCode`).
    static let fragments: [String: [UInt8]] = {
        var parts: [String: [UInt8]] = [:]
        let marker = "<!-- fragment: "
        var name: String?
        var lines: [Substring] = []
        func finish() {
            guard let name else { return }
            parts[name] = Array(lines.joined(separator: "\n").utf8)
        }
        for line in String(decoding: PackageResources.gallery_fragments_html, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false)
        {
            if line.hasPrefix(marker), line.hasSuffix(" -->") {
                finish()
                name = String(line.dropFirst(marker.count).dropLast(4))
                lines = []
            } else if name != nil {
                lines.append(line)
            }
        }
        // The part runs to the next marker, its last newline dropped (the file's final one too).
        if lines.last == "" { lines.removeLast() }
        finish()
        return parts
    }()

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
