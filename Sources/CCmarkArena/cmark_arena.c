#include "cmark_arena.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
    BLOCK_BYTES = 256 * 1024,
    // Larger allocations get a block of their own, freed at the reset.
    LARGE_BYTES = BLOCK_BYTES / 4,
    // What a thread keeps between parses: enough for a typical page, not a pathological one.
    KEPT_BYTES = 2 * 1024 * 1024,
};

struct block {
    struct block *next;
    size_t capacity;
    size_t used;
    size_t padding;  // keeps the data after the header 16-byte aligned
};

// Before every allocation, its size: realloc copies that much.
struct header {
    size_t size;
    size_t padding;
};

struct arena {
    struct block *current;  // where small allocations go
    struct block *used;     // filled blocks and large ones
    struct block *spare;    // kept from earlier parses, empty
    size_t spare_bytes;
};

static _Thread_local struct arena arena;

static void out_of_memory(void) {
    fprintf(stderr, "docgen: out of memory while parsing Markdown\n");
    abort();
}

static char *data(struct block *block) { return (char *)(block + 1); }

static struct block *new_block(size_t capacity) {
    struct block *block = malloc(sizeof(struct block) + capacity);
    if (block == NULL) out_of_memory();
    block->next = NULL;
    block->capacity = capacity;
    block->used = 0;
    return block;
}

static void *allocate(size_t size) {
    if (size > SIZE_MAX - 64) out_of_memory();
    size_t need = sizeof(struct header) + ((size + 15) & ~(size_t)15);
    struct block *block = arena.current;
    if (need > LARGE_BYTES) {
        block = new_block(need);
        block->next = arena.used;
        arena.used = block;
    } else if (block == NULL || block->used + need > block->capacity) {
        if (block != NULL) {
            block->next = arena.used;
            arena.used = block;
        }
        if (arena.spare != NULL) {
            block = arena.spare;
            arena.spare = block->next;
            arena.spare_bytes -= block->capacity;
        } else {
            block = new_block(BLOCK_BYTES);
        }
        block->next = NULL;
        arena.current = block;
    }
    struct header *header = (struct header *)(data(block) + block->used);
    header->size = size;
    block->used += need;
    return header + 1;
}

static void *arena_calloc(size_t count, size_t size) {
    if (size != 0 && count > SIZE_MAX / size) out_of_memory();
    void *memory = allocate(count * size);
    memset(memory, 0, count * size);
    return memory;
}

static void *arena_realloc(void *memory, size_t size) {
    if (memory == NULL) return allocate(size);
    struct header *header = (struct header *)memory - 1;
    size_t old = header->size;
    if (size <= old) return memory;
    // The last allocation of the current block grows where it is.
    struct block *block = arena.current;
    size_t grown = (size + 15) & ~(size_t)15;
    if (block != NULL && (char *)memory + ((old + 15) & ~(size_t)15) == data(block) + block->used &&
        (char *)memory - data(block) + grown <= block->capacity) {
        block->used = (size_t)((char *)memory - data(block)) + grown;
        header->size = size;
        return memory;
    }
    void *moved = allocate(size);
    memcpy(moved, memory, old);
    return moved;
}

// Everything goes at the reset.
static void arena_free(void *memory) { (void)memory; }

static cmark_mem allocator = {arena_calloc, arena_realloc, arena_free};

cmark_mem *docgen_cmark_arena(void) { return &allocator; }

void docgen_cmark_arena_reset(void) {
    if (arena.current != NULL) {
        arena.current->next = arena.used;
        arena.used = arena.current;
        arena.current = NULL;
    }
    struct block *block = arena.used;
    while (block != NULL) {
        struct block *next = block->next;
        if (block->capacity == BLOCK_BYTES && arena.spare_bytes + BLOCK_BYTES <= KEPT_BYTES) {
            block->used = 0;
            block->next = arena.spare;
            arena.spare = block;
            arena.spare_bytes += BLOCK_BYTES;
        } else {
            free(block);
        }
        block = next;
    }
    arena.used = NULL;
}
