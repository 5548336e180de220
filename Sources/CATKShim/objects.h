/* The GObject types of the shim, shared by its files (not part of the module's interface). */
#ifndef CATKSHIM_OBJECTS_H
#define CATKSHIM_OBJECTS_H

#include <atk/atk.h>
#include "include/CATKShim.h"

/* An object with children: the application (no context) or a frame. */
typedef struct TAContainer {
    AtkObject parent;
    void *context;
    GPtrArray *children;
} TAContainer;
typedef struct TAContainerClass {
    AtkObjectClass parent;
} TAContainerClass;

/* A frame: a container with extents and states from its context. */
typedef struct TAFrame {
    TAContainer parent;
} TAFrame;
typedef struct TAFrameClass {
    TAContainerClass parent;
} TAFrameClass;

/* A text area: Text, EditableText and Component through its context. */
typedef struct TAText {
    AtkObject parent;
    void *context;
    char *placeholder;
    int32_t maxLength;
} TAText;
typedef struct TATextClass {
    AtkObjectClass parent;
} TATextClass;

GType ta_container_get_type(void);
GType ta_frame_get_type(void);
GType ta_text_get_type(void);

/* The callbacks registered by ta_a11y_set_callbacks. */
extern TATextCallbacks ta_text_callbacks;
extern TAFrameCallbacks ta_frame_callbacks;

/* Adds `child` at the end of `container`'s children, announcing it. */
void ta_container_append(TAContainer *container, AtkObject *child);
/* Takes `child` out of `container`'s children, announcing it. */
void ta_container_remove(TAContainer *container, AtkObject *child);
/* The index of `object` among its parent container's children, or -1. */
gint ta_index_in_parent(AtkObject *object);
/* The ATK state set for the shim's state bits. */
void ta_add_states(AtkStateSet *set, uint32_t states);

#endif
