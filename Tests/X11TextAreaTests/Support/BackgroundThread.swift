import Glibc

/// A POSIX thread running one closure, for work that must go on while the test thread is blocked in a call (a window closing while a clipboard manager answers it).
///
/// The closure must use only what no other thread touches until ``join()``
/// returns: an X connection of its own, for instance. Joining makes
/// everything it did visible to the test thread.
final class BackgroundThread {
    /// The closure, kept alive and reached by the thread through its context pointer.
    private final class Body {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }

    private var thread = pthread_t()
    private var joined = false

    /// Starts a thread running `body`.
    init(_ body: @escaping @Sendable () -> Void) {
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        let status = pthread_create(
            &thread, nil,
            { context in
                let body = Unmanaged<Body>.fromOpaque(context!).takeRetainedValue()
                body.run()
                return nil
            }, context)
        precondition(status == 0, "pthread_create failed with \(status)")
    }

    /// Waits for the closure to return; later calls do nothing.
    func join() {
        guard !joined else { return }
        joined = true
        pthread_join(thread, nil)
    }

    deinit {
        join()
    }
}
