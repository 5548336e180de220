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
            #expect(images[0].count > 1000, "a PNG was written")
            #expect(images[0] == images[1], "the same first frame with and without the bridge trying")
        }
    }
}
