import Testing
import TextAreaCore

@testable import X11TextArea

/// Offsets on the accessibility bus count Unicode characters (code points); the core counts UTF-8 bytes.
@Suite struct CodePointCounterTests {
    /// Text with one-, two-, three- and four-byte characters, combining marks and an emoji sequence.
    static let text = "a·备注 😀 e\u{301} 👩🏽‍💻 Remarks"

    @Test func convertsEveryScalarBoundaryBothWays() {
        let storage = TextStorage(Self.text)
        var counter = CodePointCounter()
        var expectedOffset = 0
        var checked = 0
        for (index, scalar) in Self.text.unicodeScalars.enumerated() {
            #expect(counter.codePointOffset(of: expectedOffset, in: storage) == index)
            #expect(counter.utf8Offset(ofCodePoint: index, in: storage) == expectedOffset)
            expectedOffset += scalar.utf8.count
            checked += 1
        }
        #expect(checked == Self.text.unicodeScalars.count)
        #expect(counter.codePointOffset(of: storage.utf8Count, in: storage) == checked)
        #expect(counter.utf8Offset(ofCodePoint: checked, in: storage) == storage.utf8Count)
        #expect(counter.utf8Offset(ofCodePoint: checked + 5, in: storage) == storage.utf8Count, "past the end")
    }

    @Test func conversionsInAnyOrderAgreeWithCountingFromTheStart() {
        let storage = TextStorage(String(repeating: Self.text + "\n", count: 40))
        var boundaries: [Int] = []
        var offset = 0
        for scalar in storage.string.unicodeScalars {
            boundaries.append(offset)
            offset += scalar.utf8.count
        }
        var counter = CodePointCounter()
        // Back and forth, far and near, so the remembered place serves both directions.
        let order = [500, 3, 900, 899, 120, 0, boundaries.count - 1, 640, 641, 10]
        for index in order {
            #expect(counter.codePointOffset(of: boundaries[index], in: storage) == index)
            #expect(counter.utf8Offset(ofCodePoint: index, in: storage) == boundaries[index])
        }
    }

    @Test func anEditBeforeTheRememberedPlaceIsFollowed() {
        var storage = TextStorage(Self.text)
        var counter = CodePointCounter()
        let late = storage.utf8Count - 3
        let before = counter.codePointOffset(of: late, in: storage)
        storage.replace(0..<1, with: "😀😀")
        counter.textDidReplace(0..<1)
        #expect(counter.codePointOffset(of: late + 7, in: storage) == before + 1)
        #expect(CodePointCounter.count(in: storage, 0..<8) == 2)
    }
}
