import BenchSupport
import CX11
import CX11Extensions
import Glibc
import TextAreaCore
import X11TextArea

/// Tells window changes by reading the window's area of the screen through MIT-SHM again and again and comparing it
/// with the pixels read at the last reset; for servers without DAMAGE.
///
/// It reads the root window at the window's place (clipped to the screen),
/// so subwindows are included and a window partly off screen still works.
/// A change is seen when the read that shows it returns, so the time is late
/// by at most one read and one pause (``pause``).
final class TypometerPixelPoller: WindowChangeDetector {
    let method = TypometerMethod.poll
    /// The pause between two reads, in seconds, leaving the server time for the window's own drawing.
    static let pause = 0.000_5

    private let connection: X11Connection
    private let image: UnsafeMutablePointer<XImage>
    /// Heap-allocated: the image keeps a pointer to it (`obdata`) for every read.
    private let segment: UnsafeMutablePointer<XShmSegmentInfo>
    private let origin: (x: Int32, y: Int32)
    private let byteCount: Int
    private var baseline: [UInt8]

    /// Whether the server on `connection` offers MIT-SHM (and shares memory with this process).
    static func isAvailable(on connection: X11Connection) -> Bool {
        XShmQueryExtension(connection.display) != 0
    }

    /// Prepares a shared image of `area` (root coordinates), clipped to the screen.
    ///
    /// - Throws: ``BenchmarkError`` when the area is off screen or shared memory cannot be set up.
    init(connection: X11Connection, area: (x: Int, y: Int, width: Int, height: Int)) throws {
        self.connection = connection
        let display = connection.display
        let left = max(area.x, 0)
        let top = max(area.y, 0)
        let width = min(area.x + area.width, connection.screenWidth) - left
        let height = min(area.y + area.height, connection.screenHeight) - top
        guard width > 0, height > 0 else {
            throw BenchmarkError(description: "the window is entirely off screen; polling cannot see it")
        }
        guard XShmQueryExtension(display) != 0 else {
            throw BenchmarkError(description: "the X server does not offer MIT-SHM, needed for polling")
        }
        origin = (Int32(left), Int32(top))
        let segment = UnsafeMutablePointer<XShmSegmentInfo>.allocate(capacity: 1)
        segment.initialize(to: XShmSegmentInfo())
        guard
            let created = XShmCreateImage(
                display, connection.defaultVisual, UInt32(connection.defaultDepth),
                ZPixmap, nil, segment, UInt32(width), UInt32(height))
        else {
            segment.deallocate()
            throw BenchmarkError(description: "cannot create a shared-memory image")
        }
        let byteCount = Int(created.pointee.bytes_per_line) * Int(created.pointee.height)
        let privateKey: key_t = 0  // IPC_PRIVATE: a new segment only this process attaches by its id
        segment.pointee.shmid = shmget(privateKey, byteCount, IPC_CREAT | 0o600)
        guard segment.pointee.shmid >= 0, let address = shmat(segment.pointee.shmid, nil, 0),
            address != UnsafeMutableRawPointer(bitPattern: -1)
        else {
            let reason = String(cString: strerror(errno))
            if segment.pointee.shmid >= 0 { shmctl(segment.pointee.shmid, IPC_RMID, nil) }
            _ = created.pointee.f.destroy_image(created)
            segment.deallocate()
            throw BenchmarkError(description: "cannot get \(byteCount) bytes of shared memory: \(reason)")
        }
        segment.pointee.shmaddr = address.assumingMemoryBound(to: CChar.self)
        segment.pointee.readOnly = 0
        created.pointee.data = segment.pointee.shmaddr
        let attached = connection.trappingErrors { XShmAttach(display, segment) }
        // Marked for removal now, it goes away with the last detach, even if the process is killed.
        shmctl(segment.pointee.shmid, IPC_RMID, nil)
        guard attached.errors.isEmpty else {
            shmdt(address)
            _ = created.pointee.f.destroy_image(created)
            segment.deallocate()
            throw BenchmarkError(
                description: "the X server cannot share memory with this process "
                    + "(is it on another machine?)")
        }
        self.segment = segment
        self.image = created
        self.byteCount = byteCount
        baseline = []
    }

    deinit {
        if !connection.isConnectionLost {
            XShmDetach(connection.display, segment)
            connection.sync()
        }
        shmdt(segment.pointee.shmaddr)
        _ = image.pointee.f.destroy_image(image)
        segment.deallocate()
    }

    func reset() throws {
        try read()
        baseline = Array(UnsafeRawBufferPointer(start: image.pointee.data, count: byteCount))
    }

    /// Pixels carry no serial: every difference from the pixels read at the last reset counts.
    func waitForChange(madeAfter serial: UInt, until deadline: Double) throws -> Double? {
        while MonotonicClock.now() < deadline {
            try read()
            let seen = MonotonicClock.now()
            let differs = baseline.withUnsafeBytes { memcmp($0.baseAddress!, image.pointee.data, byteCount) != 0 }
            if differs { return seen }
            usleep(useconds_t(Self.pause * 1e6))
        }
        return nil
    }

    func takeRepaintedPixels() -> Int? { nil }

    private func read() throws {
        // No error trap: its two extra round trips would slow every read; errors still print one line each.
        guard XShmGetImage(connection.display, connection.rootWindow, image, origin.x, origin.y, UInt.max) != 0,
            !connection.isConnectionLost
        else {
            throw BenchmarkError(description: "reading the window's pixels failed")
        }
    }
}
