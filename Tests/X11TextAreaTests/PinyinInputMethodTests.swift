import CX11
import Glibc
import Testing
import TextAreaCore

@testable import X11TextArea

extension X11Tests {
    /// The demo with the input methods users run, fcitx5 and IBus with pinyin, over XIM on a private Xvfb, typed into with xdotool: a commit arrives once, Escape cancels, a click ends a composition committing nothing, the candidate window is at the caret, and a daemon that is killed and started again is followed.
    @Suite(.enabled(if: PinyinInputMethodServer.shouldRun, PinyinInputMethodServer.skipReason))
    struct PinyinInputMethodTests {
        typealias Kind = PinyinInputMethodServer.Kind
        let scratch = ScratchDirectory()

        /// The demo on `display` with `arguments`, reaching the input method of `kind`.
        private func startDemo(_ kind: Kind, _ arguments: [String], display: String) throws -> LiveDemo {
            try LiveDemo(["--single"] + arguments, display: display, environment: ["XMODIFIERS": kind.modifiers])
        }

        /// Runs `body` with an X server and an input method server of `kind` of its own, stopped after everything `body` made is gone.
        private func withInputMethod(
            _ kind: Kind, _ body: (PinyinInputMethodServer, String) throws -> Void
        ) throws {
            let xvfb = try XvfbServer.start(width: 800, height: 600)
            defer { xvfb.stop() }
            let server = try PinyinInputMethodServer(kind, display: xvfb.displayName)
            try body(server, xvfb.displayName)
        }

        /// Types `syllables`, first turning pinyin on when `activating` (fcitx5 starts each input context with the keyboard layout); returns once the input method has taken every key (on the spot, once it drew the composition for each).
        private func compose(
            _ syllables: String, kind: Kind, in demo: LiveDemo, onTheSpot: Bool, activating: Bool
        ) throws {
            // Counted first: the activation's Control comes back too, perhaps only after the keys typed next.
            let controls = demo.process.traceCount("key", containing: Self.controlKeysym)
            let handedBack = activating ? kind.activationKeys.filter { $0.hasPrefix("ctrl") }.count : 0
            if activating, !kind.activationKeys.isEmpty {
                try Xdotool.key(kind.activationKeys, display: demo.display)
            }
            let drawn = demo.process.traceCount("composition", containing: "length=")
            try demo.type(syllables)
            if onTheSpot {
                // Each key redraws the composition once.
                try demo.process.waitForTrace(
                    "composition", containing: "length=", count: drawn + syllables.count, timeout: 20)
            }
            // Xlib may still hold keys the window has filtered, and the input method may not have taken them yet: a
            // lone Control, which both input methods hand back to the window, arrives only after the keys before it.
            try Xdotool.key(["ctrl"], display: demo.display)
            try demo.process.waitForTrace(
                "key", containing: Self.controlKeysym, count: controls + handedBack + 1, timeout: 20)
        }

        /// Waits until the demo has saved `expected`; a failure shows what the demo and the input method said.
        private func expectSaved(
            _ expected: String, at path: String, by demo: LiveDemo, _ server: PinyinInputMethodServer,
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            let saved = waitUntil(timeout: 20) { fileText(path) == expected }
            #expect(
                saved,
                Comment(
                    rawValue: "the file holds \(String(reflecting: fileText(path))), expected "
                        + "\(String(reflecting: expected)); the demo said: \(demo.process.rawStandardError)\n"
                        + "\(server.kind) said: \(server.log)"),
                sourceLocation: sourceLocation)
        }

        /// What the trace says of the left Control key handed back to the window.
        static let controlKeysym = "keysym=ffe3"

        /// The viewable windows of other clients that `baseline` does not hold: the input method's candidate window (and, over the spot, its preedit).
        private func popups(over demo: LiveDemo, _ reference: DemoReference, baseline: Set<Window>)
            -> [(window: Window, frame: Rect)]
        {
            reference.connection.windowsOfOtherClients(over: demo.window, excluding: baseline)
        }

        /// Waits for the input method's windows to show while composing, and expects each with its top left corner at the caret where the composition began (the caret's place in `text`, laid out as the demo lays it out), or just below it.
        private func expectCandidatesAtCaret(
            _ kind: Kind, over demo: LiveDemo, _ reference: DemoReference, baseline: Set<Window>, text: String,
            sourceLocation: SourceLocation = #_sourceLocation
        ) throws {
            var candidates: [(window: Window, frame: Rect)] = []
            let shown = waitUntil(timeout: 20) {
                candidates = popups(over: demo, reference, baseline: baseline)
                return !candidates.isEmpty
            }
            #expect(shown, "\(kind) shows a candidate window while composing", sourceLocation: sourceLocation)
            let area = reference.singleArea(width: 640, height: 480, text: text, placeholder: nil)
            let origin = try #require(reference.connection.viewableFrame(of: demo.window))
            let caret = area.caretRect.offsetBy(dx: origin.minX, dy: origin.minY)
            let tolerance = 24.0
            for candidate in candidates {
                let frame = candidate.frame
                #expect(
                    abs(frame.minX - caret.minX) <= tolerance
                        && frame.minY >= caret.minY - tolerance && frame.minY <= caret.maxY + tolerance,
                    "\(kind)'s window at \(frame) is not at the caret \(caret)", sourceLocation: sourceLocation)
            }
        }

        /// The other clients' viewable windows now, before composing.
        private func foreignWindows(over demo: LiveDemo, _ reference: DemoReference) -> Set<Window> {
            Set(reference.connection.windowsOfOtherClients(over: demo.window).map(\.window))
        }

        @Test(arguments: Kind.allCases)
        func commitArrivesOnceEscapeCancelsAndTheCandidatesAreAtTheCaret(_ kind: Kind) throws {
            try withInputMethod(kind) { server, display in
                let path = scratch.file("commit-\(kind).txt")
                let demo = try startDemo(kind, ["--file", path, "--text", "Hello\nworld"], display: display)
                #expect(
                    demo.process.standardError.contains(
                        "the X input method '\(kind.modifiers)' is running; using it (on-the-spot style)"),
                    "the demo names the input method and its style once it connects: \(demo.process.standardError)")
                let reference = try DemoReference(display: display)
                let baseline = foreignWindows(over: demo, reference)
                try compose("nihao", kind: kind, in: demo, onTheSpot: true, activating: true)

                try expectCandidatesAtCaret(kind, over: demo, reference, baseline: baseline, text: "Hello\nworld")
                try demo.key("space")
                expectSaved("Hello\nworld你好", at: path, by: demo, server)
                #expect(
                    waitUntil(timeout: 20) { popups(over: demo, reference, baseline: baseline).isEmpty },
                    "the candidate window goes once committed")

                try compose("nihao", kind: kind, in: demo, onTheSpot: true, activating: false)
                let ended = demo.process.traceCount("composition", containing: "ended")
                try demo.key("Escape")
                try demo.process.waitForTrace("composition", containing: "ended", count: ended + 1, timeout: 20)
                #expect(
                    waitUntil(timeout: 20) { popups(over: demo, reference, baseline: baseline).isEmpty },
                    "the candidate window goes with the cancelled composition")
                // The input method passes Return on with nothing composed: once it arrives, anything Escape or the
                // first commit sent has arrived before it.
                try demo.key("Return")
                expectSaved("Hello\nworld你好\n", at: path, by: demo, server)
                #expect(demo.process.exitStatus() == nil)
            }
        }

        @Test(arguments: Kind.allCases)
        func clickDuringCompositionCommitsNothingInEveryStyle(_ kind: Kind) throws {
            try withInputMethod(kind) { server, display in
                for style in [InputMethodStyle.onTheSpot, .overTheSpot] {
                    let path = scratch.file("click-\(kind)-\(style.rawValue).txt")
                    let demo = try startDemo(
                        kind, ["--file", path, "--text", "abc", "--input-style", style.rawValue], display: display)
                    try demo.process.waitForTrace("input-method", containing: "context style=\(style.rawValue)")
                    let reference = try DemoReference(display: display)
                    let baseline = foreignWindows(over: demo, reference)
                    try compose("nihao", kind: kind, in: demo, onTheSpot: style == .onTheSpot, activating: true)
                    try expectCandidatesAtCaret(kind, over: demo, reference, baseline: baseline, text: "abc")

                    // A click before the text: the composition goes, and nothing of it lands anywhere.
                    let area = reference.singleArea(width: 640, height: 480, text: "abc", placeholder: nil)
                    let start = area.caretRect(for: 0)
                    try demo.click(x: start.minX + 1, y: start.minY + start.height / 2)
                    #expect(
                        waitUntil(timeout: 20) { popups(over: demo, reference, baseline: baseline).isEmpty },
                        "the composition and its candidates go with the click (\(style.rawValue))")
                    // Pinyin stays on: the next word composes at the caret the click put before the text.
                    try demo.type("nihao")
                    try demo.key("space")
                    expectSaved("你好abc", at: path, by: demo, server)
                    #expect(demo.process.exitStatus() == nil)
                }
            }
        }

        @Test(arguments: Kind.allCases)
        func daemonKilledAndStartedAgainIsFollowed(_ kind: Kind) throws {
            try withInputMethod(kind) { server, display in
                let path = scratch.file("restart-\(kind).txt")
                let demo = try startDemo(kind, ["--file", path], display: display)
                try compose("nihao", kind: kind, in: demo, onTheSpot: true, activating: true)
                try demo.key("space")
                expectSaved("你好", at: path, by: demo, server)

                server.stop()
                try demo.process.waitForTrace("input-method", containing: "gone")
                #expect(demo.process.standardError.contains("the X input method '\(kind.modifiers)' went away"))
                try server.start()
                do {
                    try demo.process.waitForTrace("input-method", containing: "server=yes", count: 2)
                } catch {
                    // Whether the daemon came up serving and the demo missed it, or it never served: its own words.
                    throw DemoTestError(description: "\(error)\n\(kind) after its restart: \(server.log)")
                }
                let running = "the X input method '\(kind.modifiers)' is running; using it"
                #expect(
                    waitUntil(timeout: 20) {
                        demo.process.standardError.split(separator: "\n").filter { $0.contains(running) }.count == 2
                    }, "the demo says so when it starts and when it reconnects: \(demo.process.standardError)")

                try compose("nihao", kind: kind, in: demo, onTheSpot: true, activating: true)
                try demo.key("space")
                expectSaved("你好你好", at: path, by: demo, server)
                #expect(demo.process.exitStatus() == nil)
            }
        }
    }
}
