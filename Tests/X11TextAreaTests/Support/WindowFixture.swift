import CX11
import Testing
import TextAreaCore

@testable import X11TextArea

/// A shown ``TextAreaWindow`` with stacked views on the test display, and ways to feed it events.
@MainActor
final class WindowFixture {
    let connection: X11Connection
    let measurer: XftMeasurer
    let window: TextAreaWindow
    let views: [TextAreaView]

    init(viewCount: Int = 2, width: Int = 400, height: Int = 300) throws {
        connection = try X11Connection(displayName: X11TestEnvironment.displayName())
        measurer = try XftMeasurer(connection: connection, defaultFont: DemoReference.font)
        window = TextAreaWindow(
            connection: connection, measurer: measurer, title: "fixture", width: width,
            height: height)
        let made = (0..<viewCount).map { _ in TextAreaView() }
        views = made
        for view in made {
            view.textArea.font = DemoReference.font
            window.add(view)
        }
        window.layout = { _, size in
            for (index, view) in made.enumerated() {
                view.frame = Rect(x: 10, y: 10 + Double(index) * 90, width: size.width - 20, height: 80)
            }
        }
        window.show()
        settle()
    }

    deinit {
        // Released on the main actor, as everything holding it is.
        MainActor.assumeIsolated {
            window.close()
        }
    }

    /// Handles everything the server has sent so far and everything that causes in turn, until the window has nothing left to do: no event queued after a round trip, no layout pending, its frame drawn.
    ///
    /// It waits for no time: after `XSync` every event the requests made so
    /// far cause is in the queue. It records an issue when the window never
    /// goes quiet (more than 1000 turns).
    func settle(sourceLocation: SourceLocation = #_sourceLocation) {
        window.settle(sourceLocation: sourceLocation)
    }

    /// Sends a key press of `keysym` through the server, as a keyboard would deliver it, and handles it.
    func press(_ keysym: Int32, state: Int32 = 0) {
        sendKey(keysym, state: state)
        let display = connection.display
        // A turn takes events for a limited time; run turns until the press (and what came before it) is handled.
        var turns = 0
        repeat {
            window.processEvents(maximumWait: 0)
            turns += 1
        } while XPending(display) > 0 && turns < 100
    }

    /// The window point of the caret position at `offset` in `view`, a pixel right of the boundary.
    func point(in view: TextAreaView, at offset: Int) -> Point {
        let caret = view.textArea.caretRect(for: offset)
        return view.convertToWindow(Point(x: caret.minX + 1, y: caret.minY + caret.height / 2))
    }

    /// Hands the window a button event at `point` directly.
    func button(_ type: Int32, _ button: Int32, at point: Point, state: Int32 = 0, time: Time = 1000) {
        var event = XEvent()
        event.xbutton.type = type
        event.xbutton.display = connection.display
        event.xbutton.window = window.windowID
        event.xbutton.button = UInt32(button)
        event.xbutton.x = Int32(point.x)
        event.xbutton.y = Int32(point.y)
        event.xbutton.state = UInt32(state)
        event.xbutton.time = time
        window.dispatch(&event)
    }

    /// Hands the window a pointer motion to `point` with `state` (such as `Button1Mask`) directly.
    func motion(to point: Point, state: Int32, time: Time = 1000) {
        var event = XEvent()
        event.xmotion.type = MotionNotify
        event.xmotion.display = connection.display
        event.xmotion.window = window.windowID
        event.xmotion.x = Int32(point.x)
        event.xmotion.y = Int32(point.y)
        event.xmotion.state = UInt32(state)
        event.xmotion.time = time
        window.dispatch(&event)
    }

    /// A click of the primary button at `point`.
    func click(at point: Point, state: Int32 = 0, time: Time = 1000) {
        button(ButtonPress, Button1, at: point, state: state, time: time)
        button(ButtonRelease, Button1, at: point, state: state, time: time)
    }
}

extension TextAreaWindow {
    /// Handles everything the server has sent so far and everything that causes in turn, until the window has nothing left to do (see ``WindowFixture/settle(sourceLocation:)``).
    func settle(sourceLocation: SourceLocation = #_sourceLocation) {
        for _ in 0..<1000 {
            if isClosed { return }
            connection.sync()
            let quiet =
                XPending(connection.display) == 0 && !needsDisplay
                && !views.contains { $0.textArea.hasPendingLayout || $0.hasSpellingWork }
            if quiet { return }
            // Settling is the user's pause: spell checking outside the lines shown need not wait for it.
            hiddenSpellingNotBefore = 0
            processEvents(maximumWait: 0)
        }
        Issue.record("the window did not go quiet in 1000 turns", sourceLocation: sourceLocation)
    }
}
