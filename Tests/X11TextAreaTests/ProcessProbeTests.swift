import CX11
import Glibc
import Testing
import TextAreaCore

@testable import X11TextArea

/// Runs a copy of the test binary as a probe, for behaviour that ends the process or needs a fresh one.
///
/// The copy runs only the probe test named in `TEXTAREA_PROBE`; every other
/// test in it sees the variable and stays out of the way.
private enum Probe {
    static let modeVariable = "TEXTAREA_PROBE"
    static let displayVariable = "TEXTAREA_PROBE_DISPLAY"
    static let serverVariable = "TEXTAREA_PROBE_SERVER_PID"

    static func value(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    static var mode: String? { value(modeVariable) }

    /// Runs the test named `testName` in a copy of this binary with `environment` added.
    static func run(_ testName: String, environment: [String: String]) throws -> SubprocessResult {
        let path = try #require(
            realpath("/proc/self/exe", nil).map { pointer in
                defer { free(pointer) }
                return String(cString: pointer)
            })
        return try Subprocess.run(
            path, ["--testing-library", "swift-testing", "--filter", testName],
            environment: environment.merging([modeVariable: testName]) { $1 },
            timeout: 60)
    }
}

extension X11Tests {
    @Suite struct ProcessProbeTests {
        @Test(.enabled(if: Probe.mode == nil))
        func connectionLostHandlersRunBeforeTheProcessExits() throws {
            let server = try XvfbServer.start(width: 320, height: 240)
            defer { server.stop() }
            let result = try Probe.run(
                "connectionLossProbe",
                environment: [
                    Probe.displayVariable: server.displayName,
                    Probe.serverVariable: String(server.processID),
                ])
            #expect(!result.timedOut)
            #expect(result.status == 1, "the probe should exit with status 1; stderr: \(result.errorText)")
            #expect(result.outputText.contains("saved: first\nsaved: second\n"))
            #expect(!result.outputText.contains("probe survived"))
            #expect(result.errorText.contains("lost the connection to the X server '\(server.displayName)'"))
        }

        /// As the probe: registers handlers, kills its server and waits for Xlib to end the process.
        @Test(.enabled(if: Probe.mode == "connectionLossProbe"))
        func connectionLossProbe() throws {
            let displayName = try #require(Probe.value(Probe.displayVariable))
            let serverProcessID = try #require(Probe.value(Probe.serverVariable).flatMap { pid_t($0) })
            let connection = try X11Connection(displayName: displayName)
            X11ErrorHandlers.addConnectionLostHandler {
                print("saved: first")
                fflush(nil)
            }
            X11ErrorHandlers.addConnectionLostHandler {
                print("saved: second")
                fflush(nil)
            }
            kill(serverProcessID, SIGTERM)
            // Each round trip fails once the server is gone; Xlib then ends the process.
            for _ in 0..<500 {
                connection.sync()
                usleep(10_000)
            }
            print("probe survived")
        }

        @Test(.enabled(if: Probe.mode == nil))
        func noInstalledFontIsAClearError() throws {
            let configuration = "/tmp/textarea-test-\(getpid())-no-fonts.conf"
            let file = try #require(fopen(configuration, "w"))
            _ = "<?xml version=\"1.0\"?>\n<fontconfig></fontconfig>\n".withCString { fputs($0, file) }
            fclose(file)
            defer { unlink(configuration) }
            let result = try Probe.run(
                "noFontsProbe",
                environment: [
                    Probe.displayVariable: try X11TestEnvironment.displayName(),
                    "FONTCONFIG_FILE": configuration,
                ])
            #expect(result.status == 0, "stdout: \(result.outputText) stderr: \(result.errorText)")
            #expect(result.outputText.contains("error: \(X11Error.noUsableFont(pattern: "DejaVu Sans:size=12"))"))
        }

        /// As the probe: with a fontconfig configuration listing no fonts, opening a measurer must throw.
        @Test(.enabled(if: Probe.mode == "noFontsProbe"))
        func noFontsProbe() throws {
            let displayName = try #require(Probe.value(Probe.displayVariable))
            let connection = try X11Connection(displayName: displayName)
            do {
                _ = try XftMeasurer(connection: connection, defaultFont: Font(pattern: "DejaVu Sans:size=12")!)
                print("opened a font")
            } catch {
                print("error: \(error)")
            }
        }
    }
}
