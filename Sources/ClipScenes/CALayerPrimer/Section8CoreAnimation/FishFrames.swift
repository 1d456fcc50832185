import ClipAnimation
import ClipGeometry
import ClipRaster

/// F11 `fish-frames`: frame-by-frame animation (`CADisplaylinkAnimationVC`). On black, a
/// 250 × 250 fish layer (red background, as in the seed) at (160, 150) steps through an 8-frame
/// swim cycle driven by a display link: every 6th tick at 60 Hz (10 fps) it shows the next frame,
/// starting from timg_0001 for the first 5 ticks, then 0, 1, …, 7, 0, …:
///
/// ```objc
/// if (++s % 6 == 0) { _fishLayer.contents = (id)_images[_index].CGImage; _index = (_index + 1) % IMAGE_COUNT; }
/// ```
///
/// Below, a UIImageView with `animationImages` (the same 8 frames, `animationDuration = 0.8`,
/// i.e. 0.1 s a frame) plays the same cycle.
/// [CHOICE] the seed's image view at (100, 400) would overflow a 320 × 568 screen right and
/// bottom; it is shifted to (35, 305) so it fits. Fish frames are procedural (Part 3).
enum FishFrames {
    static let size = Section8CoreAnimation.screen
    static let imageViewFrame = Rect(35, 305, 250, 250)

    static let scene = EngineScene(
        id: "fish-frames", title: "Sprite frames from a display link and from animationImages",
        source: Section8CoreAnimation.source("F11", "逐帧动画"), tags: [],
        keyTimes: [0.05, 0.45, 1.25], size: size, duration: 3.2, background: .black, build: build)

    static func build(_ ctx: SceneContext) -> Layer {
        let view = Layer(frame: Rect(0, 0, size.width, size.height))
        view.backgroundColor = .black
        view.backdrop()
        let images = Section8Assets.fishFrames

        let fishLayer = Layer()
        fishLayer.name = "fishLayer"
        fishLayer.bounds = Rect(0, 0, 250, 250)
        fishLayer.position = Point(160, 150)
        fishLayer.contents = .image(images[1]) // timg_0001
        fishLayer.backgroundColor = .red
        view.addSublayer(fishLayer)

        var s = 0, index = 0
        _ = DisplayLink { _ in
            s += 1
            if s % 6 == 0 {
                fishLayer.contents = .image(images[index])
                index = (index + 1) % images.count
            }
        }

        // UIImageView: animationImages, animationDuration 0.8, startAnimating.
        let imageView = Layer(frame: imageViewFrame)
        imageView.name = "imageView"
        imageView.contents = .image(images[0])
        let animationImages = KeyframeAnimation(images: images, duration: 0.8)
        animationImages.repeatCount = .infinity
        imageView.add(animationImages, forKey: "animationImages")
        view.addSublayer(imageView)
        let displayLinkLabel = LayerKit.label(
            "↑ CADisplayLink: every 6th tick, 10 fps", origin: Point(10, 277), width: size.width - 20, size: 11,
            color: .white, weight: .medium, align: .center)
        displayLinkLabel.name = "captionTitle"
        view.addSublayer(displayLinkLabel)
        view.addSublayer(
            LayerKit.label(
                "↓ UIImageView animationImages, 0.8 s", origin: Point(10, 290), width: size.width - 20,
                size: 11, color: .white, weight: .medium, align: .center))
        return view
    }
}
