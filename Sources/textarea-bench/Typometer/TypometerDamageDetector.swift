import BenchSupport
import CX11
import CX11Extensions
import Glibc
import TextAreaCore
import X11TextArea

/// Tells window changes by DAMAGE events: one damage object reporting every drawing request, and one accumulating
/// the repainted region (read as an XFIXES region) for the summary.
///
/// A damage object on a window also reports drawing into its subwindows (an
/// xterm draws into a child of its top-level window), so one per window is
/// enough.
///
/// Every event carries the serial of the last request of this connection the
/// server had handled when it was made, so drawing done before a key press
/// was handled (a caret blink already under way) is told apart from drawing
/// that came after it.
final class TypometerDamageDetector: WindowChangeDetector {
    let method = TypometerMethod.damage
    private let connection: X11Connection
    private let eventType: Int32
    private var rawDamage: Damage = 0
    private var regionDamage: Damage = 0
    private let region: XserverRegion

    /// Whether the server on `connection` offers DAMAGE.
    static func isAvailable(on connection: X11Connection) -> Bool {
        var eventBase: Int32 = 0
        var errorBase: Int32 = 0
        return XDamageQueryExtension(connection.display, &eventBase, &errorBase) != 0
    }

    /// Starts watching `window`.
    ///
    /// - Throws: ``BenchmarkError`` when the server lacks DAMAGE or the window went away.
    init(connection: X11Connection, window: Window) throws {
        self.connection = connection
        let display = connection.display
        var eventBase: Int32 = 0
        var errorBase: Int32 = 0
        var major: Int32 = 1
        var minor: Int32 = 1
        guard XDamageQueryExtension(display, &eventBase, &errorBase) != 0,
            XDamageQueryVersion(display, &major, &minor) != 0
        else {
            throw BenchmarkError(description: "the X server does not offer the DAMAGE extension")
        }
        var fixesMajor: Int32 = 2
        var fixesMinor: Int32 = 0
        _ = XFixesQueryVersion(display, &fixesMajor, &fixesMinor)
        eventType = eventBase + XDamageNotify
        region = XFixesCreateRegion(display, nil, 0)
        let created = connection.trappingErrors {
            rawDamage = XDamageCreate(display, window, Int32(XDamageReportRawRectangles))
            regionDamage = XDamageCreate(display, window, Int32(XDamageReportNonEmpty))
        }
        guard created.errors.isEmpty else {
            throw BenchmarkError(description: "cannot watch the window for damage: \(created.errors[0].errorText)")
        }
    }

    deinit {
        guard !connection.isConnectionLost else { return }
        _ = connection.trappingErrors {
            XDamageDestroy(connection.display, rawDamage)
            XDamageDestroy(connection.display, regionDamage)
            XFixesDestroyRegion(connection.display, region)
        }
    }

    func reset() throws {
        // Every event made before the server answers is in the queue then; all are old news.
        connection.sync()
        var event = XEvent()
        while XPending(connection.display) > 0 { XNextEvent(connection.display, &event) }
    }

    func waitForChange(madeAfter serial: UInt, until deadline: Double) throws -> Double? {
        let display = connection.display
        while true {
            while XPending(display) > 0 {
                let seen = MonotonicClock.now()
                var event = XEvent()
                XNextEvent(display, &event)
                if isDrawing(event), event.xany.serial >= serial { return seen }
            }
            if connection.isConnectionLost {
                throw BenchmarkError(description: "the connection to the X server was lost")
            }
            let remaining = deadline - MonotonicClock.now()
            if remaining <= 0 { return nil }
            var request = pollfd(fd: connection.fileDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&request, 1, Int32(min((remaining * 1000).rounded(.up), 1000)))
        }
    }

    func takeRepaintedPixels() -> Int? {
        let display = connection.display
        var total = 0
        let fetched = connection.trappingErrors {
            XDamageSubtract(display, regionDamage, 0, region)
            var count: Int32 = 0
            guard let rectangles = XFixesFetchRegion(display, region, &count) else { return }
            for rectangle in UnsafeBufferPointer(start: rectangles, count: Int(count)) {
                total += Int(rectangle.width) * Int(rectangle.height)
            }
            XFree(rectangles)
        }
        return fetched.errors.isEmpty ? total : nil
    }

    /// Whether `event` reports drawing to the raw damage object.
    private func isDrawing(_ event: XEvent) -> Bool {
        guard event.type == eventType else { return false }
        let damage = withUnsafePointer(to: event) { pointer in
            pointer.withMemoryRebound(to: XDamageNotifyEvent.self, capacity: 1) { $0.pointee.damage }
        }
        return damage == rawDamage
    }
}
