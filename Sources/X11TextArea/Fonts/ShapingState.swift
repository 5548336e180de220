import CHarfBuzz

/// What an open font keeps for shaping: a HarfBuzz font per Xft font, one reusable buffer, and the runs shaped lately.
final class ShapingState {
    /// The HarfBuzz font of each Xft font by index, opened on first use; nil where the face could not be read.
    var fonts: [Int: HarfBuzzFont?] = [:]
    /// The buffer every shaping call refills.
    let buffer: OpaquePointer
    /// Runs shaped lately, by direction and bytes.
    var cache: [ShapingKey: ShapedRun] = [:]
    /// Printable ASCII shaped pair by pair in the primary font (see `ASCIIShapingTable`).
    let ascii = ASCIIShapingTable()
    /// The colour font found for each emoji sequence's visible characters (nil: none has them all).
    var colorFallbacks: [[UInt32]: Int?] = [:]
    /// How many runs HarfBuzz shaped (cache misses), for tests and benchmarks.
    var shapedCount = 0

    /// The most runs kept; the cache starts over when full (words repeat, so it fills again with the common ones).
    static let cacheLimit = 8192

    init() {
        buffer = hb_buffer_create()
    }

    deinit {
        hb_buffer_destroy(buffer)
    }
}

/// A shaped run's key: its bytes and its direction.
struct ShapingKey: Hashable {
    /// The run's UTF-8.
    var bytes: [UInt8]
    /// Whether its items go right to left.
    var isRightToLeft: Bool

    /// Hashes the bytes in one call rather than one call a byte: a line that is one long cluster is looked up each frame.
    func hash(into hasher: inout Hasher) {
        hasher.combine(isRightToLeft)
        hasher.combine(bytes.count)
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }
}
