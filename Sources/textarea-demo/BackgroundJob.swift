import Glibc
import Synchronization

/// Work that runs on a POSIX thread of its own at the lowest priority, so the event loop never waits for it; it writes a byte to a pipe when done.
///
/// The work must make no X calls and touch nothing the event loop changes:
/// it gets `Sendable` values (such as a `TextStorage` snapshot) and returns
/// one. The loop watches the pipe and takes the result with ``join()``.
final class BackgroundJob<Output: Sendable> {
    /// What the thread and the loop share: the work, its output, and the pipe to signal.
    private final class Shared: Sendable {
        let output = Mutex<Output?>(nil)
        let work: @Sendable () -> Output
        let wakeDescriptor: Int32

        init(work: @escaping @Sendable () -> Output, wakeDescriptor: Int32) {
            self.work = work
            self.wakeDescriptor = wakeDescriptor
        }

        /// Runs the work at the lowest priority, keeps its output, and wakes the loop.
        func run() {
            // Nice 19 for this thread alone (Linux keeps nice values per thread; 0 names the caller): the event loop (a keystroke's frame) and the X server go first whenever
            // they want the processor, and the work still gets its share on a busy machine.
            _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19)
            let result = work()
            output.withLock { $0 = result }
            var byte: UInt8 = 1
            _ = write(wakeDescriptor, &byte, 1)
        }
    }

    private let shared: Shared
    private let thread: pthread_t
    private var isJoined = false

    /// Starts `work` on a new thread; when it ends, a byte is written to `wakeDescriptor`. Nil when no thread can be made.
    init?(wakeDescriptor: Int32, _ work: @escaping @Sendable () -> Output) {
        let shared = Shared(work: work, wakeDescriptor: wakeDescriptor)
        guard let thread = PosixThread.start({ shared.run() }) else { return nil }
        self.shared = shared
        self.thread = thread
    }

    deinit {
        if !isJoined { pthread_join(thread, nil) }
    }

    /// Whether the work has finished (its output is ready).
    var isFinished: Bool { shared.output.withLock { $0 != nil } }

    /// Waits for the work to end and returns its output.
    func join() -> Output {
        if !isJoined {
            pthread_join(thread, nil)
            isJoined = true
        }
        guard let output = shared.output.withLock({ $0 }) else {
            preconditionFailure("A joined job has its output")
        }
        return output
    }
}

/// Starting POSIX threads with a Swift closure as their body.
enum PosixThread {
    /// The closure a thread runs, retained until the thread takes it.
    private final class Body: Sendable {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }

    /// Starts a joinable thread running `body`; nil when the system cannot make one.
    static func start(_ body: @escaping @Sendable () -> Void) -> pthread_t? {
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        var thread = pthread_t()
        let code = pthread_create(
            &thread, nil,
            { context in
                guard let context else { return nil }
                Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run()
                return nil
            }, context)
        guard code == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            return nil
        }
        return thread
    }
}
