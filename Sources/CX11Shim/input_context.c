/* Fixed-argument wrappers for the variadic input-method calls. */
#include "CX11ShimInputContext.h"

#include <stddef.h>

XIC cx11_create_ic(XIM im, XIMStyle style, Window client, Window focus) {
    return XCreateIC(im,
                     XNInputStyle, style,
                     XNClientWindow, client,
                     XNFocusWindow, focus,
                     NULL);
}

/* Creates a context with preedit attributes `preedit` (NULL when the list could not be made) and frees the list. */
static XIC create_ic_with_preedit(XIM im, XIMStyle style, Window client, Window focus, XVaNestedList preedit) {
    if (preedit == NULL) return NULL;
    XIC ic = XCreateIC(im,
                       XNInputStyle, style,
                       XNClientWindow, client,
                       XNFocusWindow, focus,
                       XNPreeditAttributes, preedit,
                       NULL);
    XFree(preedit);
    return ic;
}

XIC cx11_create_ic_over_the_spot(XIM im, XIMStyle style, Window client, Window focus,
                                 short spot_x, short spot_y, XFontSet font_set) {
    XPoint spot = { spot_x, spot_y };
    XVaNestedList preedit = font_set != NULL
        ? XVaCreateNestedList(0, XNSpotLocation, &spot, XNFontSet, font_set, NULL)
        : XVaCreateNestedList(0, XNSpotLocation, &spot, NULL);
    return create_ic_with_preedit(im, style, client, focus, preedit);
}

XIC cx11_create_ic_on_the_spot(XIM im, XIMStyle style, Window client, Window focus,
                               short spot_x, short spot_y,
                               XICProc start, XICProc done, XICProc draw, XICProc caret,
                               XPointer client_data) {
    /* Xlib copies the callback records into the context, so locals are enough. */
    XICCallback start_record = { client_data, start };
    XICCallback done_record = { client_data, done };
    XICCallback draw_record = { client_data, draw };
    XICCallback caret_record = { client_data, caret };
    XPoint spot = { spot_x, spot_y };
    XVaNestedList preedit = XVaCreateNestedList(0,
                                                XNPreeditStartCallback, &start_record,
                                                XNPreeditDoneCallback, &done_record,
                                                XNPreeditDrawCallback, &draw_record,
                                                XNPreeditCaretCallback, &caret_record,
                                                XNSpotLocation, &spot,
                                                NULL);
    XIC ic = create_ic_with_preedit(im, style, client, focus, preedit);
    if (ic != NULL) return ic;
    /* Some input methods take no spot location with callbacks. */
    preedit = XVaCreateNestedList(0,
                                  XNPreeditStartCallback, &start_record,
                                  XNPreeditDoneCallback, &done_record,
                                  XNPreeditDrawCallback, &draw_record,
                                  XNPreeditCaretCallback, &caret_record,
                                  NULL);
    return create_ic_with_preedit(im, style, client, focus, preedit);
}

char *cx11_set_ic_spot_location(XIC ic, short spot_x, short spot_y) {
    XPoint spot = { spot_x, spot_y };
    XVaNestedList preedit = XVaCreateNestedList(0, XNSpotLocation, &spot, NULL);
    if (preedit == NULL) return XNPreeditAttributes;
    char *failed = XSetICValues(ic, XNPreeditAttributes, preedit, NULL);
    XFree(preedit);
    return failed;
}

char *cx11_get_ic_filter_events(XIC ic, unsigned long *mask) {
    return XGetICValues(ic, XNFilterEvents, mask, NULL);
}

char *cx11_set_ic_destroy_callback(XIC ic, XICProc callback, XPointer client_data) {
    /* Xlib copies the callback record, so a local one is enough. */
    XICCallback record = { client_data, callback };
    return XSetICValues(ic, XNDestroyCallback, &record, NULL);
}

char *cx11_set_im_destroy_callback(XIM im, XIMProc callback, XPointer client_data) {
    XIMCallback record = { client_data, callback };
    return XSetIMValues(im, XNDestroyCallback, &record, NULL);
}

int cx11_im_supported_styles(XIM im, XIMStyle *styles, int capacity) {
    XIMStyles *supported = NULL;
    if (XGetIMValues(im, XNQueryInputStyle, &supported, NULL) != NULL || supported == NULL) return -1;
    int count = supported->count_styles;
    for (int index = 0; index < count && index < capacity; index++) {
        styles[index] = supported->supported_styles[index];
    }
    XFree(supported);
    return count;
}

int cx11_im_supports_style(XIM im, XIMStyle style) {
    XIMStyles *styles = NULL;
    if (XGetIMValues(im, XNQueryInputStyle, &styles, NULL) != NULL || styles == NULL) return 0;
    int found = 0;
    for (unsigned short index = 0; index < styles->count_styles; index++) {
        if (styles->supported_styles[index] == style) {
            found = 1;
            break;
        }
    }
    XFree(styles);
    return found;
}
