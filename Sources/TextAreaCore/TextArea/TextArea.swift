/// A multiline text area's model: its text, selection, placeholder, undo history and editing state, with no window system.
///
/// Offsets, ranges and lengths in this API are UTF-8 code units (bytes)
/// counted from the start of the text, and every offset the area hands out
/// lies on a grapheme-cluster (Swift `Character`) boundary. Offsets passed in
/// are snapped to the cluster boundary at or before them. `maxLength` alone
/// counts grapheme clusters.
///
/// While an input method composes, the marked text sits in the document at
/// the caret and offsets count it, but ``text`` leaves it out: composition is
/// not yet text.
public final class TextArea {
    var storage = TextStorage()
    /// The end of the selection that stays put when it is extended.
    var selectionAnchor = 0
    /// The end of the selection that moves when it is extended (the caret).
    var selectionHead = 0
    var markedRangeStorage: Range<Int>? = nil
    /// The decorations of each layer, kept in step with every edit.
    var decorationStore = DecorationStore()
    var undoHistory = UndoHistory()
    let observers = ObserverRegistry()
    /// The number of grapheme clusters in the text, kept up to date once something asked for it.
    var cachedCharacterCount: Int? = nil
    /// The x the caret aims for on vertical moves, kept across consecutive moves.
    var goalX: Double? = nil
    /// Where the last Left or Right move left the caret on screen, when that is not the primary place of its offset; the next visual move goes on from there.
    var visualCaretHint: (offset: Int, x: Double)? = nil

    /// What the area shows: its lines, the placeholder's lines and the scroll offset.
    lazy var viewport = TextViewport(area: self)
    /// What the host has yet to hear at the end of the current operation.
    var pendingHostUpdates: HostUpdates = []
    /// How many operations are under way, one inside another; the host hears once the outermost ends.
    var operationDepth = 0
    /// The segmenter set as ``segmenter``, with its answers cached.
    var segmentation: DictionarySegmentation? = nil

    /// The time, in seconds on any monotonic scale, used to end typing steps after a pause; ``MonotonicClock/now()`` unless set.
    public var clock: () -> Double = MonotonicClock.now

    /// The object told about editing, and asked to allow it.
    public weak var delegate: (any TextAreaDelegate)?
    /// The front end showing this area (the window-system seam).
    public weak var host: (any TextAreaHost)?

    /// Which side of a soft line break the selection's head (the caret) sits on.
    ///
    /// It matters when the head is at a soft wrap: after End on a wrapped line,
    /// the head ends that line, and Shift+Home from there extends to its start.
    public var selectionAffinity: SelectionAffinity = .downstream

    /// The placeholder shown while the text is empty; nil or empty removes it (no label at all).
    public var placeholder: String? = nil {
        // Compared by bytes: `==` treats canonically equivalent strings ("é" and "e\u{301}") as equal.
        didSet {
            // A plain string drops the attributes (see `attributedPlaceholder`).
            if placeholder.map({ Array($0.utf8) }) != oldValue.map({ Array($0.utf8) }) || placeholderAttributes != nil {
                placeholderAttributes = nil
                placeholderDidChange()
            }
        }
    }
    /// The attributed placeholder whose string is ``placeholder``, when one was set (see ``attributedPlaceholder``).
    var placeholderAttributes: AttributedText? = nil
    /// The most lines the placeholder shows; 0 (the default) shows them all. When the placeholder needs more, its
    /// last line ends in an ellipsis ("…"). A single-line area (``isSingleLine``) shows one line whatever this says.
    public var placeholderMaximumLineCount: Int = 0 {
        didSet {
            if placeholderMaximumLineCount < 0 { placeholderMaximumLineCount = 0 }
            if placeholderMaximumLineCount != oldValue { placeholderDidChange() }
        }
    }
    /// The colour of the placeholder; a light grey by default.
    public var placeholderColor: Color = .placeholderGray {
        didSet { if placeholderColor != oldValue { setNeedsDisplay() } }
    }
    /// The placeholder's font; nil follows ``font``, including later changes to it.
    public var placeholderFont: Font? = nil {
        didSet { if placeholderFont != oldValue { placeholderDidChange() } }
    }
    /// When the placeholder shows.
    public var placeholderVisibility: PlaceholderVisibility = .whenEmpty {
        didSet { if placeholderVisibility != oldValue { setNeedsDisplay() } }
    }
    /// The font of the text; the placeholder follows it unless ``placeholderFont`` is set.
    public var font: Font = .standard {
        didSet {
            isFontSet = true
            if font != oldValue { invalidateLayout() }
        }
    }
    /// Whether ``font`` was ever set; a front end gives an area whose font was never set its application's font.
    package private(set) var isFontSet = false
    /// The colour of the text.
    public var textColor: Color = .black {
        didSet { if textColor != oldValue { setNeedsDisplay() } }
    }

    /// The colour of the caret; nil (the default) draws it in ``textColor``.
    public var caretColor: Color? = nil {
        didSet { if caretColor != oldValue { setNeedsDisplay() } }
    }
    /// How the placeholder's lines sit in the container; nil (the default) follows ``alignment``.
    ///
    /// The caret of an empty area stays where typed text will start, at the
    /// text's alignment.
    public var placeholderAlignment: TextAlignment? = nil {
        didSet { if placeholderAlignment != oldValue { performOperation { placeholderDidChange() } } }
    }
    /// Whether a front end sizes the area's view to ``fittingHeight(forWidth:)`` as the text or placeholder changes, between ``minimumLineCount`` and ``maximumLineCount`` lines, as chat inputs do.
    public var growsToFit = false {
        didSet { if growsToFit != oldValue { setNeedsDisplay() } }
    }
    /// The fewest lines of the text font an auto-growing area shows (see ``growsToFit``); 1 by default.
    public var minimumLineCount = 1 {
        didSet { if minimumLineCount != oldValue { setNeedsDisplay() } }
    }
    /// The most lines of the text font an auto-growing area shows before it scrolls; nil (the default) lets it grow without limit.
    public var maximumLineCount: Int? = nil {
        didSet { if maximumLineCount != oldValue { setNeedsDisplay() } }
    }
    /// Whether the area is a one-line field (as `UITextField`, `GtkEntry`): it never wraps, scrolls sideways to keep
    /// the caret in view, puts a space for each line break in inserted text, and submits on Return (see
    /// ``TextAreaEvent/didSubmit``).
    ///
    /// Turning it on replaces the line breaks already in the text, as setting ``text`` does.
    public var isSingleLine = false {
        didSet { if isSingleLine != oldValue { singleLineModeDidChange() } }
    }
    /// The most recent change of the text, or nil before the first; read it from a ``TextAreaEvent/didChange`` observer to learn what changed.
    ///
    /// It is set before the change is announced, so while the notification
    /// runs it describes that change, unless a handler changed the text
    /// again: then it describes that later change.
    public internal(set) var lastChange: TextChange? = nil
    /// How deeply change notifications are nested: a delegate or observer changing the text from a change notification.
    var changeNotificationDepth = 0

    /// The size of the area's bounds, in pixels; a new width re-wraps the text.
    ///
    /// A NaN extent is taken as 0; a negative one acts as 0; an infinite width
    /// never wraps and aligns every line left.
    public var size = Size(width: 320, height: 120) {
        didSet {
            if size.width.isNaN { size.width = 0 }
            if size.height.isNaN { size.height = 0 }
            guard size != oldValue else { return }
            performOperation {
                if size.width != oldValue.width { invalidateLayout() }
                viewport.setNeedsLayout()
                viewport.clampScrollOffset()
                setNeedsDisplay()
            }
        }
    }
    /// How the area measures text; a monospace grid (8 × 16 px cells) by default, the X11 front end sets an Xft measurer.
    public var measurer: any TextMeasurer = MonospaceMeasurer(cellWidth: 8, lineHeight: 16) {
        didSet { invalidateLayout() }
    }
    /// The distance from the bounds to the text container on each side; UIKit's default (top 8, left 0, bottom 8, right 0).
    public var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { if textContainerInset != oldValue { invalidateLayout() } }
    }
    /// The blank space at the start and end of every line inside the container; 5 px, as UIKit's default.
    public var lineFragmentPadding: Double = 5 {
        didSet { if lineFragmentPadding != oldValue { invalidateLayout() } }
    }
    /// The direction paragraphs run in: `.natural` (the default) gives each paragraph the direction of its first strong character, the paragraph before's when it has none, and ``defaultWritingDirection`` to an empty text.
    public var baseWritingDirection: BaseWritingDirection = .natural {
        didSet {
            guard baseWritingDirection != oldValue else { return }
            performOperation {
                viewport.writingDirectionDidChange()
                setNeedsDisplay()
                caretDidMove()
            }
        }
    }
    /// The direction of an empty text, and of a first paragraph without strong characters, under `.natural`: a front end sets it from the keyboard layout or the locale; left to right by default.
    public var defaultWritingDirection: BidiDirection = .leftToRight {
        didSet {
            guard defaultWritingDirection != oldValue else { return }
            performOperation {
                viewport.writingDirectionDidChange()
                setNeedsDisplay()
                caretDidMove()
            }
        }
    }
    /// How the text and the placeholder align between the insets; `.natural` (the default) puts each paragraph at its leading edge.
    public var alignment: TextAlignment = .natural {
        didSet {
            if alignment != oldValue {
                setNeedsDisplay()
                caretDidMove()
            }
        }
    }
    /// The distance between tab stops in pixels; nil puts them every 8 spaces of the font.
    public var tabInterval: Double? = nil {
        didSet { if tabInterval != oldValue { invalidateLayout() } }
    }
    /// Whether the user may change the text; a read-only area can still be selected and copied from.
    public var isEditable = true
    /// The application's key commands for this area, tried in order by ``handleKey(_:)`` around the built-in ``KeyBindings`` (see ``KeyCommand``).
    public var keyCommands: [KeyCommand] = []
    /// Whether typed text replaces the grapheme clusters after the caret instead of going in before them; Insert toggles it (false by default).
    ///
    /// Each typed character replaces one cluster, never a line break: at the
    /// end of a paragraph typing inserts. A selection is replaced as usual,
    /// pasted and dropped text is inserted (as GtkTextView does), and undo
    /// gives back what was overwritten, consecutive overwrites undone together
    /// as typing is. The frame's caret is then a block over the next cluster
    /// (``TextAreaFrame/Caret/block``).
    public var isOverwriteMode = false {
        didSet { if isOverwriteMode != oldValue { setNeedsDisplay() } }
    }
    /// Whether Tab and Shift+Tab insert a tab character, with Ctrl+Tab and Ctrl+Shift+Tab moving the focus, as GtkTextView's accepts-tab; false (the default) keeps Tab and Shift+Tab moving the focus.
    ///
    /// A single-line area (``isSingleLine``) and a read-only one never insert tabs: Tab moves the focus there.
    public var acceptsTab = false
    /// The Ctrl+Shift+U entry under way, shown as the marked text; nil when there is none.
    var unicodeEntry: UnicodeHexEntry? = nil
    /// The greatest number of grapheme clusters the text may hold; nil for no limit.
    ///
    /// An insertion that would pass it is cut at a cluster boundary. Marked text
    /// is never cut while composing: the limit applies when it is committed.
    /// Setting ``text`` in code is not limited.
    public var maxLength: Int? = nil {
        didSet {
            precondition(maxLength.map { $0 >= 0 } ?? true, "maxLength must not be negative")
        }
    }

    /// Whether the area hides its text as a password field does: one bullet per grapheme cluster, no copy, cut or undo history, and old text's bytes overwritten when replaced (see "Secure entry" in GettingStarted).
    public var isSecureTextEntry = false {
        didSet { if isSecureTextEntry != oldValue { secureTextEntryDidChange() } }
    }
    /// The stand-in text and bullet measurer of a secure area; nil otherwise.
    var secureDisplay: SecureDisplay? = nil

    /// Whether the area is being edited (has keyboard focus and a caret).
    public internal(set) var isEditing = false

    /// Creates an empty, editable area with no placeholder.
    public init() {
        viewport.layoutIfNeeded()
    }

    deinit {
        if secureDisplay != nil { storage.overwriteAndRemoveAll() }
    }

    /// Creates an area holding `text`, with the caret at its end.
    public convenience init(text: String, placeholder: String? = nil) {
        self.init()
        self.placeholder = placeholder
        self.text = text
    }

    /// The text, without any marked text; setting it replaces everything, cancels composition, forgets undo history and puts the caret at the end.
    ///
    /// Setting the bytes it already holds (with nothing being composed) does
    /// nothing: the selection and undo history stay and no one is notified.
    /// Setting another value notifies the delegate and observers
    /// (`textAreaDidChange`, `.didChange`) once; see ``TextAreaEvent/didChange``
    /// for changes made from those notifications.
    ///
    /// A text set here is wrapped lazily, as one given to ``load(_:)`` is (see
    /// ``hasPendingLayout``), and shown from the top.
    public var text: String {
        get {
            guard let marked = markedRangeStorage else { return storage.string }
            return storage.string(in: 0..<marked.lowerBound) + storage.string(in: marked.upperBound..<storage.utf8Count)
        }
        set {
            let newValue = isSingleLine ? Self.replacingLineBreaks(in: newValue) : newValue
            // The same bytes and nothing composed: nothing changes, and no one hears of it.
            if markedRangeStorage == nil, storage.utf8Count == newValue.utf8.count, storage.hasBytes(of: newValue) {
                return
            }
            performOperation {
                cancelMarkedTextSilently()
                let oldSelection = selectedRange
                let replaced = 0..<storage.utf8Count
                replaceStorage(replaced, with: newValue)
                decorationStore.removeAll()
                // A new text is laid out lazily from scratch, as a loaded one is: re-wrapping the
                // layout incrementally would wrap all of it now.
                viewport.resetForNewText()
                cachedCharacterCount = nil
                undoHistory.removeAll()
                selectionAnchor = storage.utf8Count
                selectionHead = storage.utf8Count
                goalX = nil
                textDidChange(TextChange(replaced: replaced, inserted: wholeText, cause: .setInCode))
                if oldSelection != selectedRange { selectionDidChange() }
            }
        }
    }

    /// Replaces the whole text with `newStorage`, as setting ``text`` does, without building a `String` first (for loading large documents).
    public func load(_ newStorage: TextStorage) {
        let newStorage = isSingleLine ? Self.replacingLineBreaks(in: newStorage) : newStorage
        performOperation {
            cancelMarkedTextSilently()
            let replaced = 0..<storage.utf8Count
            host?.textArea(self, willReplaceTextIn: replaced, insertedLength: newStorage.utf8Count)
            if secureDisplay != nil { loadSecureStorage(newStorage) } else { storage = newStorage }
            decorationStore.removeAll()
            host?.textArea(self, didReplaceTextIn: replaced, insertedLength: newStorage.utf8Count)
            viewport.resetForNewText()
            cachedCharacterCount = nil
            undoHistory.removeAll()
            setSelectionSilently(anchor: storage.utf8Count, head: storage.utf8Count, affinity: .downstream)
            goalX = nil
            textDidChange(TextChange(replaced: replaced, inserted: wholeText, cause: .setInCode))
            selectionDidChange()
        }
    }

    /// The whole text as a change records it: a string when small, else the storage itself (sharing its chunks).
    private var wholeText: EditText {
        storage.utf8Count > EditText.largeLength ? .storage(storage) : .string(storage.string)
    }

    /// The length of the document in UTF-8 bytes, marked text included.
    public var utf8Count: Int { storage.utf8Count }

    /// Whether the text (marked text aside) is empty.
    public var isEmpty: Bool { storage.utf8Count == (markedRangeStorage?.count ?? 0) }

    /// The document's storage, marked text included, for reading.
    public var textStorage: TextStorage { storage }

    /// The document's text in a range of UTF-8 offsets, marked text included.
    public func text(in range: Range<Int>) -> String {
        let lower = min(max(range.lowerBound, 0), storage.utf8Count)
        let upper = min(max(range.upperBound, lower), storage.utf8Count)
        return storage.string(
            in: storage.characterBoundary(atOrBefore: lower)..<storage.characterBoundary(atOrBefore: upper))
    }

    /// The number of grapheme clusters in the text (marked text aside).
    public var characterCount: Int {
        if let count = cachedCharacterCount { return count }
        // Marked text can join the clusters around it (a combining mark, a skin
        // tone), so while composing, count the text itself.
        let count = markedRangeStorage == nil ? storage.characterCount(in: 0..<storage.utf8Count) : text.count
        cachedCharacterCount = count
        return count
    }

    /// Lays the text and the placeholder out again after a setting that affects wrapping changed, and redraws.
    func invalidateLayout() {
        performOperation {
            goalX = nil
            viewport.invalidateLayout()
            setNeedsDisplay()
        }
    }
}
