import CX11
import Testing
import TextAreaCore

@testable import X11TextArea

/// Function keys from X keysyms to the core's ``Key/function(_:)``, on any layout group.
@MainActor
@Suite struct FunctionKeyTranslationTests {
    @Test func functionKeysBecomeTheirNumbersWithTheirModifiers() {
        #expect(KeyTranslation.specialKey(for: KeySym(XK_F1)) == .function(1))
        #expect(KeyTranslation.specialKey(for: KeySym(XK_F5)) == .function(5))
        #expect(KeyTranslation.specialKey(for: KeySym(XK_F12)) == .function(12))
        #expect(KeyTranslation.specialKey(for: KeySym(XK_F35)) == .function(35))
        #expect(KeyTranslation.specialKey(for: KeySym(XK_F35 + 1)) == nil)
        #expect(
            KeyTranslation.action(keysym: KeySym(XK_F5), state: UInt32(ControlMask | ShiftMask), text: "")
                == .key(KeyInput(.function(5), modifiers: [.control, .shift])))
    }

    @Test func aFunctionKeyKeepsItsKeysymWhenAnotherGroupIsActive() {
        // Every group of a function key gives the function key; no group is asked for a Latin letter.
        var asked = 0
        let keysym = KeyTranslation.shortcutKeysym(KeySym(XK_F7), state: UInt32(ControlMask)) { _, _ in
            asked += 1
            return 0x63
        }
        #expect(keysym == KeySym(XK_F7) && asked == 0)
    }
}

extension X11Tests {
    /// Key commands of a window and of its areas, with real key presses from xdotool through the server: Ctrl+Return, an area's Return that overrides the newline, Shift+Return, and F5 with no area focused.
    @MainActor
    @Suite struct WindowKeyCommandTests {
        /// A shown window with two areas, given the server's keyboard focus so that xdotool's keys reach it.
        private func makeFixture() throws -> WindowFixture {
            let fixture = try WindowFixture()
            try Xdotool.focus(UInt(fixture.window.windowID), display: X11TestEnvironment.displayName())
            fixture.settle()
            return fixture
        }

        /// Presses `keys` with xdotool, then types "x" as a marker, and handles events until the marker reached `view`'s area.
        ///
        /// The marker comes after the keys in the server's queue, so once
        /// it is in the text every key before it has been handled.
        private func press(
            _ keys: [String], then view: TextAreaView, in fixture: WindowFixture,
            sourceLocation: SourceLocation = #_sourceLocation
        ) throws {
            let display = try X11TestEnvironment.displayName()
            try Xdotool.key(keys + ["x"], display: display)
            let arrived = fixture.runTurns(timeout: 20) { view.textArea.text.hasSuffix("x") }.done
            #expect(arrived, "the marker key never reached the area", sourceLocation: sourceLocation)
            view.textArea.deleteBackward()
        }

        @Test func controlReturnRunsTheWindowsCommandAndLeavesTheTextAlone() throws {
            let fixture = try makeFixture()
            let view = fixture.views[1]
            view.textArea.text = "hello"
            #expect(fixture.window.focus(view))
            var received: [TextAreaView?] = []
            fixture.window.keyCommands = [
                WindowKeyCommand(.enter, modifiers: .control, title: "Send") { received.append($0) }
            ]
            try press(["ctrl+Return"], then: view, in: fixture)
            #expect(received.count == 1)
            #expect(received.first.map { $0 === view } == true, "the command gets the focused view")
            #expect(view.textArea.text == "hello")
            try press(["Return"], then: view, in: fixture)
            #expect(view.textArea.text == "hello\n", "Return still breaks the line")
            #expect(received.count == 1)
        }

        @Test func anAreaCommandOverridesReturnAheadOfTheWindowAndShiftReturnStillInserts() throws {
            let fixture = try makeFixture()
            let view = fixture.views[0]
            view.textArea.text = "hello"
            #expect(fixture.window.focus(view))
            var sent: [String] = []
            var windowRuns = 0
            view.textArea.keyCommands = [
                KeyCommand(.enter, title: "Send", wantsPriorityOverSystemBehavior: true) { area in
                    sent.append(area.text)
                }
            ]
            fixture.window.keyCommands = [
                WindowKeyCommand(.enter, wantsPriorityOverSystemBehavior: true) { _ in windowRuns += 1 }
            ]
            try press(["Return"], then: view, in: fixture)
            #expect(sent == ["hello"])
            #expect(view.textArea.text == "hello", "no newline")
            #expect(windowRuns == 0, "the area's command came first")
            try press(["shift+Return"], then: view, in: fixture)
            #expect(view.textArea.text == "hello\n", "Shift+Return, bound to nothing, breaks the line")
            #expect(sent == ["hello"] && windowRuns == 0)
            // In the other area, which binds nothing, the window's command takes Return ahead of the newline.
            let other = fixture.views[1]
            #expect(fixture.window.focus(other))
            try press(["Return"], then: other, in: fixture)
            #expect(windowRuns == 1)
            #expect(other.textArea.text.isEmpty)
        }

        @Test func keysTheComposeSequenceTakesReachNoCommand() throws {
            let fixture = try makeFixture()
            let view = fixture.views[0]
            #expect(fixture.window.focus(view))
            var ran: [String] = []
            view.textArea.keyCommands = [
                KeyCommand(.character("e"), wantsPriorityOverSystemBehavior: true) { _ in ran.append("area e") }
            ]
            fixture.window.keyCommands = [
                WindowKeyCommand(.character("o"), wantsPriorityOverSystemBehavior: true) { _ in ran.append("window o") }
            ]
            // Multi_key, o, e compose œ: the input method filters all three keys and commits the result.
            try press(["Multi_key", "o", "e"], then: view, in: fixture)
            #expect(view.textArea.text == "œ")
            #expect(ran.isEmpty)
            try press(["o", "e"], then: view, in: fixture)
            #expect(ran == ["window o", "area e"])
            #expect(view.textArea.text == "œ")
        }

        @Test func functionKeyOfTheWindowRunsWithNoAreaFocused() throws {
            let fixture = try makeFixture()
            var received: [TextAreaView?] = []
            fixture.window.keyCommands = [WindowKeyCommand(.function(5), title: "Reload") { received.append($0) }]
            #expect(fixture.window.focus(nil))
            try Xdotool.key("F5", display: X11TestEnvironment.displayName())
            #expect(fixture.runTurns(timeout: 20) { !received.isEmpty }.done, "F5 never ran the command")
            #expect(received.count == 1 && received[0] == nil, "no view had the focus")
            #expect(fixture.views.allSatisfy { $0.textArea.text.isEmpty && !$0.textArea.isEditing })
            // Tab still focuses the first area, where F5, unused by the area, reaches the window again.
            try press(["Tab", "F5"], then: fixture.views[0], in: fixture)
            #expect(received.count == 2)
            #expect(received.last.map { $0 === fixture.views[0] } == true)
        }
    }
}
