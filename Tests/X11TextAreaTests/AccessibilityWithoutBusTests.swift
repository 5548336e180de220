import Glibc
import Testing

extension X11Tests {
    /// With no accessibility bus to reach, the demo works as it does without accessibility: same frame, no output.
    @Suite struct AccessibilityWithoutBusTests {
        let display: String

        init() throws {
            display = try X11TestEnvironment.displayName()
        }

        @Test func anUnreachableBusChangesNothingAndPrintsNothing() throws {
            let directory = ScratchDirectory()
            var images: [[UInt8]] = []
            // The bridge off; then a session bus address where no bus listens (the bridge tries and gives up).
            let environments = [
                ["NO_AT_BRIDGE": "1"],
                ["DBUS_SESSION_BUS_ADDRESS": "unix:path=\(directory.path)/no-bus"],
            ]
            for (index, environment) in environments.enumerated() {
                let path = directory.file("frame\(index).png")
                let result = try DemoProcess.run(
                    ["--font", DemoReference.fontPattern, "--text", "备注 😀", "--screenshot", path],
                    display: display, environment: environment)
                #expect(result.status == 0, "\(environment): \(result.errorText)")
                #expect(result.errorText.isEmpty, "nothing on standard error with \(environment)")
                #expect(result.outputText.isEmpty, "nothing on standard output with \(environment)")
                images.append(fileBytes(path) ?? [])
            }
            // A session bus without the accessibility bus's service: libatspi warns, and the warning is dropped.
            if AccessibilityProbe.shouldRun {
                let path = directory.file("frame2.png")
                let result = try Subprocess.run(
                    "dbus-run-session",
                    [
                        "--config-file=\(AccessibilityProbe.scriptsDirectory)/session-without-accessibility.conf", "--",
                        try DemoProcess.executablePath(), "--font", DemoReference.fontPattern, "--text", "备注 😀",
                        "--screenshot", path,
                    ], display: display, timeout: 60)
                // The bus daemon's own complaints (running as root, it cannot raise its descriptor limit) are not the demo's.
                let demoErrors = result.errorText.split(separator: "\n").filter { !$0.hasPrefix("dbus-daemon[") }
                #expect(result.status == 0, "\(result.errorText)")
                #expect(demoErrors.isEmpty, "nothing on standard error with a bus but no accessibility bus")
                #expect(result.outputText.isEmpty)
                images.append(fileBytes(path) ?? [])
            }
            #expect(images[0].count > 1000, "a PNG was written")
            for image in images.dropFirst() {
                #expect(image == images[0], "the same first frame with and without the bridge trying")
            }
        }
    }
}
