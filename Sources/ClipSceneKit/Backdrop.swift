import ClipAnimation
import ClipRaster

/// The backdrop of a scene: what `--transparent` leaves out so the effect can be composited over
/// something else. It is the scene's clear colour (`EngineScene(background:)`) plus the fill of every
/// layer the scene marks with `backdrop()`, one line per scene:
///
/// ```swift
/// let root = Layer(frame: Rect(0, 0, W, H))
/// root.backgroundColor = page
/// root.backdrop()          // the page colour is backdrop; the root's sublayers are not
/// ```
/// A marked layer keeps its sublayers, animations and everything else; only its own fill, its
/// background colour and its `contents` (a page image: `view.contents = background.jpg`), becomes
/// clear. `backdrop(wholeLayer: true)` marks a layer with everything in it (a stand-in screen
/// behind a HUD): it is hidden. Either only when the clip is rendered transparent
/// (otherwise marking does nothing, so opaque frames are unchanged). Mark layers inside `build`.
public enum Backdrop {
    /// Collects the layers marked during one build of a transparent scene (nil when opaque).
    @TaskLocal static var collector: Collector?

    /// The layers marked during one build. One per build call; locked because `Layer` is a class
    /// shared across the build's closures.
    final class Collector: @unchecked Sendable {
        private var layers: [(Layer, whole: Bool)] = []
        func add(_ layer: Layer, whole: Bool) { layers.append((layer, whole)) }
        /// Clears the own fill (background colour and contents) of each marked layer; hides the whole-layer ones.
        func clearAll() {
            for (l, whole) in layers {
                if whole {
                    l.isHidden = true
                } else {
                    l.backgroundColor = .clear
                    l.contents = nil
                }
            }
        }
    }

    /// Wraps a scene's build so that, when `transparent`, marked layers lose their fill.
    static func building(_ build: @escaping @Sendable (SceneContext) -> Layer, transparent: Bool) -> @Sendable (SceneContext) -> Layer {
        guard transparent else { return build }
        return { ctx in
            let collector = Collector()
            let root = Backdrop.$collector.withValue(collector) { build(ctx) }
            collector.clearAll()
            return root
        }
    }
}

extension Layer {
    /// Marks this layer's own fill, its background colour and contents (or, with `wholeLayer`, the
    /// layer and everything in it) as the scene's backdrop (see `Backdrop`).
    public func backdrop(wholeLayer: Bool = false) { Backdrop.collector?.add(self, whole: wholeLayer) }
}
