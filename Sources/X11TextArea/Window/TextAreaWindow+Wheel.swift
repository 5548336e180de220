import CX11
import TextAreaCore

extension TextAreaWindow {
    /// How many lines one wheel step scrolls.
    static let wheelLines = 3.0

    /// Hands an XI2 press, release or motion to the mouse handling, as the XInput part translates it.
    func handleXInputPointerEvent(_ event: XIDeviceEvent, type: Int32) {
        guard let pointer = desktop.xinput.translate(event, type: type, window: windowID, display: connection.display)
        else { return }
        route(pointer)
    }

    /// Hands a translated XInput 2 pointer event to the context menu or the mouse handling, and scrolls by its scroll valuators.
    func route(_ pointer: XInputPointerEvent) {
        switch pointer {
        case .wheel(let button, let point, let time):
            lastEventTime = time
            scrollByWheel(button: button, at: point)
        case .button(let core):
            var routed = XEvent()
            routed.xbutton = core
            // While a context menu is open without the pointer grab, the window's clicks are the menu's.
            if handleContextMenuEvent(&routed) { return }
            if core.type == ButtonPress {
                mouse.handleButtonPress(core, in: self)
            } else {
                mouse.handleButtonRelease(core, in: self)
            }
        case .motion(let core, let device, let valuators):
            var routed = XEvent()
            routed.xmotion = core
            if handleContextMenuEvent(&routed) { return }
            mouse.handleMotion(core, in: self)
            guard !valuators.isEmpty else { return }
            let distance = desktop.xinput.smoothScroll.scrollDistance(device: device, values: valuators)
            scrollSmoothly(clicks: distance.vertical, at: Point(x: Double(core.x), y: Double(core.y)))
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
}
