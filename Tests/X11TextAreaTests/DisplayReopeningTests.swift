import CX11
import Glibc
import Testing
import TextAreaCore

@testable import X11TextArea

extension X11Tests {
    /// Closing a display that drew Xft text and opening another must leave the new one usable.
    ///
    /// Xft keeps closed fonts cached and frees them from its close hook; if
    /// XRender's hook ran first, XRender re-created its record of the closing
    /// display, and a later display allocated at the same address sent
    /// requests with a freed opcode (seen as a wait without end in
    /// `XRenderQueryFormats`). The loop runs in a child process, so a
    /// regression fails by timing out instead of hanging the suite, and with
    /// `MALLOC_PERTURB_` set, so freed memory is overwritten at once and a
    /// stale record shows on the first reuse instead of by chance.
    @Suite struct DisplayReopeningTests {
        static let probeVariable = "TEXTAREA_REOPEN_PROBE"

        @Test(.enabled(if: getenv(DisplayReopeningTests.probeVariable) == nil))
        func displaysOpenedAfterClosingOnesWithFontsStayUsable() throws {
            let path = try #require(
                realpath("/proc/self/exe", nil).map { pointer in
                    defer { free(pointer) }
                    return String(cString: pointer)
                })
            let result = try Subprocess.run(
                path, ["--testing-library", "swift-testing", "--filter", "reopeningProbe"],
                environment: [Self.probeVariable: try X11TestEnvironment.displayName(), "MALLOC_PERTURB_": "165"],
                timeout: 60)
            #expect(!result.timedOut, "reopening displays hung")
            #expect(result.status == 0, "stdout: \(result.outputText) stderr: \(result.errorText)")
            #expect(!result.errorText.contains("BadRequest"), "stderr: \(result.errorText)")
            #expect(result.outputText.contains("reopened 40 displays"))
        }

        /// As the probe: opens, uses and closes displays one after another, as tests and reconnecting programs do.
        @Test(.enabled(if: getenv(DisplayReopeningTests.probeVariable) != nil))
        func reopeningProbe() throws {
            let display = String(cString: getenv(Self.probeVariable))
            for _ in 0..<40 {
                let connection = try X11Connection(displayName: display)
                #expect(XftDefaultHasRender(connection.display) != 0, "XRender works on the new display")
                let measurer = try XftMeasurer(connection: connection, defaultFont: DemoReference.font)
                #expect(measurer.width(of: "reopen", font: DemoReference.font) > 0)
            }
            print("reopened 40 displays")
        }
    }
}
