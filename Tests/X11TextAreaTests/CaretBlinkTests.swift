import Testing

@testable import X11TextArea

/// The caret's blink cycle.
@Suite struct CaretBlinkTests {
    @Test func caretIsVisibleForHalfAPeriodThenHidden() {
        let blink = CaretBlink(now: 100)
        #expect(blink.isVisible(at: 100))
        #expect(blink.isVisible(at: 100.49))
        #expect(!blink.isVisible(at: 100.5))
        #expect(blink.isVisible(at: 101.0))
        #expect(blink.nextChange(after: 100.2) == 100.5)
        #expect(blink.nextChange(after: 100.5) == 101.0)
    }

    @Test func restartShowsTheCaretAtOnce() {
        var blink = CaretBlink(now: 0)
        #expect(!blink.isVisible(at: 0.7))
        blink.restart(at: 0.7)
        #expect(blink.isVisible(at: 0.7))
        #expect(blink.nextChange(after: 0.7) == 1.2)
    }

    @Test func blinkingStopsVisibleAfterTheIdleLimit() {
        let blink = CaretBlink(now: 0)
        let late = CaretBlink.idleLimit + 0.25
        #expect(blink.isVisible(at: late))
        #expect(blink.nextChange(after: late) == nil)
    }

    @Test func desktopTimingSetsThePeriodAndIdleLimitOrStopsBlinking() {
        var blink = CaretBlink(now: 0)
        blink.timing.halfPeriod = 0.6
        blink.timing.idleLimit = 10
        #expect(blink.isVisible(at: 0.59) && !blink.isVisible(at: 0.6) && blink.isVisible(at: 1.2))
        #expect(blink.nextChange(after: 0.1) == 0.6)
        #expect(blink.nextChange(after: 9.9) == 10 && blink.nextChange(after: 10) == nil && blink.isVisible(at: 10.7))
        blink.timing.blinks = false
        #expect(blink.isVisible(at: 0.7) && blink.nextChange(after: 0.1) == nil)
    }
}
