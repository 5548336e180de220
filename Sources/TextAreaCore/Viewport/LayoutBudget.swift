/// How much wrapping each kind of layout step may do before it leaves the rest pending: every budget in one place.
///
/// A step that needs `n` more lines wraps ``lines(beyond:)`` of them, so the
/// next step usually finds what it needs already wrapped.
@usableFromInline
enum LayoutBudget {
    /// Lines an edit re-wraps past the edit before leaving the rest of a cascade pending: one keystroke's work.
    static let editLines = 16
    /// Lines wrapped per pass when a step needs a line far into pending text.
    static let queryLines = 1024
    /// Lines an idle pass wraps when the front end gives no budget of its own.
    @usableFromInline static let idleLines = 4096
    /// Lines wrapped per pass when every pending line is to be wrapped at once: the records of a pass are held
    /// twice while they go into the line index, so passes are kept this short (a 10 MB document's records would
    /// otherwise be held twice at once).
    static let completeLines = 8192
    /// Lines wrapped per pass while scrolling past the lines wrapped so far.
    static let scrollLines = 4096
    /// Lines wrapped beyond those a step needs.
    static let margin = 8
    /// Documents up to this many bytes are laid out completely at every step (at about 150 MB/s, well under a millisecond).
    static let completeDocumentBytes = 65_536
    /// The most passes one step makes over the provisional lines the bounds show; each pass wraps at least one of them.
    static let shownLinePasses = 1024
    /// The most passes over a screen of provisional lines above the caret.
    static let caretScreenPasses = 8

    /// The budget of a step that needs `count` more lines: those, the margin, and at least an edit's worth.
    static func lines(beyond count: Int) -> Int {
        max(count + margin, editLines)
    }
}
