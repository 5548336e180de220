/* The application object and the frames: containers of the accessible tree. */
#include "objects.h"

TAFrameCallbacks ta_frame_callbacks;

G_DEFINE_TYPE(TAContainer, ta_container, ATK_TYPE_OBJECT)

static void ta_container_init(TAContainer *container) {
    container->children = g_ptr_array_new_with_free_func(g_object_unref);
}

static void ta_container_finalize(GObject *object) {
    TAContainer *container = (TAContainer *)object;
    g_ptr_array_unref(container->children);
    G_OBJECT_CLASS(ta_container_parent_class)->finalize(object);
}

static gint ta_container_get_n_children(AtkObject *object) {
    return (gint)((TAContainer *)object)->children->len;
}

static AtkObject *ta_container_ref_child(AtkObject *object, gint index) {
    GPtrArray *children = ((TAContainer *)object)->children;
    if (index < 0 || (guint)index >= children->len) return NULL;
    return g_object_ref(g_ptr_array_index(children, index));
}

gint ta_index_in_parent(AtkObject *object) {
    AtkObject *parent = object->accessible_parent;
    if (parent == NULL || !g_type_is_a(G_OBJECT_TYPE(parent), ta_container_get_type())) return -1;
    guint index;
    if (g_ptr_array_find(((TAContainer *)parent)->children, object, &index)) return (gint)index;
    return -1;
}

static void ta_container_class_init(TAContainerClass *klass) {
    G_OBJECT_CLASS(klass)->finalize = ta_container_finalize;
    AtkObjectClass *atk = ATK_OBJECT_CLASS(klass);
    atk->get_n_children = ta_container_get_n_children;
    atk->ref_child = ta_container_ref_child;
    atk->get_index_in_parent = ta_index_in_parent;
}

void ta_container_append(TAContainer *container, AtkObject *child) {
    g_ptr_array_add(container->children, g_object_ref(child));
    atk_object_set_parent(child, ATK_OBJECT(container));
    g_signal_emit_by_name(container, "children-changed::add", (gint)(container->children->len - 1), child);
}

void ta_container_remove(TAContainer *container, AtkObject *child) {
    guint index;
    if (!g_ptr_array_find(container->children, child, &index)) return;
    g_object_ref(child);
    g_ptr_array_remove_index(container->children, index);
    g_signal_emit_by_name(container, "children-changed::remove", (gint)index, child);
    g_object_unref(child);
}

void ta_add_states(AtkStateSet *set, uint32_t states) {
    static const struct {
        uint32_t bit;
        AtkStateType state;
    } map[] = {
        {TA_STATE_EDITABLE, ATK_STATE_EDITABLE},   {TA_STATE_READ_ONLY, ATK_STATE_READ_ONLY},
        {TA_STATE_FOCUSED, ATK_STATE_FOCUSED},     {TA_STATE_FOCUSABLE, ATK_STATE_FOCUSABLE},
        {TA_STATE_MULTI_LINE, ATK_STATE_MULTI_LINE}, {TA_STATE_SHOWING, ATK_STATE_SHOWING},
        {TA_STATE_VISIBLE, ATK_STATE_VISIBLE},     {TA_STATE_ENABLED, ATK_STATE_ENABLED},
        {TA_STATE_ENABLED, ATK_STATE_SENSITIVE},   {TA_STATE_ACTIVE, ATK_STATE_ACTIVE},
        {TA_STATE_SINGLE_LINE, ATK_STATE_SINGLE_LINE},
    };
    for (size_t index = 0; index < G_N_ELEMENTS(map); index++) {
        if (states & map[index].bit) atk_state_set_add_state(set, map[index].state);
    }
}

/* Frames. */

static void ta_frame_component_init(AtkComponentIface *iface);

/* AtkWindow has no methods: implementing it gives the frame its activate and deactivate signals. */
static void ta_frame_window_init(AtkWindowIface *iface) { (void)iface; }

G_DEFINE_TYPE_WITH_CODE(TAFrame, ta_frame, ta_container_get_type(),
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_COMPONENT, ta_frame_component_init)
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_WINDOW, ta_frame_window_init))

static void ta_frame_init(TAFrame *frame) { (void)frame; }

static AtkStateSet *ta_frame_ref_state_set(AtkObject *object) {
    AtkStateSet *set = ATK_OBJECT_CLASS(ta_frame_parent_class)->ref_state_set(object);
    void *context = ((TAContainer *)object)->context;
    if (context != NULL && ta_frame_callbacks.states != NULL) {
        ta_add_states(set, ta_frame_callbacks.states(context));
    } else {
        atk_state_set_add_state(set, ATK_STATE_DEFUNCT);
    }
    return set;
}

static void ta_frame_class_init(TAFrameClass *klass) {
    ATK_OBJECT_CLASS(klass)->ref_state_set = ta_frame_ref_state_set;
}

static void ta_frame_get_extents(AtkComponent *component, gint *x, gint *y, gint *width, gint *height,
                                 AtkCoordType coordinates) {
    void *context = ((TAContainer *)component)->context;
    TARect rect = {0, 0, 0, 0};
    if (context != NULL && ta_frame_callbacks.extents != NULL) {
        rect = ta_frame_callbacks.extents(context, (int32_t)coordinates);
    }
    if (x) *x = rect.x;
    if (y) *y = rect.y;
    if (width) *width = rect.width;
    if (height) *height = rect.height;
}

static AtkObject *ta_frame_ref_accessible_at_point(AtkComponent *component, gint x, gint y,
                                                   AtkCoordType coordinates) {
    GPtrArray *children = ((TAContainer *)component)->children;
    for (guint index = 0; index < children->len; index++) {
        AtkObject *child = g_ptr_array_index(children, index);
        if (ATK_IS_COMPONENT(child) && atk_component_contains(ATK_COMPONENT(child), x, y, coordinates)) {
            return g_object_ref(child);
        }
    }
    return NULL;
}

static void ta_frame_component_init(AtkComponentIface *iface) {
    iface->get_extents = ta_frame_get_extents;
    iface->ref_accessible_at_point = ta_frame_ref_accessible_at_point;
}

void ta_a11y_frame_set_active(void *frame, int32_t active) {
    atk_object_notify_state_change(ATK_OBJECT(frame), ATK_STATE_ACTIVE, active != 0);
    g_signal_emit_by_name(frame, active ? "activate" : "deactivate");
}

void *ta_a11y_frame_new(void *context, const char *title) {
    extern AtkObject *ta_application;
    TAContainer *frame = g_object_new(ta_frame_get_type(), NULL);
    frame->context = context;
    AtkObject *object = ATK_OBJECT(frame);
    atk_object_initialize(object, NULL);
    atk_object_set_role(object, ATK_ROLE_FRAME);
    atk_object_set_name(object, title);
    ta_container_append((TAContainer *)ta_application, object);
    return frame;
}
