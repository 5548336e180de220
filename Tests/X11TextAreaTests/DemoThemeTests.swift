import Testing
import TextAreaCore
import X11Capture

@testable import X11TextArea

extension X11Tests {
    /// The demo's `--theme`: dark or light whatever the desktop says, or (by default) the desktop's theme from a real
    /// XSETTINGS manager, followed while it runs.
    @MainActor
    @Suite struct DemoThemeTests {
        let scratch = ScratchDirectory()
        static let darkWindow = RGBPixel(red: 0x30, green: 0x30, blue: 0x30)
        static let lightWindow = RGBPixel(red: 0xF2, green: 0xF2, blue: 0xF2)
        static let darkField = RGBPixel(red: 0x24, green: 0x24, blue: 0x24)
        static let arguments = ["--geometry", "400x300"]

        private func screenshot(_ arguments: [String], display: String) throws -> RGBImage {
            let path = scratch.file("shot-\(arguments.joined()).png")
            let result = try DemoProcess.run(Self.arguments + arguments + ["--screenshot", path], display: display)
            try #require(result.status == 0, "stderr: \(result.errorText)")
            return try PNGFile.read(from: path)
        }

        @Test func fixedThemesWinOverTheDesktop() throws {
            let server = try XvfbServer.start(width: 800, height: 600)
            defer { server.stop() }
            let display = server.displayName
            // Without a manager, automatic is light.
            #expect(try screenshot([], display: display).pixel(x: 2, y: 2) == Self.lightWindow)
            let dark = try screenshot(["--theme", "dark"], display: display)
            #expect(dark.pixel(x: 2, y: 2) == Self.darkWindow)
            #expect(dark.count(x: 0..<400, y: 0..<300) { $0 == Self.darkField } > 10_000, "dark fields")
            let manager = try XsettingsdManager(
                display: display, configuration: "Net/ThemeName \"Adwaita-dark\"\n", scratch: scratch)
            #expect(
                waitUntil(timeout: 30) {
                    manager.process.service()
                    return manager.process.errorText.contains("Took ownership")
                }, "xsettingsd runs: \(manager.process.errorText)")
            #expect(try screenshot([], display: display).pixel(x: 2, y: 2) == Self.darkWindow)
            #expect(try screenshot(["--theme", "light"], display: display).pixel(x: 2, y: 2) == Self.lightWindow)
        }

        @Test func runningDemoFollowsTheDesktopTheme() throws {
            let server = try XvfbServer.start(width: 800, height: 600)
            defer { server.stop() }
            let display = server.displayName
            let manager = try XsettingsdManager(
                display: display, configuration: "Net/ThemeName \"Adwaita-dark\"\nNet/CursorBlink 0\n",
                scratch: scratch)
            let demo = try DemoProcess(Self.arguments, display: display)
            let window = try demo.windowID()
            try demo.waitForTrace("settings", containing: "dark=1")
            let reader = try DemoReference(display: display)
            #expect(try reader.capture(window) { $0.pixel(x: 2, y: 2) == Self.darkWindow }.matched)
            manager.process.service()
            manager.reload("Net/ThemeName \"Adwaita\"\n")
            let line = try demo.waitForTrace("settings", containing: "dark=0")
            #expect(line.value(of: "blink") == "1", "the blink setting is gone with the reload")
            #expect(try reader.capture(window) { $0.pixel(x: 2, y: 2) == Self.lightWindow }.matched)
        }
    }
}
