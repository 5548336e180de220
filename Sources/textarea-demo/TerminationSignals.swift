import Glibc
import X11TextArea

/// Turns SIGINT, SIGTERM and SIGHUP into a clean close of the window (so the file is saved), through a pipe the event loop watches.
enum TerminationSignals {
    /// The write end of the pipe; the signal handler can reach only statics. Written once, before any signal is handled.
    nonisolated(unsafe) private static var writeEnd: Int32 = -1

    /// Installs the handlers; a signal then runs `beforeClosing` and closes `window`, from its event loop.
    ///
    /// `beforeClosing` is where unsaved text is saved: closing talks to the
    /// input method server, which may be exiting at the same moment and
    /// never answer.
    @MainActor
    static func install(closing window: TextAreaWindow, beforeClosing: @escaping () -> Void = {}) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return }
        for descriptor in ends {
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        }
        writeEnd = ends[1]
        let readEnd = ends[0]
        window.watch(fileDescriptor: readEnd) { [weak window] in
            var byte: UInt8 = 0
            while read(readEnd, &byte, 1) > 0 {}
            beforeClosing()
            window?.close()
        }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            var byte: UInt8 = 1
            _ = write(TerminationSignals.writeEnd, &byte, 1)
        }
        sigemptyset(&action.sa_mask)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaction(signal, &action, nil) }
    }
}
