#include "CX11Shim.h"

int cx11_default_screen(Display *display) { return DefaultScreen(display); }
