import ClipAnimation
import ClipGeometry
import ClipRaster
import ClipSceneKit

/// A scene that is a view controller: its view, as `viewDidLoad`, `viewWillAppear` and
/// `viewDidAppear` leave it at scene time 0, rendered by clipgen's engine.
///
/// ```swift
/// ClipgenCLI.main(scenes: [
///     ViewControllerScene(id: "spinner", title: "Spinner", size: CGSize(width: 320, height: 480), duration: 3) {
///         SpinnerViewController()
///     }
/// ])
/// ```
/// The controller is made afresh for every frame (frames render in parallel): keep it free of
/// global state. Its view fills the scene.
public struct ViewControllerScene: Scene {
    /// Identity and key times.
    public let info: SceneInfo
    /// Canvas size in points.
    public let size: Size
    /// Default clip length in seconds.
    public let duration: Double
    let engineScene: EngineScene

    /// A scene of `make()`'s view. `keyTimes` (default: a quarter, half and three quarters of the
    /// duration) are the stills of contact sheets; `background` clears the frame beneath the view.
    public init(
        id: String, title: String, size: CGSize = CGSize(width: 375, height: 667), duration: Double, keyTimes: [Double]? = nil,
        background: UIColor = .white, make: @escaping @Sendable () -> UIViewController
    ) {
        let sz = size.engine
        let keys = keyTimes ?? [duration / 4, duration / 2, 3 * duration / 4]
        engineScene = EngineScene(
            id: id, title: title, keyTimes: keys, size: sz, duration: duration, background: background.color
        ) { _ in
            ViewControllerScene.build(size: size, make: make)
        }
        info = engineScene.info
        self.size = sz
        self.duration = duration
    }

    /// Builds the renderer (checks the tree at t = 0 like any engine scene).
    public func makeRenderer(options: SceneOptions) throws -> any SceneRenderer { try engineScene.makeRenderer(options: options) }

    static let sizeKey = "ClipUIKit.sceneSize"
    static var currentSize: CGSize? { Thread.current.threadDictionary[sizeKey] as? CGSize }

    /// The engine tree for one frame: the controller's view under a root that keeps the controller alive.
    static func build(size: CGSize, make: () -> UIViewController) -> Layer {
        let previous = Thread.current.threadDictionary[sizeKey]
        Thread.current.threadDictionary[sizeKey] = size
        defer { Thread.current.threadDictionary[sizeKey] = previous }
        let root = ControllerRootLayer()
        root.frame = Rect(0, 0, Double(size.width), Double(size.height))
        let vc = make()
        root.controller = vc
        let view: UIView = vc.view
        view.frame = CGRect(origin: .zero, size: size)
        vc.viewWillAppear(false)
        vc.viewWillLayoutSubviews()
        vc.viewDidLayoutSubviews()
        vc.viewDidAppear(false)
        root.addSublayer(view.layer.engine)
        return root
    }
}

/// The root of a view controller scene's tree: holds the controller for the frame's lifetime.
final class ControllerRootLayer: Layer, @unchecked Sendable {
    var controller: UIViewController?
    required init() { super.init() }
}
