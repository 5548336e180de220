import CX11
import Testing
import TextAreaCore
import X11Capture

@testable import X11TextArea

extension X11Tests {
    /// Drag and drop in the running demo: text dropped by another program (an XDND source the test plays), and the selection dragged within an area.
    @Suite struct DragAndDropTests {
        let display: String
        let reference: DemoReference
        let scratch = ScratchDirectory()

        init() throws {
            display = try X11TestEnvironment.displayName()
            reference = try DemoReference(display: display)
        }

        /// A single-area demo in blue text saving to a scratch file, and the core's layout of the same area.
        private func start(text: String) throws -> (demo: LiveDemo, area: TextArea, path: String) {
            let path = scratch.file("drop.txt")
            let demo = try LiveDemo(
                ["--single", "--geometry", "400x200", "--text", text, "--text-color", "#0000FF", "--file", path],
                display: display)
            expectFile(path, toBecome: text)
            let area = reference.singleArea(
                width: 400, height: 200, text: text, placeholder: DemoPlaceholders.english)
            return (demo, area, path)
        }

        /// The middle of the caret at `offset`, a pixel right of the boundary.
        private func point(_ area: TextArea, _ offset: Int) -> (x: Double, y: Double) {
            let caret = area.caretRect(for: offset)
            return (caret.minX + 1, caret.minY + caret.height / 2)
        }

        /// Whether a blue caret column stands at `offset`'s caret in `image`.
        private func caretShows(at offset: Int, in area: TextArea, _ image: RGBImage) -> Bool {
            let caret = area.caretRect(for: offset)
            let rows = Int(caret.minY)..<Int(caret.maxY)
            // Shaped advances put carets between pixels; a 1 px fill lands on the rounded column.
            let column = Int(caret.minX.rounded())
            return image.count(x: column..<(column + 1), y: rows) { $0.isPureBlue } == rows.count
        }

        @Test func droppedTextLandsAtTheDropCaretAsOneUndoStep() throws {
            let (demo, area, path) = try start(text: "hello world")
            let source = try XdndTestSource(
                display: display, text: "brave ", types: ["text/plain;charset=utf-8", "UTF8_STRING"])
            source.enter(demo.window)
            // The drop caret follows the pointer: first before "world", then at the start.
            let beforeWorld = point(area, 6)
            let status = try #require(source.position(demo.window, x: beforeWorld.x, y: beforeWorld.y))
            #expect(status.accepted && status.action == source.atom("XdndActionCopy"))
            #expect(try reference.capture(demo.window) { caretShows(at: 6, in: area, $0) }.matched)
            let start = point(area, 0)
            #expect(source.position(demo.window, x: start.x, y: start.y)?.accepted == true)
            #expect(
                try reference.capture(demo.window) {
                    caretShows(at: 0, in: area, $0) && !caretShows(at: 6, in: area, $0)
                }.matched)
            #expect(source.position(demo.window, x: beforeWorld.x, y: beforeWorld.y)?.accepted == true)
            let finished = try #require(source.drop(demo.window), "the window answered XdndFinished")
            #expect(finished.accepted && finished.action == source.atom("XdndActionCopy"))
            #expect(source.requestedTargets == ["text/plain;charset=utf-8"])
            expectFile(path, toBecome: "hello brave world")
            try demo.key("ctrl+z")
            expectFile(path, toBecome: "hello world")
        }

        @Test func utf8StringAndURIListsAreTakenAsText() throws {
            let (demo, area, path) = try start(text: "ab")
            let end = point(area, 2)
            let uris = try XdndTestSource(
                display: display, text: "file:///tmp/a%20b.txt\r\n# comment\r\nhttps://example.org/\r\n",
                types: ["text/uri-list"])
            uris.enter(demo.window)
            #expect(uris.position(demo.window, x: end.x + 20, y: end.y)?.accepted == true)
            #expect(uris.drop(demo.window)?.accepted == true)
            expectFile(path, toBecome: "abfile:///tmp/a%20b.txt\nhttps://example.org/")

            // Four types go in XdndTypeList; UTF8_STRING is preferred to the URI list.
            let strings = try XdndTestSource(
                display: display, text: "é", types: ["image/png", "text/uri-list", "TEXT", "UTF8_STRING"])
            strings.enter(demo.window)
            let start = point(area, 0)
            #expect(strings.position(demo.window, x: start.x, y: start.y)?.accepted == true)
            #expect(strings.drop(demo.window)?.accepted == true)
            #expect(strings.requestedTargets == ["UTF8_STRING"])
            expectFile(path, toBecome: "éabfile:///tmp/a%20b.txt\nhttps://example.org/")
        }

        @Test func dropsOutsideTheAreasOrWithoutTextAreRefused() throws {
            let path = scratch.file("form.txt")
            let demo = try LiveDemo(["--file", path, "--text", "kept"], display: display)
            expectFile(path, toBecome: "kept")
            let source = try XdndTestSource(display: display, text: "nope", types: ["UTF8_STRING"])
            source.enter(demo.window)
            // The window's margin is outside every area.
            #expect(source.position(demo.window, x: 4, y: 4)?.accepted == false)
            #expect(source.drop(demo.window)?.accepted == false)
            let image = try XdndTestSource(display: display, text: "png", types: ["image/png"])
            image.enter(demo.window)
            #expect(image.position(demo.window, x: 100, y: 80)?.accepted == false, "no text type is offered")
            image.leave(demo.window)
            // The demo still answers, and the text is unchanged.
            try demo.type("!")
            expectFile(path, toBecome: "kept!")
        }

        @Test func draggingTheSelectionMovesItAndCtrlCopiesIt() throws {
            let (demo, area, path) = try start(text: "one two three")
            let window = String(demo.window)
            func select(_ range: Range<Int>) throws {
                let from = point(area, range.lowerBound)
                let to = point(area, range.upperBound)
                try demo.click(x: from.x, y: from.y)
                try Xdotool.run(
                    [
                        "keydown", "shift", "mousemove", "--window", window, String(Int(to.x)), String(Int(to.y)),
                        "click", "1", "keyup", "shift",
                    ], display: display)
            }
            /// Presses in the middle of the selection, moves to `offset` and releases, with `modifier` held if given.
            func drag(from inside: Int, to offset: Int, holding modifier: String? = nil) throws {
                let from = point(area, inside)
                let to = point(area, offset)
                var steps = [
                    "mousemove", "--window", window, String(Int(from.x)), String(Int(from.y)), "mousedown", "1",
                ]
                steps += ["mousemove", "--window", window, String(Int(from.x) + 10), String(Int(from.y))]
                if let modifier { steps += ["keydown", modifier] }
                steps += ["mousemove", "--window", window, String(Int(to.x)), String(Int(to.y)), "mouseup", "1"]
                if let modifier { steps += ["keyup", modifier] }
                try Xdotool.run(steps, display: display)
            }
            // "one " to the end.
            try select(0..<4)
            try drag(from: 2, to: 13)
            expectFile(path, toBecome: "two threeone ")
            try demo.key("ctrl+z")
            expectFile(path, toBecome: "one two three")
            // With Ctrl, "two" is copied to the start.
            try select(4..<7)
            try drag(from: 5, to: 0, holding: "ctrl")
            expectFile(path, toBecome: "twoone two three")
            // A press on the selection without moving places the caret there.
            try select(0..<3)
            let inside = point(area, 1)
            try demo.click(x: inside.x, y: inside.y)
            try demo.type("X")
            expectFile(path, toBecome: "tXwoone two three")
        }
    }
}
