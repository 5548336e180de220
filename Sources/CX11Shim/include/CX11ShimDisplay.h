/* Function forms of the Xlib display and screen macros. */
#ifndef CX11SHIM_DISPLAY_H
#define CX11SHIM_DISPLAY_H

#include <X11/Xlib.h>

/* The default screen number of the display (DefaultScreen). */
int cx11_default_screen(Display *display);

/* The file descriptor of the connection, for poll() (ConnectionNumber). */
int cx11_connection_number(Display *display);

/* The root window of a screen (RootWindow). */
Window cx11_root_window(Display *display, int screen);

/* The default visual of a screen (DefaultVisual). */
Visual *cx11_default_visual(Display *display, int screen);

/* The default colormap of a screen (DefaultColormap). */
Colormap cx11_default_colormap(Display *display, int screen);

/* The depth of the root window of a screen, in bits (DefaultDepth). */
int cx11_default_depth(Display *display, int screen);

/* The width of a screen in pixels (DisplayWidth). */
int cx11_display_width(Display *display, int screen);

/* The height of a screen in pixels (DisplayHeight). */
int cx11_display_height(Display *display, int screen);

/* The black pixel value of a screen (BlackPixel). */
unsigned long cx11_black_pixel(Display *display, int screen);

/* The white pixel value of a screen (WhitePixel). */
unsigned long cx11_white_pixel(Display *display, int screen);

/* The name the display was opened with, such as ":0" (DisplayString). */
const char *cx11_display_string(Display *display);

/* The largest request the server accepts, in bytes; uses the extended length
 * when the server supports BIG-REQUESTS (XExtendedMaxRequestSize, falling back
 * to XMaxRequestSize). Clipboard transfers above this size go through INCR. */
long cx11_max_request_bytes(Display *display);

#endif
