import TextAreaCore

/// One `TextArea` shown at a frame inside a ``TextAreaWindow``: its box, text, selection, placeholder, caret and scroll indicator.
///
/// The view is the area's `TextAreaHost`: redraw requests, caret moves,
/// clipboard requests and focus moves from the core reach the window through
/// it. Adding the view to a window gives the area the window's measurer, so
/// layout and drawing use the same fonts. When the area `growsToFit`, the
/// view sets its own height to the area's `fittingHeight(forWidth:)` after
/// each change and runs the window's layout again.
///
/// Like the window, a view is isolated to the main actor.
@MainActor
public final class TextAreaView {
    /// The model shown: text, selection, placeholder and editing state.
    public let textArea: TextArea
    /// The colours of the box.
    public var style: TextAreaViewStyle {
        didSet { if style != oldValue { window?.setNeedsDisplayOfChanges() } }
    }
    /// Where the view sits in its window, in window pixels; its size becomes the area's `TextArea.size`.
    public var frame: Rect {
        didSet {
            guard frame != oldValue else { return }
            textArea.size = Size(width: max(frame.width, 0), height: max(frame.height, 0))
            window?.setNeedsDisplayOfChanges()
        }
    }
    /// The window showing the view, once added to one.
    public internal(set) weak var window: TextAreaWindow?
    /// The area's text container inset in 96 dpi pixels (the area's when the view was made); the area's `TextArea.textContainerInset` is this at the window's ``TextAreaWindow/scale``.
    public var unscaledTextContainerInset: EdgeInsets {
        didSet { if unscaledTextContainerInset != oldValue { applyScale() } }
    }
    /// The area's line fragment padding in 96 dpi pixels (the area's when the view was made); the area's `TextArea.lineFragmentPadding` is this at the window's ``TextAreaWindow/scale``.
    public var unscaledLineFragmentPadding: Double {
        didSet { if unscaledLineFragmentPadding != oldValue { applyScale() } }
    }

    /// The name screen readers give the view, usually the text of its label; nil gives none.
    public var accessibilityLabel: String? {
        didSet { accessible?.syncProperties() }
    }
    /// The application's entries of the view's context menu, shown in this order after a separator following the built-in entries.
    public var contextMenuActions: [ContextMenuAction] = []
    /// The built-in entries the view's context menu leaves out; none by default.
    public var hiddenContextMenuItems: Set<ContextMenuItem> = []
    /// The view's object on the accessibility bus, while one runs.
    var accessible: AccessibleTextArea?
    /// The checker that marks misspelled words with a wavy red underline in idle time, or nil (the default) for no checking.
    public var spellChecker: (any SpellChecker)? {
        didSet { if spellChecker !== oldValue { spellCheckerDidChange() } }
    }
    /// Which of the text is still to be spell checked, and the misspelled words found.
    let spellingSchedule = SpellingSchedule()

    /// The caret's blink cycle.
    var blink = CaretBlink(now: MonotonicClock.now())
    /// Whether the view is resizing itself to its area's fitting height (see `fitHeightIfGrowing`).
    var isFittingHeight = false
    /// Whether the area changed since an auto-growing view last fitted its height: the window fits it before its
    /// next frame.
    var needsHeightFit = false
    /// Whether the pointer is near the scroll bar, and the thumb's drag.
    var scrollBar = ScrollBarState()

    /// Creates a view of `textArea` (a new empty area by default) at `frame`.
    public init(textArea: TextArea = TextArea(), frame: Rect = .zero, style: TextAreaViewStyle = .standard) {
        self.textArea = textArea
        self.style = style
        self.frame = frame
        unscaledTextContainerInset = textArea.textContainerInset
        unscaledLineFragmentPadding = textArea.lineFragmentPadding
        textArea.size = Size(width: max(frame.width, 0), height: max(frame.height, 0))
        textArea.host = self
    }

    /// Whether this view has the window's keyboard focus (its area is being edited).
    public var isFocused: Bool { window?.focusedView === self }

    /// The area's coordinates of a point given in window coordinates.
    public func convertFromWindow(_ point: Point) -> Point {
        Point(x: point.x - frame.minX, y: point.y - frame.minY)
    }

    /// The window coordinates of a point given in the area's coordinates.
    public func convertToWindow(_ point: Point) -> Point {
        Point(x: point.x + frame.minX, y: point.y + frame.minY)
    }

    /// The caret's rectangle in window coordinates.
    public var caretFrame: Rect {
        textArea.caretRect.offsetBy(dx: frame.minX, dy: frame.minY)
    }

    /// Shows the caret now and restarts its blink cycle (on any input).
    func restartBlink(at now: Double = MonotonicClock.now()) {
        blink.restart(at: now)
        window?.setNeedsDisplayOfChanges()
    }
}
