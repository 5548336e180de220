import CX11
import Testing

@testable import X11TextArea

/// Choosing the input style from what an input method offers.
@Suite struct InputMethodStyleTests {
    private let onTheSpot = XIMStyle(XIMPreeditCallbacks | XIMStatusNothing)
    private let overTheSpot = XIMStyle(XIMPreeditPosition | XIMStatusNothing)
    private let root = XIMStyle(XIMPreeditNothing | XIMStatusNothing)
    private let none = XIMStyle(XIMPreeditNone | XIMStatusNone)

    private func chosen(_ offered: [XIMStyle]?, _ preference: [InputMethodStyle] = InputMethodStyle.preferenceOrder)
        -> [InputMethodStyle]
    {
        InputMethodStyle.choices(offered: offered, preference: preference).map(\.style)
    }

    @Test func onTheSpotWinsWhenOffered() {
        // What uim-xim offers, in its order.
        let choices = InputMethodStyle.choices(
            offered: [root, overTheSpot, onTheSpot],
            preference: InputMethodStyle.preferenceOrder)
        #expect(choices.first?.style == .onTheSpot && choices.first?.xStyle == onTheSpot)
        #expect(choices.map(\.style) == [.onTheSpot, .overTheSpot, .root])
    }

    @Test func xlibsOwnInputMethodGetsTheRootStyle() {
        // Xlib's compose-key input method offers "nothing" and "none".
        #expect(chosen([none, root]) == [.root, .root])
        #expect(InputMethodStyle.choices(offered: [none, root], preference: [.root]).first?.xStyle == root)
        #expect(chosen([none]) == [.root])
    }

    @Test func preferenceOrderIsFollowed() {
        #expect(
            chosen([root, overTheSpot, onTheSpot], [.overTheSpot, .onTheSpot, .root])
                == [.overTheSpot, .onTheSpot, .root])
        #expect(chosen([onTheSpot], [.root]).isEmpty)
    }

    @Test func stylesWithAStatusAreaAreNeverChosen() {
        let statusArea = XIMStyle(XIMPreeditCallbacks | XIMStatusArea)
        let statusCallbacks = XIMStyle(XIMPreeditPosition | XIMStatusCallbacks)
        #expect(chosen([statusArea, statusCallbacks]).isEmpty)
    }

    @Test func unknownOfferFallsBackToRoot() {
        #expect(
            InputMethodStyle.choices(offered: nil, preference: InputMethodStyle.preferenceOrder).map(\.xStyle)
                == [root])
        #expect(chosen(nil, [.onTheSpot]).isEmpty)
    }

    @Test func namesMatchTheDemoOption() {
        #expect(InputMethodStyle(rawValue: "on-the-spot") == .onTheSpot)
        #expect(InputMethodStyle(rawValue: "over-the-spot") == .overTheSpot)
        #expect(InputMethodStyle(rawValue: "root") == .root)
    }

    @Test func modifiersNamingAServerAreRecognised() {
        #expect(InputMethod.namesServer("@im=uim"))
        #expect(InputMethod.namesServer("@im=ibus@other=1"))
        #expect(!InputMethod.namesServer(""))
        #expect(!InputMethod.namesServer("@im="))
        #expect(!InputMethod.namesServer("@im=local"))
        #expect(!InputMethod.namesServer("@im=none"))
    }
}
