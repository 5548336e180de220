/*
 * CATKShim: the ATK objects of the X11 front end, for what Swift cannot do
 * with GObject (subclass AtkObject, implement its interfaces, override
 * AtkUtil's class methods).
 *
 * The objects hold an opaque context and answer every question by calling
 * the Swift side through a table of plain C function pointers registered
 * once. Offsets are in Unicode characters (code points), as ATK counts them.
 * No GLib type appears here, so Swift imports this header without GLib's.
 *
 * Everything is called on the thread that runs the window's event loop.
 */
#ifndef CATKSHIM_H
#define CATKSHIM_H

#include <stdint.h>

/* What ta_a11y_text_at_offset asks for: the unit around an offset. */
enum {
    TA_TEXT_UNIT_CHARACTER = 0,
    TA_TEXT_UNIT_WORD = 1,
    TA_TEXT_UNIT_LINE = 2,
    TA_TEXT_UNIT_PARAGRAPH = 3,
    TA_TEXT_UNIT_SENTENCE = 4,
};

/* Coordinates: relative to the screen, to the top-level window, or to the parent. */
enum {
    TA_COORDINATES_SCREEN = 0,
    TA_COORDINATES_WINDOW = 1,
    TA_COORDINATES_PARENT = 2,
};

/* The states the Swift side reports, as bits. */
enum {
    TA_STATE_EDITABLE = 1 << 0,
    TA_STATE_READ_ONLY = 1 << 1,
    TA_STATE_FOCUSED = 1 << 2,
    TA_STATE_FOCUSABLE = 1 << 3,
    TA_STATE_MULTI_LINE = 1 << 4,
    TA_STATE_SHOWING = 1 << 5,
    TA_STATE_VISIBLE = 1 << 6,
    TA_STATE_ENABLED = 1 << 7,
    TA_STATE_ACTIVE = 1 << 8,
    TA_STATE_SINGLE_LINE = 1 << 9,
};

/* A rectangle in whole pixels. */
typedef struct TARect {
    int32_t x, y, width, height;
} TARect;

/* The questions a text object asks its Swift context. Returned strings are malloc'd UTF-8 (freed by the caller). */
typedef struct TATextCallbacks {
    int32_t (*characterCount)(void *context);
    char *(*text)(void *context, int32_t start, int32_t end);
    char *(*textAtOffset)(void *context, int32_t offset, int32_t unit, int32_t *start, int32_t *end);
    int32_t (*caretOffset)(void *context);
    int32_t (*setCaretOffset)(void *context, int32_t offset);
    /* The selection as start and end; returns 0 when nothing is selected. */
    int32_t (*selection)(void *context, int32_t *start, int32_t *end);
    int32_t (*setSelection)(void *context, int32_t start, int32_t end);
    TARect (*characterExtents)(void *context, int32_t offset, int32_t coordinates);
    int32_t (*offsetAtPoint)(void *context, int32_t x, int32_t y, int32_t coordinates);
    uint32_t (*states)(void *context);
    TARect (*extents)(void *context, int32_t coordinates);
    int32_t (*grabFocus)(void *context);
    void (*setContents)(void *context, const char *text);
    /* Inserts `text` at *position and moves *position past it. */
    void (*insert)(void *context, const char *text, int32_t *position);
    void (*deleteText)(void *context, int32_t start, int32_t end);
    void (*copy)(void *context, int32_t start, int32_t end);
    void (*cut)(void *context, int32_t start, int32_t end);
    void (*paste)(void *context, int32_t position);
    /* The attributes of the run holding code point `offset` (negative: the defaults of the whole text) as
       "name=value" lines, such as "family-name=DejaVu Sans"; the run's bounds go to *start and *end. */
    char *(*runAttributes)(void *context, int32_t offset, int32_t *start, int32_t *end);
} TATextCallbacks;

/* The questions a frame (a top-level window) asks its Swift context. */
typedef struct TAFrameCallbacks {
    TARect (*extents)(void *context, int32_t coordinates);
    uint32_t (*states)(void *context);
} TAFrameCallbacks;

/* One descriptor for poll(2), laid out as struct pollfd. */
typedef struct TAPollDescriptor {
    int32_t fd;
    int16_t events;
    int16_t revents;
} TAPollDescriptor;

/*
 * Joins the accessibility bus: makes the application object (named
 * `programName`), installs it as ATK's root and starts atk-bridge. GLib's
 * messages are dropped unless `showMessages`. Returns 1 when the bridge
 * started; 0 otherwise (then nothing else here may be called).
 */
int32_t ta_a11y_start(const char *programName, int32_t showMessages);
/* Registers the callbacks of every text object and every frame (once, before making objects). */
void ta_a11y_set_callbacks(const TATextCallbacks *text, const TAFrameCallbacks *frame);

/* A new frame, child of the application object, named `title`. */
void *ta_a11y_frame_new(void *context, const char *title);
/* Announces that the frame's window gained (window:activate) or lost (window:deactivate) the keyboard focus. */
void ta_a11y_frame_set_active(void *frame, int32_t active);
/* A new text object, the last child of `frame`. */
void *ta_a11y_text_new(void *frame, void *context);
/* Takes an object out of its parent, marks it defunct, forgets its context and drops the reference. */
void ta_a11y_object_destroy(void *object);

void ta_a11y_object_set_name(void *object, const char *name);
/* The object attributes of a text object: `placeholder-text` (NULL: none) and `max-length` (negative: none). */
void ta_a11y_text_set_attributes(void *object, const char *placeholder, int32_t maxLength);
/* Gives a text object the role `password text` (nonzero) or `text` (zero). */
void ta_a11y_text_set_password(void *object, int32_t password);

/*
 * Registers `callback`, called when atk-bridge starts forwarding events: it
 * hooks ATK's signals only once an assistive technology listens (and again
 * when one starts after all had gone), so what was announced before reached
 * nobody and must be announced again (the active window, the focus).
 */
void ta_a11y_set_listening_callback(void (*callback)(void));

/*
 * Offers a key press or release to the key event listeners (atk-bridge's,
 * which asks the AT-SPI registry, and so the screen reader, synchronously).
 * `text` is the key's character when it is one, else the keysym's name, as
 * GTK gives. Returns 1 when a listener consumed the key: the window must
 * then not handle it.
 */
int32_t ta_a11y_key_event(int32_t pressed, uint32_t state, uint32_t keysym, uint32_t keycode, const char *text,
                          uint32_t timestamp);

/* Events. */
void ta_a11y_text_inserted(void *object, int32_t position, int32_t length, const char *text);
/* Announces that the text's run attributes changed (spelling marks came or went). */
void ta_a11y_text_attributes_changed(void *object);
void ta_a11y_text_removed(void *object, int32_t position, int32_t length, const char *text);
void ta_a11y_caret_moved(void *object, int32_t offset);
void ta_a11y_selection_changed(void *object);
void ta_a11y_focus_changed(void *object, int32_t focused);

/*
 * GLib's main context in the window's poll: prepare fills up to `capacity`
 * descriptors and the longest wait in milliseconds (-1: none) and returns
 * how many it filled; after poll(2), dispatch gets them back with revents.
 */
int32_t ta_a11y_prepare(TAPollDescriptor *descriptors, int32_t capacity, int32_t *timeout);
void ta_a11y_dispatch(TAPollDescriptor *descriptors, int32_t count);

#endif
