import ClipKit
import ClipgenCLI

// Every clipgen command (render, still, list, sheet, gallery, studio) over this project's scene.
ClipgenCLI.main(scenes: [Shimmer.scene])
