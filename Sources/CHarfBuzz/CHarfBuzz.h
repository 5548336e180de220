/* HarfBuzz, the text shaper of the X11 front end: shaping (hb.h) and OpenType font functions (hb-ot.h). */
#include <hb.h>
#include <hb-ot.h>
