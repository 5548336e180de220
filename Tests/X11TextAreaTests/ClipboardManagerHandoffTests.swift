import CX11
import Glibc
import Testing
import TextAreaCore

@testable import X11TextArea

extension X11Tests {
    /// Handing CLIPBOARD to a clipboard manager (freedesktop SAVE_TARGETS) as a window closes: the text outlives the window, large text goes by INCR, and closing never waits long.
    @MainActor
    @Suite struct ClipboardManagerHandoffTests {
        /// The targets the clipboard asks the manager to save, in its order.
        static let savedTargets = ["UTF8_STRING", "text/plain;charset=utf-8", "TEXT", "STRING"]

        /// ASCII, CJK and emoji in one text.
        static let mixedSample = ClipboardSamples.all.joined(separator: "\n")

        /// A hand-over timeout longer than any test runs: a hand-over that ends, ends otherwise.
        static let unreachedTimeout = 60.0

        /// A window served by an X11 clipboard, whose one area holds `text` and copied it with Ctrl+A, Ctrl+C.
        private func windowThatCopied(_ text: String) throws -> (fixture: WindowFixture, clipboard: X11Clipboard) {
            let fixture = try WindowFixture(viewCount: 1)
            let clipboard = X11Clipboard(connection: fixture.connection)
            fixture.window.selectionService = clipboard
            let view = fixture.views[0]
            view.textArea.text = text
            fixture.window.focus(view)
            fixture.press(XK_a, state: ControlMask)
            fixture.press(XK_c, state: ControlMask)
            try #require(clipboard.owns(.clipboard), "the copy took CLIPBOARD")
            return (fixture, clipboard)
        }

        /// Seconds `body` took; only for the one test whose behaviour is a timeout.
        private func secondsTaken(_ body: () -> Void) -> Double {
            let start = MonotonicClock.now()
            body()
            return MonotonicClock.now() - start
        }

        @Test func copiedTextOutlivesTheWindowByteForByte() throws {
            let (fixture, clipboard) = try windowThatCopied(Self.mixedSample)
            let manager = try TestClipboardManager(displayName: X11TestEnvironment.displayName())
            // A timeout no test reaches: the outcome alone tells how the close ended.
            clipboard.handoffTimeout = Self.unreachedTimeout
            manager.answeringInBackground { fixture.window.close() }
            // Saved, not timed out: the close ended with the manager's answer.
            #expect(clipboard.lastHandoffOutcome == .saved)
            #expect(manager.saveRequestCount == 1 && manager.answeredCount == 1)
            #expect(manager.requestedTargets == Self.savedTargets)
            #expect(mismatch(manager.savedBytes ?? [], Array(Self.mixedSample.utf8)) == nil)
            #expect(!clipboard.owns(.clipboard), "the manager took CLIPBOARD before it answered")

            // With the window gone, the manager serves the text.
            let pasted = try manager.answeringInBackground {
                try Subprocess.run(
                    "xclip", ["-o", "-selection", "clipboard"], display: X11TestEnvironment.displayName(),
                    timeout: 10)
            }
            #expect(pasted.status == 0, "xclip: \(pasted.errorText)")
            #expect(mismatch(pasted.standardOutput, Array(Self.mixedSample.utf8)) == nil)
        }

        @Test func largeTextIsHandedOverByIncr() throws {
            let fixture = try ClipboardFixture()
            let clipboard = fixture.clipboard
            clipboard.incrementalThreshold = 256 << 10
            let text = ClipboardSamples.large(megabytes: 3)
            clipboard.own(.clipboard, text: text, time: Time(CurrentTime))
            let manager = try TestClipboardManager(displayName: fixture.displayName)
            clipboard.handoffTimeout = Self.unreachedTimeout
            manager.answeringInBackground { clipboard.handOverClipboardToManager() }
            // Saved, not timed out: the hand-over ended with the manager's answer.
            #expect(clipboard.lastHandoffOutcome == .saved)
            #expect(clipboard.statistics.incrementalSendsCompleted == 1)
            #expect(manager.incrementalChunks >= 12, "3 MB in chunks of 256 KiB")
            #expect(mismatch(manager.savedBytes ?? [], Array(text.utf8)) == nil)
            #expect(clipboard.statistics.mostBytesInOneCall <= 256 << 10, "each call sent one chunk at most")
        }

        @Test func withoutAManagerClosingReturnsAtOnce() throws {
            let (fixture, clipboard) = try windowThatCopied("nobody keeps this")
            let display = fixture.connection.display
            try #require(XGetSelectionOwner(display, XInternAtom(display, "CLIPBOARD_MANAGER", 0)) == Window(None))
            fixture.window.close()
            #expect(clipboard.lastHandoffOutcome == .noManager)
            #expect(clipboard.statistics.handoffWaits == 0, "closing did not wait")
        }

        @Test func withoutACopyTheManagerIsNotAsked() throws {
            let fixture = try WindowFixture(viewCount: 1)
            let clipboard = X11Clipboard(connection: fixture.connection)
            fixture.window.selectionService = clipboard
            let manager = try TestClipboardManager(displayName: X11TestEnvironment.displayName())
            manager.answeringInBackground { fixture.window.close() }
            #expect(clipboard.lastHandoffOutcome == .notOwner)
            #expect(manager.saveRequestCount == 0)
            #expect(clipboard.statistics.handoffWaits == 0, "closing did not wait")
        }

        @Test func aManagerThatNeverAnswersCostsTheTimeoutAndNoMore() throws {
            let (fixture, clipboard) = try windowThatCopied("no answer comes")
            let manager = try TestClipboardManager(displayName: X11TestEnvironment.displayName(), answers: false)
            // The hand-over blocks on the real clock: a real timeout, kept short.
            clipboard.handoffTimeout = 0.5
            let seconds = manager.answeringInBackground { secondsTaken { fixture.window.close() } }
            #expect(manager.saveRequestCount == 1)
            #expect(clipboard.lastHandoffOutcome == .timedOut)
            #expect(clipboard.statistics.handoffWaits >= 1, "it waited for the answer rather than spinning")
            #expect(seconds >= clipboard.handoffTimeout - 0.01, "not given up early: \(seconds) s")
            // Only a hand-over that never gave up comes near this.
            #expect(seconds < clipboard.handoffTimeout + 30, "\(seconds) s")
        }

        @Test func losingTheServerDuringTheHandOverEndsItAtOnce() throws {
            let server = try XvfbServer.start(width: 320, height: 240)
            defer { server.stop() }
            X11ErrorHandlers.exitsOnConnectionLoss = false
            defer { X11ErrorHandlers.exitsOnConnectionLoss = true }
            var outcome: ClipboardHandoffOutcome?
            do {
                let connection = try X11Connection(displayName: server.displayName)
                let clipboard = X11Clipboard(connection: connection)
                clipboard.handoffTimeout = Self.unreachedTimeout
                clipboard.own(.clipboard, text: "lost with the server", time: Time(CurrentTime))
                // A silent manager on the same connection: its SelectionRequest is never answered.
                let display = connection.display
                let managerWindow = XCreateSimpleWindow(display, connection.rootWindow, 0, 0, 1, 1, 0, 0, 0)
                XSetSelectionOwner(
                    display, XInternAtom(display, "CLIPBOARD_MANAGER", 0), managerWindow,
                    Time(CurrentTime))
                connection.sync()
                let processID = server.processID
                let displayName = server.displayName
                let clipboardWindow = clipboard.window
                // The server dies once the hand-over has begun: when the list of targets is on the clipboard's window.
                let killer = BackgroundThread {
                    if let observer = try? X11Connection(displayName: displayName) {
                        let property = XInternAtom(observer.display, "_TEXTAREA_SAVE_TARGETS", 0)
                        _ = waitUntil(timeout: 5, interval: 0.005) {
                            let read = WindowProperty.read(
                                display: observer.display, window: clipboardWindow,
                                property: property, byteOffset: 0, maximumBytes: 4)
                            return read.map { $0.type != Atom(None) } ?? false
                        }
                    }
                    kill(processID, SIGKILL)
                }
                clipboard.handOverClipboardToManager()
                killer.join()
                outcome = clipboard.lastHandoffOutcome
            }
            // Lost, not timed out: the hand-over ended with the connection.
            #expect(outcome == .connectionLost)
        }

        /// How the demo is told to close.
        enum CloseRequest: String, CaseIterable, CustomTestStringConvertible {
            case windowManager = "WM_DELETE_WINDOW"
            case terminationSignal = "SIGTERM"

            var testDescription: String { rawValue }
        }

        @Test(arguments: CloseRequest.allCases)
        func theDemoHandsItsCopyToTheManagerAsItExits(_ request: CloseRequest) throws {
            let display = try X11TestEnvironment.displayName()
            let manager = try TestClipboardManager(displayName: display)
            let clipboardAtom = manager.client.atom("CLIPBOARD")
            let previousOwner = XGetSelectionOwner(manager.client.display, clipboardAtom)
            let demo = try LiveDemo(["--single", "--text", Self.mixedSample], display: display)
            try demo.key("ctrl+Home", "ctrl+shift+End", "ctrl+c")
            let copied = waitUntil(timeout: 5, interval: 0.02) {
                let owner = XGetSelectionOwner(manager.client.display, clipboardAtom)
                return owner != Window(None) && owner != previousOwner
            }
            try #require(copied, "the demo took CLIPBOARD")
            switch request {
            case .windowManager: try demo.requestClose()
            case .terminationSignal: kill(demo.process.processID, SIGTERM)
            }
            var status: Int32?
            _ = waitUntil(timeout: 10, interval: 0.01) {
                manager.client.pump()
                status = demo.process.exitStatus()
                return status != nil
            }
            #expect(status == 0, "stderr: \(demo.process.standardError)")
            #expect(manager.saveRequestCount == 1 && manager.answeredCount == 1)
            #expect(mismatch(manager.savedBytes ?? [], Array(Self.mixedSample.utf8)) == nil)
        }
    }
}
