/* The text object: one text area, answering Text, EditableText and Component through its context. */
#include <stdlib.h>
#include <string.h>
#include "objects.h"

TATextCallbacks ta_text_callbacks;

static void ta_text_text_init(AtkTextIface *iface);
static void ta_text_editable_init(AtkEditableTextIface *iface);
static void ta_text_component_init(AtkComponentIface *iface);

G_DEFINE_TYPE_WITH_CODE(TAText, ta_text, ATK_TYPE_OBJECT,
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_TEXT, ta_text_text_init)
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_EDITABLE_TEXT, ta_text_editable_init)
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_COMPONENT, ta_text_component_init))

/* The context of a text object, or NULL once its area is gone. */
static void *context_of(void *object) { return ((TAText *)object)->context; }

/* A string the Swift side malloc'd, as a GLib string the caller frees with g_free. */
static gchar *glib_string(char *text) {
    if (text == NULL) return g_strdup("");
    gchar *copy = g_strdup(text);
    free(text);
    return copy;
}

static void ta_text_init(TAText *text) { text->maxLength = -1; }

static void ta_text_finalize(GObject *object) {
    g_free(((TAText *)object)->placeholder);
    G_OBJECT_CLASS(ta_text_parent_class)->finalize(object);
}

static AtkStateSet *ta_text_ref_state_set(AtkObject *object) {
    AtkStateSet *set = ATK_OBJECT_CLASS(ta_text_parent_class)->ref_state_set(object);
    void *context = context_of(object);
    if (context == NULL) {
        atk_state_set_add_state(set, ATK_STATE_DEFUNCT);
    } else {
        ta_add_states(set, ta_text_callbacks.states(context));
    }
    return set;
}

static AtkAttributeSet *add_attribute(AtkAttributeSet *set, const char *name, const char *value) {
    AtkAttribute *attribute = g_new(AtkAttribute, 1);
    attribute->name = g_strdup(name);
    attribute->value = g_strdup(value);
    return g_slist_append(set, attribute);
}

static AtkAttributeSet *ta_text_get_attributes(AtkObject *object) {
    TAText *text = (TAText *)object;
    AtkAttributeSet *set = NULL;
    if (text->placeholder != NULL) set = add_attribute(set, "placeholder-text", text->placeholder);
    if (text->maxLength >= 0) {
        char number[16];
        g_snprintf(number, sizeof number, "%d", text->maxLength);
        set = add_attribute(set, "max-length", number);
    }
    return set;
}

static void ta_text_class_init(TATextClass *klass) {
    G_OBJECT_CLASS(klass)->finalize = ta_text_finalize;
    AtkObjectClass *atk = ATK_OBJECT_CLASS(klass);
    atk->ref_state_set = ta_text_ref_state_set;
    atk->get_attributes = ta_text_get_attributes;
    atk->get_index_in_parent = ta_index_in_parent;
}

/* AtkText. */

static gchar *ta_get_text(AtkText *object, gint start, gint end) {
    void *context = context_of(object);
    if (context == NULL) return NULL;
    return glib_string(ta_text_callbacks.text(context, start, end));
}

static gint ta_get_character_count(AtkText *object) {
    void *context = context_of(object);
    return context ? ta_text_callbacks.characterCount(context) : 0;
}

static gunichar ta_get_character_at_offset(AtkText *object, gint offset) {
    void *context = context_of(object);
    if (context == NULL) return 0;
    char *text = ta_text_callbacks.text(context, offset, offset + 1);
    gunichar character = (text && *text) ? g_utf8_get_char(text) : 0;
    free(text);
    return character;
}

static gchar *text_at(AtkText *object, gint offset, int32_t unit, gint *start, gint *end) {
    void *context = context_of(object);
    int32_t lower = 0, upper = 0;
    gchar *result = context ? glib_string(ta_text_callbacks.textAtOffset(context, offset, unit, &lower, &upper))
                            : NULL;
    if (start) *start = lower;
    if (end) *end = upper;
    return result;
}

static gchar *ta_get_string_at_offset(AtkText *object, gint offset, AtkTextGranularity granularity, gint *start,
                                      gint *end) {
    int32_t unit = TA_TEXT_UNIT_CHARACTER;
    switch (granularity) {
    case ATK_TEXT_GRANULARITY_CHAR: unit = TA_TEXT_UNIT_CHARACTER; break;
    case ATK_TEXT_GRANULARITY_WORD: unit = TA_TEXT_UNIT_WORD; break;
    case ATK_TEXT_GRANULARITY_LINE: unit = TA_TEXT_UNIT_LINE; break;
    case ATK_TEXT_GRANULARITY_SENTENCE: unit = TA_TEXT_UNIT_SENTENCE; break;
    case ATK_TEXT_GRANULARITY_PARAGRAPH: unit = TA_TEXT_UNIT_PARAGRAPH; break;
    }
    return text_at(object, offset, unit, start, end);
}

static gchar *ta_get_text_at_offset(AtkText *object, gint offset, AtkTextBoundary boundary, gint *start,
                                    gint *end) {
    int32_t unit = TA_TEXT_UNIT_CHARACTER;
    switch (boundary) {
    case ATK_TEXT_BOUNDARY_CHAR: unit = TA_TEXT_UNIT_CHARACTER; break;
    case ATK_TEXT_BOUNDARY_WORD_START:
    case ATK_TEXT_BOUNDARY_WORD_END: unit = TA_TEXT_UNIT_WORD; break;
    case ATK_TEXT_BOUNDARY_SENTENCE_START:
    case ATK_TEXT_BOUNDARY_SENTENCE_END: unit = TA_TEXT_UNIT_SENTENCE; break;
    case ATK_TEXT_BOUNDARY_LINE_START:
    case ATK_TEXT_BOUNDARY_LINE_END: unit = TA_TEXT_UNIT_LINE; break;
    }
    return text_at(object, offset, unit, start, end);
}

static gint ta_get_caret_offset(AtkText *object) {
    void *context = context_of(object);
    return context ? ta_text_callbacks.caretOffset(context) : 0;
}

static gboolean ta_set_caret_offset(AtkText *object, gint offset) {
    void *context = context_of(object);
    return context ? ta_text_callbacks.setCaretOffset(context, offset) != 0 : FALSE;
}

static gint ta_get_n_selections(AtkText *object) {
    void *context = context_of(object);
    int32_t start, end;
    return (context && ta_text_callbacks.selection(context, &start, &end)) ? 1 : 0;
}

static gchar *ta_get_selection(AtkText *object, gint number, gint *start, gint *end) {
    void *context = context_of(object);
    int32_t lower = 0, upper = 0;
    if (context == NULL || number != 0 || !ta_text_callbacks.selection(context, &lower, &upper)) {
        if (start) *start = 0;
        if (end) *end = 0;
        return NULL;
    }
    if (start) *start = lower;
    if (end) *end = upper;
    return glib_string(ta_text_callbacks.text(context, lower, upper));
}

static gboolean ta_set_selection(AtkText *object, gint number, gint start, gint end) {
    void *context = context_of(object);
    if (context == NULL || number != 0) return FALSE;
    return ta_text_callbacks.setSelection(context, start, end) != 0;
}

static gboolean ta_add_selection(AtkText *object, gint start, gint end) {
    return ta_set_selection(object, 0, start, end);
}

static gboolean ta_remove_selection(AtkText *object, gint number) {
    void *context = context_of(object);
    if (context == NULL || number != 0) return FALSE;
    gint caret = ta_text_callbacks.caretOffset(context);
    return ta_text_callbacks.setSelection(context, caret, caret) != 0;
}

static void ta_get_character_extents(AtkText *object, gint offset, gint *x, gint *y, gint *width, gint *height,
                                     AtkCoordType coordinates) {
    void *context = context_of(object);
    TARect rect = {0, 0, 0, 0};
    if (context) rect = ta_text_callbacks.characterExtents(context, offset, (int32_t)coordinates);
    if (x) *x = rect.x;
    if (y) *y = rect.y;
    if (width) *width = rect.width;
    if (height) *height = rect.height;
}

static gint ta_get_offset_at_point(AtkText *object, gint x, gint y, AtkCoordType coordinates) {
    void *context = context_of(object);
    return context ? ta_text_callbacks.offsetAtPoint(context, x, y, (int32_t)coordinates) : -1;
}

/* The attributes of the run at `offset` (negative: the defaults), from the "name=value" lines its context gives. */
static AtkAttributeSet *text_attributes(AtkText *object, gint offset, gint *start, gint *end) {
    void *context = context_of(object);
    if (context == NULL || ta_text_callbacks.runAttributes == NULL) return NULL;
    int32_t runStart = 0;
    int32_t runEnd = 0;
    gchar *lines = glib_string(ta_text_callbacks.runAttributes(context, (int32_t)offset, &runStart, &runEnd));
    if (start) *start = runStart;
    if (end) *end = runEnd;
    gchar **entries = g_strsplit(lines, "\n", -1);
    AtkAttributeSet *set = NULL;
    for (gchar **entry = entries; *entry != NULL; entry++) {
        gchar *equals = strchr(*entry, '=');
        if (equals == NULL) continue;
        *equals = '\0';
        set = add_attribute(set, *entry, equals + 1);
    }
    g_strfreev(entries);
    g_free(lines);
    return set;
}

static AtkAttributeSet *ta_get_run_attributes(AtkText *object, gint offset, gint *start, gint *end) {
    /* One font and colour for the whole text; runs differ only where a word is misspelled. */
    return text_attributes(object, offset < 0 ? 0 : offset, start, end);
}

static AtkAttributeSet *ta_get_default_attributes(AtkText *object) { return text_attributes(object, -1, NULL, NULL); }

static void ta_text_text_init(AtkTextIface *iface) {
    iface->get_text = ta_get_text;
    iface->get_character_count = ta_get_character_count;
    iface->get_character_at_offset = ta_get_character_at_offset;
    iface->get_text_at_offset = ta_get_text_at_offset;
    iface->get_string_at_offset = ta_get_string_at_offset;
    iface->get_caret_offset = ta_get_caret_offset;
    iface->set_caret_offset = ta_set_caret_offset;
    iface->get_n_selections = ta_get_n_selections;
    iface->get_selection = ta_get_selection;
    iface->add_selection = ta_add_selection;
    iface->remove_selection = ta_remove_selection;
    iface->set_selection = ta_set_selection;
    iface->get_character_extents = ta_get_character_extents;
    iface->get_offset_at_point = ta_get_offset_at_point;
    iface->get_run_attributes = ta_get_run_attributes;
    iface->get_default_attributes = ta_get_default_attributes;
}

/* AtkEditableText: the Swift side edits as typing does. */

static void ta_set_text_contents(AtkEditableText *object, const gchar *string) {
    void *context = context_of(object);
    if (context) ta_text_callbacks.setContents(context, string ? string : "");
}

static void ta_insert_text(AtkEditableText *object, const gchar *string, gint length, gint *position) {
    void *context = context_of(object);
    if (context == NULL || string == NULL || position == NULL) return;
    /* `length` counts bytes; a negative one means up to the terminating zero. */
    gchar *text = length < 0 ? g_strdup(string) : g_strndup(string, (gsize)length);
    int32_t at = *position;
    ta_text_callbacks.insert(context, text, &at);
    *position = at;
    g_free(text);
}

static void ta_delete_text(AtkEditableText *object, gint start, gint end) {
    void *context = context_of(object);
    if (context) ta_text_callbacks.deleteText(context, start, end);
}

static void ta_copy_text(AtkEditableText *object, gint start, gint end) {
    void *context = context_of(object);
    if (context) ta_text_callbacks.copy(context, start, end);
}

static void ta_cut_text(AtkEditableText *object, gint start, gint end) {
    void *context = context_of(object);
    if (context) ta_text_callbacks.cut(context, start, end);
}

static void ta_paste_text(AtkEditableText *object, gint position) {
    void *context = context_of(object);
    if (context) ta_text_callbacks.paste(context, position);
}

static void ta_text_editable_init(AtkEditableTextIface *iface) {
    iface->set_text_contents = ta_set_text_contents;
    iface->insert_text = ta_insert_text;
    iface->delete_text = ta_delete_text;
    iface->copy_text = ta_copy_text;
    iface->cut_text = ta_cut_text;
    iface->paste_text = ta_paste_text;
}

/* AtkComponent. */

static void ta_text_get_extents(AtkComponent *component, gint *x, gint *y, gint *width, gint *height,
                                AtkCoordType coordinates) {
    void *context = context_of(component);
    TARect rect = {0, 0, 0, 0};
    if (context) rect = ta_text_callbacks.extents(context, (int32_t)coordinates);
    if (x) *x = rect.x;
    if (y) *y = rect.y;
    if (width) *width = rect.width;
    if (height) *height = rect.height;
}

static gboolean ta_text_grab_focus(AtkComponent *component) {
    void *context = context_of(component);
    return context ? ta_text_callbacks.grabFocus(context) != 0 : FALSE;
}

static void ta_text_component_init(AtkComponentIface *iface) {
    iface->get_extents = ta_text_get_extents;
    iface->grab_focus = ta_text_grab_focus;
}

/* The module's interface for text objects. */

void *ta_a11y_text_new(void *frame, void *context) {
    TAText *text = g_object_new(ta_text_get_type(), NULL);
    text->context = context;
    AtkObject *object = ATK_OBJECT(text);
    atk_object_initialize(object, NULL);
    atk_object_set_role(object, ATK_ROLE_TEXT);
    ta_container_append((TAContainer *)frame, object);
    /* The frame holds the object; this reference is the Swift side's. */
    return text;
}

void ta_a11y_object_destroy(void *object) {
    AtkObject *atk = ATK_OBJECT(object);
    if (G_TYPE_CHECK_INSTANCE_TYPE(atk, ta_text_get_type())) {
        ((TAText *)atk)->context = NULL;
    } else {
        ((TAContainer *)atk)->context = NULL;
    }
    atk_object_notify_state_change(atk, ATK_STATE_DEFUNCT, TRUE);
    AtkObject *parent = atk->accessible_parent;
    if (parent != NULL && G_TYPE_CHECK_INSTANCE_TYPE(parent, ta_container_get_type())) {
        ta_container_remove((TAContainer *)parent, atk);
    }
    g_object_unref(atk);
}

void ta_a11y_object_set_name(void *object, const char *name) {
    const char *current = atk_object_get_name(ATK_OBJECT(object));
    if (g_strcmp0(current, name) != 0) atk_object_set_name(ATK_OBJECT(object), name ? name : "");
}

void ta_a11y_text_set_attributes(void *object, const char *placeholder, int32_t maxLength) {
    TAText *text = object;
    g_free(text->placeholder);
    text->placeholder = placeholder ? g_strdup(placeholder) : NULL;
    text->maxLength = maxLength;
}

void ta_a11y_text_set_password(void *object, int32_t password) {
    AtkRole role = password ? ATK_ROLE_PASSWORD_TEXT : ATK_ROLE_TEXT;
    if (atk_object_get_role(ATK_OBJECT(object)) != role) atk_object_set_role(ATK_OBJECT(object), role);
}

/* Events. */

void ta_a11y_text_inserted(void *object, int32_t position, int32_t length, const char *text) {
    g_signal_emit_by_name(object, "text-insert", position, length, text);
}

void ta_a11y_text_removed(void *object, int32_t position, int32_t length, const char *text) {
    g_signal_emit_by_name(object, "text-remove", position, length, text);
}

void ta_a11y_text_attributes_changed(void *object) { g_signal_emit_by_name(object, "text-attributes-changed"); }

void ta_a11y_caret_moved(void *object, int32_t offset) {
    g_signal_emit_by_name(object, "text-caret-moved", offset);
}

void ta_a11y_selection_changed(void *object) {
    g_signal_emit_by_name(object, "text-selection-changed");
}

void ta_a11y_focus_changed(void *object, int32_t focused) {
    atk_object_notify_state_change(ATK_OBJECT(object), ATK_STATE_FOCUSED, focused != 0);
    if (focused) {
        G_GNUC_BEGIN_IGNORE_DEPRECATIONS
        atk_focus_tracker_notify(ATK_OBJECT(object));
        G_GNUC_END_IGNORE_DEPRECATIONS
    }
}
