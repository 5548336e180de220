import CX11
import Glibc
import Testing
import TextAreaCore

@testable import X11TextArea

extension X11Tests {
    /// The context menu of the demo's area: opened by the right button, the Menu key and Shift+F10; entries chosen with keys and clicks; disabled entries inert; Escape and a click outside close it.
    @MainActor
    @Suite(.serialized) struct DemoContextMenuTests {
        let display: String
        let scratch = ScratchDirectory()

        init() throws {
            display = try X11TestEnvironment.displayName()
        }

        /// The demo's mapped context menu: a viewable override-redirect window transient for its window, with its root geometry.
        private func menu(of demo: LiveDemo) throws -> Rect? {
            let connection = try X11Connection(displayName: display)
            let xDisplay = connection.display
            var root: Window = 0
            var parent: Window = 0
            var children: UnsafeMutablePointer<Window>? = nil
            var count: UInt32 = 0
            guard XQueryTree(xDisplay, connection.rootWindow, &root, &parent, &children, &count) != 0 else {
                return nil
            }
            defer { if let children { XFree(children) } }
            for index in 0..<Int(count) {
                let child = children![index]
                var attributes = XWindowAttributes()
                guard XGetWindowAttributes(xDisplay, child, &attributes) != 0,
                    attributes.override_redirect != 0, attributes.map_state == IsViewable
                else { continue }
                var owner: Window = 0
                guard XGetTransientForHint(xDisplay, child, &owner) != 0, owner == demo.window else { continue }
                return Rect(
                    x: Double(attributes.x), y: Double(attributes.y), width: Double(attributes.width),
                    height: Double(attributes.height))
            }
            return nil
        }

        /// Waits for the menu to show; returns its frame.
        private func waitForMenu(of demo: LiveDemo) throws -> Rect {
            var frame: Rect? = nil
            _ = try waitUntil(timeout: 30) {
                frame = try menu(of: demo)
                return frame != nil
            }
            return try #require(frame, "no context menu showed")
        }

        /// Waits for the menu to go away; returns whether it did.
        private func menuCloses(of demo: LiveDemo) throws -> Bool {
            try waitUntil(timeout: 30) { try menu(of: demo) == nil }
        }

        /// The centre of `item`'s entry in a menu at `frame`, in root coordinates, for the demo's font.
        private func centre(of item: ContextMenuItem, in frame: Rect) throws -> (x: Int, y: Int) {
            let connection = try X11Connection(displayName: display)
            let measurer = try XftMeasurer(connection: connection, defaultFont: DemoReference.font)
            let rowHeight = ContextMenu.rowHeight(for: measurer.metrics(for: DemoReference.font))
            let index = ContextMenuItem.allCases.firstIndex(of: item)!
            let top = ContextMenu.rowTop(index, rowHeight: rowHeight)
            return (Int(frame.minX + 40), Int(frame.minY + top + rowHeight / 2))
        }

        private func clickRoot(_ point: (x: Int, y: Int), button: Int = 1) throws {
            try Xdotool.run(["mousemove", String(point.x), String(point.y), "click", String(button)], display: display)
        }

        private func clipboard() -> [UInt8]? {
            try? Subprocess.run("xclip", ["-o", "-selection", "clipboard"], display: display).standardOutput
        }

        @Test func rightButtonOpensItAtThePointerAndKeysChooseCopy() throws {
            let path = scratch.file("copy.txt")
            writeFile(path, Array("menu copy test".utf8))
            let demo = try LiveDemo(["--single", "--file", path], display: display)
            try demo.key("ctrl+a")
            try demo.click(x: 100, y: 60, button: 3)
            let frame = try waitForMenu(of: demo)
            #expect(frame.width > 60 && frame.height > 100, "menu frame \(frame)")
            // Its top-left corner is at the pointer.
            let connection = try X11Connection(displayName: display)
            var rootX: Int32 = 0
            var rootY: Int32 = 0
            var child: Window = 0
            XTranslateCoordinates(
                connection.display, demo.window, connection.rootWindow, 100, 60, &rootX, &rootY, &child)
            #expect(frame.minX == Double(rootX) && frame.minY == Double(rootY), "menu frame \(frame)")
            // Cut, Copy and Delete apply: Down goes to Cut, then Copy.
            try demo.key("Down", "Down", "Return")
            #expect(try menuCloses(of: demo))
            #expect(waitUntil(timeout: 30) { clipboard() == Array("menu copy test".utf8) }, "Copy did not copy")
            #expect(fileText(path) == "menu copy test")
        }

        @Test func clickingEntriesCutsAndPastes() throws {
            let path = scratch.file("cut.txt")
            writeFile(path, Array("cut me".utf8))
            let demo = try LiveDemo(["--single", "--file", path], display: display)
            try demo.key("ctrl+a")
            try demo.click(x: 100, y: 60, button: 3)
            try clickRoot(try centre(of: .cut, in: try waitForMenu(of: demo)))
            #expect(try menuCloses(of: demo))
            expectFile(path, toBecome: "")
            #expect(waitUntil(timeout: 30) { clipboard() == Array("cut me".utf8) })
            // Paste applies now that the clipboard has an owner; twice makes the text twice.
            for _ in 0..<2 {
                try demo.click(x: 100, y: 60, button: 3)
                try clickRoot(try centre(of: .paste, in: try waitForMenu(of: demo)))
                #expect(try menuCloses(of: demo))
            }
            expectFile(path, toBecome: "cut mecut me")
            // Undo from the menu takes the last paste back.
            try demo.click(x: 100, y: 60, button: 3)
            try clickRoot(try centre(of: .undo, in: try waitForMenu(of: demo)))
            expectFile(path, toBecome: "cut me")
        }

        @Test func disabledEntriesDoNothingAndEscapeCloses() throws {
            let path = scratch.file("disabled.txt")
            writeFile(path, Array("nothing selected".utf8))
            let demo = try LiveDemo(["--single", "--file", path], display: display)
            // Nothing selected, no history: Undo, Redo, Cut, Copy and Delete do not apply.
            try demo.click(x: 100, y: 60, button: 3)
            let frame = try waitForMenu(of: demo)
            for item in [ContextMenuItem.undo, .cut, .delete] {
                try clickRoot(try centre(of: item, in: frame))
            }
            #expect(try menu(of: demo) != nil, "a disabled entry closed the menu")
            try demo.key("Escape")
            #expect(try menuCloses(of: demo))
            // The keys reach the area again, and the disabled clicks changed nothing.
            try demo.key("ctrl+End")
            try demo.type("!")
            expectFile(path, toBecome: "nothing selected!")
        }

        @Test func aClickOutsideClosesItWithoutReachingTheArea() throws {
            let path = scratch.file("outside.txt")
            writeFile(path, Array("abc".utf8))
            let demo = try LiveDemo(["--single", "--file", path, "--geometry", "300x200"], display: display)
            // At the start of the text: the caret goes before "a".
            try demo.click(x: 6, y: 20, button: 3)
            let frame = try waitForMenu(of: demo)
            // Right of the menu, inside the demo's window, on the line's height: a click the area would take to the line's end.
            try clickRoot((Int(frame.maxX) + 20, Int(frame.minY) + 2))
            #expect(try menuCloses(of: demo))
            try demo.type("d")
            expectFile(path, toBecome: "dabc")
        }

        @Test func aMenuOpenedWhileTheButtonIsHeldClosesOnAClickOutsideAndTakesThePointerOnRelease() throws {
            let path = scratch.file("held.txt")
            writeFile(path, Array("abc".utf8))
            let demo = try LiveDemo(["--single", "--file", path, "--geometry", "300x200"], display: display)
            let window = String(demo.window)
            // The press opens the menu while the button stays down: the press's own grab holds the pointer.
            try Xdotool.run(["mousemove", "--window", window, "6", "20", "mousedown", "3"], display: display)
            var frame = try waitForMenu(of: demo)
            // A click outside meanwhile reaches the menu through the window, and closes it.
            try clickRoot((Int(frame.maxX) + 20, Int(frame.minY) + 2))
            #expect(try menuCloses(of: demo), "a click outside while the opening button was down")
            try Xdotool.run(["mouseup", "3"], display: display)
            try demo.type("d")
            expectFile(path, toBecome: "dabc")

            // Released over the menu: from then on the menu holds the pointer, so no other client can grab it.
            try Xdotool.run(["mousemove", "--window", window, "6", "20", "mousedown", "3"], display: display)
            frame = try waitForMenu(of: demo)
            try Xdotool.run(["mouseup", "3"], display: display)
            let connection = try X11Connection(displayName: display)
            let taken = waitUntil(timeout: 30) {
                let status = XGrabPointer(
                    connection.display, connection.rootWindow, 0, UInt32(ButtonPressMask), GrabModeAsync,
                    GrabModeAsync, 0, 0, Time(CurrentTime))
                if status == GrabSuccess { XUngrabPointer(connection.display, Time(CurrentTime)) }
                return status == AlreadyGrabbed
            }
            #expect(taken, "the menu took the pointer when the button was released")
            try clickRoot((Int(frame.maxX) + 20, Int(frame.minY) + 2))
            #expect(try menuCloses(of: demo))
        }

        @Test func menuKeyAndShiftF10OpenItAtTheCaretAndSelectAllWorks() throws {
            let path = scratch.file("keys.txt")
            writeFile(path, Array("select all of this".utf8))
            let demo = try LiveDemo(["--single", "--file", path], display: display)
            try demo.key("Menu")
            let frame = try waitForMenu(of: demo)
            // At the caret, after the text on the first line: its left edge past the text's start, its top below the line's top.
            let connection = try X11Connection(displayName: display)
            var windowX: Int32 = 0
            var windowY: Int32 = 0
            var child: Window = 0
            XTranslateCoordinates(
                connection.display, demo.window, connection.rootWindow, 0, 0, &windowX, &windowY, &child)
            let textWidth = try XftMeasurer(connection: connection, defaultFont: DemoReference.font)
                .width(of: "select all of this", font: DemoReference.font)
            #expect(abs(frame.minX - (Double(windowX) + 5 + textWidth)) <= 2, "menu frame \(frame)")
            #expect(frame.minY > Double(windowY) + 16 && frame.minY < Double(windowY) + 40, "menu frame \(frame)")
            try demo.key("Escape")
            #expect(try menuCloses(of: demo))
            try demo.key("shift+F10")
            _ = try waitForMenu(of: demo)
            // Up from the first entry wraps to the last that applies: Select All.
            try demo.key("Up", "Up", "Return")
            #expect(try menuCloses(of: demo))
            try demo.type("x")
            expectFile(path, toBecome: "x")
        }
    }
}
