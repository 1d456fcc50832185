// The built-in scenes are written against the scene kit (protocol, EngineScene, LayerKit), and
// code that imports ClipScenes sees it too.
@_exported import ClipSceneKit
