/* libpng, used to write screenshots as PNG. */
#include <png.h>
