import CX11
import Glibc

/// Reads the text and feedback of an `XIMText`, in multibyte or wide-character form, as Unicode scalars.
enum XIMTextDecoding {
    /// The most bytes one multibyte character takes (`MB_LEN_MAX`).
    static let maximumCharacterBytes = 16

    /// The characters of `text` (nil when it carries feedback only: its string is NULL) and the feedback of each (nil when none is given).
    ///
    /// A multibyte string is in the encoding of the C library's `LC_CTYPE`
    /// locale (Xlib converts the input method's text to it) and is decoded
    /// with `mbrtowc`; a wide-character string holds one `wchar_t` per
    /// character, which glibc defines as the Unicode scalar. At most
    /// `text.length` characters are read; a multibyte string also stops at
    /// its NUL. Bytes or values that are not characters become U+FFFD.
    static func decode(_ text: XIMText) -> (scalars: [Unicode.Scalar]?, feedback: [UInt]?) {
        let length = Int(text.length)
        let feedback = text.feedback.map { pointer in (0..<length).map { UInt(pointer[$0]) } }
        if text.encoding_is_wchar != 0 {
            guard let wide = text.string.wide_char else { return (nil, feedback) }
            let scalars = (0..<length).map { index in
                Unicode.Scalar(UInt32(bitPattern: Int32(wide[index]))) ?? "\u{FFFD}"
            }
            return (scalars, feedback)
        }
        guard let multibyte = text.string.multi_byte else { return (nil, feedback) }
        return (decodeMultibyte(multibyte, characterCount: length), feedback)
    }

    /// Decodes up to `characterCount` characters of a NUL-terminated multibyte string in the current locale.
    static func decodeMultibyte(_ string: UnsafePointer<CChar>, characterCount: Int) -> [Unicode.Scalar] {
        var remaining = strnlen(string, characterCount * maximumCharacterBytes)
        var cursor = string
        var state = mbstate_t()
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(characterCount)
        while scalars.count < characterCount && remaining > 0 {
            var character: wchar_t = 0
            let used = mbrtowc(&character, cursor, remaining, &state)
            if used == 0 { break }
            if used == -1 || used == -2 {
                // An invalid or cut-off sequence: one replacement character per bad byte, then start afresh.
                scalars.append("\u{FFFD}")
                state = mbstate_t()
                cursor += 1
                remaining -= 1
                continue
            }
            scalars.append(Unicode.Scalar(UInt32(bitPattern: Int32(character))) ?? "\u{FFFD}")
            cursor += used
            remaining -= used
        }
        return scalars
    }
}
