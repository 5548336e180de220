import CX11
import TextAreaCore

/// An XInput 2 pointer event of the window, in the shape the window's mouse handling takes.
enum XInputPointerEvent {
    /// A press or release of buttons 1 to 3 (or 8 and up), as a core event.
    case button(XButtonEvent)
    /// Motion as a core event, with the values of the source device's valuators, by valuator number.
    case motion(XMotionEvent, device: Int32, valuators: [Int: Double])
    /// One click of a wheel button (4 to 7) from a device that does not scroll smoothly.
    case wheel(button: Int32, point: Point, time: Time)
}

/// What ``XInputScroller/handle(_:window:display:)`` made of an event.
enum XInputOutcome {
    /// The event is not an XInput 2 event of the window's connection.
    case notXInput
    /// An XInput 2 event with nothing left for the window to do.
    case handled
    /// A pointer event for the window's mouse handling.
    case pointer(XInputPointerEvent)
}

/// XInput 2 pointer events: smooth scrolling from devices with scroll valuators (XI 2.1), where the server offers it.
///
/// When the server has XInput 2.1 or later, the window takes button and
/// motion events of the master pointers as XI2 events (an XI2 selection
/// replaces the core events of the same kinds); this part turns presses,
/// releases and motion into core events for the window's mouse handling,
/// and tracks the source devices' scroll valuators, whose change scrolls:
/// fractions of a wheel click move the content by fractions of the wheel's
/// three lines. The wheel buttons that the server emulates for such
/// devices are then dropped; wheel buttons from devices without scroll
/// valuators (a plain wheel mouse, XTEST) scroll by whole steps. Without
/// XInput 2.1 the core wheel buttons 4 and 5 scroll. Buttons 6 and 7 and
/// horizontal valuators scroll sideways, which areas, wrapping every line,
/// have no room for: they are taken and do nothing.
struct XInputScroller {
    /// The XInput extension's major opcode while the window takes XI2 pointer events (XInput 2.1 or later), else nil.
    private(set) var opcode: Int32?
    /// The XInput 2 version the server agreed to.
    private(set) var agreedVersion: (major: Int32, minor: Int32) = (0, 0)
    /// The devices' scroll valuators and their last values.
    var smoothScroll = SmoothScrollTracker()

    /// The XInput 2 version in use, or nil while the window takes core pointer events.
    var version: (major: Int, minor: Int)? {
        opcode == nil ? nil : (Int(agreedVersion.major), Int(agreedVersion.minor))
    }

    /// Selects XI2 button and motion events on `window` when the server has XInput 2.1 or later.
    mutating func setUp(display: OpaquePointer, window: Window) {
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
            return XISelectEvents(display, window, &mask, 1)
        }
        guard status == Success else { return }
        self.opcode = opcode
        agreedVersion = (major, minor)
    }

    /// Reads an XInput 2 event: notes device changes, and turns the window's pointer events into core-shaped ones.
    mutating func handle(_ event: inout XEvent, window: Window, display: OpaquePointer) -> XInputOutcome {
        guard let opcode, event.xcookie.extension == opcode else { return .notXInput }
        guard XGetEventData(display, &event.xcookie) != 0, let data = event.xcookie.data else { return .handled }
        defer { XFreeEventData(display, &event.xcookie) }
        switch event.xcookie.evtype {
        case XI_DeviceChanged:
            let changed = data.assumingMemoryBound(to: XIDeviceChangedEvent.self).pointee
            smoothScroll.forget(device: changed.sourceid)
            smoothScroll.forget(device: changed.deviceid)
        case XI_ButtonPress, XI_ButtonRelease, XI_Motion:
            let pointer = translate(
                data.assumingMemoryBound(to: XIDeviceEvent.self).pointee, type: event.xcookie.evtype,
                window: window, display: display)
            if let pointer { return .pointer(pointer) }
        default:
            break
        }
        return .handled
    }

    /// Turns an XI2 press, release or motion of `window` into what the mouse handling takes; nil when there is nothing to do.
    ///
    /// A device seen for the first time has its scroll valuators read. A
    /// wheel click the server emulated for a device that scrolls smoothly
    /// is dropped: its valuators already scrolled.
    mutating func translate(_ event: XIDeviceEvent, type: Int32, window: Window, display: OpaquePointer)
        -> XInputPointerEvent?
    {
        guard event.event == window else { return nil }
        if !smoothScroll.knows(device: event.sourceid) { readScrollValuators(of: event.sourceid, display: display) }
        let state = UInt32(truncatingIfNeeded: event.mods.effective) | Self.buttonStateMask(event.buttons)
        let x = event.event_x.flooredInt32
        let y = event.event_y.flooredInt32
        switch type {
        case XI_ButtonPress, XI_ButtonRelease:
            let button = event.detail
            if (4...7).contains(button) {
                guard type == XI_ButtonPress else { return nil }
                if event.flags & XIPointerEmulated != 0, smoothScroll.scrollsSmoothly(device: event.sourceid) {
                    return nil
                }
                return .wheel(button: button, point: Point(x: Double(x), y: Double(y)), time: event.time)
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
            return .button(core)
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
            return .motion(core, device: event.sourceid, valuators: Self.valuatorValues(event.valuators))
        }
    }

    /// Reads a device's scroll valuators and their current values.
    private mutating func readScrollValuators(of device: Int32, display: OpaquePointer) {
        var count: Int32 = 0
        var scroll: [ScrollValuator] = []
        var values: [Int: Double] = [:]
        if let info = XIQueryDevice(display, device, &count) {
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
        smoothScroll.setValuators(scroll, currentValues: values, of: device)
    }

    /// The valuator values an event carries, by valuator number.
    private static func valuatorValues(_ state: XIValuatorState) -> [Int: Double] {
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
    private static func buttonStateMask(_ buttons: XIButtonState) -> UInt32 {
        guard let mask = buttons.mask else { return 0 }
        var state: UInt32 = 0
        for button in 1...5
        where button >> 3 < Int(buttons.mask_len) && mask[button >> 3] & UInt8(1 << (button & 7)) != 0 {
            state |= UInt32(Button1Mask) << UInt32(button - 1)
        }
        return state
    }
}
