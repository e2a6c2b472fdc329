#include <unicode/ubrk.h>
