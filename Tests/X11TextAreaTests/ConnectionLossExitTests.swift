import CX11
import Glibc
import Testing
@testable import X11TextArea

/// The environment variables that turn a copy of the test binary into the connection-loss probe.
private enum ProbeEnvironment {
    static let display = "TEXTAREA_PROBE_DISPLAY"
    static let serverProcessID = "TEXTAREA_PROBE_SERVER_PID"

    static func value(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    static var isProbe: Bool { value(display) != nil }
}

extension X11Tests {
    @Suite struct ConnectionLossExitTests {
        /// Runs the probe below in a separate copy of the test binary against a private server, which the probe kills.
        @Test(.enabled(if: !ProbeEnvironment.isProbe))
        func handlersRunBeforeTheProcessExitsWhenTheServerDies() throws {
            let server = try XvfbServer.start(width: 320, height: 240)
            defer { server.stop() }
            let testBinary = try #require(realpath("/proc/self/exe", nil).map { pointer in
                defer { free(pointer) }
                return String(cString: pointer)
            })
            let result = try Subprocess.run(
                testBinary,
                ["--testing-library", "swift-testing", "--filter", "connectionLossProbe"],
                environment: [ProbeEnvironment.display: server.displayName,
                              ProbeEnvironment.serverProcessID: String(server.processID)],
                timeout: 60)
            #expect(!result.timedOut)
            #expect(result.status == 1, "the probe should exit with status 1; stderr: \(result.errorText)")
            #expect(result.outputText.contains("saved: first\nsaved: second\n"))
            #expect(!result.outputText.contains("probe survived"))
            #expect(result.errorText.contains("lost the connection to the X server '\(server.displayName)'"))
        }

        /// Only runs as the probe: registers handlers, kills its server and waits to be ended by Xlib.
        @Test(.enabled(if: ProbeEnvironment.isProbe))
        func connectionLossProbe() throws {
            let displayName = try #require(ProbeEnvironment.value(ProbeEnvironment.display))
            let serverProcessID = try #require(ProbeEnvironment.value(ProbeEnvironment.serverProcessID).flatMap { pid_t($0) })
            let connection = try X11Connection(displayName: displayName)
            X11ErrorHandlers.addConnectionLostHandler { print("saved: first"); fflush(nil) }
            X11ErrorHandlers.addConnectionLostHandler { print("saved: second"); fflush(nil) }
            kill(serverProcessID, SIGTERM)
            // Each round trip fails once the server is gone; Xlib then ends the process.
            for _ in 0..<500 {
                connection.sync()
                usleep(10_000)
            }
            print("probe survived")
        }
    }
}
