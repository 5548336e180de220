/* Headers of ATK and GLib under it. atk-bridge is linked (CATKShim's linker settings) but its header is not read: its
 * pkg-config flags carry -pthread, which SwiftPM refuses; the shim declares the one function it calls. */
#include <glib.h>
#include <glib-object.h>
#include <atk/atk.h>
