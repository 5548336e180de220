import CATKShim
import Glibc
import TextAreaCore

// The Text and Component questions of screen readers, answered from the core's text, selection and geometry.
extension AccessibleTextArea {
    /// The area, when the view still exists.
    var area: TextArea? { view?.textArea }

    /// The UTF-8 offset of code point `offset`; a negative offset, as ATK's "to the end", gives the end.
    func utf8Offset(_ offset: Int32) -> Int {
        guard let area else { return 0 }
        if offset < 0 { return area.utf8Count }
        if area.isSecureTextEntry { return area.textStorage.offset(afterCharacters: Int(offset)) }
        return counter.utf8Offset(ofCodePoint: Int(offset), in: area.textStorage)
    }

    /// The code point offset of UTF-8 offset `offset`.
    func codePointOffset(_ offset: Int) -> Int32 {
        Int32(clamping: busOffset(of: offset))
    }

    /// The text of code points `start..<end` (end -1: to the end), as a malloc'd C string.
    func text(from start: Int32, to end: Int32) -> UnsafeMutablePointer<CChar>? {
        guard let area else { return nil }
        let lower = utf8Offset(start)
        let upper = max(utf8Offset(end), lower)
        if area.isSecureTextEntry { return strdup(Self.bullets(area.bulletCount(in: lower..<upper)).string) }
        return strdup(area.textStorage.string(in: lower..<upper))
    }

    /// The unit of text around code point `offset`, with its bounds.
    func text(at offset: Int32, unit: Int32, start: inout Int32, end: inout Int32) -> UnsafeMutablePointer<CChar>? {
        guard let area else { return nil }
        let storage = area.textStorage
        let position = utf8Offset(offset)
        let range: Range<Int>
        if area.isSecureTextEntry {
            // Words, lines, paragraphs and sentences are the whole text: their ends would tell its shape.
            let next = position < storage.utf8Count ? storage.characterBoundary(after: position) : position
            range = unit == Int32(TA_TEXT_UNIT_CHARACTER) ? position..<next : 0..<storage.utf8Count
            start = codePointOffset(range.lowerBound)
            end = codePointOffset(range.upperBound)
            return strdup(Self.bullets(area.bulletCount(in: range)).string)
        }
        switch unit {
        case Int32(TA_TEXT_UNIT_WORD):
            range = area.wordRange(around: position)
        case Int32(TA_TEXT_UNIT_LINE):
            range = area.lineRange(at: area.lineIndex(containing: position))
        case Int32(TA_TEXT_UNIT_PARAGRAPH):
            range = storage.paragraphRange(containing: position)
        case Int32(TA_TEXT_UNIT_SENTENCE):
            range = storage.sentenceRange(containing: position)
        default:
            let next = position < storage.utf8Count ? utf8Offset(offset + 1) : position
            range = position..<next
        }
        start = codePointOffset(range.lowerBound)
        end = codePointOffset(range.upperBound)
        return strdup(storage.string(in: range))
    }

    /// The rectangle of the character at code point `offset`, in the coordinates ATK asks for.
    func characterExtents(at offset: Int32, coordinates: Int32) -> TARect {
        guard let view, let area, let frame = view.window?.accessible else { return TARect() }
        let storage = area.textStorage
        let position = utf8Offset(offset)
        let lower = storage.characterBoundary(atOrBefore: position)
        let upper = lower < storage.utf8Count ? storage.characterBoundary(after: lower) : lower
        var rect = area.selectionRects(for: lower..<upper).first { $0.width > 0 } ?? area.caretRect(for: lower)
        rect = rect.offsetBy(dx: view.frame.minX, dy: view.frame.minY)
        return frame.convert(rect, to: coordinates)
    }

    /// The code point offset of the character at a point, or -1 outside the view.
    func offset(atX x: Int32, y: Int32, coordinates: Int32) -> Int32 {
        guard let view, let area, let frame = view.window?.accessible else { return -1 }
        let point = view.convertFromWindow(frame.windowPoint(x: x, y: y, coordinates: coordinates))
        guard point.x >= 0, point.y >= 0, point.x < view.frame.width, point.y < view.frame.height else { return -1 }
        // The hit test gives the nearest caret place; ATK wants the character under the point.
        let offset = area.offset(for: point).offset
        if offset > 0 {
            let before = area.textStorage.characterBoundary(before: offset)
            if area.selectionRects(for: before..<offset).contains(where: { $0.contains(point) }) {
                return codePointOffset(before)
            }
        }
        return codePointOffset(offset)
    }

    /// The number of characters (code points), counted once and then followed through the changes.
    var characterCount: Int32 {
        guard let area else { return 0 }
        if area.isSecureTextEntry { return Int32(clamping: area.bulletCount(in: 0..<area.utf8Count)) }
        if codePointCount == nil { codePointCount = CodePointCounter.count(in: area.textStorage, 0..<area.utf8Count) }
        return Int32(clamping: codePointCount ?? 0)
    }

    /// The states of the object, as the shim's bits.
    var states: UInt32 {
        guard let view, let area else { return 0 }
        var states = UInt32(TA_STATE_FOCUSABLE | TA_STATE_ENABLED)
        states |= UInt32(area.isSingleLine ? TA_STATE_SINGLE_LINE : TA_STATE_MULTI_LINE)
        states |= UInt32(area.isEditable ? TA_STATE_EDITABLE : TA_STATE_READ_ONLY)
        if view.isFocused { states |= UInt32(TA_STATE_FOCUSED) }
        if let window = view.window, window.isMapped, view.frame.width > 0, view.frame.height > 0 {
            states |= UInt32(TA_STATE_SHOWING | TA_STATE_VISIBLE)
        }
        return states
    }

    /// The object's answers, for the shim.
    static func callbacks() -> TATextCallbacks {
        TATextCallbacks(
            characterCount: { context in AccessibleTextArea.from(context)?.characterCount ?? 0 },
            text: { context, start, end in AccessibleTextArea.from(context)?.text(from: start, to: end) },
            textAtOffset: { context, offset, unit, start, end in
                guard let object = AccessibleTextArea.from(context), let start, let end else { return nil }
                return object.text(at: offset, unit: unit, start: &start.pointee, end: &end.pointee)
            },
            caretOffset: { context in
                guard let object = AccessibleTextArea.from(context), let area = object.area else { return 0 }
                return object.codePointOffset(area.caretOffset)
            },
            setCaretOffset: { context, offset in
                guard let object = AccessibleTextArea.from(context), let area = object.area else { return 0 }
                let position = object.utf8Offset(offset)
                area.setSelection(anchor: position, head: position)
                return 1
            },
            selection: { context, start, end in
                guard let object = AccessibleTextArea.from(context), let area = object.area, !area.selectedRange.isEmpty
                else { return 0 }
                start?.pointee = object.codePointOffset(area.selectedRange.lowerBound)
                end?.pointee = object.codePointOffset(area.selectedRange.upperBound)
                return 1
            },
            setSelection: { context, start, end in
                guard let object = AccessibleTextArea.from(context), let area = object.area else { return 0 }
                area.setSelection(anchor: object.utf8Offset(start), head: object.utf8Offset(end))
                return 1
            },
            characterExtents: { context, offset, coordinates in
                AccessibleTextArea.from(context)?.characterExtents(at: offset, coordinates: coordinates) ?? TARect()
            },
            offsetAtPoint: { context, x, y, coordinates in
                AccessibleTextArea.from(context)?.offset(atX: x, y: y, coordinates: coordinates) ?? -1
            },
            states: { context in AccessibleTextArea.from(context)?.states ?? 0 },
            extents: { context, coordinates in
                guard let view = AccessibleTextArea.from(context)?.view, let frame = view.window?.accessible else {
                    return TARect()
                }
                return frame.convert(view.frame, to: coordinates)
            },
            grabFocus: { context in
                guard let view = AccessibleTextArea.from(context)?.view, let window = view.window else { return 0 }
                return window.focus(view) ? 1 : 0
            },
            setContents: { context, text in
                AccessibleTextArea.from(context)?.setContents(text.map { String(cString: $0) } ?? "")
            },
            insert: { context, text, position in
                guard let object = AccessibleTextArea.from(context), let text, let position else { return }
                position.pointee = object.insert(String(cString: text), at: position.pointee)
            },
            deleteText: { context, start, end in AccessibleTextArea.from(context)?.delete(from: start, to: end) },
            copy: { context, start, end in AccessibleTextArea.from(context)?.copy(from: start, to: end) },
            cut: { context, start, end in AccessibleTextArea.from(context)?.cut(from: start, to: end) },
            paste: { context, position in AccessibleTextArea.from(context)?.paste(at: position) },
            runAttributes: { context, offset, start, end in
                guard let object = AccessibleTextArea.from(context) else { return strdup("") }
                let run = object.attributeRun(at: offset)
                start?.pointee = run.start
                end?.pointee = run.end
                return strdup(run.attributes)
            })
    }
}
