/// Why reading a command line stopped before it gave options.
public enum CommandLineError: Error, Equatable {
    /// `--help` or `-h` was given: not a mistake; the program prints its usage and exits 0.
    case helpRequested
    /// The command line is wrong; the reason is one line, without the program's name.
    case invalid(String)
}
