/* Headers of the X extensions the typometer uses (textarea-bench only): XTest to
   inject keys, DAMAGE and XFIXES to hear of drawing, MIT-SHM to read pixels fast. */
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/extensions/XTest.h>
#include <X11/extensions/Xdamage.h>
#include <X11/extensions/Xfixes.h>
#include <X11/extensions/XShm.h>
#include <sys/ipc.h>
#include <sys/shm.h>
