/// The studio's single page (`Resources/studio.html`, compiled into the module with
/// `.embedInCode`, so an installed binary needs no resource bundle beside it): scene list, frame
/// view with a layer outline, transport and layer tree.
///
/// State lives in the URL fragment (`#scene=ID&t=SECONDS`), so a reload, or a restart after a
/// rebuild, comes back to the same scene and time. The page polls `/api/status` and reloads the
/// scene when the server's version changes. Frames come as raw RGBA (`format=rgba`, drawn with
/// `putImageData`: nothing to encode or decode). Scrubbing fetches one at a time and keeps the
/// last position asked for. Play is a video player's: it fetches the frames ahead into a ring of
/// decoded frames (`play=1` makes the server render the loop ahead), shows at each animation frame
/// the one due at its timestamp, and starts, or resumes after a frame came late, only when the
/// rest can play through without a stall (`/api/ready`: how far the render-ahead is and how fast it
/// goes), showing "buffering" meanwhile. It never skips a frame; `studio.frameLog()` records what
/// each animation frame showed.
enum StudioPage {
    /// The page's bytes, served as they are.
    static var bytes: [UInt8] { PackageResources.studio_html }
}
