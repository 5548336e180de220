import TextAreaCore

/// What a view draws in one frame, in window coordinates: the next frame compares its own with it to find the pixels
/// that changed.
///
/// Each piece is kept as what decides its pixels: a text line as its place
/// and bytes and its runs (compared relative to the line, so a line that
/// only moved in the text, after an edit above it, is unchanged), the
/// selection, marked-text underline, caret and scroll bar as their
/// rectangles (and the thumb's colour), the placeholder as its bytes and lines. Anything that changes
/// the whole box (its frame, colours, fonts, whether it is being edited)
/// is in ``appearance``.
struct DrawnViewState {
    /// What changes every pixel of the view when it changes.
    struct Appearance: Equatable {
        var frame: Rect
        var style: TextAreaViewStyle
        var isEditing: Bool
        var font: Font
        var textColor: Color
        var placeholderFont: Font
        var placeholderColor: Color
        var lineHeight: Double
        /// The caret's own colour, nil for the text's.
        var caretColor: Color?
        /// The width of borders and carets at the window's scale.
        var lineWidth: Double
    }

    /// A line of text as drawn.
    struct Line {
        /// The line from the core (its origin and baseline in the area's coordinates).
        var line: VisibleLine
        /// Its stretches in one direction (`TextArea.directionRuns(for:)`), which place its text; drawing asks for the
        /// runs it shapes.
        var directionRuns: [TextRun]
        /// The line's content bytes, compared with those of the line drawn in the same place by the next frame.
        var content: [UInt8]
        /// How far from the line's origin its pixels are the same as those of the line drawn in the same place by
        /// the frame before: 0, or the x of the first word that differs (see `TextAreaView.lineChange(of:previous:in:)`).
        var unchangedWidth: Double = 0
        /// When the line's text after its changed words is the text drawn in the same place before, moved sideways by
        /// whole pixels: where that text starts now and how far it moved (see ``MovedTail``).
        var movedTail: MovedTail? = nil
        /// How far its glyphs may ink past its box.
        var inkMargins: InkMargins
        /// How far its glyphs ink when that is known: words of printable ASCII drawn from the primary font (see
        /// `XftFontEntry.tableInkExtent(of:)`), or a line left to right whose runs were shaped for it (see
        /// `XftFontEntry.inkExtent(ofRuns:in:contentStart:)`); nil otherwise.
        var knownInk: InkExtent?

        /// Whether the line draws the same pixels as `other`, drawn in the same place: the same place, direction
        /// runs (their byte ranges relative to the line's start) and bytes.
        ///
        /// Compared field by field: cheaper than a digest of every line shown
        /// made every frame, as only lines drawn in the same place compare.
        func drawsSame(as other: Line) -> Bool {
            guard line.origin == other.line.origin, line.baseline == other.line.baseline,
                line.height == other.line.height, line.isRightToLeft == other.line.isRightToLeft,
                line.contentRange.count == other.line.contentRange.count,
                directionRuns.count == other.directionRuns.count
            else { return false }
            let start = line.range.lowerBound
            let otherStart = other.line.range.lowerBound
            for index in directionRuns.indices {
                let run = directionRuns[index]
                let otherRun = other.directionRuns[index]
                guard run.range.lowerBound - start == otherRun.range.lowerBound - otherStart,
                    run.range.count == otherRun.range.count, run.x == otherRun.x,
                    run.isRightToLeft == otherRun.isRightToLeft
                else { return false }
            }
            return content == other.content
        }
    }

    /// The end of a changed line whose glyphs are those the line drew in the same place before, all moved sideways by
    /// the same whole number of pixels: a frame moves their pixels instead of drawing them again.
    struct MovedTail: Equatable {
        /// Where the moved text starts in this frame, from the line's origin (a space starts it).
        var start: Double
        /// How far the text moved, in whole pixels: positive to the right.
        var distance: Double
    }

    /// How far a line's glyphs may ink past its box on each side, in pixels.
    struct InkMargins: Equatable {
        var left: Double
        var right: Double
        var top: Double
        var bottom: Double

        /// `margin` on every side.
        static func uniform(_ margin: Double) -> InkMargins {
            InkMargins(left: margin, right: margin, top: margin, bottom: margin)
        }
    }

    /// A decoration piece as drawn (see `TextAreaFrame.DecorationPiece`): its line's number, its box (the piece's
    /// x-extent across its line's height) and baseline in window coordinates, and its style.
    struct Decoration: Hashable {
        var lineIndex: Int
        var box: Rect
        var baseline: Double
        var style: DecorationStyle
    }

    /// The scroll bar as drawn: its trough while it is wide, and its thumb in the colour of its state.
    struct ScrollBar: Equatable {
        var trough: Rect?
        var thumb: Rect
        var thumbColor: Color
    }

    /// The placeholder as drawn.
    struct Placeholder: Equatable {
        /// The placeholder's UTF-8.
        var bytes: [UInt8]
        /// Its lines, in the area's coordinates.
        var lines: [PlaceholderLine]
        /// The strip it may ink, in window coordinates.
        var strip: Rect
    }

    var appearance: Appearance
    /// The number of the area's frame (`TextAreaFrame.number`) this state was drawn from.
    var frameNumber: Int
    /// The inside of the border, rounded to whole pixels as drawing clips to it.
    var contentClip: Rect
    /// How far a glyph may reach past its line's box (above, below, before its origin, after its width), in pixels,
    /// unless the line's ``Line/inkMargins`` say less: a changed line redraws that much around it, and a redrawn area
    /// redraws the lines whose glyphs may reach into it.
    var glyphOverflow: Double
    var lines: [Line]
    var selection: [Rect]
    /// The decoration pieces, in drawing order.
    var decorations: [Decoration] = []
    var markedTextUnderlines: [Rect]
    var placeholder: Placeholder?
    /// The caret's rectangles as filled: none while it is hidden, the caret, and the secondary caret's lower half.
    var caret: [Rect]
    /// In overwrite mode, the caret's block (the first of ``caret``), where the text is drawn again in the background's colour.
    var caretBlock: Rect? = nil
    /// The caret where a drag over the view would drop its text, if one is over it.
    var dropCaret: [Rect]
    /// The scroll bar, while the content overflows.
    var scrollBar: ScrollBar?

    /// The part of the content a text line may ink: its box from its origin across its width, and its ink margins
    /// around it, inside the content; from `unchangedWidth` (from the origin) when given.
    func strip(of drawn: Line, from unchangedWidth: Double = 0) -> Rect {
        let frame = appearance.frame
        let line = drawn.line
        let margins = drawn.inkMargins
        let left = max(frame.minX + line.origin.x + unchangedWidth - margins.left, contentClip.minX)
        let right = min(frame.minX + line.origin.x + line.width + margins.right, contentClip.maxX)
        let top = frame.minY + line.origin.y - margins.top
        let bottom = frame.minY + line.origin.y + line.height + margins.bottom
        return Rect(x: left, y: top, width: max(right - left, 0), height: bottom - top)
    }

    /// The pixels that differ between what `previous` drew and what this state draws: the whole box (old and new)
    /// when the appearance changed, else the strips of changed lines and the rectangles of changed overlays.
    ///
    /// The end of a changed line whose glyphs only moved sideways (see
    /// ``Line/movedTail``) is not in the region: its pixels are moved, and
    /// the moves are appended to `moves`. Overlays over what moves are drawn
    /// again where they were and where their pixels went.
    func changedRegion(since previous: DrawnViewState, moves: inout [PixelMove]) -> DirtyRegion {
        var region = DirtyRegion()
        guard appearance == previous.appearance, contentClip == previous.contentClip,
            glyphOverflow == previous.glyphOverflow
        else {
            region.add(previous.appearance.frame)
            region.add(appearance.frame)
            return region
        }
        // A line changed after a word keeps the pixels before that word, in this frame and the one before.
        var cursor = 0
        let firstMove = moves.count
        var movedLineTops: [Double] = []
        // Lines are read in place, by index: a copy of one would retain and release its arrays.
        for index in lines.indices {
            let top = lines[index].line.origin.y
            let before = Self.index(ofLineAt: top, in: previous.lines, from: &cursor)
            if let before, lines[index].drawsSame(as: previous.lines[before]) { continue }
            if let before, lines[index].movedTail != nil,
                let move = tailMove(of: index, previous: previous, previousIndex: before, into: &region)
            {
                moves.append(move)
                movedLineTops.append(top)
            } else {
                region.add(strip(of: lines[index], from: lines[index].unchangedWidth))
            }
        }
        cursor = 0
        for index in previous.lines.indices {
            let top = previous.lines[index].line.origin.y
            let now = Self.index(ofLineAt: top, in: lines, from: &cursor)
            if let now, lines[now].drawsSame(as: previous.lines[index]) || movedLineTops.contains(top) { continue }
            region.add(previous.strip(of: previous.lines[index], from: now.map { lines[$0].unchangedWidth } ?? 0))
        }
        Self.addDifference(selection, previous.selection, to: &region)
        // A piece drawn in one frame and not the other: its box (underlines lie inside it, below the baseline). Not
        // compared first: the comparison walks the pieces the two frames share, as the search for the others does.
        Self.forEachDifference(decorations, previous.decorations) { region.add($0.box) }
        Self.addDifference(markedTextUnderlines, previous.markedTextUnderlines, to: &region)
        if placeholder != previous.placeholder {
            if let strip = placeholder?.strip { region.add(strip) }
            if let strip = previous.placeholder?.strip { region.add(strip) }
        }
        if caret != previous.caret {
            for rect in caret + previous.caret { region.add(rect) }
        }
        if dropCaret != previous.dropCaret {
            for rect in dropCaret + previous.dropCaret { region.add(rect) }
        }
        if scrollBar != previous.scrollBar {
            // A trough shown or hidden is redrawn whole; otherwise only the thumb's old and new places.
            if scrollBar?.trough != previous.scrollBar?.trough {
                for trough in [scrollBar?.trough, previous.scrollBar?.trough].compactMap({ $0 }) { region.add(trough) }
            }
            for thumb in [scrollBar?.thumb, previous.scrollBar?.thumb].compactMap({ $0 }) { region.add(thumb) }
        }
        if moves.count > firstMove {
            addOverlays(over: moves[firstMove...], previous: previous, to: &region)
        }
        return region.clipped(to: contentClip)
    }

    /// The index of the line of `lines` (top to bottom, as a frame lists them) whose top is at `y`, looked for from
    /// `cursor` on; moves `cursor` past the lines above `y`, so asking for lines top to bottom walks `lines` once.
    static func index(ofLineAt y: Double, in lines: [Line], from cursor: inout Int) -> Int? {
        while cursor < lines.count && lines[cursor].line.origin.y < y { cursor += 1 }
        return cursor < lines.count && lines[cursor].line.origin.y == y ? cursor : nil
    }

    /// Adds the rectangles filled in one frame and not in the other (a pixel covered in both is covered either way).
    private static func addDifference(_ current: [Rect], _ previous: [Rect], to region: inout DirtyRegion) {
        guard current != previous else { return }
        forEachDifference(current, previous) { region.add($0) }
    }

    /// Calls `body` with each element of `current` missing from `previous` and each of `previous` missing from `current`.
    ///
    /// Both lists are in drawing order, and a frame changes few of them (a
    /// key moves the squiggles of its own line), so the runs they share at
    /// their starts and ends are passed over first, comparing in order; the
    /// rest, short lists, are searched in order, and long ones go through
    /// sets.
    private static func forEachDifference<Element: Hashable>(
        _ current: [Element], _ previous: [Element], _ body: (Element) -> Void
    ) {
        var start = 0
        while start < current.count && start < previous.count && current[start] == previous[start] { start += 1 }
        var currentEnd = current.count
        var previousEnd = previous.count
        while currentEnd > start && previousEnd > start && current[currentEnd - 1] == previous[previousEnd - 1] {
            currentEnd -= 1
            previousEnd -= 1
        }
        let changed = current[start..<currentEnd]
        let replaced = previous[start..<previousEnd]
        if changed.count * replaced.count <= 1_024 {
            for element in changed where !replaced.contains(element) { body(element) }
            for element in replaced where !changed.contains(element) { body(element) }
            return
        }
        let changedSet = Set(changed)
        let replacedSet = Set(replaced)
        for element in changed where !replacedSet.contains(element) { body(element) }
        for element in replaced where !changedSet.contains(element) { body(element) }
    }
}
