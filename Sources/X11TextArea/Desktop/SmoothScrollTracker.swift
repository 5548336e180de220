/// A scroll valuator of an XInput 2 device (XI 2.1 `XIScrollClass`): its number, its axis, and how many of its units one wheel click is.
struct ScrollValuator: Hashable {
    /// The valuator's number on its device.
    let number: Int
    /// Whether it scrolls up and down (otherwise sideways).
    let isVertical: Bool
    /// The change of the valuator that one click of a wheel makes; negative when the axis runs the other way.
    let increment: Double
}

/// Turns the absolute values of devices' scroll valuators into scroll distances, in wheel clicks, as smooth-scrolling touchpads and wheels report them.
///
/// XInput 2 gives each scroll valuator's value, not its change: the change
/// is the difference from the value last seen for that device. The first
/// value after a reset (the pointer entered the window, the device changed)
/// only sets the starting point.
struct SmoothScrollTracker {
    /// The scroll valuators of each device, by device ID.
    private(set) var valuators: [Int32: [ScrollValuator]] = [:]
    /// The last value seen of each device's valuators, by device ID and valuator number.
    private var lastValues: [Int32: [Int: Double]] = [:]

    /// Notes a device's scroll valuators and their current values (as `XIQueryDevice` gives them).
    mutating func setValuators(_ scrollValuators: [ScrollValuator], currentValues: [Int: Double], of device: Int32) {
        valuators[device] = scrollValuators
        lastValues[device] = currentValues
    }

    /// Forgets the device's valuators (it changed); they are read again on its next event.
    mutating func forget(device: Int32) {
        valuators[device] = nil
        lastValues[device] = nil
    }

    /// Forgets every last value, so that the next values only set starting points (the pointer entered the window: it may have scrolled elsewhere meanwhile).
    mutating func resetPositions() {
        lastValues = [:]
    }

    /// Whether the tracker knows the device's valuators (possibly none).
    func knows(device: Int32) -> Bool { valuators[device] != nil }

    /// Whether the device scrolls smoothly: it has scroll valuators, so its emulated wheel buttons are to be left alone.
    func scrollsSmoothly(device: Int32) -> Bool { !(valuators[device] ?? []).isEmpty }

    /// The scrolling an event's valuator values make, in wheel clicks: positive scrolls down (towards the end of the text) and right.
    mutating func scrollDistance(device: Int32, values: [Int: Double]) -> (horizontal: Double, vertical: Double) {
        guard let scrollValuators = valuators[device] else { return (0, 0) }
        var horizontal = 0.0
        var vertical = 0.0
        for valuator in scrollValuators {
            guard let value = values[valuator.number] else { continue }
            defer { lastValues[device, default: [:]][valuator.number] = value }
            guard let last = lastValues[device]?[valuator.number], valuator.increment != 0 else { continue }
            let clicks = (value - last) / valuator.increment
            if valuator.isVertical { vertical += clicks } else { horizontal += clicks }
        }
        return (horizontal, vertical)
    }
}
