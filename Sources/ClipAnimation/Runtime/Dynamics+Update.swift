import ClipGeometry

extension DynamicAnimator {
    /// `updateItemUsingCurrentState:`: the item re-reads its layer's position and rotation (a view
    /// moved by a gesture) and starts from rest there, so the solver does not carry a velocity
    /// from before the move.
    public func updateItemUsingCurrentState(_ item: DynamicItem) {
        item.updateFromLayer()
        item.velocity = .zero
        item.angularVelocity = 0
    }
}
