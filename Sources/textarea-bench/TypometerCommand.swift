import Glibc
import X11TextArea

/// `textarea-bench --typometer …`: parses the command line, runs the typometer and prints its report.
///
/// Exit status: 0 when at least one key changed the window; 1 when the run
/// failed or no key changed the window; 2 for a bad command line, no display,
/// or no window with the title. Every failure is one line on standard error.
enum TypometerCommand {
    /// The first argument that selects the typometer.
    static let flag = "--typometer"

    /// Runs with the arguments after ``flag`` and exits.
    static func run(_ arguments: [String]) -> Never {
        if arguments == ["--help"] {
            print(TypometerOptions.usage)
            exit(0)
        }
        let options: TypometerOptions
        do {
            options = try TypometerOptions.parse(arguments)
        } catch {
            fail("\(error) (see textarea-bench --typometer --help)",
                 status: 2)
        }
        let connection: X11Connection
        do {
            connection = try X11Connection()
        } catch {
            let name = getenv("DISPLAY").map { String(cString: $0) } ?? ""
            fail(name.isEmpty ? "no X display: $DISPLAY is not set" : "cannot open the X display '\(name)'",
                 status: 2)
        }
        let result: TypometerResult
        do {
            result = try Typometer(options: options, connection: connection).run()
        } catch let error as TypometerWindowError {
            fail("\(error)", status: 2)
        } catch {
            fail("\(error)", status: 1)
        }
        print(options.json ? TypometerReport.json(result) : TypometerReport.summary(result, timeout: options.timeout))
        fflush(nil)
        if result.firstChange.isEmpty {
            fail("no key changed the window within \(Measurements.json(options.timeout)) s: does it take keys?",
                 status: 1)
        }
        exit(0)
    }

    /// Writes `message` as one line on standard error and exits with `status`.
    private static func fail(_ message: String, status: Int32) -> Never {
        var line = "textarea-bench --typometer: \(message)\n"
        line.withUTF8 { bytes in _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count) }
        exit(status)
    }
}
