import CX11
import Glibc
import Testing
import TextAreaCore
import X11Capture

@testable import X11TextArea

extension X11Tests {
    /// A window following a real XSETTINGS manager (xsettingsd) on a private server: theme, caret blink, scale, font
    /// rendering and the default font, live through reloads, a manager that exits and one that starts again, with
    /// the `Xft.*` resources as the fallback.
    @MainActor
    @Suite struct DesktopSettingsWindowTests {
        let scratch = ScratchDirectory()

        static let darkConfiguration = """
            Net/ThemeName "Adwaita-dark"
            Net/CursorBlink 0
            Xft/DPI \(192 * 1024)
            Xft/Antialias 1
            Xft/HintStyle "hintfull"
            Gtk/FontName "DejaVu Serif 14"

            """

        static let lightConfiguration = """
            Net/ThemeName "Adwaita"
            Net/CursorBlink 1
            Net/CursorBlinkTime 800
            Gtk/CursorBlinkTimeout 12
            Xft/DPI \(96 * 1024)
            Gtk/FontName "DejaVu Sans Mono Bold 9"

            """

        /// A shown window on `display` whose measurer follows the desktop's font, with one area and one label that set no font.
        @MainActor final class FollowingWindow {
            let connection: X11Connection
            let window: TextAreaWindow
            let view = TextAreaView()
            let label = TextLabel(text: "Caption")

            init(display: String) throws {
                connection = try X11Connection(displayName: display)
                let measurer = try XftMeasurer(connection: connection)
                window = TextAreaWindow(
                    connection: connection, measurer: measurer, title: "settings", width: 300, height: 200)
                window.add(view)
                window.add(label)
                window.layout = { [view, label] _, size in
                    label.frame = Rect(x: 10, y: 4, width: size.width - 20, height: 20)
                    view.frame = Rect(x: 10, y: 30, width: size.width - 20, height: size.height - 40)
                }
                window.show()
            }

            deinit {
                MainActor.assumeIsolated { window.close() }
            }

            /// Runs the window's loop, servicing `manager`, until `condition` holds; the timeout only ends a stuck test.
            func run(servicing manager: XsettingsdManager? = nil, until condition: () -> Bool) -> Bool {
                let deadline = MonotonicClock.now() + 30
                while !condition() {
                    if MonotonicClock.now() > deadline { return false }
                    window.processEvents(maximumWait: 0.25)
                    manager?.process.service()
                }
                return true
            }

            /// The pixel at `point` of the window's frame.
            func pixel(x: Int, y: Int) throws -> RGBPixel {
                try window.captureFrame().pixel(x: x, y: y)
            }
        }

        private func mergeResources(_ resources: String, display: String) throws {
            let result = try Subprocess.run(
                "xrdb", ["-nocpp", "-merge"], display: display, input: Array(resources.utf8))
            try #require(result.status == 0, "xrdb failed: \(result.errorText)")
        }

        private static func rgb(_ color: Color) -> RGBPixel {
            RGBPixel(
                red: UInt8((color.red * 255).rounded()), green: UInt8((color.green * 255).rounded()),
                blue: UInt8((color.blue * 255).rounded()))
        }

        /// Whether the primary font Xft opened for `font` antialiases, as its matched pattern says.
        private static func antialiases(_ measurer: XftMeasurer, _ font: TextAreaCore.Font) -> Bool? {
            guard let pattern = measurer.primaryFont(for: font).pointee.pattern else { return nil }
            var value: FcBool = 0
            guard FcPatternGetBool(pattern, FC_ANTIALIAS, 0, &value) == FcResultMatch else { return nil }
            return value != 0
        }

        @Test func windowFollowsTheManagerThroughReloadsExitAndRestart() throws {
            let server = try XvfbServer.start(width: 800, height: 600)
            defer { server.stop() }
            let display = server.displayName
            try mergeResources("Xft.dpi: 120\nXft.antialias: 0\nXft.rgba: bgr\n", display: display)
            let fixture = try FollowingWindow(display: display)
            let window = fixture.window
            let view = fixture.view
            let measurer = window.measurer

            // No manager: the Xft.* resources and the built-in defaults.
            #expect(window.desktopSettings == DesktopSettings())
            #expect(window.scale == 1.25)
            #expect(measurer.renderingOptions == FontRenderingOptions(antialias: false, subpixelOrder: .bgr))
            #expect(Self.antialiases(measurer, measurer.defaultFont) == false)
            #expect(window.theme == .light && measurer.defaultFont == .standard && view.blink.timing.blinks)
            #expect(try fixture.pixel(x: 2, y: 2) == Self.rgb(TextAreaTheme.light.windowBackground))

            // A manager starts: its MANAGER message makes the window read its settings.
            let manager = try XsettingsdManager(
                display: display, configuration: Self.darkConfiguration, scratch: scratch)
            #expect(fixture.run(servicing: manager) { window.theme == .dark }, "the window turns dark")
            #expect(!view.blink.timing.blinks && view.blink.nextChange(after: MonotonicClock.now()) == nil)
            #expect(window.scale == 2, "Xft/DPI wins over the Xft.dpi resource")
            #expect(
                measurer.renderingOptions
                    == FontRenderingOptions(antialias: true, hintStyle: .full, subpixelOrder: .bgr))
            let serif = TextAreaCore.Font(family: "DejaVu Serif", size: 14)
            #expect(measurer.defaultFont == serif && view.textArea.font == serif && fixture.label.font == serif)
            #expect(measurer.matchedFamilies(for: serif).contains("DejaVu Serif"))
            #expect(Self.antialiases(measurer, serif) == true)
            #expect(view.textArea.textColor == TextAreaTheme.dark.textColor && view.style == .dark)
            #expect(fixture.label.color == TextAreaTheme.dark.labelColor)
            #expect(window.contextMenuStyle == .dark)
            let dark = try window.captureFrame()
            #expect(dark.pixel(x: 2, y: 2) == Self.rgb(TextAreaTheme.dark.windowBackground))
            let inside = view.frame
            #expect(
                dark.pixel(x: Int(inside.maxX) - 4, y: Int(inside.maxY) - 4)
                    == Self.rgb(TextAreaViewStyle.dark.background))

            // The configuration changes and xsettingsd reloads it on SIGHUP.
            manager.reload(Self.lightConfiguration)
            #expect(fixture.run(servicing: manager) { window.theme == .light }, "the window turns light again")
            #expect(view.blink.timing == CaretBlink.Timing(window.desktopSettings))
            #expect(
                view.blink.timing.blinks && view.blink.timing.halfPeriod == 0.4 && view.blink.timing.idleLimit == 12)
            #expect(window.scale == 1)
            let mono = TextAreaCore.Font(family: "DejaVu Sans Mono", size: 9, weight: .bold)
            #expect(measurer.defaultFont == mono && view.textArea.font == mono)
            #expect(measurer.renderingOptions == FontRenderingOptions(antialias: false, subpixelOrder: .bgr))
            #expect(try fixture.pixel(x: 2, y: 2) == Self.rgb(TextAreaTheme.light.windowBackground))

            // The manager exits: the window falls back to the resources and its defaults, and keeps working.
            manager.stop()
            #expect(fixture.run { window.desktopSettings == DesktopSettings() }, "the window notices the exit")
            #expect(window.scale == 1.25 && measurer.defaultFont == .standard && window.theme == .light)
            view.textArea.insertText("still typing")
            window.processEvents(maximumWait: 0)
            #expect(view.textArea.text == "still typing" && !window.isClosed)

            // Another manager takes the selection: followed again.
            let second = try XsettingsdManager(
                display: display, configuration: Self.darkConfiguration, scratch: scratch, name: "second.conf")
            #expect(fixture.run(servicing: second) { window.theme == .dark }, "a new manager is followed")
            #expect(window.scale == 2)
        }

        @Test func lightThemeHoldsTheDefaults() {
            let light = TextAreaTheme.light
            let area = TextArea()
            #expect(TextAreaView().style == light.viewStyle && TextLabel.standardColor == light.labelColor)
            #expect(area.textColor == light.textColor && area.placeholderColor == light.placeholderColor)
            #expect(area.caretColor == light.caretColor && light.contextMenuStyle == .standard)
            #expect(TextAreaTheme.dark.viewStyle == .dark && TextAreaTheme.dark.contextMenuStyle == .dark)
        }

        @Test func fixedAppearanceIgnoresTheDesktopAndAppliesToViewsAddedLater() throws {
            let server = try XvfbServer.start(width: 800, height: 600)
            defer { server.stop() }
            let display = server.displayName
            let manager = try XsettingsdManager(
                display: display, configuration: Self.darkConfiguration, scratch: scratch)
            let fixture = try FollowingWindow(display: display)
            let window = fixture.window
            #expect(fixture.run(servicing: manager) { window.theme == .dark })
            window.appearance = .light
            #expect(
                window.theme == .light && fixture.view.style == .standard
                    && window.backgroundColor == TextAreaTheme.light.windowBackground)
            window.appearance = .dark
            // A colour the application chose stays; one added later takes the theme.
            let custom = Color(red8: 0x11, green8: 0x88, blue8: 0x22)
            fixture.view.textArea.placeholderColor = custom
            window.appearance = .light
            #expect(fixture.view.textArea.placeholderColor == custom)
            #expect(fixture.view.textArea.textColor == TextAreaTheme.light.textColor)
            window.appearance = .dark
            let later = TextAreaView()
            let laterLabel = TextLabel(text: "Later")
            window.add(later)
            window.add(laterLabel)
            #expect(later.style == .dark && later.textArea.textColor == TextAreaTheme.dark.textColor)
            #expect(later.textArea.placeholderColor == TextAreaTheme.dark.placeholderColor)
            #expect(laterLabel.color == TextAreaTheme.dark.labelColor && !later.blink.timing.blinks)
            window.appearance = .automatic
            manager.reload(Self.lightConfiguration)
            #expect(fixture.run(servicing: manager) { window.theme == .light }, "automatic follows the manager again")
            #expect(later.style == .standard && laterLabel.color == TextAreaTheme.light.labelColor)
        }
    }
}
