/// The limits the importer enforces while parsing: a file past any of them is refused with a
/// one-line error naming the JSON path, before anything is rendered.
public struct LottieLimits: Sendable, Hashable {
    /// Largest file accepted, in bytes: the document, and each external image it names.
    public var maxFileBytes = 64 << 20
    /// Deepest nesting of JSON arrays and objects.
    public var maxJSONDepth = 256
    /// Layers in the whole document (every composition together).
    public var maxLayers = 20_000
    /// Precompositions nested inside one another.
    public var maxPrecompDepth = 32
    /// Layers drawn in one frame once precomps are expanded (a precomp used by many layers
    /// counts once per use): bounds the work of files whose precomps nest multiplicatively.
    public var maxLayerInstances = 100_000
    /// Copies one repeater makes.
    public var maxRepeaterCopies = 1_000
    /// Shapes one layer may draw in one frame once repeaters have multiplied them.
    public var maxShapeInstances = 100_000
    /// Frames between the in and out points.
    public var maxFrames = 1_000_000
    /// Duration between the in and out points, seconds.
    public var maxSeconds = 86_400.0
    /// Largest width or height of the composition, in points.
    public var maxCanvasSide = 16_384.0
    /// Pixels of one image asset (width × height as the file declares them).
    public var maxImagePixels = 64 << 20
    /// Pixels of all the document's image assets together, decoded (4 bytes each): 12 images of
    /// 8192² in a 1 MB file would otherwise hold 3 GB; now at most 256 MB.
    public var maxTotalImagePixels = 64 << 20
    /// Values (numbers, strings, booleans, nulls, arrays, objects) in the JSON, counted before it
    /// is parsed: the parsed document takes about 200 bytes a value, so this bounds it near 1 GB
    /// (a 63 MB file of short numbers used to take 3.9 GB; a million layers 3.3 GB).
    public var maxJSONValues = 5_000_000
    /// Pixels of one rendered frame (the canvas times the scale, squared): 7680 × 4320. A frame
    /// and the encoder's copies of it take about 40 bytes a pixel.
    public var maxFramePixels = 7680 * 4320
    /// CPU seconds all the expressions of one frame may take together (each one alone is also
    /// stopped after 0.25 s): 40 expressions that each loop until stopped would take 10 s.
    public var maxExpressionSecondsPerFrame = 1.0
    /// Points of one polystar.
    public var maxStarPoints = 1_000
    /// Groups nested inside one another in a shape layer.
    public var maxShapeDepth = 64

    /// The defaults above.
    public init() {}
}
