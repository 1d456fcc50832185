/// The studio's single page (`Resources/studio.html`, compiled into the module with
/// `.embedInCode`, so an installed binary needs no resource bundle beside it): scene list, frame
/// view with a layer outline, transport and layer tree.
///
/// State lives in the URL fragment (`#scene=ID&t=SECONDS`), so a reload, or a restart after a
/// rebuild, comes back to the same scene and time. The page polls `/api/status` and reloads the
/// scene when the server's version changes. Frames come as raw RGBA (`format=rgba`, drawn with
/// `putImageData`: nothing to encode or decode). Scrubbing fetches one at a time and keeps the
/// last position asked for; play keeps up to three requests in flight, each for the frame due
/// when it arrives (the clock plus the recent latency), skips the frames it cannot fetch in time
/// (it never lags behind the clock) and asks the server to render the loop ahead (`play=1`).
enum StudioPage {
    /// The page's bytes, served as they are.
    static var bytes: [UInt8] { PackageResources.studio_html }
}
