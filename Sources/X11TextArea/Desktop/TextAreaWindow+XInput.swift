import CX11
import TextAreaCore

/// XInput 2 pointer events: smooth scrolling from devices with scroll valuators (XI 2.1), where the server offers it.
///
/// When the server has XInput 2.1 or later, the window takes button and
/// motion events of the master pointers as XI2 events (an XI2 selection
/// replaces the core events of the same kinds), hands presses, releases and
/// motion to the same handlers as core events, and scrolls by the change of
/// the source device's scroll valuators: fractions of a wheel click move the
/// content by fractions of the wheel's three lines. The wheel buttons that
/// the server emulates for such devices are then ignored; wheel buttons from
/// devices without scroll valuators (a plain wheel mouse, XTEST) scroll by
/// whole steps. Without XInput 2.1 the core wheel buttons 4 and 5 scroll.
/// Buttons 6 and 7 and horizontal valuators scroll sideways, which areas,
/// wrapping every line, have no room for: they are taken and do nothing.
extension TextAreaWindow {
    /// The XInput 2 version the window uses, such as (2, 4), or nil when it takes core pointer events.
    public var xinputVersion: (major: Int, minor: Int)? {
        desktop.xinputOpcode == nil ? nil : (Int(desktop.xinputVersion.major), Int(desktop.xinputVersion.minor))
    }

    /// Selects XI2 button and motion events when the server has XInput 2.1 or later.
    func setUpXInput() {
        let display = connection.display
        var opcode: Int32 = 0
        var event: Int32 = 0
        var error: Int32 = 0
        guard XQueryExtension(display, "XInputExtension", &opcode, &event, &error) != 0 else { return }
        var major: Int32 = 2
        var minor: Int32 = 2
        guard XIQueryVersion(display, &major, &minor) == Success, major > 2 || (major == 2 && minor >= 1) else {
            return
        }
        var bits = [UInt8](repeating: 0, count: 4)
        for type in [XI_ButtonPress, XI_ButtonRelease, XI_Motion, XI_DeviceChanged] {
            bits[Int(type) >> 3] |= UInt8(1 << (type & 7))
        }
        let status = bits.withUnsafeMutableBufferPointer { buffer -> Int32 in
            var mask = XIEventMask(
                deviceid: XIAllMasterDevices, mask_len: Int32(buffer.count), mask: buffer.baseAddress)
            return XISelectEvents(display, windowID, &mask, 1)
        }
        guard status == Success else { return }
        desktop.xinputOpcode = opcode
        desktop.xinputVersion = (major, minor)
    }

    /// Handles an XInput 2 event; returns whether `event` was one.
    func handleXInputEvent(_ event: inout XEvent) -> Bool {
        guard let opcode = desktop.xinputOpcode, event.xcookie.extension == opcode else { return false }
        let display = connection.display
        guard XGetEventData(display, &event.xcookie) != 0, let data = event.xcookie.data else { return true }
        defer { XFreeEventData(display, &event.xcookie) }
        switch event.xcookie.evtype {
        case XI_DeviceChanged:
            let changed = data.assumingMemoryBound(to: XIDeviceChangedEvent.self).pointee
            desktop.smoothScroll.forget(device: changed.sourceid)
            desktop.smoothScroll.forget(device: changed.deviceid)
        case XI_ButtonPress, XI_ButtonRelease, XI_Motion:
            handleXInputPointerEvent(
                data.assumingMemoryBound(to: XIDeviceEvent.self).pointee, type: event.xcookie.evtype)
        default:
            break
        }
        return true
    }

    /// Hands an XI2 press, release or motion to the core event handlers, and scrolls by its scroll valuators.
    func handleXInputPointerEvent(_ event: XIDeviceEvent, type: Int32) {
        guard event.event == windowID else { return }
        if !desktop.smoothScroll.knows(device: event.sourceid) { readScrollValuators(of: event.sourceid) }
        let state = UInt32(truncatingIfNeeded: event.mods.effective) | buttonStateMask(event.buttons)
        let x = event.event_x.flooredInt32
        let y = event.event_y.flooredInt32
        switch type {
        case XI_ButtonPress, XI_ButtonRelease:
            let button = event.detail
            if (4...7).contains(button) {
                guard type == XI_ButtonPress else { return }
                // The server's emulation of a smooth device's valuators as clicks: the valuators already scrolled.
                if event.flags & XIPointerEmulated != 0, desktop.smoothScroll.scrollsSmoothly(device: event.sourceid) {
                    return
                }
                lastEventTime = event.time
                scrollByWheel(button: button, at: Point(x: Double(x), y: Double(y)))
                return
            }
            var core = XButtonEvent()
            core.type = type == XI_ButtonPress ? ButtonPress : ButtonRelease
            core.display = event.display
            core.window = event.event
            core.root = event.root
            core.subwindow = event.child
            core.time = event.time
            core.x = x
            core.y = y
            core.x_root = event.root_x.flooredInt32
            core.y_root = event.root_y.flooredInt32
            core.state = state
            core.button = UInt32(button)
            core.same_screen = 1
            var routed = XEvent()
            routed.xbutton = core
            // While a context menu is open without the pointer grab, the window's clicks are the menu's.
            if handleContextMenuEvent(&routed) { return }
            if type == XI_ButtonPress { handleButtonPress(core) } else { handleButtonRelease(core) }
        default:
            var core = XMotionEvent()
            core.type = MotionNotify
            core.display = event.display
            core.window = event.event
            core.root = event.root
            core.subwindow = event.child
            core.time = event.time
            core.x = x
            core.y = y
            core.x_root = event.root_x.flooredInt32
            core.y_root = event.root_y.flooredInt32
            core.state = state
            core.same_screen = 1
            var routed = XEvent()
            routed.xmotion = core
            if handleContextMenuEvent(&routed) { return }
            handleMotion(core)
            let values = valuatorValues(event.valuators)
            guard !values.isEmpty else { return }
            let distance = desktop.smoothScroll.scrollDistance(device: event.sourceid, values: values)
            scrollSmoothly(clicks: distance.vertical, at: Point(x: Double(x), y: Double(y)))
        }
    }

    /// Scrolls the view under `point` by `clicks` wheel clicks (three lines each), fractions included.
    func scrollSmoothly(clicks: Double, at point: Point) {
        guard clicks != 0, let target = view(at: point) else { return }
        target.textArea.scroll(by: clicks * Self.wheelLines * target.textArea.lineHeight)
    }

    /// One step of a wheel button: 4 up, 5 down; 6 and 7 (sideways) have nothing to scroll in wrapping areas.
    func scrollByWheel(button: Int32, at point: Point) {
        switch button {
        case 4: scrollSmoothly(clicks: -1, at: point)
        case 5: scrollSmoothly(clicks: 1, at: point)
        default: break
        }
    }

    /// Reads a device's scroll valuators and their current values.
    private func readScrollValuators(of device: Int32) {
        var count: Int32 = 0
        var scroll: [ScrollValuator] = []
        var values: [Int: Double] = [:]
        if let info = XIQueryDevice(connection.display, device, &count) {
            defer { XIFreeDeviceInfo(info) }
            for index in 0..<Int(count) {
                let device = info[index]
                guard let classes = device.classes else { continue }
                for classIndex in 0..<Int(device.num_classes) {
                    guard let any = classes[classIndex] else { continue }
                    switch any.pointee.type {
                    case XIScrollClass:
                        let info = UnsafeRawPointer(any).assumingMemoryBound(to: XIScrollClassInfo.self).pointee
                        scroll.append(
                            ScrollValuator(
                                number: Int(info.number), isVertical: info.scroll_type == XIScrollTypeVertical,
                                increment: info.increment))
                    case XIValuatorClass:
                        let info = UnsafeRawPointer(any).assumingMemoryBound(to: XIValuatorClassInfo.self).pointee
                        values[Int(info.number)] = info.value
                    default:
                        break
                    }
                }
            }
        }
        desktop.smoothScroll.setValuators(scroll, currentValues: values, of: device)
    }

    /// The valuator values an event carries, by valuator number.
    private func valuatorValues(_ state: XIValuatorState) -> [Int: Double] {
        guard let mask = state.mask, let packed = state.values else { return [:] }
        var values: [Int: Double] = [:]
        var next = 0
        for number in 0..<(Int(state.mask_len) * 8) where mask[number >> 3] & UInt8(1 << (number & 7)) != 0 {
            values[number] = packed[next]
            next += 1
        }
        return values
    }

    /// The core state bits (`Button1Mask` …) of the buttons held, from an XI2 button state.
    private func buttonStateMask(_ buttons: XIButtonState) -> UInt32 {
        guard let mask = buttons.mask else { return 0 }
        var state: UInt32 = 0
        for button in 1...5
        where button >> 3 < Int(buttons.mask_len) && mask[button >> 3] & UInt8(1 << (button & 7)) != 0 {
            state |= UInt32(Button1Mask) << UInt32(button - 1)
        }
        return state
    }
}
