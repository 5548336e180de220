// The single-line field (`isSingleLine`): line breaks in inserted text become spaces, and Return submits.
extension TextArea {
    /// Submits the area, as Return does in a single-line one: commits any marked text, asks the delegate
    /// (``TextAreaDelegate/textAreaShouldReturn(_:)``) and, unless it refuses, tells the observers of
    /// ``TextAreaEvent/didSubmit``; the text does not change.
    public func submit() {
        performOperation {
            if hasMarkedText { unmarkText() }
            if let delegate, !delegate.textAreaShouldReturn(self) { return }
            observers.post(.didSubmit, from: self)
        }
    }

    /// Replaces the line breaks of the text when the area became single-line, and lays it out again.
    func singleLineModeDidChange() {
        performOperation {
            if isSingleLine, Self.containsLineBreak(storage) { text = Self.replacingLineBreaks(in: text) }
            goalX = nil
            viewport.singleLineModeDidChange()
            // A field's placeholder is one line, ending in an ellipsis when it does not fit.
            placeholderDidChange()
            setNeedsDisplay()
            caretDidMove()
        }
    }

    /// `text` as a single-line area inserts it: a string or storage with its line breaks replaced.
    func singleLineText(_ text: EditText) -> EditText {
        switch text {
        case .string(let string): .string(Self.replacingLineBreaks(in: string))
        case .storage(let storage): .storage(Self.replacingLineBreaks(in: storage))
        }
    }

    /// `text` with each line or paragraph break (CR LF, LF, CR, VT, FF, NEL, LS, PS) replaced by one space, as a
    /// browser's `<input>` does with pasted text.
    static func replacingLineBreaks(in text: String) -> String {
        var scanner = LineBreakScanner()
        var native = text
        guard native.withUTF8({ scanner.finds(in: $0) }) else { return text }
        var result = String.UnicodeScalarView()
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" && afterCarriageReturn {
                afterCarriageReturn = false
                continue
            }
            afterCarriageReturn = scalar == "\r"
            result.append(LineBreakScanner.isLineBreak(scalar) ? " " : scalar)
        }
        return String(result)
    }

    /// `storage` with its line breaks replaced (see ``replacingLineBreaks(in:)-String``); the same storage when it
    /// has none.
    static func replacingLineBreaks(in storage: TextStorage) -> TextStorage {
        guard containsLineBreak(storage) else { return storage }
        return TextStorage(replacingLineBreaks(in: storage.string))
    }

    /// Whether `storage` holds a line or paragraph break.
    static func containsLineBreak(_ storage: TextStorage) -> Bool {
        var scanner = LineBreakScanner()
        var found = false
        storage.forEachChunk(in: 0..<storage.utf8Count) { bytes, _ in
            found = scanner.finds(in: bytes)
            return !found
        }
        return found
    }
}

/// Finds line and paragraph breaks in UTF-8 text that comes in pieces.
struct LineBreakScanner {
    /// The two bytes before the next piece, for breaks of more than one byte split between pieces.
    private var previous: (UInt8, UInt8) = (0, 0)

    /// Whether `scalar` breaks a line: LF, VT, FF, CR, NEL, LS or PS.
    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// Whether `bytes`, the next piece of the text, holds a break or ends one begun in the piece before.
    mutating func finds(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes {
            defer { previous = (previous.1, byte) }
            switch byte {
            case 0x0A...0x0D: return true
            // NEL is C2 85; LS and PS are E2 80 A8 and E2 80 A9.
            case 0x85 where previous.1 == 0xC2: return true
            case 0xA8, 0xA9: if previous == (0xE2, 0x80) { return true }
            default: break
            }
        }
        return false
    }
}
