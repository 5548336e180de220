/// The geometry of the lines that are not simply left to right, kept across frames: drawing, carets and selections ask for the same lines again and again.
///
/// A line is kept under its paragraph's entry in the ``ParagraphDirectionCache``
/// (its identity) and where its content lies in the paragraph. An entry lives
/// only while its paragraph's bytes and direction stay as they were (an edit
/// that reaches it, or that changes the direction it follows, drops it), so a
/// line found under a living entry has the same bytes and levels as when it
/// was kept; when text before it grew or shrank, it is moved to its new
/// offsets. What else goes into a geometry (the measurer, the font, tab stops)
/// empties the cache when it changes (see `TextViewport`).
struct LineGeometryCache {
    /// Where a line is: its paragraph's entry and its start and content end, counted from the paragraph's start.
    struct Key: Hashable {
        /// The identity of the paragraph's entry (see ``ParagraphDirectionCache/Entry/identity``).
        var paragraph: Int
        /// The line's start, from the paragraph's start.
        var start: Int
        /// The end of the line's content (break characters left out), from the paragraph's start.
        var contentEnd: Int
    }

    /// One kept line: its geometry and the runs made from it, at the offsets the line had when last asked for.
    final class Line {
        /// The line's clusters in visual order.
        private(set) var geometry: LineGeometry
        /// The runs to draw (see `TextViewport.runs(for:)`), once asked for.
        private var drawnRuns: [TextRun]? = nil
        /// The stretches in one direction (see `TextViewport.directionRuns(for:)`), once asked for.
        private var directionRuns: [TextRun]? = nil

        /// Keeps `geometry`.
        init(geometry: LineGeometry) {
            self.geometry = geometry
        }

        /// Moves the line to start at `start`: the text before it grew or shrank since it was kept.
        func move(to start: Int) {
            let delta = start - geometry.start
            guard delta != 0 else { return }
            geometry = geometry.shifted(by: delta)
            drawnRuns = drawnRuns.map { Self.shift($0, by: delta) }
            directionRuns = directionRuns.map { Self.shift($0, by: delta) }
        }

        /// The runs to draw, left to right, made on first use.
        func runs(storage: TextStorage) -> [TextRun] {
            if let drawnRuns { return drawnRuns }
            let made = TextViewport.visualRuns(of: geometry, storage: storage)
            drawnRuns = made
            return made
        }

        /// The stretches in one direction, left to right, made on first use.
        func runsByDirection(storage: TextStorage) -> [TextRun] {
            if let directionRuns { return directionRuns }
            let made = TextViewport.visualRuns(of: geometry, storage: storage, mergingPieces: true)
            directionRuns = made
            return made
        }

        /// `runs` with their byte ranges moved by `delta`.
        private static func shift(_ runs: [TextRun], by delta: Int) -> [TextRun] {
            runs.map {
                TextRun(
                    range: ($0.range.lowerBound + delta)..<($0.range.upperBound + delta), x: $0.x,
                    isRightToLeft: $0.isRightToLeft)
            }
        }
    }

    /// The most lines kept: a few screens of them. Past it, the lines of paragraphs no longer kept go, or all.
    static let capacity = 256

    /// The kept lines.
    private var lines: [Key: Line] = [:]

    /// The number of lines kept.
    var count: Int { lines.count }

    /// The line kept under `key`, if any.
    func line(for key: Key) -> Line? {
        lines[key]
    }

    /// Keeps `line` under `key`; when the cache is full, first forgets the lines whose paragraph is not among `keptParagraphs` (identities), and everything if that leaves it full.
    mutating func insert(_ line: Line, for key: Key, keptParagraphs: () -> Set<Int>) {
        if lines.count >= Self.capacity {
            let kept = keptParagraphs()
            lines = lines.filter { kept.contains($0.key.paragraph) }
            if lines.count >= Self.capacity { lines.removeAll(keepingCapacity: true) }
        }
        lines[key] = line
    }

    /// Forgets every line (something that goes into their geometry changed).
    mutating func removeAll() {
        lines.removeAll()
    }
}
