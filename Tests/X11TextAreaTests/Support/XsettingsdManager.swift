import Glibc
import Testing

/// Debian's `xsettingsd`, a real XSETTINGS manager, on a test's display, reading a configuration file the test rewrites.
///
/// ``reload(_:)`` rewrites the file and sends SIGHUP, on which xsettingsd
/// reads it again and publishes the new settings with a new serial.
final class XsettingsdManager {
    /// The configuration file.
    let configPath: String
    /// The running manager.
    let process: BackgroundProcess

    /// Writes `configuration` (one `Name value` line per setting) and starts xsettingsd on `display`.
    init(display: String, configuration: String, scratch: ScratchDirectory, name: String = "xsettingsd.conf") throws {
        configPath = scratch.file(name)
        writeFile(configPath, Array(configuration.utf8))
        let executable = try #require(Subprocess.findExecutable("xsettingsd"), "xsettingsd is not installed")
        process = try BackgroundProcess(executable, ["-c", configPath], display: display)
    }

    deinit {
        process.terminate()
    }

    /// Rewrites the configuration and tells xsettingsd to read it again.
    func reload(_ configuration: String) {
        writeFile(configPath, Array(configuration.utf8))
        kill(process.processID, SIGHUP)
    }

    /// Ends xsettingsd (its window goes, and with it the selection).
    func stop() {
        process.terminate()
    }
}
