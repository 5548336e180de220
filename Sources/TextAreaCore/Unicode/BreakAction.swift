/// What the rules decide about the position before a scalar.
enum BreakAction: UInt8 {
    /// No break (×).
    case prohibited
    /// A break opportunity (÷).
    case allowed
    /// A mandatory break (!).
    case mandatory
}
