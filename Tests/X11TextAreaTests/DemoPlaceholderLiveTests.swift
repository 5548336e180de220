import Testing
import TextAreaCore
import X11Capture

@testable import X11TextArea

extension X11Tests {
    /// The placeholder and caret in the running demo's window, as typing changes the text.
    @Suite struct DemoPlaceholderLiveTests {
        let display: String
        let reference: DemoReference

        init() throws {
            display = try X11TestEnvironment.displayName()
            reference = try DemoReference(display: display)
        }

        @Test func placeholderHidesOnTheFirstCharacterAndReturnsWhenTheTextIsEmpty() throws {
            let demo = try LiveDemo(
                ["--single", "--geometry", "360x200", "--placeholder-color", "#FF00FF"],
                display: display)
            let shown = try reference.capture(demo.window) { $0.bounds { $0.isMagentaInk } != nil }
            #expect(shown.matched, "the placeholder shows while the text is empty")
            let before = shown.image.bounds { $0.isMagentaInk }
            try demo.type("a")
            let hidden = try reference.capture(demo.window) { $0.bounds { $0.isMagentaInk } == nil }
            #expect(hidden.matched, "one typed character hides the placeholder")
            try demo.key("BackSpace")
            let back = try reference.capture(demo.window) { $0.bounds { $0.isMagentaInk } != nil }
            #expect(back.matched, "deleting everything brings the placeholder back")
            #expect(back.image.bounds { $0.isMagentaInk }! == before!, "in the same place")
        }

        @Test func caretBlinksOnThePlaceholdersFirstLine() throws {
            let demo = try LiveDemo(
                [
                    "--single", "--geometry", "300x160", "--text-color", "#0000FF",
                    "--placeholder-color", "#FF00FF",
                ], display: display)
            let area = reference.singleArea(width: 300, height: 160, placeholder: DemoPlaceholders.english)
            let caret = area.caretRect
            let column = Int(caret.minX)..<(Int(caret.minX) + 1)
            let rows = Int(caret.minY)..<Int(caret.maxY)
            func caretShows(_ image: RGBImage) -> Bool {
                image.count(x: column, y: rows) { $0.isPureBlue } == rows.count
            }
            #expect(try reference.capture(demo.window, until: caretShows).matched, "the caret shows")
            #expect(try reference.capture(demo.window, until: { !caretShows($0) }).matched, "then blinks off")
            #expect(try reference.capture(demo.window, until: caretShows).matched, "and on again")
        }

        @Test func hideWhileEditingPolicyHidesThePlaceholderOnFocus() throws {
            let demo = try LiveDemo([], display: display)
            // The fourth area hides its placeholder while it is edited; Shift+Tab from the first reaches it.
            let grey = RGBPixel(red: 0xC7, green: 0xC7, blue: 0xCD)
            let bottomRight = { (image: RGBImage) in image.count(x: 330..<620, y: 260..<430) { $0 == grey } }
            #expect(try reference.capture(demo.window, until: { bottomRight($0) > 50 }).matched)
            try demo.key("shift+Tab")
            #expect(try reference.capture(demo.window, until: { bottomRight($0) == 0 }).matched)
            try demo.key("Escape")
            #expect(try reference.capture(demo.window, until: { bottomRight($0) > 50 }).matched)
        }
    }
}
