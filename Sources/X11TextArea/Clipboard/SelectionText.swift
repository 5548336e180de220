import TextAreaCore

/// The encoding a text target is served in.
enum SelectionTextEncoding {
    /// UTF-8 (UTF8_STRING, TEXT, text/plain;charset=utf-8).
    case utf8
    /// ISO Latin-1 (STRING), `?` for characters it cannot hold.
    case latin1

    /// The encoded bytes of the text in `range` (UTF-8 offsets on character boundaries) of `text`.
    func bytes(of text: TextStorage, in range: Range<Int>) -> [UInt8] {
        switch self {
        case .utf8: text.bytes(in: range)
        case .latin1: SelectionText.latin1Bytes(of: text.string(in: range))
        }
    }
}

/// The text encodings of the selection targets: Latin-1 out, and repairing whatever comes in.
enum SelectionText {
    /// The ISO Latin-1 bytes of `text` (STRING); a character with any scalar outside Latin-1 becomes one '?'.
    ///
    /// A character made only of Latin-1 scalars keeps all of them, so CR LF
    /// (one `Character`) stays two bytes. Runs of Latin-1 scalars are copied
    /// without looking at characters; a scalar outside Latin-1 takes back
    /// the scalars of its character already copied and skips the rest of it.
    static func latin1Bytes(of text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        // Whether the scalar before `index` was copied; otherwise `index` starts a character.
        var followsCopiedScalar = false
        while index < scalars.endIndex {
            let value = scalars[index].value
            if value <= 0xFF {
                bytes.append(UInt8(value))
                index = scalars.index(after: index)
                followsCopiedScalar = true
                continue
            }
            // `index(after:)` rounds a scalar index inside a character down to the character's start first.
            let characterEnd = text.index(after: index)
            if followsCopiedScalar {
                let characterStart = text.index(before: characterEnd)
                bytes.removeLast(scalars.distance(from: characterStart, to: index))
            }
            bytes.append(UInt8(ascii: "?"))
            index = characterEnd
            followsCopiedScalar = false
        }
        return bytes
    }

    /// Decodes UTF-8 bytes, replacing each ill-formed sequence with U+FFFD.
    static func decodeUTF8(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// Decodes ISO Latin-1 bytes (every byte is the scalar of the same value).
    ///
    /// Transcoded straight to UTF-8: bytes below 0x80 stay, the others
    /// become two bytes.
    static func decodeLatin1(_ bytes: [UInt8]) -> String {
        var utf8: [UInt8] = []
        utf8.reserveCapacity(bytes.count + bytes.count / 4)
        for byte in bytes {
            if byte < 0x80 {
                utf8.append(byte)
            } else {
                utf8.append(0xC0 | byte >> 6)
                utf8.append(0x80 | byte & 0x3F)
            }
        }
        return String(decoding: utf8, as: UTF8.self)
    }
}
