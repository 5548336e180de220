import Testing
import TextAreaCore

@testable import X11TextArea

extension X11Tests {
    /// The demo splits words with ICU's dictionaries: a double-click in Chinese selects a word, Ctrl+Backspace in Thai deletes one.
    @Suite struct DemoSegmenterTests {
        let display: String
        let reference: DemoReference
        let scratch = ScratchDirectory()

        init() throws {
            display = try X11TestEnvironment.displayName()
            reference = try DemoReference(display: display)
        }

        /// A single-area demo holding `text`, saving to a scratch file, and the core's layout of the same area.
        private func start(text: String) throws -> (demo: LiveDemo, area: TextArea, path: String) {
            let path = scratch.file("words.txt")
            let demo = try LiveDemo(
                ["--single", "--geometry", "400x200", "--text", text, "--file", path],
                display: display)
            return (
                demo,
                reference.singleArea(
                    width: 400, height: 200, text: text,
                    placeholder: DemoPlaceholders.english), path
            )
        }

        /// The middle of the caret at `offset`, a pixel right of the boundary so the click lands on it.
        private func point(_ area: TextArea, _ offset: Int) -> (x: Double, y: Double) {
            let caret = area.caretRect(for: offset)
            return (caret.minX + 1, caret.minY + caret.height / 2)
        }

        @Test func doubleClickOnChineseSelectsADictionaryWordNotTheRun() throws {
            let (demo, area, path) = try start(text: "中文文本")
            let inFirstWord = point(area, "中".utf8.count)
            try demo.click(x: inFirstWord.x, y: inFirstWord.y, count: 2)
            try demo.type("X")
            expectFile(path, toBecome: "X文本")
        }

        @Test func ctrlBackspaceInThaiDeletesOneDictionaryWord() throws {
            let text = "ภาษาไทยเป็นภาษาราชการ"
            let (demo, area, path) = try start(text: text)
            let end = point(area, text.utf8.count)
            try demo.click(x: end.x + 20, y: end.y)
            try demo.key("ctrl+BackSpace")
            expectFile(path, toBecome: "ภาษาไทยเป็นภาษา")
        }
    }
}
