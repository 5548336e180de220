import CoreFuzzing
import SeededRandom
import Testing

@testable import TextAreaCore

/// Thousands of seeded random operations on a `TextArea`, each checked against `ReferenceEditor`.
@Suite struct RandomEditingModelTests {
    /// One random operation, described for failure messages.
    enum Operation: CustomStringConvertible {
        case insert(String)
        case delete(Deletion)
        case move(Movement, extend: Bool)
        case selectAll, selectWord, selectParagraph
        case setSelection(anchor: Int, head: Int)
        case paste(String)
        case pasteAt(String, Int)
        case pasteClipboard, cut, copy
        case setMarkedText(String, Range<Int>)
        case unmarkText, cancelMarkedText
        case undo, redo
        case setMaxLength(Int?)
        case setEditable(Bool)
        case beginEditing, endEditing
        case pause(Double)

        var description: String {
            switch self {
            case .insert(let text): return "insert \(text.debugDescription)"
            case .paste(let text): return "paste \(text.debugDescription)"
            case .pasteAt(let text, let offset): return "paste \(text.debugDescription) at \(offset)"
            case .setMarkedText(let text, let range): return "setMarkedText \(text.debugDescription) \(range)"
            case .delete(let deletion): return "delete \(deletion)"
            case .move(let movement, let extend): return "move \(movement)\(extend ? " extending" : "")"
            case .selectAll: return "selectAll"
            case .selectWord: return "selectWord"
            case .selectParagraph: return "selectParagraph"
            case .setSelection(let anchor, let head): return "setSelection \(anchor)->\(head)"
            case .pasteClipboard: return "paste the clipboard"
            case .cut: return "cut"
            case .copy: return "copy"
            case .unmarkText: return "unmarkText"
            case .cancelMarkedText: return "cancelMarkedText"
            case .undo: return "undo"
            case .redo: return "redo"
            case .setMaxLength(let limit): return "maxLength = \(limit.map(String.init) ?? "nil")"
            case .setEditable(let editable): return "isEditable = \(editable)"
            case .beginEditing: return "beginEditing"
            case .endEditing: return "endEditing"
            case .pause(let seconds): return "pause \(seconds) s"
            }
        }
    }

    /// Pieces random text is made of: ASCII, CJK, emoji (whole and in parts), combining sequences, line breaks.
    static let pieces = [
        "a", "b", "xyz", " ", "word ", "Hello", ".", ",", "\t", "_1",
        "日本語", "を", "入力", "请输入备注", "カタカナ",
        Clusters.family, Clusters.thumbsUp, "👍", "🏽", "👩", "\u{200D}", Clusters.flags, "🇯", "🇵",
        Clusters.eAcute, "\u{301}", Clusters.hangulJamo, "\u{1112}", "\u{1161}", "\u{11AB}", "\u{94D}", "\u{937}",
        "\n", "\r", Clusters.crlf, "\u{2028}", "\u{85}",
    ]

    static let movements: [Movement] = [
        .characterBackward, .characterForward, .wordBackward, .wordForward,
        .paragraphStart, .paragraphEnd, .documentStart, .documentEnd,
    ]

    /// Fixed seeds: a run of small ones, seeds that once found a difference, and a few arbitrary large ones.
    static let seeds: [UInt64] =
        Array(1...300) + [4448, 5554, 12433, 21178, 21929]
        + [0xC0FFEE, 0xDEAD_BEEF, 0x5EED_CAFE, 0x1234_5678_9ABC]
    static let operationsPerSeed = 500

    /// The delegate's rule, known to both sides: no "Hello", and nothing removed from offset 1 on.
    static func allowsChange(_ range: Range<Int>, _ replacement: String) -> Bool {
        !replacement.contains("Hello") && !(range.lowerBound == 1 && !range.isEmpty)
    }

    private static func randomText(_ random: inout SplitMix64) -> String {
        (0..<Int.random(in: 1...3, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    private static func randomOperation(_ random: inout SplitMix64, model: ReferenceEditor) -> Operation {
        let length = model.document.utf8.count
        // Past a few hundred bytes, deletions win, so the document stays small and every check stays cheap.
        if length > 500 && Int.random(in: 0..<4, using: &random) == 0 {
            return Bool.random(using: &random) ? .selectAll : .delete(.characterBackward)
        }
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<22: return .insert(randomText(&random))
        case 22..<27: return .delete(.characterBackward)
        case 27..<30: return .delete(.characterForward)
        case 30..<32: return .delete(.wordBackward)
        case 32..<34: return .delete(.wordForward)
        case 34..<50:
            return .move(movements.randomElement(using: &random)!, extend: Int.random(in: 0..<3, using: &random) == 0)
        case 50..<52: return .selectAll
        case 52..<54: return .selectWord
        case 54..<55: return .selectParagraph
        case 55..<61:
            return .setSelection(
                anchor: Int.random(in: -3...(length + 3), using: &random),
                head: Int.random(in: -3...(length + 3), using: &random))
        case 61..<64: return .paste(randomText(&random))
        case 64..<65: return .pasteAt(randomText(&random), Int.random(in: 0...length, using: &random))
        case 65..<67: return .pasteClipboard
        case 67..<69: return .cut
        case 69..<71: return .copy
        case 71..<78:
            let text = Int.random(in: 0..<8, using: &random) == 0 ? "" : randomText(&random)
            let lower = Int.random(in: 0...(text.count + 1), using: &random)
            return .setMarkedText(text, lower..<(lower + Int.random(in: 0...2, using: &random)))
        case 78..<81: return .unmarkText
        case 81..<82: return .cancelMarkedText
        case 82..<87: return .undo
        case 87..<90: return .redo
        case 90..<92:
            let limit =
                Bool.random(using: &random) ? nil : max(0, model.text.count + Int.random(in: -2...5, using: &random))
            return .setMaxLength(limit)
        case 92..<93: return .setEditable(!model.isEditable)
        case 93..<95: return .beginEditing
        case 95..<96: return .endEditing
        case 96..<98: return .pause(UndoHistory.coalescingPause + Double.random(in: 0.01...2, using: &random))
        default: return model.isEditable ? .insert(randomText(&random)) : .setEditable(true)
        }
    }

    private static func apply(_ operation: Operation, to area: TextArea, _ model: inout ReferenceEditor) {
        switch operation {
        case .insert(let text):
            area.insertText(text)
            model.insertText(text)
        case .delete(let deletion):
            area.delete(deletion)
            model.delete(deletion)
        case .move(let movement, let extend):
            area.move(movement, extendingSelection: extend)
            model.move(movement, extend: extend)
        case .selectAll:
            area.selectAll()
            model.selectAll()
        case .selectWord:
            area.selectWord()
            model.selectWord()
        case .selectParagraph:
            area.selectParagraph()
            model.selectParagraph()
        case .setSelection(let anchor, let head):
            area.setSelection(anchor: anchor, head: head)
            model.setSelection(anchor: anchor, head: head)
        case .paste(let text):
            area.paste(text)
            model.paste(text)
        case .pasteAt(let text, let offset):
            area.paste(text, at: offset)
            model.paste(text, at: offset)
        case .pasteClipboard:
            let clipboard = model.clipboard ?? "clip"
            area.paste(clipboard)
            model.paste(clipboard)
        case .cut:
            area.cut()
            model.cut()
        case .copy:
            area.copy()
            model.copy()
        case .setMarkedText(let text, let range):
            area.setMarkedText(text, selectedRange: range)
            model.setMarkedText(text, selectedRange: range)
        case .unmarkText:
            area.unmarkText()
            model.unmarkText()
        case .cancelMarkedText:
            area.cancelMarkedText()
            model.cancelMarkedText()
        case .undo:
            area.undo()
            model.undo()
        case .redo:
            area.redo()
            model.redo()
        case .setMaxLength(let limit):
            area.maxLength = limit
            model.maxLength = limit
        case .setEditable(let editable):
            // A read-only area cannot compose, so the switch waits for the composition to end.
            guard model.markedRange == nil else { return }
            area.isEditable = editable
            model.isEditable = editable
        case .beginEditing:
            area.beginEditing()
            model.beginEditing()
        case .endEditing:
            area.endEditing()
            model.endEditing()
        case .pause(let seconds): model.now += seconds
        }
    }

    /// Compares the area with the model; returns a description of the first difference, or nil.
    private static func difference(_ area: TextArea, _ model: ReferenceEditor, host: RecordingHost) -> String? {
        if area.text != model.text { return "text \(scalars(area.text)) != \(scalars(model.text))" }
        let document = area.textStorage.string
        if document != model.document { return "document \(scalars(document)) != \(scalars(model.document))" }
        if area.markedRange != model.markedRange {
            return "marked range \(String(describing: area.markedRange)) != \(String(describing: model.markedRange))"
        }
        let selection = area.selectedRange
        guard selection.lowerBound >= 0, selection.upperBound <= document.utf8.count else {
            return "selection \(selection) outside 0...\(document.utf8.count)"
        }
        var boundaries = Set(ReferenceText.boundaries(of: document))
        if let marked = area.markedRange, let markedText = area.markedText {
            // While composing, the selection stays inside the composition. The input
            // method places it on the marked string's own characters, which differ
            // from the document's only where the composition joins the text around it.
            guard marked.contains(selection.lowerBound) || marked.upperBound == selection.lowerBound,
                marked.contains(selection.upperBound) || marked.upperBound == selection.upperBound
            else {
                return "selection \(selection) outside the composition \(marked)"
            }
            boundaries.formUnion(ReferenceText.boundaries(of: markedText).map { $0 + marked.lowerBound })
        }
        guard boundaries.contains(area.anchorOffset), boundaries.contains(area.caretOffset) else {
            return "selection \(area.anchorOffset)->\(area.caretOffset) inside a cluster of \(scalars(document))"
        }
        if area.anchorOffset != model.anchor || area.caretOffset != model.head {
            return "selection \(area.anchorOffset)->\(area.caretOffset) != model \(model.anchor)->\(model.head)"
        }
        if area.characterCount != model.text.count {
            return "characterCount \(area.characterCount) != \(model.text.count)"
        }
        if area.canUndo != model.canUndo || area.canRedo != model.canRedo {
            return "undo/redo \(area.canUndo)/\(area.canRedo) != \(model.canUndo)/\(model.canRedo)"
        }
        if host.clipboard != model.clipboard {
            return "clipboard \(scalars(host.clipboard ?? "nil")) != \(scalars(model.clipboard ?? "nil"))"
        }
        if area.isPlaceholderVisible != document.isEmpty {
            return "placeholder visible \(area.isPlaceholderVisible) with document \(scalars(document))"
        }
        return nil
    }

    /// A string with its scalars spelled out, since many of the test's characters print invisibly.
    private static func scalars(_ string: String) -> String {
        string.debugDescription + " " + string.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
    }

    @Test("Random editing matches the reference model", arguments: seeds)
    func randomEditingMatchesTheReferenceModel(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let original = Self.randomText(&random)
        let area = TextArea(text: original, placeholder: "Placeholder")
        let host = RecordingHost()
        area.host = host
        let delegate = RecordingDelegate()
        delegate.allowsChange = Self.allowsChange
        area.delegate = delegate
        var model = ReferenceEditor(text: original, coalescingPause: UndoHistory.coalescingPause)
        model.allowsChange = Self.allowsChange
        let clock = ManualClock()
        area.clock = { clock.now }
        var log: [String] = []

        for step in 0..<Self.operationsPerSeed {
            model.now += 0.05
            clock.now = model.now
            let operation = Self.randomOperation(&random, model: model)
            log.append(operation.description)
            Self.apply(operation, to: area, &model)
            if let difference = Self.difference(area, model, host: host) {
                Issue.record(
                    """
                    seed \(seed), step \(step), after \(operation): \(difference)
                    last operations: \(log.suffix(12).joined(separator: "; "))
                    """)
                return
            }
        }

        // Every step, undone, leads back to the original text; redone, forward to the final one.
        area.isEditable = true
        model.isEditable = true
        area.cancelMarkedText()
        model.cancelMarkedText()
        let finalText = model.text
        #expect(model.stepCount <= UndoHistory.stepLimit, "seed \(seed): the history never dropped a step")
        var undone = 0
        while area.canUndo {
            area.undo()
            model.undo()
            undone += 1
            if area.text != model.text {
                Issue.record("seed \(seed), undo \(undone): \(Self.scalars(area.text)) != \(Self.scalars(model.text))")
                return
            }
        }
        #expect(area.text == original, "seed \(seed)")
        #expect(!model.canUndo, "seed \(seed): the area ran out of undo steps before the model")
        for redone in 0..<undone {
            area.redo()
            model.redo()
            if area.text != model.text {
                Issue.record(
                    "seed \(seed), redo \(redone + 1): \(Self.scalars(area.text)) != \(Self.scalars(model.text))")
                return
            }
        }
        #expect(area.canRedo == model.canRedo, "seed \(seed)")
        #expect(model.text == finalText, "seed \(seed): the model's own history is consistent")
        #expect(area.text == finalText, "seed \(seed)")
    }
}
