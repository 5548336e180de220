/* Function forms of the Xlib display and screen macros. */
#include "CX11ShimDisplay.h"

int cx11_default_screen(Display *display) { return DefaultScreen(display); }

int cx11_connection_number(Display *display) { return ConnectionNumber(display); }

Window cx11_root_window(Display *display, int screen) { return RootWindow(display, screen); }

Visual *cx11_default_visual(Display *display, int screen) { return DefaultVisual(display, screen); }

Colormap cx11_default_colormap(Display *display, int screen) { return DefaultColormap(display, screen); }

int cx11_default_depth(Display *display, int screen) { return DefaultDepth(display, screen); }

int cx11_display_width(Display *display, int screen) { return DisplayWidth(display, screen); }

int cx11_display_height(Display *display, int screen) { return DisplayHeight(display, screen); }

unsigned long cx11_black_pixel(Display *display, int screen) { return BlackPixel(display, screen); }

unsigned long cx11_white_pixel(Display *display, int screen) { return WhitePixel(display, screen); }

const char *cx11_display_string(Display *display) { return DisplayString(display); }

long cx11_max_request_bytes(Display *display) {
    /* Both calls count 4-byte units. */
    long units = XExtendedMaxRequestSize(display);
    if (units == 0) units = XMaxRequestSize(display);
    return units * 4;
}
