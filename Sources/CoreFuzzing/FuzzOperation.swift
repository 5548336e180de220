import TextAreaCore

/// The measurers a fuzz run switches between.
public enum MeasurerChoice: Hashable, Sendable, CaseIterable {
    /// A monospace grid of 8 × 16 px cells, the core's default.
    case monospace
    /// A monospace grid of 1 × 1 px cells, so widths are column counts.
    case unitCells
    /// ``ProportionalMeasurer``: fractional widths that differ scalar by scalar.
    case proportional
}

/// The rule the fuzzer's delegate applies to every proposed change.
public enum VetoRule: Hashable, Sendable, CaseIterable {
    /// Every change is allowed.
    case allowAll
    /// Changes whose replacement holds a "🚫" are refused.
    case refuseMarker
    /// Changes that remove text are refused.
    case refuseRemovals
    /// Every change is refused.
    case refuseAll

    /// Whether the delegate allows replacing `range` with `replacement`.
    public func allows(_ range: Range<Int>, _ replacement: String) -> Bool {
        switch self {
        case .allowAll: return true
        case .refuseMarker: return !replacement.contains("🚫")
        case .refuseRemovals: return range.isEmpty
        case .refuseAll: return false
        }
    }
}

/// One step of a fuzz run: an edit, a setting, or a query of a text area.
public enum FuzzOperation: Sendable {
    /// `perform(_:)` of an editing command; a paste request is answered at once from the host's clipboard.
    case command(EditingCommand)
    /// `handleKey(_:)` of a key press.
    case key(KeyInput)
    /// `insertText(_:)`.
    case insertText(String)
    /// `paste(_:)`.
    case paste(String)
    /// `paste(_:at:)`.
    case pasteAt(String, Int)
    /// Selects a range and deletes it, as a drag and Backspace would.
    case deleteRange(anchor: Int, head: Int)
    /// `setSelection(anchor:head:affinity:)`.
    case setSelection(anchor: Int, head: Int, affinity: SelectionAffinity)
    /// `selectWord(at:)`.
    case selectWord(at: Int?)
    /// `selectParagraph(at:)`.
    case selectParagraph(at: Int?)
    /// `setMarkedText(_:selectedRange:)`.
    case setMarkedText(String, Range<Int>)
    /// `unmarkText()`.
    case unmarkText
    /// `cancelMarkedText()`.
    case cancelMarkedText
    /// `undo()`.
    case undo
    /// `redo()`.
    case redo
    /// `beginEditing()`.
    case beginEditing
    /// `endEditing()`.
    case endEditing
    /// Sets `maxLength`.
    case setMaxLength(Int?)
    /// Sets `isEditable`.
    case setEditable(Bool)
    /// Changes the delegate's rule.
    case setVetoRule(VetoRule)
    /// Sets `placeholder`.
    case setPlaceholder(String?)
    /// Sets `placeholderVisibility`.
    case setPlaceholderVisibility(PlaceholderVisibility)
    /// Sets `text` in code.
    case setText(String)
    /// `load(_:)` of storage holding the string.
    case load(String)
    /// Sets `size`.
    case setSize(Size)
    /// Sets `alignment`.
    case setAlignment(TextAlignment)
    /// Sets `textContainerInset`.
    case setInset(EdgeInsets)
    /// Sets `lineFragmentPadding`.
    case setPadding(Double)
    /// Sets `tabInterval`.
    case setTabInterval(Double?)
    /// Sets `font`.
    case setFont(Font)
    /// Sets `placeholderFont`.
    case setPlaceholderFont(Font?)
    /// Sets `measurer`.
    case setMeasurer(MeasurerChoice)
    /// Moves the area's clock on, which can end an undo step.
    case pause(Double)
    /// `visibleLines()` and `runs(for:)` of each.
    case visibleLines
    /// `offset(for:)`.
    case offsetFor(Point)
    /// `selectionRects(for:)`.
    case selectionRects(Range<Int>)
    /// `caretRect(for:affinity:)`.
    case caretRect(Int, SelectionAffinity)
    /// `placeholderFrame` and `placeholderLines`.
    case placeholderGeometry
    /// `sizeThatFits(_:)`.
    case sizeThatFits(Size)
    /// `boundingRect(of:constrainedTo:font:measurer:)` of the placeholder, or of the text when there is none.
    case boundingRect(Size)
    /// `lineIndex(containing:affinity:)`.
    case lineIndex(Int, SelectionAffinity)
    /// `lineRange(at:)` of line `index` modulo the line count.
    case lineRange(Int)
    /// `scroll(by:)`.
    case scroll(Double)
    /// `scrollToCaret()`.
    case scrollToCaret
    /// `performPendingLayout(lineBudget:)`.
    case performPendingLayout(Int)
}

extension FuzzOperation: CustomStringConvertible {
    /// The operation in one line, with long strings shortened and invisible scalars spelled out.
    public var description: String {
        switch self {
        case .command(let command): return "perform \(Self.describe(command))"
        case .key(let input): return "key \(input.key) \(input.modifiers.rawValue)"
        case .insertText(let text): return "insertText \(Self.quote(text))"
        case .paste(let text): return "paste \(Self.quote(text))"
        case .pasteAt(let text, let offset): return "paste \(Self.quote(text)) at \(offset)"
        case .deleteRange(let anchor, let head): return "deleteRange \(anchor)->\(head)"
        case .setSelection(let anchor, let head, let affinity): return "setSelection \(anchor)->\(head) \(affinity)"
        case .selectWord(let offset): return "selectWord at \(offset.map(String.init) ?? "caret")"
        case .selectParagraph(let offset): return "selectParagraph at \(offset.map(String.init) ?? "caret")"
        case .setMarkedText(let text, let range): return "setMarkedText \(Self.quote(text)) \(range)"
        case .unmarkText: return "unmarkText"
        case .cancelMarkedText: return "cancelMarkedText"
        case .undo: return "undo"
        case .redo: return "redo"
        case .beginEditing: return "beginEditing"
        case .endEditing: return "endEditing"
        case .setMaxLength(let limit): return "maxLength = \(limit.map(String.init) ?? "nil")"
        case .setEditable(let editable): return "isEditable = \(editable)"
        case .setVetoRule(let rule): return "delegate \(rule)"
        case .setPlaceholder(let text): return "placeholder = \(text.map(Self.quote) ?? "nil")"
        case .setPlaceholderVisibility(let policy): return "placeholderVisibility = \(policy)"
        case .setText(let text): return "text = \(Self.quote(text))"
        case .load(let text): return "load \(Self.quote(text))"
        case .setSize(let size): return "size = \(size.width) x \(size.height)"
        case .setAlignment(let alignment): return "alignment = \(alignment)"
        case .setInset(let inset):
            return "textContainerInset = (\(inset.top), \(inset.left), \(inset.bottom), \(inset.right))"
        case .setPadding(let padding): return "lineFragmentPadding = \(padding)"
        case .setTabInterval(let interval): return "tabInterval = \(interval.map { "\($0)" } ?? "nil")"
        case .setFont(let font): return "font = \(font.pattern)"
        case .setPlaceholderFont(let font): return "placeholderFont = \(font?.pattern ?? "nil")"
        case .setMeasurer(let choice): return "measurer = \(choice)"
        case .pause(let seconds): return "pause \(seconds) s"
        case .visibleLines: return "visibleLines"
        case .offsetFor(let point): return "offset(for: \(point.x), \(point.y))"
        case .selectionRects(let range): return "selectionRects(for: \(range))"
        case .caretRect(let offset, let affinity): return "caretRect(for: \(offset), \(affinity))"
        case .placeholderGeometry: return "placeholderFrame, placeholderLines"
        case .sizeThatFits(let size): return "sizeThatFits(\(size.width) x \(size.height))"
        case .boundingRect(let size): return "boundingRect(constrainedTo: \(size.width) x \(size.height))"
        case .lineIndex(let offset, let affinity): return "lineIndex(containing: \(offset), \(affinity))"
        case .lineRange(let index): return "lineRange(at: \(index) mod lineCount)"
        case .scroll(let delta): return "scroll(by: \(delta))"
        case .scrollToCaret: return "scrollToCaret"
        case .performPendingLayout(let budget): return "performPendingLayout(lineBudget: \(budget))"
        }
    }

    private static func describe(_ command: EditingCommand) -> String {
        if case .insert(let text) = command { return "insert \(quote(text))" }
        return "\(command)"
    }

    /// A string as a Swift literal, cut after 48 scalars, with its byte count when cut.
    static func quote(_ text: String) -> String {
        let scalars = text.unicodeScalars
        let shown = String(String.UnicodeScalarView(scalars.prefix(48)))
        let escaped = shown.unicodeScalars.map { scalar -> String in
            switch scalar.value {
            case 0x20...0x7E where scalar != "\"" && scalar != "\\": return String(scalar)
            case 0x0A: return "\\n"
            case 0x0D: return "\\r"
            case 0x09: return "\\t"
            default:
                if scalar.value > 0x7E && scalar.properties.isAlphabetic { return String(scalar) }
                return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        }.joined()
        let cut = scalars.count > 48 ? "…(\(text.utf8.count) bytes)" : ""
        return "\"\(escaped)\"\(cut)"
    }
}
