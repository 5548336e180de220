/// How a character behaves when moving or selecting by word.
enum WordClass: Equatable {
    /// Spaces and tabs.
    case space
    /// Line and paragraph separators.
    case lineBreak
    /// Letters, digits, marks and connector punctuation of scripts that separate words with spaces.
    case word
    /// Han ideographs: each run counts as one word.
    case han
    /// Hiragana.
    case hiragana
    /// Katakana, with the prolonged sound mark.
    case katakana
    /// Punctuation and symbols: each character is its own word.
    case punctuation

    /// Whether a run of this class is a word that word moves stop at.
    var isWordLike: Bool {
        switch self {
        case .word, .han, .hiragana, .katakana: return true
        case .space, .lineBreak, .punctuation: return false
        }
    }

    /// Classifies a character by its first scalar.
    init(_ character: Character) {
        guard let scalar = character.unicodeScalars.first else {
            self = .punctuation
            return
        }
        let value = scalar.value
        switch value {
        case 0x0A, 0x0D, 0x0B, 0x0C, 0x85, 0x2028, 0x2029:
            self = .lineBreak
            return
        case 0x3040...0x309F:
            self = .hiragana
            return
        case 0x30A0...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F:
            self = .katakana
            return
        case 0x3005, 0x3007, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF:
            self = .han
            return
        default:
            break
        }
        let properties = scalar.properties
        if properties.isWhitespace {
            self = .space
        } else if properties.isAlphabetic || properties.numericType != nil || scalar == "_"
            || properties.generalCategory == .nonspacingMark
            || properties.generalCategory == .spacingMark
        {
            self = .word
        } else {
            self = .punctuation
        }
    }
}

extension TextStorage {
    /// The character starting at `offset` (a cluster boundary before the end of text) and the offset where it ends.
    func character(at offset: Int) -> (Character, end: Int) {
        let end = characterBoundary(after: offset)
        return (string(in: offset..<end).first ?? " ", end)
    }

    /// The end of the word at or after `offset`: skips non-word characters, then one word.
    public func wordBoundary(after offset: Int) -> Int {
        var position = offset
        var wordClass: WordClass? = nil
        while position < utf8Count {
            let (character, end) = character(at: position)
            let current = WordClass(character)
            if let runClass = wordClass {
                if current != runClass { break }
            } else if current.isWordLike {
                wordClass = current
            }
            position = end
        }
        return position
    }

    /// The start of the word at or before `offset`: skips non-word characters backwards, then one word.
    public func wordBoundary(before offset: Int) -> Int {
        var position = offset
        var wordClass: WordClass? = nil
        while position > 0 {
            let start = characterBoundary(before: position)
            let current = WordClass(character(at: start).0)
            if let runClass = wordClass {
                if current != runClass { break }
            } else if current.isWordLike {
                wordClass = current
            }
            position = start
        }
        return position
    }

    /// The word, space run or punctuation character around `offset`, as a double-click selects it.
    ///
    /// At the end of the text or of a paragraph the character before `offset` decides.
    public func wordRange(around offset: Int) -> Range<Int> {
        guard utf8Count > 0 else { return 0..<0 }
        var start = offset
        if offset == utf8Count || WordClass(character(at: offset).0) == .lineBreak {
            guard offset > 0 else { return offset..<offset }
            start = characterBoundary(before: offset)
        }
        let runClass = WordClass(character(at: start).0)
        if runClass == .punctuation || runClass == .lineBreak {
            return start..<characterBoundary(after: start)
        }
        var lower = start
        while lower > 0 {
            let previous = characterBoundary(before: lower)
            if WordClass(character(at: previous).0) != runClass { break }
            lower = previous
        }
        var upper = start
        while upper < utf8Count {
            let (character, end) = character(at: upper)
            if WordClass(character) != runClass { break }
            upper = end
        }
        return lower..<upper
    }
}
