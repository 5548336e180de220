import Testing

@testable import X11TextArea

/// The conversion of XInput 2 scroll valuators into scroll distances, headless.
@Suite struct SmoothScrollTrackerTests {
    static let vertical = ScrollValuator(number: 3, isVertical: true, increment: 15)
    static let horizontal = ScrollValuator(number: 2, isVertical: false, increment: -10)

    @Test func distancesAreChangesSinceTheLastValueInClicks() {
        var tracker = SmoothScrollTracker()
        tracker.setValuators([Self.vertical, Self.horizontal], currentValues: [3: 100, 2: 50], of: 9)
        #expect(tracker.scrollsSmoothly(device: 9))
        let first = tracker.scrollDistance(device: 9, values: [3: 107.5])
        #expect(first.vertical == 0.5 && first.horizontal == 0)
        let second = tracker.scrollDistance(device: 9, values: [3: 77.5, 2: 70])
        #expect(second.vertical == -2, "back up by two clicks")
        #expect(second.horizontal == -2, "a negative increment turns the axis round")
        // Other valuators (pointer axes) are not scrolling.
        #expect(tracker.scrollDistance(device: 9, values: [0: 400, 1: 300]) == (0, 0))
    }

    @Test func firstValueAfterAResetOnlySetsTheStart() {
        var tracker = SmoothScrollTracker()
        tracker.setValuators([Self.vertical], currentValues: [:], of: 4)
        #expect(tracker.scrollDistance(device: 4, values: [3: 900]) == (0, 0), "no value known yet")
        #expect(tracker.scrollDistance(device: 4, values: [3: 930]).vertical == 2)
        tracker.resetPositions()
        #expect(tracker.scrollDistance(device: 4, values: [3: 2000]) == (0, 0), "the pointer came back in")
        #expect(tracker.scrollDistance(device: 4, values: [3: 1985]).vertical == -1)
    }

    @Test func devicesWithoutScrollValuatorsAndForgottenDevices() {
        var tracker = SmoothScrollTracker()
        tracker.setValuators([], currentValues: [0: 1], of: 2)
        #expect(tracker.knows(device: 2) && !tracker.scrollsSmoothly(device: 2))
        #expect(tracker.scrollDistance(device: 2, values: [3: 10]) == (0, 0))
        #expect(!tracker.knows(device: 5))
        tracker.setValuators([Self.vertical], currentValues: [3: 0], of: 5)
        tracker.forget(device: 5)
        #expect(!tracker.knows(device: 5) && !tracker.scrollsSmoothly(device: 5))
    }
}
