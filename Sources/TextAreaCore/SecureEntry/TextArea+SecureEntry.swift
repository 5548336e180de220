// Secure entry: what a password area lays out, and how it edits without keeping old text.
extension TextArea {
    /// The character a secure area shows for each grapheme cluster of its text: U+2022 BULLET.
    public static let secureBullet: Character = "\u{2022}"

    /// The text the layout wraps, measures and orders: the stand-in of a secure area (see ``isSecureTextEntry``), the text itself otherwise.
    var layoutStorage: TextStorage { secureDisplay?.mask ?? storage }

    /// The measurer the layout measures the text with: bullets for a secure area, ``measurer`` otherwise.
    var layoutMeasurer: any TextMeasurer {
        guard let secureDisplay else { return measurer }
        return secureDisplay.measurer(over: measurer)
    }

    /// The number of bullets a secure area shows for `range` of its text (one per grapheme cluster); what a front end draws in place of the range's bytes.
    public func bulletCount(in range: Range<Int>) -> Int {
        let lower = min(max(range.lowerBound, 0), storage.utf8Count)
        let upper = min(max(range.upperBound, lower), storage.utf8Count)
        guard let mask = secureDisplay?.mask else { return storage.characterCount(in: lower..<upper) }
        return mask.withContiguousBytes(in: lower..<upper) { SecureTextMask.clusterCount(in: $0) }
    }

    /// Turns the stand-in on or off after ``isSecureTextEntry`` changed, forgets the undo history, and lays the text out again.
    func secureTextEntryDidChange() {
        performOperation {
            if isSecureTextEntry {
                undoHistory.removeAll()
                secureDisplay = SecureDisplay(of: storage)
            } else {
                secureDisplay?.clear()
                secureDisplay = nil
            }
            visualCaretHint = nil
            goalX = nil
            viewport.resetForNewText()
            scrollToCaret()
            setNeedsDisplay()
            caretDidMove()
        }
    }

    /// Replaces `range` of a secure area's text with `replacement` without editing its chunks in place: the new text is built apart, then every byte of the old chunks held by the area alone is overwritten, and the layout follows the stand-in.
    func replaceSecureStorage(_ range: Range<Int>, withUTF8 replacement: UnsafeBufferPointer<UInt8>) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(storage.utf8Count - range.count + replacement.count)
        storage.forEachChunk(in: 0..<range.lowerBound) { piece, _ in
            bytes.append(contentsOf: piece)
            return true
        }
        bytes.append(contentsOf: replacement)
        storage.forEachChunk(in: range.upperBound..<storage.utf8Count) { piece, _ in
            bytes.append(contentsOf: piece)
            return true
        }
        var newStorage = TextStorage()
        bytes.withUnsafeBufferPointer { newStorage.replace(0..<0, withUTF8: $0) }
        bytes.overwriteWithZeros()
        storage.overwriteAndRemoveAll()
        storage = newStorage
        guard let secureDisplay else { return }
        let change = secureDisplay.update(to: storage)
        viewport.storageDidReplace(change.replaced, insertedLength: change.insertedLength)
    }

    /// Replaces a secure area's whole storage with `newStorage` (a load), clearing the old chunks' bytes and making the stand-in again.
    func loadSecureStorage(_ newStorage: TextStorage) {
        storage.overwriteAndRemoveAll()
        storage = newStorage
        secureDisplay?.clear()
        secureDisplay = SecureDisplay(of: storage)
    }
}
