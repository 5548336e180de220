/* Function forms of the XImage access macros. */
#ifndef CX11SHIM_IMAGE_H
#define CX11SHIM_IMAGE_H

#include <X11/Xlib.h>
#include <X11/Xutil.h>

/* The pixel value at (x, y) of an image, in the image's visual (XGetPixel). */
unsigned long cx11_get_pixel(XImage *image, int x, int y);

/* Frees an image and its data (XDestroyImage). */
void cx11_destroy_image(XImage *image);

#endif
