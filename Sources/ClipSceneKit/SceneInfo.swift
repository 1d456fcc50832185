/// A book (or other body of work) that effects come from. The raw value is the selector used on the
/// command line (`clipgen list kitten-yang`, `gallery --only kitten-yang/ch3`).
public enum Book: String, CaseIterable, Sendable, Codable, Comparable {
    /// Kitten Yang, "A Guide to iOS Animation 2.0".
    case kittenYang = "kitten-yang"
    /// Notes on "iOS Animations by Tutorials", section III (Layer Animations).
    case iosAnimationsByTutorials = "ios-animations-by-tutorials"
    /// Analyses of Dribbble-inspired animations (refresh arrows, double sine wave, 3D sidebar).
    case dribbbleAnalyses = "dribbble-analyses"
    /// "CALayer and iOS animation", a primer on layers, timing and the animation classes.
    case calayerPrimer = "calayer-primer"
    /// README-style Core Animation notes (hit-testing, implicit animation, keyframes, groups).
    case coreAnimationNotes = "core-animation-notes"
    /// Scenes of your own, written with ClipKit (`SceneSource.custom`, the default of `EngineScene`).
    case custom
    /// clipgen's own diagnostic clips (test card, engine tour).
    case diagnostics

    /// The title shown in listings and on the gallery page.
    public var title: String {
        switch self {
        case .kittenYang: "Kitten Yang guide"
        case .iosAnimationsByTutorials: "iOS Animations by Tutorials"
        case .dribbbleAnalyses: "Dribbble analyses"
        case .calayerPrimer: "CALayer primer"
        case .coreAnimationNotes: "Core Animation notes"
        case .custom: "Your scenes"
        case .diagnostics: "clipgen diagnostics"
        }
    }

    /// The chapter's title, where the book names it.
    public func chapterTitle(_ chapter: Int) -> String? {
        switch (self, chapter) {
        case (.kittenYang, 2): "Playing with Bézier curves"
        case (.kittenYang, 3): "Core Animation"
        case (.kittenYang, 4): "Math in animation"
        case (.kittenYang, 5): "Custom property animation"
        case (.kittenYang, 6): "Other effects"
        case (.iosAnimationsByTutorials, 8): "Getting Started with Layer Animations"
        case (.iosAnimationsByTutorials, 9): "Animation Keys and Delegates"
        case (.iosAnimationsByTutorials, 10): "Groups and Advanced Timing"
        case (.iosAnimationsByTutorials, 11): "Layer Springs"
        case (.iosAnimationsByTutorials, 12): "Keyframe Animations and Struct Properties"
        case (.iosAnimationsByTutorials, 13): "Shapes and Masks"
        case (.iosAnimationsByTutorials, 14): "Gradient Animations"
        case (.iosAnimationsByTutorials, 15): "Stroke and Path Animations"
        case (.iosAnimationsByTutorials, 16): "Replicating Animations"
        case (.dribbbleAnalyses, 1): "A playful rotation (refresh arrows)"
        case (.dribbbleAnalyses, 2): "NetEase News' water wave"
        case (.dribbbleAnalyses, 3): "3D sidebar"
        case (.calayerPrimer, 2): "Meet CALayer"
        case (.calayerPrimer, 3): "How UIView animation works"
        case (.calayerPrimer, 4): "First look at CALayer properties"
        case (.calayerPrimer, 5): "A progress bar with CALayer"
        case (.calayerPrimer, 6): "Water fill with a layer mask"
        case (.calayerPrimer, 8): "Making your app move"
        case (.diagnostics, 1): "Pipeline and engine"
        default: nil
        }
    }

    /// Listing order: the books in declaration order, diagnostics last.
    public static func < (a: Book, b: Book) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// Where an effect comes from: a book, a chapter and optionally a section and the book's own
/// references (movie numbers, demo project names).
public struct SceneSource: Hashable, Sendable, Codable {
    /// The book (or collection) the effect comes from.
    public var book: Book
    /// Chapter number as the book's table of contents numbers it (≥ 1).
    public var chapter: Int
    /// Section number within the book, e.g. "3.1", if the book numbers its sections.
    public var section: String?
    /// The book's references for the effect, e.g. "MOVIE 3.3, KYBubbleTransition".
    public var reference: String?

    /// A source in `book`, chapter `chapter`, optionally a section and the book's own reference.
    public init(_ book: Book, chapter: Int, section: String? = nil, reference: String? = nil) {
        self.book = book; self.chapter = chapter; self.section = section; self.reference = reference
    }

    /// A section of Kitten Yang's guide; the chapter is the section's leading number.
    public static func kittenYang(_ section: String, reference: String? = nil) -> SceneSource {
        SceneSource(.kittenYang, chapter: Int(section.prefix { $0 != "." }) ?? 0, section: section, reference: reference)
    }

    /// A scene of your own (book `custom`, listed under "Your scenes"), in `chapter` (1 by default)
    /// to group several.
    public static func custom(chapter: Int = 1) -> SceneSource { SceneSource(.custom, chapter: chapter) }

    /// A scene of your own, chapter 1.
    public static let custom = SceneSource(.custom, chapter: 1)

    /// "Kitten Yang guide, ch. 3 §3.1".
    public var text: String {
        "\(book.title), ch. \(chapter)" + (section.map { " §\($0)" } ?? "")
    }
}

/// A tag naming a technique an effect shows, for filtering and for the gallery.
public enum SceneTag: String, CaseIterable, Sendable, Codable, Comparable {
    /// The technique tags, by name: Bézier paths, blur, particle emitters, gestures, gradients, keyframes, loaders,
    /// masks, physics, replicators, springs, text.
    case bezier, blur, emitter, gesture, gradient, keyframe, loader, mask, physics, replicator, spring, text
    /// 3D transforms and perspective (`3d` on the command line: `tag:3d`).
    case threeD = "3d"
    /// Layer and view transitions.
    case transition

    public static func < (a: SceneTag, b: SceneTag) -> Bool { a.rawValue < b.rawValue }
}

/// What a scene is, as data: identity, where it comes from, how it is shown and tested.
public struct SceneInfo: Hashable, Sendable {
    /// Stable identifier used on the command line (`clipgen <id>`), kebab-case.
    public var id: String
    /// Human-readable title, shown in listings and the gallery.
    public var title: String
    /// Where the effect comes from; the first is the primary source (the one listings group by).
    /// A scene that serves several books names each.
    public var sources: [SceneSource]
    /// Whether the scene is driven by a scripted interaction (taps, pans).
    public var interactive: Bool
    /// Techniques the scene shows (`clipgen list tag:mask`).
    public var tags: Set<SceneTag>
    /// Instants (seconds) that show the effect best: golden tests render these, the gallery takes
    /// its poster from them.
    public var keyTimes: [Double]
    /// Findings of `clipgen check` that are the effect itself (a deliberate hold), each with its
    /// reason: `check --strict` does not fail on them.
    public var checkExceptions: [CheckException]

    /// Metadata of a scene; `sources` must not be empty (the first is the primary source).
    public init(
        id: String, title: String, sources: [SceneSource], interactive: Bool = false,
        tags: Set<SceneTag> = [], keyTimes: [Double], checkExceptions: [CheckException] = []
    ) {
        self.id = id; self.title = title; self.sources = sources; self.interactive = interactive
        self.tags = tags; self.keyTimes = keyTimes; self.checkExceptions = checkExceptions
    }

    /// The primary source.
    public var source: SceneSource { sources[0] }
    /// The primary source's book.
    public var book: Book { source.book }
    /// The primary source's chapter.
    public var chapter: Int { source.chapter }
    /// The primary source's section, if any.
    public var section: String? { source.section }

    /// Every source as text, e.g. "Kitten Yang guide, ch. 3 §3.1".
    public var sourceText: String { sources.map(\.text).joined(separator: "; ") }

    /// The key time to show as a still: the middle one (scenes list them in story order, so the
    /// middle is usually the effect in full swing).
    public var posterTime: Double { keyTimes.isEmpty ? 0 : keyTimes[keyTimes.count / 2] }
}
