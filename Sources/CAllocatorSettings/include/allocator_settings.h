// Nothing to call: the target defines jemalloc's `malloc_conf` (see allocator_settings.c).
