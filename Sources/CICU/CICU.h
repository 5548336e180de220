/* Headers of ICU's common library that the segmenter uses: break iterators over UText. */
#include <unicode/ubrk.h>
#include <unicode/utext.h>
