/* Headers of the system libraries the X11 front end uses: Xlib, Xft, fontconfig, and the
 * SYNC (libXext) and XInput 2 (libXi) extensions. */
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/Xresource.h>
#include <X11/keysym.h>
#include <X11/XKBlib.h>
#include <X11/cursorfont.h>
#include <X11/Xft/Xft.h>
/* XSync counters for _NET_WM_SYNC_REQUEST. */
#include <X11/extensions/sync.h>
/* XInput 2: smooth and horizontal scrolling. */
#include <X11/extensions/XInput2.h>
#include <fontconfig/fontconfig.h>
#include <locale.h>
/* mbrtowc, for the multibyte preedit text of input methods. */
#include <wchar.h>
