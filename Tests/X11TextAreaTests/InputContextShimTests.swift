import CX11
import CX11Shim
import Testing

@testable import X11TextArea

extension X11Tests {
    /// The input-method wrappers against Xlib's built-in input method (no IM server runs under the tests).
    @Suite struct InputContextShimTests {
        let connection: X11Connection
        let window: Window

        init() throws {
            connection = try X11Connection(displayName: X11TestEnvironment.displayName())
            // Freed with the connection when the test ends.
            window = XCreateSimpleWindow(connection.display, connection.rootWindow, 0, 0, 100, 50, 0, 0, 0xFFFFFF)
        }

        private func withInputMethod(_ body: (XIM) throws -> Void) throws {
            let inputMethod = try #require(XOpenIM(connection.display, nil, nil, nil))
            defer { XCloseIM(inputMethod) }
            try body(inputMethod)
        }

        @Test func queriesTheInputStylesOfTheInputMethod() throws {
            try withInputMethod { inputMethod in
                let rootStyle = XIMStyle(XIMPreeditNothing | XIMStatusNothing)
                #expect(cx11_im_supports_style(inputMethod, rootStyle) == 1)
                // A style nobody offers: preedit drawn both by callbacks and in place.
                let impossible = XIMStyle(XIMPreeditCallbacks | XIMPreeditPosition | XIMStatusArea)
                #expect(cx11_im_supports_style(inputMethod, impossible) == 0)
            }
        }

        @Test func createsAnInputContextThatFiltersKeyEvents() throws {
            try withInputMethod { inputMethod in
                let style = XIMStyle(XIMPreeditNothing | XIMStatusNothing)
                let context = try #require(cx11_create_ic(inputMethod, style, window, window))
                defer { XDestroyIC(context) }
                var mask: UInt = 0
                #expect(cx11_get_ic_filter_events(context, &mask) == nil)
                #expect(mask & UInt(KeyPressMask) != 0)
                #expect(cx11_set_ic_destroy_callback(context, { _, _, _ in 0 }, nil) == nil)
                XSetICFocus(context)
                XUnsetICFocus(context)
            }
        }

        @Test func overTheSpotContextIsRefusedWhenTheStyleIsNotOffered() throws {
            try withInputMethod { inputMethod in
                let style = XIMStyle(XIMPreeditPosition | XIMStatusNothing)
                let offered = cx11_im_supports_style(inputMethod, style) == 1
                let context = cx11_create_ic_over_the_spot(inputMethod, style, window, window, 10, 20, nil)
                defer { if let context { XDestroyIC(context) } }
                #expect((context != nil) == offered)
                if let context {
                    #expect(cx11_set_ic_spot_location(context, 30, 40) == nil)
                }
            }
        }

        @Test func inputMethodDestroyCallbackIsAccepted() throws {
            try withInputMethod { inputMethod in
                #expect(cx11_set_im_destroy_callback(inputMethod, { _, _, _ in }, nil) == nil)
            }
        }

        @Test func displayMacroWrappersAgreeWithXlibFunctions() {
            let display = connection.display
            let screen = connection.screen
            #expect(cx11_default_screen(display) == XDefaultScreen(display))
            #expect(cx11_default_visual(display, screen) == XDefaultVisual(display, screen))
            #expect(cx11_default_colormap(display, screen) == XDefaultColormap(display, screen))
            #expect(cx11_display_width(display, screen) == XDisplayWidth(display, screen))
            #expect(cx11_display_height(display, screen) == XDisplayHeight(display, screen))
            #expect(cx11_black_pixel(display, screen) == XBlackPixel(display, screen))
            #expect(cx11_white_pixel(display, screen) == XWhitePixel(display, screen))
            #expect(String(cString: cx11_display_string(display)) == connection.displayName)
        }
    }
}
