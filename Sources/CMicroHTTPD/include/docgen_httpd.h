#ifndef DOCGEN_HTTPD_H
#define DOCGEN_HTTPD_H

#include <microhttpd.h>
#include <stdint.h>

/// Starts libmicrohttpd on 127.0.0.1 only, one thread per connection (so a live-reload stream
/// may block), on `port` (0 picks a free one). Wraps MHD_start_daemon, which Swift cannot call
/// because it is variadic. On success returns the daemon and writes the bound port; on failure
/// returns NULL and writes the errno of the failed step (EADDRINUSE for a port in use).
struct MHD_Daemon *docgen_httpd_start(uint16_t port, MHD_AccessHandlerCallback handler, void *context,
                                      uint16_t *bound_port, int *error);

/// Stops the daemon and closes its socket.
void docgen_httpd_stop(struct MHD_Daemon *daemon);

#endif
