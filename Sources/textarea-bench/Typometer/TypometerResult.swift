import CX11

/// What one typometer run measured.
struct TypometerResult {
    /// The title the window was found by.
    var windowTitle: String
    /// The window typed into.
    var window: Window
    /// The window's size in pixels.
    var width: Int
    var height: Int
    /// How changes were told.
    var method: TypometerMethod
    /// How many keys were sent, and how many of them were letters (the rest were BackSpaces).
    var keyCount: Int
    var letterCount: Int
    /// For each key that changed the window: from the key sent to the first change seen, in µs, sorted.
    var firstChange: [Double]
    /// For the same keys: from the key sent to the last change before the window settled, in µs, sorted.
    var lastChange: [Double]
    /// How many keys did not change the window within the timeout.
    var unchanged: Int
    /// The pixels repainted while each key was handled, sorted (empty when the method cannot tell).
    var repaintedPixels: [Int]
}
