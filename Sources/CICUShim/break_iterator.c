#include "CICUShim.h"

#include <unicode/ubrk.h>
#include <unicode/utext.h>

cicu_break_iterator *cicu_break_iterator_open(enum cicu_break_kind kind) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(kind == CICU_LINE_BREAKS ? UBRK_LINE : UBRK_WORD, "", NULL, 0, &status);
    if (U_FAILURE(status)) {
        ubrk_close(iterator);
        return NULL;
    }
    return (cicu_break_iterator *)iterator;
}

void cicu_break_iterator_close(cicu_break_iterator *iterator) {
    ubrk_close((UBreakIterator *)iterator);
}

/* Points the iterator at `length` bytes of UTF-8; returns whether ICU accepted them. */
static int set_text(UBreakIterator *iterator, const char *text, int32_t length) {
    UErrorCode status = U_ZERO_ERROR;
    UText utext = UTEXT_INITIALIZER;
    utext_openUTF8(&utext, text, length, &status);
    /* The iterator keeps a shallow clone of the UText, so the local one can go. */
    ubrk_setUText(iterator, &utext, &status);
    utext_close(&utext);
    return U_SUCCESS(status);
}

int32_t cicu_break_iterator_boundaries(cicu_break_iterator *handle, const char *text, int32_t length,
                                       int32_t *boundaries, int32_t capacity) {
    UBreakIterator *iterator = (UBreakIterator *)handle;
    if (iterator == NULL || length < 0 || !set_text(iterator, text, length)) return -1;
    int32_t count = 0;
    for (int32_t boundary = ubrk_first(iterator); boundary != UBRK_DONE; boundary = ubrk_next(iterator)) {
        if (boundary <= 0 || boundary >= length) continue;
        if (count < capacity) boundaries[count] = boundary;
        count += 1;
    }
    /* Leave the iterator on empty text, so it holds no pointer into the caller's buffer. */
    set_text(iterator, "", 0);
    return count;
}
