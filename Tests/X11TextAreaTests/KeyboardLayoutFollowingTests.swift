import CX11
import Testing
import TextAreaCore

@testable import X11TextArea

extension X11Tests {
    /// A window's areas follow the keyboard layout the user switched to while the window was in the background: when it gains the focus again, every area takes the new layout's direction.
    @MainActor
    @Suite struct KeyboardLayoutFollowingTests {
        private func focusChange(of window: TextAreaWindow, on connection: X11Connection, gained: Bool) {
            var event = XEvent()
            event.xfocus.type = gained ? FocusIn : FocusOut
            event.xfocus.display = connection.display
            event.xfocus.window = window.windowID
            event.xfocus.mode = NotifyNormal
            event.xfocus.detail = NotifyNonlinear
            window.dispatch(&event)
        }

        private func switchLayout(to layout: String, display: String) throws {
            let switched = try Subprocess.run("setxkbmap", ["-layout", layout], display: display, timeout: 10)
            try #require(switched.status == 0, "setxkbmap failed: \(switched.errorText)")
        }

        @Test func regainingTheFocusAfterALayoutSwitchTurnsEveryArea() throws {
            let server = try XvfbServer.start(width: 400, height: 200)
            defer { server.stop() }
            let connection = try X11Connection(displayName: server.displayName)
            let measurer = try XftMeasurer(connection: connection, defaultFont: DemoReference.font)
            let window = TextAreaWindow(
                connection: connection, measurer: measurer, title: "layout", width: 400, height: 200)
            defer { window.close() }
            let views = [TextAreaView(), TextAreaView()]
            for view in views { window.add(view) }
            window.show()
            window.settle()
            #expect(views.allSatisfy { $0.textArea.defaultWritingDirection == .leftToRight }, "a US layout")

            focusChange(of: window, on: connection, gained: false)
            try switchLayout(to: "il", display: server.displayName)
            focusChange(of: window, on: connection, gained: true)
            #expect(views.allSatisfy { $0.textArea.defaultWritingDirection == .rightToLeft })
            let added = TextAreaView()
            window.add(added)
            #expect(added.textArea.defaultWritingDirection == .rightToLeft, "an area added later starts Hebrew too")

            focusChange(of: window, on: connection, gained: false)
            try switchLayout(to: "us", display: server.displayName)
            focusChange(of: window, on: connection, gained: true)
            #expect((views + [added]).allSatisfy { $0.textArea.defaultWritingDirection == .leftToRight })
        }
    }
}
