/*
 * CICUShim: fixed-argument C wrappers for the ICU break iterators.
 *
 * ICU's C API renames every function with its version through macros
 * (ubrk_open becomes ubrk_open_72), which Swift does not import. Each wrapper
 * here is a real function, named after the calls it stands for with a
 * `cicu_` prefix. The header names no ICU type, so Swift needs no ICU header
 * to import it.
 */
#ifndef CICUSHIM_H
#define CICUSHIM_H

#include <stdint.h>

/* An ICU break iterator (UBreakIterator), opaque to Swift. */
typedef struct cicu_break_iterator cicu_break_iterator;

/* The kinds of iterator cicu_break_iterator_open makes. */
enum cicu_break_kind {
    /* Word boundaries (UBRK_WORD), with ICU's dictionaries for Thai, Lao, Khmer, Myanmar, Chinese and Japanese. */
    CICU_WORD_BREAKS = 0,
    /* Line-break opportunities (UBRK_LINE), with the same dictionaries for Thai, Lao, Khmer and Myanmar. */
    CICU_LINE_BREAKS = 1
};

/* Opens a break iterator of the root locale (ubrk_open); NULL if ICU fails. */
cicu_break_iterator *cicu_break_iterator_open(enum cicu_break_kind kind);

/* Closes an iterator (ubrk_close); NULL is allowed. */
void cicu_break_iterator_close(cicu_break_iterator *iterator);

/*
 * Sets the iterator on `length` bytes of valid UTF-8 (utext_openUTF8,
 * ubrk_setUText), walks its boundaries (ubrk_first, ubrk_next) and writes
 * those strictly between 0 and `length`, as byte offsets in increasing order,
 * to `boundaries`, at most `capacity` of them. Returns how many there are
 * (more than `capacity` if some did not fit), or -1 if ICU fails. The
 * iterator keeps no reference to the text afterwards.
 */
int32_t cicu_break_iterator_boundaries(cicu_break_iterator *iterator, const char *text, int32_t length,
                                       int32_t *boundaries, int32_t capacity);

#endif
