/* Fixed-argument wrappers for the Xlib calls and macros Swift cannot import. */
#ifndef CX11SHIM_H
#define CX11SHIM_H
#include <X11/Xlib.h>

/* The default screen of the display (the DefaultScreen macro). */
int cx11_default_screen(Display *display);

#endif
