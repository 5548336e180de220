import CX11
import Testing
import TextAreaCore
import TextAreaSpelling
import X11Capture

@testable import X11TextArea

extension X11Tests {
    /// Add to Dictionary outlives the program: a word added through the menu in one run is not marked by the next run,
    /// a separate process with the same Enchant configuration folder (`ENCHANT_CONFIG_DIR`).
    @MainActor
    @Suite struct SpellingPersonalListTests {
        /// The red pixels of misspelling squiggles in the demo's first frame showing `text` (checked in US English, as
        /// the demo's `--screenshot` checks the text in view before the picture), with Enchant's configuration in
        /// `configuration`.
        private func squigglePixels(showing text: String, configuration: String) throws -> Int {
            let scratch = ScratchDirectory()
            let path = scratch.file("shot.png")
            let result = try DemoProcess.run(
                ["--single", "--spelling", "en_US", "--text", text, "--screenshot", path],
                display: try X11TestEnvironment.displayName(), environment: ["ENCHANT_CONFIG_DIR": configuration])
            try #require(result.status == 0, "stderr: \(result.errorText)")
            let image = try PNGFile.read(from: path)
            return image.count(x: 0..<image.width, y: 0..<image.height) {
                $0.red > 160 && $0.green < 90 && $0.blue < 90
            }
        }

        @Test func aWordAddedInOneRunIsNotMarkedInTheNext() throws {
            let word = "Snorbleton"
            // This process's Enchant configuration is the spelling window tests' scratch folder.
            let configuration = SpellingWindowTests.configuration.path
            // A run with an empty personal list marks the word (so the picture can show a squiggle).
            #expect(try squigglePixels(showing: word, configuration: ScratchDirectory().path) > 4)
            // The first run: a window of this process adds the word through the context menu.
            let fixture = try WindowFixture(width: 600)
            let view = fixture.views[0]
            view.textArea.text = "\(word) said so"
            view.spellChecker = try EnchantSpellChecker(languages: ["en_US"])
            fixture.settle()
            #expect(view.textArea.decorations(in: .spelling).map { view.textArea.text(in: $0.range) } == [word])
            view.textArea.setSelection(anchor: 1, head: 1)
            fixture.window.openContextMenu(for: view)
            fixture.settle()
            let menu = try #require(fixture.window.contextMenu, "no menu opened")
            let add = try #require(menu.items.firstIndex { $0.title == "Add to Dictionary" })
            for _ in menu.items.indices where menu.highlighted != add { fixture.press(XK_Down) }
            fixture.press(XK_Return)
            fixture.settle()
            #expect(view.textArea.decorations(in: .spelling).isEmpty)
            // The second run, another process reading the same folder, does not mark it.
            #expect(try squigglePixels(showing: word, configuration: configuration) == 0)
        }
    }
}
