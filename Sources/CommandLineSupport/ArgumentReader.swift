/// Reads a command line one argument at a time, in the style every TextArea program shares.
///
/// Options start with `-` (`--name`, or a short one such as `-h`); an
/// option's value follows it as the next argument or after `=` in the same
/// one (`--width 200`, `--width=200`). Anything else is an operand.
/// `--help` and `-h` stop the reading with ``CommandLineError/helpRequested``.
///
/// ```swift
/// var reader = ArgumentReader(arguments)
/// while let option = try reader.nextOption() {
///     switch option {
///     case "--json": try reader.noValue(); json = true
///     case "--columns": columns = try reader.value("a number")
///     default: throw reader.unknownOption()
///     }
/// }
/// ```
public struct ArgumentReader {
    /// One argument: an option's name, or an operand as given.
    public enum Argument: Equatable {
        /// An option, named without any `=value`.
        case option(String)
        /// An argument that is not an option.
        case operand(String)
    }

    private var remaining: ArraySlice<String>
    /// The value given after `=` with the option last read.
    private var inlineValue: String?
    /// The name of the option last read, for messages.
    public private(set) var option = ""

    /// Starts reading `arguments`, which come after the program's name.
    public init(_ arguments: [String]) {
        remaining = arguments[...]
    }

    /// The next argument, or nil after the last one.
    ///
    /// - Throws: ``CommandLineError/helpRequested`` for `--help` or `-h`.
    public mutating func next() throws(CommandLineError) -> Argument? {
        guard let argument = remaining.popFirst() else { return nil }
        guard argument.hasPrefix("-"), argument.count > 1 else { return .operand(argument) }
        option = argument
        inlineValue = nil
        if let equals = argument.firstIndex(of: "=") {
            option = String(argument[..<equals])
            inlineValue = String(argument[argument.index(after: equals)...])
        }
        if option == "--help" || option == "-h" {
            try noValue()
            throw .helpRequested
        }
        return .option(option)
    }

    /// The next option's name, or nil after the last argument.
    ///
    /// - Throws: ``CommandLineError/helpRequested`` for `--help` or `-h`, and
    ///   ``CommandLineError/invalid(_:)`` for an operand.
    public mutating func nextOption() throws(CommandLineError) -> String? {
        switch try next() {
        case nil: return nil
        case .option(let name): return name
        case .operand(let operand): throw .invalid("unexpected argument '\(operand)': options start with --")
        }
    }

    /// The value of the option last read: what follows its `=`, else the next argument, whatever it is.
    ///
    /// - Parameter what: what the option needs, for the message when it is missing ("a number").
    public mutating func value(_ what: String = "a value") throws(CommandLineError) -> String {
        if let inlineValue {
            self.inlineValue = nil
            return inlineValue
        }
        guard let next = remaining.popFirst() else { throw .invalid("\(option) needs \(what)") }
        return next
    }

    /// Checks that the option last read, which takes no value, was not given one with `=`.
    public func noValue() throws(CommandLineError) {
        if inlineValue != nil { throw .invalid("\(option) takes no value") }
    }

    /// The error for the option last read when the program does not know it.
    public func unknownOption() -> CommandLineError {
        .invalid("unknown option '\(option)'")
    }
}
