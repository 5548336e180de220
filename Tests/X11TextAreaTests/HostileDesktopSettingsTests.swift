import CX11
import Glibc
import Testing
import TextAreaCore

@testable import X11TextArea

extension X11Tests {
    /// A settings manager written by the test, owning `_XSETTINGS_S0` and writing hostile properties: the window
    /// reads each, ignores what is malformed, holds numbers to their ranges, and keeps working.
    @MainActor
    @Suite struct HostileDesktopSettingsTests {
        /// A minimal XSETTINGS manager on its own connection: a window owning the selection, announced on the root window.
        @MainActor final class TestManager {
            let display: OpaquePointer
            let window: Window
            let settingsAtom: Atom

            init(displayName: String) throws {
                display = try #require(XOpenDisplay(displayName))
                let root = XDefaultRootWindow(display)
                window = XCreateSimpleWindow(display, root, 0, 0, 1, 1, 0, 0, 0)
                settingsAtom = XInternAtom(display, "_XSETTINGS_SETTINGS", 0)
                let selection = XInternAtom(display, "_XSETTINGS_S0", 0)
                XSetSelectionOwner(display, selection, window, UInt(CurrentTime))
                var event = XEvent()
                event.xclient.type = ClientMessage
                event.xclient.window = root
                event.xclient.message_type = XInternAtom(display, "MANAGER", 0)
                event.xclient.format = 32
                event.xclient.data.l.0 = Int(CurrentTime)
                event.xclient.data.l.1 = Int(bitPattern: UInt(selection))
                event.xclient.data.l.2 = Int(bitPattern: UInt(window))
                XSendEvent(display, root, 0, StructureNotifyMask, &event)
                XSync(display, 0)
            }

            deinit {
                MainActor.assumeIsolated { _ = XCloseDisplay(display) }
            }

            /// Replaces the settings property with `bytes` of `type` (the settings type unless given).
            func publish(_ bytes: [UInt8], type: Atom? = nil) {
                bytes.withUnsafeBufferPointer { buffer in
                    _ = XChangeProperty(
                        display, window, settingsAtom, type ?? settingsAtom, 8, PropModeReplace, buffer.baseAddress,
                        Int32(buffer.count))
                }
                XSync(display, 0)
            }

            /// Destroys the owner's window, as a manager that crashes.
            func vanish() {
                XDestroyWindow(display, window)
                XSync(display, 0)
            }
        }

        private static func valid(_ fill: (inout XSettingsBytes) -> Void, count: UInt32) -> [UInt8] {
            var built = XSettingsBytes(count: count)
            fill(&built)
            return built.bytes
        }

        @Test func malformedPropertiesAreIgnoredAndNumbersHeld() throws {
            let server = try XvfbServer.start(width: 800, height: 600)
            defer { server.stop() }
            let fixture = try DesktopSettingsWindowTests.FollowingWindow(display: server.displayName)
            let window = fixture.window
            let manager = try TestManager(displayName: server.displayName)
            let dark = Self.valid({ $0.string("Net/ThemeName", "Adwaita-dark") }, count: 1)
            manager.publish(dark)
            #expect(fixture.run { window.theme == .dark }, "a valid property is read")

            // Each hostile property is read and counts as no settings; the window goes back to its defaults.
            var hostile: [(String, [UInt8], Atom?)] = [
                ("truncated", Array(dark.dropLast(3)), nil),
                ("a lying count", Self.valid({ $0.integer("Net/CursorBlink", 0) }, count: 0x7FFF_FFFF), nil),
                ("the wrong type", dark, XA_STRING),
                ("empty", [], nil),
            ]
            var huge = XSettingsBytes(count: 1)
            huge.string("Net/ThemeName", String(repeating: "x", count: XSettingsClient.readLimit) + "-dark")
            hostile.append(("larger than the read limit", huge.bytes, nil))
            for (what, bytes, type) in hostile {
                manager.publish(dark)
                #expect(fixture.run { window.theme == .dark }, "dark again before \(what)")
                manager.publish(bytes, type: type)
                #expect(fixture.run { window.theme == .light }, "\(what) is ignored")
                #expect(window.desktopSettings == DesktopSettings(), "\(what)")
            }

            // Numbers at the ends of their types are held to their ranges.
            manager.publish(
                Self.valid(
                    {
                        $0.integer("Xft/DPI", Int32.max)
                        $0.integer("Net/CursorBlinkTime", 1)
                        $0.integer("Gtk/CursorBlinkTimeout", Int32.max)
                        $0.string("Gtk/FontName", "DejaVu Sans 1e30")
                    }, count: 4))
            #expect(fixture.run { window.scale != 1 }, "the extreme settings are read")
            #expect(window.scale == ScaleLimits.scale.upperBound)
            #expect(fixture.view.blink.timing.halfPeriod == DesktopSettings.caretBlinkTimeRange.lowerBound / 2)
            #expect(fixture.view.blink.timing.idleLimit == DesktopSettings.caretBlinkTimeoutRange.upperBound)
            #expect(window.measurer.defaultFont.size == DesktopFontName.sizeRange.upperBound)
            fixture.view.textArea.insertText("abc")
            window.processEvents(maximumWait: 0)
            #expect(fixture.view.textArea.text == "abc")

            // The manager's window goes away without a word: the window notices, and keeps working.
            manager.publish(dark)
            #expect(fixture.run { window.theme == .dark })
            manager.vanish()
            #expect(fixture.run { window.theme == .light }, "a vanished manager leaves the defaults")
            #expect(window.scale == 1 && window.measurer.defaultFont == .standard)
            fixture.view.textArea.insertText("d")
            window.processEvents(maximumWait: 0)
            #expect(fixture.view.textArea.text == "abcd" && !window.isClosed)
        }
    }
}
