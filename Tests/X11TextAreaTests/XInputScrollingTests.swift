import CX11
import Testing
import TextAreaCore

@testable import X11TextArea

extension X11Tests {
    /// Scrolling with XInput 2 where the server offers it, and the core wheel buttons.
    ///
    /// Xvfb has no device with scroll valuators, so smooth scrolling is
    /// driven by handing the window XI2 motion events from a device whose
    /// valuators the test declares; that the window selects XI2 events is
    /// checked against the server itself.
    @MainActor
    @Suite struct XInputScrollingTests {
        /// A fixture whose second view holds 40 lines.
        private func scrollingFixture() throws -> (WindowFixture, TextAreaView) {
            let fixture = try WindowFixture()
            let view = fixture.views[1]
            view.textArea.text = (1...40).map { "line \($0)" }.joined(separator: "\n")
            return (fixture, view)
        }

        @Test func windowSelectsXInput2PointerEventsWhenTheServerOffers21() throws {
            let (fixture, _) = try scrollingFixture()
            let display = fixture.connection.display
            var major: Int32 = 2
            var minor: Int32 = 4
            let offered = XIQueryVersion(display, &major, &minor) == Success && (major, minor) >= (2, 1)
            let version = try #require(fixture.window.xinputVersion, "Xvfb offers XInput \(major).\(minor)")
            #expect(offered && version.major == 2 && version.minor >= 1)
            var count: Int32 = 0
            let masks = try #require(XIGetSelectedEvents(display, fixture.window.windowID, &count))
            defer { XFree(masks) }
            let all = UnsafeBufferPointer(start: masks, count: Int(count))
            let master = try #require(all.first { $0.deviceid == XIAllMasterDevices })
            for type in [XI_ButtonPress, XI_ButtonRelease, XI_Motion] {
                #expect(
                    Int(master.mask_len) > Int(type) >> 3 && master.mask[Int(type) >> 3] & UInt8(1 << (type & 7)) != 0)
            }
        }

        /// An XI2 event of `type` from `device` at `point` of the fixture's window, with valuator 3 at `value` if given.
        private func xinputEvent(
            _ fixture: WindowFixture, type: Int32, device: Int32, at point: Point, button: Int32 = 0,
            emulated: Bool = false, valuator value: Double? = nil, _ body: (XIDeviceEvent) -> Void
        ) {
            var mask = [UInt8](repeating: 0, count: 1)
            var values = [Double]()
            if let value {
                mask[0] = 1 << 3
                values = [value]
            }
            var buttons = [UInt8](repeating: 0, count: 1)
            mask.withUnsafeMutableBufferPointer { maskBuffer in
                values.withUnsafeMutableBufferPointer { valueBuffer in
                    buttons.withUnsafeMutableBufferPointer { buttonBuffer in
                        var event = XIDeviceEvent()
                        event.type = GenericEvent
                        event.evtype = type
                        event.display = fixture.connection.display
                        event.event = fixture.window.windowID
                        event.deviceid = 2
                        event.sourceid = device
                        event.detail = button
                        event.event_x = point.x
                        event.event_y = point.y
                        event.flags = emulated ? Int32(XIPointerEmulated) : 0
                        event.time = 2000
                        event.valuators = XIValuatorState(
                            mask_len: Int32(maskBuffer.count), mask: maskBuffer.baseAddress,
                            values: valueBuffer.baseAddress)
                        event.buttons = XIButtonState(mask_len: 1, mask: buttonBuffer.baseAddress)
                        body(event)
                    }
                }
            }
        }

        @Test func scrollValuatorsScrollByFractionsOfAClickAndEmulatedWheelClicksAreIgnored() throws {
            let (fixture, view) = try scrollingFixture()
            let window = fixture.window
            let area = view.textArea
            let point = fixture.point(in: view, at: 0)
            let smooth: Int32 = 900
            let plain: Int32 = 901
            window.desktop.xinput.smoothScroll.setValuators(
                [ScrollValuator(number: 3, isVertical: true, increment: 15)], currentValues: [3: 0], of: smooth)
            window.desktop.xinput.smoothScroll.setValuators([], currentValues: [:], of: plain)
            let step = 3 * area.lineHeight
            xinputEvent(fixture, type: XI_Motion, device: smooth, at: point, valuator: 7.5) {
                window.handleXInputPointerEvent($0, type: XI_Motion)
            }
            #expect(area.contentOffsetY == step / 2, "half a click scrolls a line and a half")
            xinputEvent(fixture, type: XI_Motion, device: smooth, at: point, valuator: 37.5) {
                window.handleXInputPointerEvent($0, type: XI_Motion)
            }
            #expect(area.contentOffsetY == step * 2.5)
            // The server's emulated click for the same scrolling does not scroll again.
            xinputEvent(fixture, type: XI_ButtonPress, device: smooth, at: point, button: 5, emulated: true) {
                window.handleXInputPointerEvent($0, type: XI_ButtonPress)
            }
            #expect(area.contentOffsetY == step * 2.5)
            // A wheel without scroll valuators scrolls by whole clicks.
            xinputEvent(fixture, type: XI_ButtonPress, device: plain, at: point, button: 4) {
                window.handleXInputPointerEvent($0, type: XI_ButtonPress)
            }
            #expect(area.contentOffsetY == step * 1.5)
            #expect(fixture.views[0].textArea.contentOffsetY == 0, "only the view under the pointer scrolls")
            #expect(window.focusedView === fixture.views[0], "scrolling does not take the focus")
        }

        @Test func xinputPressesAndMotionSelectAsCoreEventsDo() throws {
            let (fixture, view) = try scrollingFixture()
            let window = fixture.window
            let plain: Int32 = 901
            window.desktop.xinput.smoothScroll.setValuators([], currentValues: [:], of: plain)
            xinputEvent(fixture, type: XI_ButtonPress, device: plain, at: fixture.point(in: view, at: 0), button: 1) {
                window.handleXInputPointerEvent($0, type: XI_ButtonPress)
            }
            #expect(window.focusedView === view)
            let held = fixture.point(in: view, at: 4)
            xinputEvent(fixture, type: XI_Motion, device: plain, at: held) { event in
                var pressed = event
                var bits: UInt8 = 1 << 1
                withUnsafeMutablePointer(to: &bits) { pointer in
                    pressed.buttons = XIButtonState(mask_len: 1, mask: pointer)
                    window.handleXInputPointerEvent(pressed, type: XI_Motion)
                }
            }
            xinputEvent(fixture, type: XI_ButtonRelease, device: plain, at: held, button: 1) {
                window.handleXInputPointerEvent($0, type: XI_ButtonRelease)
            }
            #expect(view.textArea.selectedRange == 0..<4, "the drag with button 1 held selected")
        }

        @Test func coreSidewaysWheelButtonsDoNothingInWrappingAreas() throws {
            let (fixture, view) = try scrollingFixture()
            let point = fixture.point(in: view, at: 0)
            fixture.button(ButtonPress, 5, at: point)
            let scrolled = view.textArea.contentOffsetY
            let selection = view.textArea.selectedRange
            #expect(scrolled == 3 * view.textArea.lineHeight)
            for button: Int32 in [6, 7] {
                fixture.button(ButtonPress, button, at: point)
                fixture.button(ButtonRelease, button, at: point)
            }
            #expect(view.textArea.contentOffsetY == scrolled)
            #expect(view.textArea.selectedRange == selection && fixture.window.focusedView === fixture.views[0])
        }
    }
}
