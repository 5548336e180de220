import CX11
import Glibc
import Testing
import TextAreaCore
import X11Capture

@testable import X11TextArea

extension X11Tests {
    /// The window manager's protocols in the running demo: `_NET_WM_PING`, `_NET_WM_SYNC_REQUEST`, `_NET_WM_PID` and `WM_CLIENT_MACHINE`.
    @Suite struct WindowManagerProtocolTests {
        let display: String

        init() throws {
            display = try X11TestEnvironment.displayName()
        }

        @Test func pingIsAnsweredOnTheRootWindow() throws {
            let demo = try LiveDemo(["--single"], display: display)
            let pinger = try WindowPinger(display: display)
            for _ in 0..<3 {
                #expect(pinger.roundTrip(to: demo.window) != nil, "the ping came back to the root window")
            }
        }

        @Test func processAndMachineAreAnnounced() throws {
            let demo = try LiveDemo(["--single"], display: display)
            let result = try Subprocess.run(
                "xprop", ["-id", String(demo.window), "_NET_WM_PID", "WM_CLIENT_MACHINE"], display: display)
            try #require(result.status == 0, "xprop failed: \(result.errorText)")
            var name = [CChar](repeating: 0, count: 256)
            gethostname(&name, name.count)
            let host = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            #expect(result.outputText.contains("_NET_WM_PID(CARDINAL) = \(demo.process.processID)"))
            #expect(result.outputText.contains("WM_CLIENT_MACHINE(STRING) = \"\(host)\""), "\(result.outputText)")
        }

        @Test func syncCounterFollowsTheFrameOfEachResize() throws {
            let demo = try LiveDemo(["--single", "--geometry", "400x300"], display: display)
            let client = try SyncRequestClient(display: display, window: demo.window)
            #expect(client.windowOffersSyncRequest)
            let counter = try #require(client.counter, "the window publishes _NET_WM_SYNC_REQUEST_COUNTER")
            #expect(client.value(of: counter) == 0)
            let reference = try DemoReference(display: display)
            let focusBlue = RGBPixel(red: 0x35, green: 0x84, blue: 0xE4)

            // A resize: the counter reaches the value once the frame of the new size is on the screen.
            client.sendSyncRequest(42)
            XResizeWindow(client.connection.display, demo.window, 500, 320)
            client.connection.flush()
            #expect(client.waitForValue(42, of: counter), "the counter reached the requested value")
            let resized = try reference.capture(demo.window)
            #expect(resized.width == 500 && resized.height == 320)
            #expect(resized.pixel(x: 499, y: 160) == focusBlue, "the frame at the new size was drawn first")
            #expect(resized.pixel(x: 250, y: 319) == focusBlue)

            // A value past 32 bits, and a configure that keeps the size (a move) is answered too.
            let large = Int64(1) << 32 | 7
            client.sendSyncRequest(large)
            XMoveWindow(client.connection.display, demo.window, 30, 40)
            client.connection.flush()
            #expect(client.waitForValue(large, of: counter), "a move is answered at once")

            // A request with no configure after it leaves the counter alone.
            client.sendSyncRequest(99)
            // The ping is answered after the request before it was handled.
            #expect(try WindowPinger(display: display).roundTrip(to: demo.window) != nil)
            #expect(client.value(of: counter) == large)
        }
    }
}
