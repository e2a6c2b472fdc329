#ifndef DOCGEN_HTTPD_H
#define DOCGEN_HTTPD_H

#include <microhttpd.h>
#include <stddef.h>
#include <stdint.h>

// libmicrohttpd is opened when the preview server starts, not linked: linking it loads GnuTLS
// and its eight libraries into every docgen process, a few milliseconds of dynamic linking that
// `docgen build` and `docgen check` would pay for a server they never start.

/// Opens libmicrohttpd once per process. Returns 0, or -1 with the reason (dlerror's message)
/// written to `message`.
int docgen_httpd_load(char *message, size_t size);

/// Starts libmicrohttpd on 127.0.0.1 only, one thread per connection (so a live-reload stream
/// may block), on `port` (0 picks a free one). Wraps MHD_start_daemon, which Swift cannot call
/// because it is variadic. On success returns the daemon and writes the bound port; on failure
/// returns NULL and writes the errno of the failed step (EADDRINUSE for a port in use).
/// Call after `docgen_httpd_load` succeeded, as every function below.
struct MHD_Daemon *docgen_httpd_start(uint16_t port, MHD_AccessHandlerCallback handler, void *context,
                                      uint16_t *bound_port, int *error);

/// How many connections the server takes at once, and from one address.
#define DOCGEN_HTTPD_CONNECTIONS 1024
#define DOCGEN_HTTPD_CONNECTIONS_PER_CLIENT 768

/// Stops the daemon and closes its socket.
void docgen_httpd_stop(struct MHD_Daemon *daemon);

// The libmicrohttpd functions the server calls, under the same signatures.
const char *docgen_httpd_lookup_connection_value(struct MHD_Connection *connection, enum MHD_ValueKind kind,
                                                 const char *key);
struct MHD_Response *docgen_httpd_create_response_from_buffer(size_t size, void *buffer,
                                                              enum MHD_ResponseMemoryMode mode);
struct MHD_Response *docgen_httpd_create_response_from_callback(uint64_t size, size_t block_size,
                                                                MHD_ContentReaderCallback reader, void *context,
                                                                MHD_ContentReaderFreeCallback release);
enum MHD_Result docgen_httpd_add_response_header(struct MHD_Response *response, const char *name, const char *value);
enum MHD_Result docgen_httpd_queue_response(struct MHD_Connection *connection, unsigned int status,
                                            struct MHD_Response *response);
void docgen_httpd_destroy_response(struct MHD_Response *response);

#endif
