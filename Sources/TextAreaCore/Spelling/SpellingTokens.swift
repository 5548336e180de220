/// The skipping rules of spell checking that look past a word's letters: whether it lies inside a URL or an e-mail
/// address, and whether it is text only a dictionary segmenter splits into words.
///
/// A *token* is the run of text between white space around a word; a word is
/// skipped when its token holds `://`, starts with `www.`, or holds an `@`
/// with a letter or digit on each side.
enum SpellingTokens {
    /// How far a token is followed on each side of a word; a longer run is taken as cut there.
    static let reach = 512

    /// The range of the token around `word` in `storage`: the bytes up to the nearest white space on each side, at most ``reach`` away.
    ///
    /// The bytes are read from one buffer, first a short way each side (a
    /// token is usually a word and its punctuation), then as far as ``reach``
    /// when the token goes on past that.
    static func token(around word: Range<Int>, in storage: TextStorage) -> Range<Int> {
        let farthest = max(word.lowerBound - reach, 0)..<min(word.upperBound + reach, storage.utf8Count)
        var span = 64
        while true {
            let lowest = max(word.lowerBound - span, farthest.lowerBound)
            let highest = min(word.upperBound + span, farthest.upperBound)
            let found = storage.withContiguousBytes(in: lowest..<highest) { bytes in
                var lower = word.lowerBound
                while lower > lowest, !isSpace(bytes[lower - 1 - lowest]) { lower -= 1 }
                var upper = word.upperBound
                while upper < highest, !isSpace(bytes[upper - lowest]) { upper += 1 }
                return lower..<upper
            }
            let isCut =
                (found.lowerBound == lowest && lowest > farthest.lowerBound)
                || (found.upperBound == highest && highest < farthest.upperBound)
            if !isCut { return found }
            span = reach
        }
    }

    /// Whether `word` lies inside a URL or an e-mail address in `storage`.
    static func isInsideAddress(_ word: Range<Int>, in storage: TextStorage) -> Bool {
        let range = token(around: word, in: storage)
        if range == word { return false }
        return isAddress(storage.bytes(in: range))
    }

    /// Whether the bytes of a token make a URL or an e-mail address.
    static func isAddress(_ bytes: [UInt8]) -> Bool {
        let text = bytes.drop { !isAlphanumeric($0) }
        if text.starts(with: Array("www.".utf8)) { return true }
        for index in text.indices {
            let byte = text[index]
            if byte == UInt8(ascii: ":"), text[index...].starts(with: Array("://".utf8)) { return true }
            if byte == UInt8(ascii: "@"), index > text.startIndex, index + 1 < text.endIndex,
                isAlphanumeric(text[index - 1]), isAlphanumeric(text[index + 1])
            {
                return true
            }
        }
        return false
    }

    /// Whether `byte` is ASCII white space (a token's end); other separators are rare inside addresses.
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    /// Whether `byte` is an ASCII letter or digit, or part of a non-ASCII character (letters of other scripts).
    static func isAlphanumeric(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (0x30...0x39).contains(byte) || (0x61...0x7A).contains(byte | 0x20)
    }

    /// Whether `word` in `storage` starts with a scalar of a dictionary run (Thai, Lao, Khmer, Myanmar, Chinese,
    /// Japanese): text the Unicode word rules cannot split into words without a segmenter.
    static func startsDictionaryRun(_ word: Range<Int>, in storage: TextStorage) -> Bool {
        let bytes = storage.bytes(in: word.lowerBound..<min(word.upperBound, word.lowerBound + 4))
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, !buffer.isEmpty, base[0] >= 0x80 else { return false }
            return WordBreakIterator.propertyCode(in: base, at: 0, end: buffer.count).0.dictionaryRunKind != nil
        }
    }
}
