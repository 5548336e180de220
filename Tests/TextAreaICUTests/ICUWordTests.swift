import Testing
import TextAreaCore
import TextAreaICU

/// Word moves and double-click through UAX #29 and ICU's dictionaries.
@Suite struct ICUWordTests {
    /// An area holding `text`, with ICU's segmenter, the caret at `caret`.
    func makeArea(_ text: String, caret: Int = 0) -> TextArea {
        let area = TextArea(text: text)
        area.segmenter = ICUSegmenter()
        area.setSelection(anchor: caret, head: caret)
        return area
    }

    @Test func doubleClickOnChineseSelectsADictionaryWordNotTheRun() {
        let area = makeArea("中文文本")
        area.selectWord(at: 0)
        #expect(area.selectedText == "中文")
        area.selectWord(at: "中文文".utf8.count)
        #expect(area.selectedText == "文本")
        #expect(area.wordRange(around: 0) == 0..<"中文".utf8.count)
    }

    @Test func doubleClickOnJapaneseSelectsADictionaryWord() {
        let area = makeArea("日本語を入力してください")
        area.selectWord(at: "日".utf8.count)
        #expect(area.selectedText == "日本語")
        area.selectWord(at: "日本語を入".utf8.count)
        #expect(area.selectedText == "入力")
    }

    @Test func contractionsAndDecimalNumbersStayWhole() {
        let area = makeArea("I don't think 3.14 is pi")
        area.selectWord(at: "I do".utf8.count)
        #expect(area.selectedText == "don't")
        area.selectWord(at: "I don't think 3".utf8.count)
        #expect(area.selectedText == "3.14")
    }

    @Test func ctrlRightOverHelloWorldStopsAtWordEnds() {
        let area = makeArea("Hello, world")
        area.handleKey(KeyInput(.right, modifiers: .control))
        #expect(area.caretOffset == 5)
        area.handleKey(KeyInput(.right, modifiers: .control))
        #expect(area.caretOffset == 12)
    }

    @Test func ctrlRightOverThaiStopsAtEachDictionaryWordEnd() {
        let text = "ภาษาไทยเป็นภาษาราชการ"
        let area = makeArea(text)
        var stops: [Int] = []
        while area.caretOffset < text.utf8.count && stops.count < 20 {
            area.handleKey(KeyInput(.right, modifiers: .control))
            stops.append(area.caretOffset)
        }
        let words = stops.indices.map { index -> String in
            let start = index == 0 ? 0 : stops[index - 1]
            return area.text(in: start..<stops[index])
        }
        #expect(words == ["ภาษา", "ไทย", "เป็น", "ภาษา", "ราชการ"])
        area.handleKey(KeyInput(.backspace, modifiers: .control))
        #expect(area.text == "ภาษาไทยเป็นภาษา")
    }
}
