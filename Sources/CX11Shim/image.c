/* Function forms of the XImage access macros. */
#include "CX11ShimImage.h"

unsigned long cx11_get_pixel(XImage *image, int x, int y) { return XGetPixel(image, x, y); }

void cx11_destroy_image(XImage *image) { XDestroyImage(image); }
