import CATKShim
import TextAreaCore

/// A view's text object on the accessibility bus: role text, named by the view's label, with the placeholder as an attribute while empty, its text, caret, selection and geometry, and events for every change.
///
/// Changes of the text are recorded as the core makes them (the host hears
/// of each replacement of the storage), caret and selection moves when the
/// operation ends, in that order; the window's loop announces them at the
/// end of its turn, after the frame is drawn, so that screen readers never
/// delay what the user sees.
/// Offsets on the bus are Unicode characters (code points), converted from
/// the core's UTF-8 offsets by a ``CodePointCounter``.
@MainActor
final class AccessibleTextArea {
    /// The view it stands for.
    private(set) weak var view: TextAreaView?
    /// The ATK object; the frame holds a reference too.
    private(set) var object: UnsafeMutableRawPointer?
    /// Converts offsets.
    var counter = CodePointCounter()
    /// The number of code points in the text, once counted; kept up to date by the changes.
    var codePointCount: Int?

    /// A change to announce.
    private enum Change {
        // The text is kept as storage sharing the document's chunks: its string is made when announced, after the frame.
        case inserted(position: Int, length: Int, text: TextStorage)
        case removed(position: Int, length: Int, text: TextStorage)
        case caretMoved(Int)
        case selectionChanged
        case focus(Bool)
    }

    /// The caret (code points) and selection (UTF-8) announced last.
    private var announcedCaret: Int?
    private var announcedSelection: Range<Int>?
    /// The name, placeholder and length limit the object shows now.
    private var shownName: String?
    private var shownPlaceholder: String?
    private var shownMaxLength: Int?
    /// Whether the object shows the role `password text` now.
    private var shownSecure = false

    /// A text object for `view`, the last child of `frame`.
    init(view: TextAreaView, frame: UnsafeMutableRawPointer) {
        self.view = view
        object = ta_a11y_text_new(frame, Unmanaged.passUnretained(self).toOpaque())
        syncProperties()
        let area = view.textArea
        announcedCaret = busOffset(of: area.caretOffset)
        announcedSelection = area.selectedRange
    }

    deinit {
        // Released on the main actor, as everything holding it is.
        MainActor.assumeIsolated {
            if let object { ta_a11y_object_destroy(object) }
        }
    }

    /// Shows the view's label as the name, the placeholder as the `placeholder-text` attribute while the area is empty, and the length limit as the `max-length` attribute.
    ///
    /// The placeholder is in the attribute only, as GTK gives an entry's: a
    /// screen reader says it once where the text would be (Orca: "the current
    /// line's text, or else the placeholder"), never as a description too,
    /// and not at all once there is text.
    func syncProperties() {
        guard let object, let view else { return }
        let name = view.accessibilityLabel ?? ""
        if name != shownName {
            shownName = name
            ta_a11y_object_set_name(object, name)
        }
        let area = view.textArea
        let placeholder = area.utf8Count == 0 ? area.placeholder.flatMap { $0.isEmpty ? nil : $0 } : nil
        if placeholder != shownPlaceholder || area.maxLength != shownMaxLength {
            shownPlaceholder = placeholder
            shownMaxLength = area.maxLength
            ta_a11y_text_set_attributes(object, placeholder, Int32(clamping: area.maxLength ?? -1))
        }
        if area.isSecureTextEntry != shownSecure {
            shownSecure = area.isSecureTextEntry
            codePointCount = nil
            ta_a11y_text_set_password(object, shownSecure ? 1 : 0)
        }
    }

    /// Notes the text about to go from `range` (UTF-8 offsets), before the storage changes.
    func textWillReplace(_ range: Range<Int>) {
        guard let area = view?.textArea, !range.isEmpty else { return }
        if area.isSecureTextEntry {
            let position = busOffset(of: range.lowerBound)
            let length = busOffset(of: range.upperBound) - position
            if length > 0 { post(.removed(position: position, length: length, text: Self.bullets(length))) }
            return
        }
        let storage = area.textStorage
        let position = counter.codePointOffset(of: range.lowerBound, in: storage)
        let length = CodePointCounter.count(in: storage, range)
        codePointCount = codePointCount.map { $0 - length }
        post(.removed(position: position, length: length, text: storage.substorage(in: range)))
    }

    /// Notes the text that came in at `range.lowerBound`, after the storage changed.
    func textDidReplace(_ range: Range<Int>, insertedLength: Int) {
        counter.textDidReplace(range)
        guard let area = view?.textArea, insertedLength > 0 else { return }
        if area.isSecureTextEntry {
            let position = busOffset(of: range.lowerBound)
            let length = busOffset(of: range.lowerBound + insertedLength) - position
            if length > 0 { post(.inserted(position: position, length: length, text: Self.bullets(length))) }
            return
        }
        let storage = area.textStorage
        let inserted = range.lowerBound..<(range.lowerBound + insertedLength)
        let position = counter.codePointOffset(of: range.lowerBound, in: storage)
        let length = CodePointCounter.count(in: storage, inserted)
        codePointCount = codePointCount.map { $0 + length }
        // After a long insertion (a loaded file) the caret is usually at its end: count from there.
        counter.remember(utf8: inserted.upperBound, codePoints: position + length)
        post(.inserted(position: position, length: length, text: storage.substorage(in: inserted)))
    }

    /// Notes what the operation that ended changed after its text changes: a caret move, then a selection change.
    func operationDidEnd() {
        guard object != nil, let area = view?.textArea else { return }
        syncProperties()
        let caret = busOffset(of: area.caretOffset)
        if caret != announcedCaret {
            announcedCaret = caret
            post(.caretMoved(caret))
        }
        let selection = area.selectedRange
        if selection != announcedSelection {
            let wasEmpty = announcedSelection?.isEmpty ?? true
            announcedSelection = selection
            if !(wasEmpty && selection.isEmpty) { post(.selectionChanged) }
        }
    }

    /// Notes that the view gained or lost the keyboard focus, after what changed before.
    func focusDidChange(_ focused: Bool) {
        guard object != nil else { return }
        operationDidEnd()
        post(.focus(focused))
    }

    /// Queues `change` for the bridge to announce at the end of the turn, after the changes noted before it (of any object).
    private func post(_ change: Change) {
        AccessibilityBridge.current?.enqueue { [self] in emit(change) }
    }

    /// Emits the event of `change`.
    private func emit(_ change: Change) {
        guard let object else { return }
        switch change {
        case .inserted(let position, let length, let text):
            ta_a11y_text_inserted(object, Int32(clamping: position), Int32(clamping: length), text.string)
        case .removed(let position, let length, let text):
            ta_a11y_text_removed(object, Int32(clamping: position), Int32(clamping: length), text.string)
        case .caretMoved(let offset):
            ta_a11y_caret_moved(object, Int32(clamping: offset))
        case .selectionChanged:
            ta_a11y_selection_changed(object)
        case .focus(let focused):
            ta_a11y_focus_changed(object, focused ? 1 : 0)
        }
    }

    /// The object a context pointer stands for.
    static func from(_ context: UnsafeMutableRawPointer?) -> AccessibleTextArea? {
        context.map { Unmanaged<AccessibleTextArea>.fromOpaque($0).takeUnretainedValue() }
    }
}
