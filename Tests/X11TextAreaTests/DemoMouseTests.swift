import Testing
import TextAreaCore
import X11Capture

@testable import X11TextArea

extension X11Tests {
    /// Clicking, dragging and scrolling in the running demo with xdotool; positions come from the core laid out with the same font.
    @Suite struct DemoMouseTests {
        let display: String
        let reference: DemoReference
        let scratch = ScratchDirectory()
        static let text = "hello brave new world"

        init() throws {
            display = try X11TestEnvironment.displayName()
            reference = try DemoReference(display: display)
        }

        /// A single-area demo holding `text`, saving to a scratch file, and the core's layout of the same area.
        private func start(text: String = DemoMouseTests.text, geometry: (Int, Int) = (400, 200))
            throws -> (demo: LiveDemo, area: TextArea, path: String)
        {
            let path = scratch.file("mouse.txt")
            let demo = try LiveDemo(
                [
                    "--single", "--geometry", "\(geometry.0)x\(geometry.1)", "--text", text,
                    "--file", path,
                ], display: display)
            return (
                demo,
                reference.singleArea(
                    width: geometry.0, height: geometry.1, text: text,
                    placeholder: DemoPlaceholders.english), path
            )
        }

        /// The middle of the caret at `offset`, a pixel right of the boundary so the click lands on it.
        private func point(_ area: TextArea, _ offset: Int) -> (x: Double, y: Double) {
            let caret = area.caretRect(for: offset)
            return (caret.minX + 1, caret.minY + caret.height / 2)
        }

        @Test func clickPlacesTheCaret() throws {
            let (demo, area, path) = try start()
            let target = point(area, 7)
            try demo.click(x: target.x, y: target.y)
            try demo.type("X")
            expectFile(path, toBecome: "hello bXrave new world")
        }

        @Test func dragSelectsAndTypingReplacesTheSelection() throws {
            let (demo, area, path) = try start()
            let from = point(area, 12)
            let to = point(area, 15)
            try Xdotool.run(
                [
                    "mousemove", "--window", String(demo.window), String(Int(from.x)), String(Int(from.y)),
                    "mousedown", "1", "mousemove", "--window", String(demo.window), String(Int(to.x)),
                    String(Int(to.y)), "mouseup", "1",
                ], display: display)
            try demo.type("old")
            expectFile(path, toBecome: "hello brave old world")
        }

        @Test func doubleClickSelectsAWordAndTripleClickAParagraph() throws {
            let (demo, area, path) = try start(text: "one two\nthree four")
            let inTwo = point(area, 5)
            try demo.click(x: inTwo.x, y: inTwo.y, count: 2)
            try demo.type("2")
            expectFile(path, toBecome: "one 2\nthree four")
            // The paragraph with its line break.
            try demo.click(x: inTwo.x + 20, y: inTwo.y, count: 3)
            try demo.type("X")
            expectFile(path, toBecome: "Xthree four")
        }

        @Test func shiftClickExtendsTheSelection() throws {
            let (demo, area, path) = try start()
            let start = point(area, 6)
            let end = point(area, 15)
            try demo.click(x: start.x, y: start.y)
            try Xdotool.run(
                [
                    "keydown", "shift", "mousemove", "--window", String(demo.window), String(Int(end.x)),
                    String(Int(end.y)), "click", "1", "keyup", "shift",
                ], display: display)
            try demo.type("Q")
            expectFile(path, toBecome: "hello Q world")
        }

        @Test func clickOutsideEveryAreaEndsEditing() throws {
            let path = scratch.file("outside.txt")
            let demo = try LiveDemo(["--file", path], display: display)
            try demo.type("a")
            expectFile(path, toBecome: "a")
            let focusBlue = RGBPixel(red: 0x35, green: 0x84, blue: 0xE4)
            #expect(try reference.capture(demo.window, until: { $0.bounds { $0 == focusBlue } != nil }).matched)
            // The window's margin is outside every area.
            try demo.click(x: 4, y: 4)
            #expect(
                try reference.capture(demo.window, until: { $0.bounds { $0 == focusBlue } == nil }).matched,
                "no area shows the focus border")
            try demo.type("b")
            try demo.key("Tab")
            try demo.type("c")
            expectFile(path, toBecome: "ac")
        }

        @Test func clickInAnotherAreasPlaceholderFocusesItWithTheCaretAtItsFirstLine() throws {
            let demo = try LiveDemo(["--text-color", "#0000FF"], display: display)
            let focusBlue = RGBPixel(red: 0x35, green: 0x84, blue: 0xE4)
            let first = try #require(
                try reference.capture(demo.window) { $0.bounds { $0 == focusBlue } != nil }
                    .image.bounds { $0 == focusBlue })
            // Into the second line of the Chinese placeholder, right of the first area.
            try demo.click(x: Double(first.maxX + 100), y: Double(first.minY + 8 + 25))
            let moved = try reference.capture(demo.window) { image in
                image.bounds { $0 == focusBlue }.map { $0.minX > first.maxX } ?? false
            }
            #expect(moved.matched, "the focus border moved to the second area")
            let frame = try #require(moved.image.bounds { $0 == focusBlue })
            let lineHeight = Int(reference.measurer.metrics(for: DemoReference.font).lineHeight)
            let caretColumn = (frame.minX + 5)..<(frame.minX + 6)
            let caretRows = (frame.minY + 8)..<(frame.minY + 8 + lineHeight)
            let caret = try reference.capture(demo.window) {
                $0.count(x: caretColumn, y: caretRows) { $0.isPureBlue } == lineHeight
            }
            #expect(caret.matched, "the caret stands at offset 0 on the placeholder's first line")
        }

        @Test func wheelAndDraggingPastTheEdgeScroll() throws {
            let text = (1...40).map { "Line \($0)" }.joined(separator: "\n")
            let (demo, area, _) = try start(text: text, geometry: (300, 150))
            let thumb = RGBPixel(red: 0xA8, green: 0xA8, blue: 0xA8)
            let top = try #require(
                try reference.capture(demo.window) { $0.bounds { $0 == thumb } != nil }
                    .image.bounds { $0 == thumb })
            try Xdotool.click(demo.window, x: 100, y: 60, button: 5, count: 3, display: display)
            let scrolled = try reference.capture(demo.window) { image in
                image.bounds { $0 == thumb }.map { $0.minY > top.minY } ?? false
            }
            #expect(scrolled.matched, "the wheel scrolls down")
            try Xdotool.click(demo.window, x: 100, y: 60, button: 4, count: 3, display: display)
            #expect(
                try reference.capture(demo.window) { $0.bounds { $0 == thumb }?.minY == top.minY }.matched,
                "and back up")
            // Holding the button below the area keeps scrolling towards the end.
            let start = point(area, 0)
            try Xdotool.run(
                [
                    "mousemove", "--window", String(demo.window), String(Int(start.x)), String(Int(start.y)),
                    "mousedown", "1", "mousemove", "--window", String(demo.window), "150", "190",
                ],
                display: display)
            defer { _ = try? Xdotool.run(["mouseup", "1"], display: display) }
            let bottom = try reference.capture(demo.window) { image in
                image.bounds { $0 == thumb }.map { $0.maxY >= 150 - 5 } ?? false
            }
            #expect(bottom.matched, "dragging past the bottom scrolls to the end")
        }
    }
}
