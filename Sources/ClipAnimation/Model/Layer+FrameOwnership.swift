/// A frame's layer tree holds a layer that was not created while building that frame: one kept in
/// a `static let`, a global or a variable captured outside `build`. Scene code builds one fresh tree
/// per frame, per thread (frames render in parallel, and each frame's tree is torn down after it is
/// drawn), so such a layer would be shared between frames and threads. Debug builds check this
/// for every frame; the description is one line naming the scene and the layer.
public struct SharedLayerError: Error, CustomStringConvertible, Equatable {
    /// The scene's id (empty when the renderer was made without one).
    public var scene: String
    /// The layer's name, or its class when it has none.
    public var layer: String

    /// One line for the user.
    public var description: String {
        let s = scene.isEmpty ? "" : "scene '\(scene)': "
        return "\(s)layer \(layer) was not created while building this frame; create every layer inside the scene's build "
            + "(one fresh tree per frame, per thread), not in a static or captured variable"
    }
}

#if CLIPGEN_INTERNAL_CHECKS
    extension Layer {
        /// The first layer of this subtree (masks included) not created while `runtime` was current.
        func layerNotBuilt(in runtime: SceneRuntime) -> Layer? {
            if builtIn !== runtime { return self }
            if let m = mask, let r = m.layerNotBuilt(in: runtime) { return r }
            for s in sublayers { if let r = s.layerNotBuilt(in: runtime) { return r } }
            return nil
        }
    }
#endif
