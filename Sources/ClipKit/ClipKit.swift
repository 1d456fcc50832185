// ClipKit: everything to write a scene and render it, with one import.
//
// Re-exported: the animation engine (layers, animations, springs, text, images; ClipAnimation),
// geometry (ClipGeometry), colours and pixmaps (ClipRaster), the scene protocol, metadata,
// options, `EngineScene` and the authoring helpers (`LayerKit`, `Shapes`, `Backdrop`; ClipSceneKit),
// the output formats (ClipEncode), the frame pipeline (ClipPipeline) and PNG/JPEG images as layer
// contents (ClipImage). Rendering a scene to a file or to frames (`renderClip`, `renderFrame`,
// `SceneFrameSource`; Rendering.swift) lives here, the one module that joins scenes to the encoder,
// so the scene modules do not link FFmpeg.
//
// Threading rule: scene code builds one fresh layer tree per frame, per thread. `build` closures
// run once per frame on the thread rendering that frame; a `Layer` and everything it holds belongs
// to that frame and is never shared with another frame or thread (debug builds check this and fail
// the frame with `SharedLayerError`). See `EngineScene` and the README section "As a library".
@_exported import ClipAnimation
@_exported import ClipEncode
@_exported import ClipGeometry
@_exported import ClipImage
@_exported import ClipPipeline
@_exported import ClipRaster
@_exported import ClipSceneKit
