/*
 * Fixed-argument wrappers for the variadic input-method calls (XCreateIC,
 * XSetICValues, XGetICValues, XSetIMValues, XGetIMValues). Nested lists
 * (XVaCreateNestedList) are built and freed inside the wrappers.
 *
 * XOpenIM, XCloseIM, XDestroyIC, XSetICFocus, XUnsetICFocus, XFilterEvent,
 * Xutf8LookupString, Xutf8ResetIC, XCreateFontSet and
 * XRegisterIMInstantiateCallback have fixed arguments and are called from
 * Swift directly.
 */
#ifndef CX11SHIM_INPUT_CONTEXT_H
#define CX11SHIM_INPUT_CONTEXT_H

#include <X11/Xlib.h>

/* Creates an input context with the given input style (for example
 * XIMPreeditNothing | XIMStatusNothing), client window and focus window.
 * Returns NULL when the input method refuses. */
XIC cx11_create_ic(XIM im, XIMStyle style, Window client, Window focus);

/* Creates an over-the-spot input context (XIMPreeditPosition in the style):
 * the input method draws the preedit text itself at `spot` (window
 * coordinates of the caret's baseline) with `font_set` (left out when NULL).
 * Returns NULL when the input method refuses. */
XIC cx11_create_ic_over_the_spot(XIM im, XIMStyle style, Window client, Window focus,
                                 short spot_x, short spot_y, XFontSet font_set);

/* Creates an on-the-spot input context (XIMPreeditCallbacks in the style):
 * the input method reports its preedit text through `start`, `done`, `draw`
 * and `caret`, each called with `client_data`, and the client shows it.
 * `spot` (window coordinates of the caret's baseline) tells the input method
 * where to put its candidate list; it is left out for input methods that do
 * not take it. Returns NULL when the input method refuses. */
XIC cx11_create_ic_on_the_spot(XIM im, XIMStyle style, Window client, Window focus,
                               short spot_x, short spot_y,
                               XICProc start, XICProc done, XICProc draw, XICProc caret,
                               XPointer client_data);

/* Moves the preedit spot of an over-the-spot input context to the caret.
 * Returns NULL on success, or the name of the first value the input method
 * rejected (owned by Xlib; do not free). */
char *cx11_set_ic_spot_location(XIC ic, short spot_x, short spot_y);

/* Stores in *mask the events the input method needs the client window to
 * select (XNFilterEvents). Returns NULL on success, or the rejected value's name. */
char *cx11_get_ic_filter_events(XIC ic, unsigned long *mask);

/* Sets the callback Xlib calls when the input context is destroyed by the
 * input method (XNDestroyCallback). Returns NULL on success, or the rejected
 * value's name. */
char *cx11_set_ic_destroy_callback(XIC ic, XICProc callback, XPointer client_data);

/* Sets the callback Xlib calls when the input method goes away, for example
 * when its server exits (XNDestroyCallback). Returns NULL on success, or the
 * rejected value's name. */
char *cx11_set_im_destroy_callback(XIM im, XIMProc callback, XPointer client_data);

/* Copies up to `capacity` of the input styles the input method supports
 * (XNQueryInputStyle) into `styles`, in its order. Returns how many it
 * supports in total, or -1 when it does not say. */
int cx11_im_supported_styles(XIM im, XIMStyle *styles, int capacity);

/* Returns 1 when the input method lists `style` among its supported input
 * styles (XNQueryInputStyle), 0 otherwise. */
int cx11_im_supports_style(XIM im, XIMStyle style);

#endif
