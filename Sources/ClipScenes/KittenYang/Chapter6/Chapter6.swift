/// Chapter 6 of the Kitten Yang guide: other effects (dynamics, emitters, replicators).
enum Chapter6 {
    /// The chapter's scenes in the spec's order (6.1 …).
    static let scenes: [any Scene] =
        [
            LockscreenGravity.scene,
            SnapDemo.scene,
            ActionDemo.scene,
            DynamicsRopeBall.scene,
            SnowEmitter.scene,
            LikeSplash.scene,
        ] + ReplicatorLoaders.scenes + ReplicatorTricks.scenes + [DockBounce.scene]
}
