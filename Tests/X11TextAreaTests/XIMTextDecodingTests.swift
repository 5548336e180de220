import CX11
import Testing

@testable import X11TextArea

/// Reading `XIMText` as input methods hand it over: multibyte in the locale's encoding, or wide characters.
@Suite struct XIMTextDecodingTests {
    /// Decodes an `XIMText` built around `bytes` (a NUL is appended) with `length` characters and `feedback`.
    private func decodeMultibyte(_ bytes: [UInt8], length: Int, feedback: [XIMFeedback]? = nil)
        -> (scalars: [Unicode.Scalar]?, feedback: [UInt]?)
    {
        var storage = (bytes + [0]).map { CChar(bitPattern: $0) }
        var feedbackStorage = feedback ?? []
        return storage.withUnsafeMutableBufferPointer { characters in
            feedbackStorage.withUnsafeMutableBufferPointer { feedbackPointer in
                var text = XIMText()
                text.length = UInt16(length)
                text.encoding_is_wchar = 0
                text.string.multi_byte = characters.baseAddress
                text.feedback = feedback == nil ? nil : feedbackPointer.baseAddress
                return XIMTextDecoding.decode(text)
            }
        }
    }

    @Test func localeIsUTF8ForTheseTests() {
        // X11Locale chooses C.UTF-8 when the environment gives the plain C locale.
        X11Locale.prepare()
        #expect(X11Locale.currentCharacterTypeLocale.lowercased().contains("utf"))
    }

    @Test func multibyteTextIsDecodedInTheLocaleEncoding() {
        X11Locale.prepare()
        let decoded = decodeMultibyte(Array("にほんご".utf8), length: 4, feedback: [2, 2, 2, 2])
        #expect(decoded.scalars.map { String(String.UnicodeScalarView($0)) } == "にほんご")
        #expect(decoded.feedback == [2, 2, 2, 2])
    }

    @Test func multibyteTextStopsAtItsLengthOrItsNul() {
        X11Locale.prepare()
        #expect(decodeMultibyte(Array("日本語".utf8), length: 2).scalars == ["日", "本"])
        #expect(decodeMultibyte(Array("ab".utf8), length: 5).scalars == ["a", "b"])
        // Astral characters count once.
        #expect(decodeMultibyte(Array("😀x".utf8), length: 2).scalars == ["😀", "x"])
    }

    @Test func invalidBytesBecomeReplacementCharacters() {
        X11Locale.prepare()
        let decoded = decodeMultibyte([0x61, 0xFF, 0x62, 0xE6, 0x97], length: 5)
        #expect(decoded.scalars == ["a", "\u{FFFD}", "b", "\u{FFFD}", "\u{FFFD}"])
    }

    @Test func wideCharacterTextIsOneScalarPerCharacter() {
        var wide: [wchar_t] = "한국어😀".unicodeScalars.map { wchar_t(bitPattern: $0.value) } + [0x7FFF_FFFF]
        let decoded = wide.withUnsafeMutableBufferPointer { buffer in
            var text = XIMText()
            text.length = UInt16(buffer.count)
            text.encoding_is_wchar = 1
            text.string.wide_char = buffer.baseAddress
            return XIMTextDecoding.decode(text)
        }
        #expect(decoded.scalars == ["한", "국", "어", "😀", "\u{FFFD}"])
        #expect(decoded.feedback == nil)
    }

    @Test func textWithoutAStringCarriesFeedbackOnly() {
        var feedback: [XIMFeedback] = [1, 1]
        let decoded = feedback.withUnsafeMutableBufferPointer { pointer in
            var text = XIMText()
            text.length = 2
            text.feedback = pointer.baseAddress
            text.string.multi_byte = nil
            return XIMTextDecoding.decode(text)
        }
        #expect(decoded.scalars == nil)
        #expect(decoded.feedback == [1, 1])
    }
}
