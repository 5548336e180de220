import Testing

@testable import X11TextArea

/// The text encodings of the selection targets, without a server.
@Suite struct ClipboardTextTests {
    @Test func latin1KeepsLatin1AndReplacesEachOtherCharacterOnce() {
        #expect(SelectionText.latin1Bytes(of: "abc") == Array("abc".utf8))
        #expect(SelectionText.latin1Bytes(of: "é\u{A0}ÿ") == [0xE9, 0xA0, 0xFF])
        #expect(SelectionText.latin1Bytes(of: "日本") == Array("??".utf8))
        #expect(SelectionText.latin1Bytes(of: "👩‍👩‍👧‍👦!") == Array("?!".utf8))
        #expect(SelectionText.latin1Bytes(of: "e\u{301}x") == Array("?x".utf8))
        #expect(SelectionText.latin1Bytes(of: "a\r\nb") == Array("a\r\nb".utf8))
        #expect(SelectionText.latin1Bytes(of: "") == [])
    }

    @Test func latin1AgreesWithACharacterByCharacterReference() {
        func reference(_ text: String) -> [UInt8] {
            text.flatMap { character -> [UInt8] in
                let scalars = character.unicodeScalars
                return scalars.allSatisfy { $0.value <= 0xFF } ? scalars.map { UInt8($0.value) } : [UInt8(ascii: "?")]
            }
        }
        let samples =
            [
                "x👍🏽y", "🇯🇵🇫🇷!", "a\u{301}\u{302}b", "\r\n\u{301}", "é\u{301}", "\u{301}start",
                "ab\r\ncd", "日本語のテキスト", "mixed é 日 e\u{301} 👩‍👩‍👧‍👦 ÿ\u{308}z", "\u{200D}", "end\u{FE0F}",
                "Ünïcödé – “quotes” — dashes … ellipsis",
            ] + ClipboardSamples.all
        for sample in samples {
            #expect(SelectionText.latin1Bytes(of: sample) == reference(sample), "\(sample.debugDescription)")
        }
    }

    @Test func latin1DecodesEveryByte() {
        let all = (0...255).map { UInt8($0) }
        let decoded = SelectionText.decodeLatin1(all)
        #expect(decoded.unicodeScalars.map(\.value) == (0...255).map { UInt32($0) })
        #expect(SelectionText.latin1Bytes(of: decoded) == all)
    }

    @Test func utf8DecodingRepairsIllFormedBytes() {
        #expect(SelectionText.decodeUTF8(Array("ok ✓".utf8)) == "ok ✓")
        #expect(SelectionText.decodeUTF8([0x61, 0xFF, 0x62]) == "a\u{FFFD}b")
        #expect(SelectionText.decodeUTF8([0xED, 0xA0, 0x80]).unicodeScalars.allSatisfy { $0 == "\u{FFFD}" })
        #expect(SelectionText.decodeUTF8([0xF0, 0x9F, 0x98]) == "\u{FFFD}")
    }

    @Test func serverTimesCompareAcrossWrapAround() {
        #expect(ServerTime.isEarlier(5, than: 10))
        #expect(!ServerTime.isEarlier(10, than: 5))
        #expect(!ServerTime.isEarlier(7, than: 7))
        #expect(ServerTime.isEarlier(0xFFFF_FFF0, than: 0x10))
        #expect(!ServerTime.isEarlier(0x10, than: 0xFFFF_FFF0))
    }

    @Test func propertyPoolRestsAbandonedProperties() {
        var pool = TransferPropertyPool()
        pool.quarantine = 10
        var interned: [String] = []
        let intern: (String) -> UInt = { name in
            interned.append(name)
            return UInt(interned.count)
        }
        let first = pool.acquire(now: 0, intern: intern)
        pool.release(first, now: 1, abandoned: false)
        #expect(pool.acquire(now: 1, intern: intern) == first)
        pool.release(first, now: 2, abandoned: true)
        let second = pool.acquire(now: 3, intern: intern)
        #expect(second != first)
        pool.release(second, now: 3, abandoned: false)
        #expect(pool.acquire(now: 12.5, intern: intern) == first)
        #expect(interned == ["_TEXTAREA_TRANSFER_0", "_TEXTAREA_TRANSFER_1"])
    }
}
