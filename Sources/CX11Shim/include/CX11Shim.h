/*
 * CX11Shim: fixed-argument C wrappers for the parts of Xlib that Swift cannot
 * import directly.
 *
 * Swift imports neither function-like macros (DefaultScreen, RootWindow, ...)
 * nor variadic C functions (XCreateIC, XSetICValues, XVaCreateNestedList, ...).
 * Each wrapper here has fixed arguments, does one thing and is named after the
 * Xlib call it stands for, with a `cx11_` prefix.
 *
 * This header is the module's umbrella; it pulls in one header per concern.
 */
#ifndef CX11SHIM_H
#define CX11SHIM_H

#include "CX11ShimDisplay.h"
#include "CX11ShimImage.h"
#include "CX11ShimInputContext.h"

#endif
