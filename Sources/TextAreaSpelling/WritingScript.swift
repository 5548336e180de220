/// The scripts spell checking tells apart: a word is checked only by dictionaries of its script.
enum WritingScript: Hashable, Sendable {
    case latin, greek, cyrillic, armenian, hebrew, arabic, devanagari, bengali, tamil, thai, lao, georgian, hangul

    /// The script of the first letter of `word` that belongs to one of these scripts; nil when none does (digits, symbols, ideographs, kana, scripts not listed).
    init?(of word: String) {
        for scalar in word.unicodeScalars where scalar.properties.isAlphabetic {
            if let script = WritingScript(scalar) {
                self = script
                return
            }
        }
        return nil
    }

    /// The script of `scalar`, from its block; nil for scripts not listed.
    init?(_ scalar: Unicode.Scalar) {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x1E00...0x1EFF, 0x2C60...0x2C7F, 0xA720...0xA7FF, 0xFB00...0xFB06:
            self = .latin
        case 0x370...0x3FF, 0x1F00...0x1FFF: self = .greek
        case 0x400...0x52F, 0x1C80...0x1C8F, 0x2DE0...0x2DFF, 0xA640...0xA69F: self = .cyrillic
        case 0x530...0x58F: self = .armenian
        case 0x590...0x5FF, 0xFB1D...0xFB4F: self = .hebrew
        case 0x600...0x6FF, 0x750...0x77F, 0x8A0...0x8FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: self = .arabic
        case 0x900...0x97F: self = .devanagari
        case 0x980...0x9FF: self = .bengali
        case 0xB80...0xBFF: self = .tamil
        case 0xE00...0xE7F: self = .thai
        case 0xE80...0xEFF: self = .lao
        case 0x10A0...0x10FF: self = .georgian
        case 0xAC00...0xD7AF, 0x1100...0x11FF: self = .hangul
        default: return nil
        }
    }

    /// The script a language is written in, from the language part of its tag (`fr_FR` → Latin); Latin for languages not listed.
    init(language tag: String) {
        let language = String(tag.prefix { $0 != "_" && $0 != "-" }).lowercased()
        switch language {
        case "el": self = .greek
        case "ru", "uk", "be", "bg", "mk", "sr", "kk", "ky", "mn", "tg", "tt": self = .cyrillic
        case "hy": self = .armenian
        case "he", "yi": self = .hebrew
        case "ar", "fa", "ur", "ps", "ug", "sd", "ckb": self = .arabic
        case "hi", "mr", "ne", "sa": self = .devanagari
        case "bn", "as": self = .bengali
        case "ta": self = .tamil
        case "th": self = .thai
        case "lo": self = .lao
        case "ka": self = .georgian
        case "ko": self = .hangul
        default: self = .latin
        }
    }
}
