#ifndef DOCGEN_CMARK_TABLE_ROWS_H
#define DOCGEN_CMARK_TABLE_ROWS_H

#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>

/// Gives cmark-gfm's table extension (`table`, from cmark_find_syntax_extension) a cheaper
/// test of whether a line continues a table (see the .c file). Call once, before the first
/// parse; later calls do nothing. Returns 1 when the test is in place, 0 when the extension
/// was not the one expected (nothing is changed then).
int docgen_cmark_table_rows_install(cmark_syntax_extension *table);

/// For tests: whether `line` (`length` bytes, `line[length]` writable) continues a table, by
/// the library's own test (`library` 1) or docgen's (`library` 0); -1 when the library's test
/// is not known (install not called, or it declined). The line must end with its line end
/// (`\n` or `\r`), as the parser hands every line over: both tests read on past a NUL.
int docgen_cmark_table_row_continues(unsigned char *line, int length, int library);

#endif
