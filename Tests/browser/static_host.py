"""A fixture site built by docgen and served by a static host on 127.0.0.1, as the browser
tests load them: the host answers with files as they are and, when given a not-found page,
with that page and status 404 for anything missing, as hosts do."""
import functools
import http.server
import shutil
import subprocess
import tempfile
import threading
from pathlib import Path

from test_site import DOCGEN


class StaticHost(http.server.SimpleHTTPRequestHandler):
    """Files as they are, quietly; `not_found` (a path in the folder served) for a missing one."""

    def __init__(self, *args, not_found=None, **kwargs):
        self.not_found = not_found
        super().__init__(*args, **kwargs)

    def log_message(self, *args):
        pass

    def send_error(self, code, message=None, explain=None):
        page = Path(self.directory) / self.not_found if self.not_found else None
        if code != 404 or page is None or not page.exists():
            return super().send_error(code, message, explain)
        body = page.read_bytes()
        self.send_response(404)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


class BuiltSite:
    """`fixture` copied into a temporary folder (`src/`), built into `www/<folder>` and served
    from `www/` at `origin`. `close()` stops the host and removes the folder."""

    def __init__(self, fixture, prefix, folder="", not_found=None):
        self.root = Path(tempfile.mkdtemp(prefix=prefix))
        shutil.copytree(fixture, self.root / "src")
        self.www = self.root / "www"
        out = self.www / folder if folder else self.www
        subprocess.run([DOCGEN, "build", "--root", str(self.root / "src"), "--out", str(out), "--quiet"],
                       check=True, capture_output=True)
        handler = functools.partial(StaticHost, directory=str(self.www), not_found=not_found)
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()
        self.origin = "http://127.0.0.1:%d" % self.httpd.server_address[1]

    def close(self):
        self.httpd.shutdown()
        shutil.rmtree(self.root, ignore_errors=True)
