/* Joining the accessibility bus: the application object, ATK's root, atk-bridge, GLib's messages and main context. */
#include <stdlib.h>
#include <string.h>
#include "objects.h"

/* From atk-bridge.h (libatk-bridge2.0-dev), whose pkg-config flags SwiftPM refuses (see CATK.h). */
int atk_bridge_adaptor_init(gint *argc, gchar **argv[]);

AtkObject *ta_application = NULL;
static gboolean show_messages = FALSE;

static AtkObject *ta_get_root(void) { return ta_application; }

/* The key event listeners atk-bridge adds (it forwards each key to the AT-SPI registry, which asks Orca). */
typedef struct TAKeyListener {
    AtkKeySnoopFunc listener;
    gpointer data;
    guint id;
} TAKeyListener;
static GArray *key_listeners = NULL;
static guint next_key_listener_id = 1;
static void (*listening_callback)(void) = NULL;

static guint ta_add_key_event_listener(AtkKeySnoopFunc listener, gpointer data) {
    if (key_listeners == NULL) key_listeners = g_array_new(FALSE, FALSE, sizeof(TAKeyListener));
    TAKeyListener entry = {listener, data, next_key_listener_id++};
    g_array_append_val(key_listeners, entry);
    /* atk-bridge adds its key listener last, once an assistive technology listens: every signal before went nowhere. */
    if (listening_callback != NULL) listening_callback();
    return entry.id;
}

void ta_a11y_set_listening_callback(void (*callback)(void)) { listening_callback = callback; }

static void ta_remove_key_event_listener(guint id) {
    if (key_listeners == NULL) return;
    for (guint index = 0; index < key_listeners->len; index++) {
        if (g_array_index(key_listeners, TAKeyListener, index).id == id) {
            g_array_remove_index(key_listeners, index);
            return;
        }
    }
}

int32_t ta_a11y_key_event(int32_t pressed, uint32_t state, uint32_t keysym, uint32_t keycode, const char *text,
                          uint32_t timestamp) {
    if (key_listeners == NULL || key_listeners->len == 0) return 0;
    AtkKeyEventStruct event = {0};
    event.type = pressed ? ATK_KEY_EVENT_PRESS : ATK_KEY_EVENT_RELEASE;
    event.state = state;
    event.keyval = keysym;
    event.string = (gchar *)(text ? text : "");
    event.length = (gint)strlen(event.string);
    event.keycode = keycode;
    event.timestamp = timestamp;
    /* A copy: a listener may add or remove listeners while it runs. */
    GArray *listeners = g_array_copy(key_listeners);
    gint consumed = 0;
    for (guint index = 0; index < listeners->len; index++) {
        TAKeyListener entry = g_array_index(listeners, TAKeyListener, index);
        consumed |= entry.listener(&event, entry.data);
    }
    g_array_unref(listeners);
    return consumed != 0;
}
static const gchar *ta_get_toolkit_name(void) { return "TextArea"; }
static const gchar *ta_get_toolkit_version(void) { return "1.0"; }

/*
 * The messages of the accessibility libraries (libatspi's D-Bus layer warns
 * when a session bus runs without the accessibility bus): dropped unless
 * asked for. Handlers for their log domains only, so an application's own
 * GLib logging is left alone.
 */
static const char *const quiet_domains[] = {"dbind", "atk-bridge", "Atspi", "Atk"};

static void ta_log_handler(const gchar *domain, GLogLevelFlags level, const gchar *message, gpointer data) {
    if (show_messages) g_log_default_handler(domain, level, message, data);
}

int32_t ta_a11y_start(const char *programName, int32_t showMessages) {
    if (ta_application != NULL) return 1;
    show_messages = showMessages != 0;
    for (size_t index = 0; index < G_N_ELEMENTS(quiet_domains); index++) {
        g_log_set_handler(quiet_domains[index], G_LOG_LEVEL_MASK | G_LOG_FLAG_FATAL | G_LOG_FLAG_RECURSION,
                          ta_log_handler, NULL);
    }
    g_set_prgname(programName);

    AtkUtilClass *util = g_type_class_ref(ATK_TYPE_UTIL);
    util->get_root = ta_get_root;
    util->get_toolkit_name = ta_get_toolkit_name;
    util->get_toolkit_version = ta_get_toolkit_version;
    util->add_key_event_listener = ta_add_key_event_listener;
    util->remove_key_event_listener = ta_remove_key_event_listener;

    ta_application = g_object_new(ta_container_get_type(), NULL);
    atk_object_initialize(ta_application, NULL);
    atk_object_set_role(ta_application, ATK_ROLE_APPLICATION);
    atk_object_set_name(ta_application, programName);

    if (atk_bridge_adaptor_init(NULL, NULL) != 0) {
        g_clear_object(&ta_application);
        util->get_root = NULL;
        return 0;
    }
    return 1;
}

void ta_a11y_set_callbacks(const TATextCallbacks *text, const TAFrameCallbacks *frame) {
    ta_text_callbacks = *text;
    ta_frame_callbacks = *frame;
}

/* The main context between prepare and dispatch, and the priority prepare found. */
static gint pending_priority = 0;
static gboolean context_acquired = FALSE;

int32_t ta_a11y_prepare(TAPollDescriptor *descriptors, int32_t capacity, int32_t *timeout) {
    GMainContext *context = g_main_context_default();
    *timeout = -1;
    if (!g_main_context_acquire(context)) return 0;
    context_acquired = TRUE;
    if (g_main_context_prepare(context, &pending_priority)) {
        /* A source is ready now: poll without waiting. */
        *timeout = 0;
    }
    GPollFD fds[32];
    gint wait = -1;
    gint needed = g_main_context_query(context, pending_priority, &wait, fds, G_N_ELEMENTS(fds));
    gint count = MIN(MIN(needed, (gint)G_N_ELEMENTS(fds)), capacity);
    for (gint index = 0; index < count; index++) {
        descriptors[index].fd = fds[index].fd;
        descriptors[index].events = (int16_t)fds[index].events;
        descriptors[index].revents = 0;
    }
    if (*timeout != 0) *timeout = wait;
    return count;
}

void ta_a11y_dispatch(TAPollDescriptor *descriptors, int32_t count) {
    if (!context_acquired) return;
    GMainContext *context = g_main_context_default();
    GPollFD fds[32];
    gint limit = MIN(count, (gint)G_N_ELEMENTS(fds));
    for (gint index = 0; index < limit; index++) {
        fds[index].fd = descriptors[index].fd;
        fds[index].events = (gushort)descriptors[index].events;
        fds[index].revents = (gushort)descriptors[index].revents;
    }
    if (g_main_context_check(context, pending_priority, fds, limit)) g_main_context_dispatch(context);
    context_acquired = FALSE;
    g_main_context_release(context);
}
