/* Headers of the system libraries the X11 front end uses: Xlib, Xft, fontconfig. */
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/Xresource.h>
#include <X11/keysym.h>
#include <X11/XKBlib.h>
#include <X11/cursorfont.h>
#include <X11/Xft/Xft.h>
#include <fontconfig/fontconfig.h>
#include <locale.h>
/* mbrtowc, for the multibyte preedit text of input methods. */
#include <wchar.h>
