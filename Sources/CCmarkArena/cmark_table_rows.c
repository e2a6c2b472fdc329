#include "cmark_table_rows.h"

#include <pthread.h>
#include <stdint.h>
#include <string.h>
#include <cmark-gfm/syntax_extension.h>

// While a table is open, cmark-gfm asks its extension for every following line whether the
// line is one more row (the extension's `matches`). The library answers by parsing the line
// into a row, cell by cell, each cell unescaped into a buffer of its own and linked into a
// list, and then throws the row away; the line is parsed again, for real, when it opens the
// row. That first parse was a seventh of all cmark-gfm did for a page with one table.
//
// The answer needs only the row's shape: whether its cells reach the end of the line and
// whether there is at least one. `continues` walks the line with the library's own scanners
// (exported by libcmark-gfm-extensions, declared in its ext_scanners.h, which is not
// installed), step for step as row_from_string in extensions/table.c of 0.29.0.gfm.6 does,
// and makes nothing. Tests compare it with the library's own answer on generated rows.

typedef int32_t bufsize_t;
bufsize_t _ext_scan_at(bufsize_t (*scanner)(const unsigned char *), unsigned char *ptr, int len, bufsize_t offset);
bufsize_t _scan_table_cell(const unsigned char *p);
bufsize_t _scan_table_cell_end(const unsigned char *p);
bufsize_t _scan_table_row_end(const unsigned char *p);
// The table extension's node type, exported by the library and declared in its table.h (not installed).
extern cmark_node_type CMARK_NODE_TABLE;

static cmark_match_block_func library_matches;
static cmark_syntax_extension *table_extension;
static int installed;
static pthread_mutex_t install_lock = PTHREAD_MUTEX_INITIALIZER;

/// row_from_string's walk, counting cells instead of making them: 1 when the line is a row
/// (its cells end where the line does and there is at least one). The cell scanner of this
/// library version takes NUL as cell text (`[^|\r\n]`), so the NUL `_ext_scan_at` puts at the
/// end does not stop it; what does is the line end every line is given by the parser
/// (S_process_line adds `\n` to a last line without one).
static int continues(unsigned char *string, int len) {
    bufsize_t offset = _ext_scan_at(&_scan_table_cell_end, string, len, 0);
    int columns = 0;
    int more = 1;
    while (offset < len && more) {
        bufsize_t cell = _ext_scan_at(&_scan_table_cell, string, len, offset);
        bufsize_t pipe = _ext_scan_at(&_scan_table_cell_end, string, len, offset + cell);
        if (cell || pipe) {
            // The library gives up on a row of 65,535 cells.
            if (columns == UINT16_MAX) return 0;
            columns += 1;
        }
        offset += cell + pipe;
        if (pipe) {
            more = 1;
        } else {
            bufsize_t end = _ext_scan_at(&_scan_table_row_end, string, len, offset);
            offset += end;
            if (end && offset != len) {
                // A line break inside: what came before belongs to the paragraph, the row starts again.
                columns = 0;
                offset += _ext_scan_at(&_scan_table_cell_end, string, len, offset);
                more = 1;
            } else {
                more = 0;
            }
        }
    }
    return offset == len && columns > 0;
}

static int matches(cmark_syntax_extension *self, cmark_parser *parser, unsigned char *input, int len,
                   cmark_node *parent_container) {
    (void)self;
    if (cmark_node_get_type(parent_container) != CMARK_NODE_TABLE) return 0;
    int first = cmark_parser_get_first_nonspace(parser);
    return continues(input + first, len - first);
}

int docgen_cmark_table_rows_install(cmark_syntax_extension *table) {
    pthread_mutex_lock(&install_lock);
    if (!installed && table != NULL && table->last_block_matches != NULL && table->name != NULL
        && strcmp(table->name, "table") == 0) {
        library_matches = table->last_block_matches;
        table_extension = table;
        cmark_syntax_extension_set_match_block_func(table, matches);
        installed = 1;
    }
    int result = installed;
    pthread_mutex_unlock(&install_lock);
    return result;
}

int docgen_cmark_table_row_continues(unsigned char *line, int length, int library) {
    if (!library) return continues(line, length);
    if (!installed) return -1;
    // The library's test, on a table node of a fresh parser (whose first non-space is 0).
    cmark_parser *parser = cmark_parser_new(CMARK_OPT_DEFAULT);
    cmark_node *table = cmark_node_new_with_mem(CMARK_NODE_TABLE, cmark_get_default_mem_allocator());
    int result = library_matches(table_extension, parser, line, length, table);
    cmark_node_free(table);
    cmark_parser_free(parser);
    return result;
}
