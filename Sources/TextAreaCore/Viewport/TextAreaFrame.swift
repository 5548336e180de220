/// What a text area shows at one moment, as one immutable value: the lines on screen with their runs in visual
/// order, the selection, the marked text, the caret, the placeholder and the scroll position, in the area's
/// coordinates, and what changed since the frame before.
///
/// ``TextArea/makeFrame()`` makes it in the layout step; a front end draws
/// one frame and compares it with the last it drew. Everything in it was
/// measured by the step, so drawing measures and wraps nothing.
public struct TextAreaFrame: Sendable {
    /// One line on screen.
    public struct Line: Hashable, Sendable {
        /// Where the line is and what it holds.
        public var visibleLine: VisibleLine
        /// Its stretches in one direction, left to right, with their x from the line's origin (see
        /// ``TextArea/directionRuns(for:)``): where its text goes. ``TextArea/runs(for:)`` gives the pieces a
        /// shaper draws, asked only for the lines a front end redraws.
        public var directionRuns: [TextRun]
    }

    /// The caret at the selection's head.
    public struct Caret: Hashable, Sendable {
        /// Where a character of the paragraph's direction typed here appears (see ``TextArea/caretRect``).
        public var primary: Rect
        /// Where a character of the other direction appears, between runs of two directions (see
        /// ``TextArea/secondaryCaretRect``); nil where both places coincide.
        public var secondary: Rect?
        /// In overwrite mode (``TextArea/isOverwriteMode``), the block a front end draws as the caret: the box of
        /// the cluster the next character typed replaces, or one a space wide at the end of a line; nil otherwise.
        public var block: Rect?
    }

    /// The placeholder while it shows.
    public struct Placeholder: Hashable, Sendable {
        /// Its label's frame (see ``TextArea/placeholderFrame``).
        public var frame: Rect
        /// Its lines, runs in visual order, byte ranges in ``utf8``.
        public var lines: [PlaceholderLine]
        /// The placeholder's text as UTF-8.
        public var utf8: [UInt8]
    }

    /// Where the bounds are in the content, for a scroll indicator: nil in a frame whose content fits.
    public struct ScrollPosition: Hashable, Sendable {
        /// The part of the content the bounds show, from 0 (none) to 1 (all).
        public var visibleFraction: Double
        /// How far the content is scrolled, from 0 (the top) to 1 (the end).
        public var progress: Double

        /// Creates a position showing `visibleFraction` of the content, scrolled `progress` of the way (a front end's
        /// scroll bar drawn for a position of its own, as in tests).
        public init(visibleFraction: Double, progress: Double) {
            self.visibleFraction = visibleFraction
            self.progress = progress
        }
    }

    /// What differs from the frame made before.
    public struct Changes: OptionSet, Hashable, Sendable {
        /// The option's bits.
        public let rawValue: Int

        /// Creates the set of `rawValue`'s bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The text was edited (a line's bytes may differ even where its place and runs do not).
        public static let text = Changes(rawValue: 1 << 0)
        /// The lines shown: which, where, how wide, or their runs.
        public static let lines = Changes(rawValue: 1 << 1)
        /// The selection's rectangles.
        public static let selection = Changes(rawValue: 1 << 2)
        /// The marked text's rectangles.
        public static let markedText = Changes(rawValue: 1 << 3)
        /// The caret's place, or whether there is one.
        public static let caret = Changes(rawValue: 1 << 4)
        /// The placeholder: shown or not, its text or its place.
        public static let placeholder = Changes(rawValue: 1 << 5)
        /// The scroll position, or the scroll offset (vertical, or a single-line area's horizontal one).
        public static let scroll = Changes(rawValue: 1 << 6)
        /// The size or whether the area is being edited.
        public static let bounds = Changes(rawValue: 1 << 7)
        /// The decoration pieces shown: their place or style, or which there are.
        public static let decorations = Changes(rawValue: 1 << 8)
        /// Everything: the first frame, or one after the area was laid out again.
        public static let all = Changes(rawValue: (1 << 9) - 1)
    }

    /// The frame's number: each frame that differs from the one before gets the next.
    public let number: Int
    /// The area's size.
    public let size: Size
    /// Whether the area is being edited (it has keyboard focus): its caret may show.
    public let isEditing: Bool
    /// The lines inside the bounds, top to bottom.
    public let lines: [Line]
    /// The rectangles that highlight the selection on the lines shown; empty without one.
    public let selection: [Rect]
    /// The rectangles of the text an input method is composing, on the lines shown; empty without any.
    public let markedText: [Rect]
    /// The caret, when the selection is empty and the caret is on a line shown (or on the placeholder); nil otherwise.
    public let caret: Caret?
    /// The placeholder, while it shows.
    public let placeholder: Placeholder?
    /// The scroll position, when the content does not fit the bounds.
    public let scrollPosition: ScrollPosition?
    /// The pieces of the decorations on the lines shown, layer by layer in drawing order (see
    /// ``TextArea/setDecorations(_:in:)``), then decoration by decoration, line by line, left to right; pieces outside
    /// the bounds sideways are left out.
    public let decorations: [DecorationPiece]
    /// What differs from the frame made before this one.
    public let changes: Changes
    /// How the text changed since the frame made before, when one stretch of it was edited: what a front end drew of
    /// a line outside ``TextEdit/range`` shows the same bytes. Nil when the text is the same (``changes`` lacks
    /// ``Changes/text``), and when how it changed is not known (the first frame, a new text, lines laid out anew).
    public let textEdit: TextEdit?
}
