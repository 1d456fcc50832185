/// Core Animation never runs a layer's implicit actions in the transaction that first puts it on
/// screen: a layer created, configured and added while a frame is built (or later, in a timer or a
/// callback) shows its first values at once, and only changes made in later transactions animate.
/// A layer that was never in the rendered tree does not animate either; one that was on screen
/// and has since been removed does (a stand-alone layer's change after it has been on screen).
///
/// The engine works this out without walking the tree at every commit: every layer remembers the
/// transaction in which it was created or last joined a tree (`joinedTransaction`). A layer was on
/// screen at the end of the previous transaction exactly when every link of its chain up to the
/// rendered root (superlayers and mask owners) was made before the current transaction. A layer
/// leaving a tree it was on screen in keeps that fact (`wasOnScreen`, for its whole subtree).
///
/// A runtime that renders nothing (`rootLayer == nil`, one driven directly, as unit tests do)
/// treats every tree as on screen: only the transaction that creates or adds a layer is silent.
extension SceneRuntime {
    /// Ends a top-level transaction (one event, or one `perform`): implicit animations, then the
    /// next changes belong to the next transaction.
    func commitTransaction() {
        if transactionDisablesActions { commitImplicitSuppressed() }
        commitImplicit()
        transactionDisablesActions = false
        transaction += 1
    }
}

extension Layer {
    /// Whether the layer was on screen when the current transaction began, so that its changes in
    /// this transaction may animate implicitly (true outside a runtime).
    func wasOnScreenBeforeTransaction() -> Bool {
        guard let rt = SceneRuntime.current else { return true }
        return wasOnScreen || chainPredates(rt.transaction, root: rt.rootLayer)
    }

    /// Whether this layer and every link up to its top layer were made before `transaction` and
    /// that top layer is `root` (any top layer when `root` is nil).
    func chainPredates(_ transaction: Int, root: Layer?) -> Bool {
        var l = self
        while true {
            if l.joinedTransaction >= transaction { return false }
            if let s = l.superlayer {
                l = s
            } else if let m = l.maskOwner {
                l = m
            } else {
                break
            }
        }
        return root == nil || l === root
    }

    /// Called as the layer joins a tree (sublayer or mask): it is new on screen in this transaction.
    func joinTree() {
        guard let rt = SceneRuntime.current else { return }
        joinedTransaction = rt.transaction
    }

    /// Called before the layer leaves its tree: if it was on screen, its subtree keeps that fact.
    func leaveTree() {
        guard let rt = SceneRuntime.current, rt.rootLayer != nil,
            chainPredates(rt.transaction, root: rt.rootLayer)
        else { return }
        markOnScreen(before: rt.transaction)
    }

    private func markOnScreen(before transaction: Int) {
        guard joinedTransaction < transaction else { return }
        wasOnScreen = true
        mask?.markOnScreen(before: transaction)
        for s in sublayers { s.markOnScreen(before: transaction) }
    }
}
