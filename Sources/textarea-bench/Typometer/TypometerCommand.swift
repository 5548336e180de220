import BenchSupport
import CommandLineSupport
import Glibc
import StandardStreams
import X11TextArea

/// `textarea-bench --typometer …`: runs the typometer and prints its report.
///
/// Exit status: 0 when at least one key changed the window; 1 when the run
/// failed or no key changed the window; 2 for a bad command line (read by
/// ``BenchOptions``), no display, or no window with the title. Every failure
/// is one line on standard error, `textarea-bench: --typometer: …`.
enum TypometerCommand {
    /// Runs with `options` and exits, reporting failures as `program`.
    static func run(_ options: TypometerOptions, program: CommandLineProgram) -> Never {
        func fail(_ message: String, status: Int32) -> Never {
            program.fail("--typometer: \(message)", status: status)
        }
        let connection: X11Connection
        do {
            connection = try X11Connection()
        } catch {
            let name = getenv("DISPLAY").map { String(cString: $0) } ?? ""
            fail(
                name.isEmpty ? "no X display: $DISPLAY is not set" : "cannot open the X display '\(name)'",
                status: CommandLineProgram.usageStatus)
        }
        let result: TypometerResult
        do {
            result = try Typometer(options: options, connection: connection).run()
        } catch let error as TypometerWindowError {
            fail("\(error)", status: CommandLineProgram.usageStatus)
        } catch {
            fail("\(error)", status: 1)
        }
        StandardOutput.writeLine(
            options.json ? TypometerReport.json(result) : TypometerReport.summary(result, timeout: options.timeout))
        if result.firstChange.isEmpty {
            fail(
                "no key changed the window within \(Measurements.json(options.timeout)) s: does it take keys?",
                status: 1)
        }
        exit(0)
    }
}
