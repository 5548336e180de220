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

    /// One kept line: its geometry and the runs made from it, at the offsets the line had when a step last kept it.
    ///
    /// Both kinds of runs are made with the geometry, so reading a kept line
    /// never changes it; only a step moves it (``move(to:)``).
    final class Line {
        /// The line's clusters in visual order.
        private(set) var geometry: LineGeometry
        /// The runs to draw (see `TextViewport.runs(for:)`).
        private(set) var drawnRuns: [TextRun]
        /// The stretches in one direction (see `TextViewport.directionRuns(for:)`).
        private(set) var directionRuns: [TextRun]

        /// Keeps `geometry` of a line of `storage`, with its runs.
        init(geometry: LineGeometry, storage: TextStorage) {
            self.geometry = geometry
            drawnRuns = TextViewport.visualRuns(of: geometry, storage: storage)
            directionRuns = TextViewport.visualRuns(of: geometry, storage: storage, mergingPieces: true)
        }

        /// A copy moved to `geometry`, `drawnRuns` and `directionRuns` as given.
        private init(geometry: LineGeometry, drawnRuns: [TextRun], directionRuns: [TextRun]) {
            self.geometry = geometry
            self.drawnRuns = drawnRuns
            self.directionRuns = directionRuns
        }

        /// Moves the line to start at `start`: the text before it grew or shrank since it was kept (a step's work).
        func move(to start: Int) {
            let delta = start - geometry.start
            guard delta != 0 else { return }
            geometry = geometry.shifted(by: delta)
            drawnRuns = Self.shift(drawnRuns, by: delta)
            directionRuns = Self.shift(directionRuns, by: delta)
        }

        /// The line as it would be moved to start at `start`, leaving this one as it is (a query's reading).
        func moved(to start: Int) -> Line {
            let delta = start - geometry.start
            return Line(
                geometry: geometry.shifted(by: delta), drawnRuns: Self.shift(drawnRuns, by: delta),
                directionRuns: Self.shift(directionRuns, by: delta))
        }

        /// `runs` with their byte ranges moved by `delta`.
        private static func shift(_ runs: [TextRun], by delta: Int) -> [TextRun] {
            guard delta != 0 else { return runs }
            return runs.map {
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
