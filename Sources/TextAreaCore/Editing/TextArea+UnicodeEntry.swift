extension TextArea {
    /// Whether a Ctrl+Shift+U entry of a character by its code point is under way (see ``UnicodeHexEntry``); its "u" and digits are the marked text.
    public var isEnteringUnicode: Bool { unicodeEntry != nil }

    /// Offers a key press to Ctrl+Shift+U entry (``UnicodeHexEntry``) before anything else sees it; returns whether the entry used the key up.
    ///
    /// Ctrl+Shift+U starts an entry in an editable area that is not secure
    /// (``isSecureTextEntry``) and has no composition under way. While one is
    /// under way every key comes here first: when the entry ends and the key
    /// is passed on (false), the key then acts as usual. The character
    /// entered goes in as typing does (one undo step of typing, cause
    /// `.typing`). ``handleKey(_:)`` calls this first; a front end that runs
    /// the key's steps itself does too, unless its input method is composing.
    @discardableResult
    public func performUnicodeEntryKey(_ input: KeyInput) -> Bool {
        guard var entry = unicodeEntry else {
            guard UnicodeHexEntry.isStart(input), isEditable, !isSecureTextEntry, !hasMarkedText else { return false }
            showUnicodeEntry(UnicodeHexEntry())
            return true
        }
        // An area made read-only meanwhile drops the entry, and the key acts as usual.
        guard isEditable else {
            cancelMarkedText()
            return false
        }
        switch entry.handle(input) {
        case .continues:
            showUnicodeEntry(entry)
            return true
        case .finishes(let scalar, let passesKeyOn):
            finishUnicodeEntry(inserting: scalar)
            return !passesKeyOn
        case .restarts(let scalar):
            performOperation {
                finishUnicodeEntry(inserting: scalar)
                showUnicodeEntry(UnicodeHexEntry())
            }
            return true
        }
    }

    /// Shows `entry` as the marked text, with the caret after it.
    private func showUnicodeEntry(_ entry: UnicodeHexEntry) {
        let preedit = entry.preedit
        let count = preedit.count
        // Setting marked text ends any entry (another composition replaces it), so the entry is kept after,
        // when the marked text could be shown.
        setMarkedText(preedit, selectedRange: count..<count)
        unicodeEntry = hasMarkedText ? entry : nil
    }

    /// Ends the entry under way: removes its marked text and types `scalar`, if any, in its place.
    private func finishUnicodeEntry(inserting scalar: Unicode.Scalar?) {
        performOperation {
            cancelMarkedText()
            unicodeEntry = nil
            if let scalar { typeText(String(Character(scalar))) }
        }
    }
}
