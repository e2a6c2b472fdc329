"""Sites and a server for measuring search (bench/search_bench.py and Tests/browser/test_search_scale.py).

- `GzipServer`: a static server that compresses text as a static host does (gzip, level 6, for
  HTML, CSS, JavaScript, JSON, text, SVG and XML; anything else, such as Pagefind's files, which
  it compresses itself, as it is), so bytes transferred are what a reader downloads.
- `write_large_site`: a site of many pages in one locale, their text drawn at random from the
  sample site's sentences of that locale, so terms are spread over pages as in real guides
  (common words everywhere, names and phrases on a few pages) rather than repeated verbatim.
- `write_bench_site`: the sample site plus the shared corpus's pages under corpus/, what the
  query set (bench/search-queries.tsv) is written against.

Standard library only.
"""
import functools
import gzip
import http.server
import os
import random
import re
import shutil
import subprocess
import threading
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
COMPRESSED = {".html", ".css", ".js", ".mjs", ".json", ".txt", ".svg", ".xml"}


class _Counting:
    """A connection's output that counts what is written to it."""

    def __init__(self, out):
        self.out, self.count = out, 0

    def write(self, data):
        self.count += len(data)
        return self.out.write(data)

    def __getattr__(self, name):
        return getattr(self.out, name)


class _Handler(http.server.SimpleHTTPRequestHandler):
    cache = {}

    def log_message(self, *args):
        pass

    def setup(self):
        super().setup()
        self.wfile = _Counting(self.wfile)

    def handle_one_request(self):
        self.wfile.count = 0
        super().handle_one_request()
        if getattr(self, "path", None) and self.wfile.count:
            with self.server.lock:
                self.server.sent.append((self.path.split("?")[0], self.wfile.count))

    def end_headers(self):
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def do_GET(self):
        path = Path(self.translate_path(self.path.split("?")[0]))
        if path.is_dir():
            path = path / "index.html"
        if not path.is_file() or path.suffix not in COMPRESSED or "gzip" not in self.headers.get("Accept-Encoding", ""):
            return super().do_GET()
        key = (str(path), path.stat().st_mtime_ns)
        body = self.cache.get(key)
        if body is None:
            body = gzip.compress(path.read_bytes(), compresslevel=6, mtime=0)
            self.cache[key] = body
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


class GzipServer:
    """Serves `folder` on 127.0.0.1 on a free port until `close()`, counting the bytes it
    sends for each request (headers and bodies, as compressed): `reset()`, then `sent()`."""

    def __init__(self, folder):
        handler = functools.partial(_Handler, directory=str(folder))
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.httpd.lock = threading.Lock()
        self.httpd.sent = []
        self.url = "http://127.0.0.1:%d/" % self.httpd.server_address[1]
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def reset(self):
        with self.httpd.lock:
            self.httpd.sent = []

    def sent(self):
        """(path, bytes sent) for each request answered since `reset`."""
        with self.httpd.lock:
            return list(self.httpd.sent)

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()


def sentences(locale):
    """The sample site's prose sentences in `locale`, Markdown marks taken out."""
    out = []
    for md in sorted((REPO / "content" / locale).glob("*.md")):
        text = md.read_text(encoding="utf-8").split("---", 2)[-1]
        text = re.sub(r"```.*?```", " ", text, flags=re.S)
        for line in text.splitlines():
            line = line.strip()
            if not line or line.startswith(("|", ":::", "#", "<")):
                continue
            line = re.sub(r"[*_`~\[\]]|\(([^)]*\.md[^)]*)\)", "", line).lstrip("-0123456789. ")
            split = r"(?<=[。！？])" if locale in ("ja", "zh") else r"(?<=[.!?])\s+"
            out.extend(s.strip() for s in re.split(split, line) if len(s.strip()) >= 8)
    return out


def headings(locale):
    out = []
    for md in sorted((REPO / "content" / locale).glob("*.md")):
        out += [m.group(1).strip() for m in re.finditer(r"^#{2,3} (.+)$", md.read_text(encoding="utf-8"), re.M)]
    return out


def write_large_site(root, pages, locale="ja", seed=20):
    """A site of `pages` pages in `locale` only, under root/content/<locale>/<group>/."""
    rng = random.Random(seed)
    prose, titles = sentences(locale), headings(locale)
    root = Path(root)
    (root / "content" / locale).mkdir(parents=True, exist_ok=True)
    (root / "docgen.yaml").write_text(
        "title: Large\nbaseURL: https://large.example.com/\ndefaultLocale: %s\nlocales:\n  - code: %s\n" % (locale, locale),
        encoding="utf-8")
    space = "" if locale in ("ja", "zh") else " "
    for i in range(pages):
        folder = root / "content" / locale / ("g%03d" % (i // 500))
        folder.mkdir(exist_ok=True)
        body = ["---", 'title: "%s %d"' % (rng.choice(titles), i), "order: %d" % i, "---", "",
                space.join(rng.sample(prose, 3)), ""]
        for s in range(rng.randint(2, 4)):
            body += ["## %s %d.%d" % (rng.choice(titles), i, s), "", space.join(rng.sample(prose, rng.randint(2, 5))), ""]
        (folder / ("p%05d.md" % i)).write_text("\n".join(body), encoding="utf-8")


def write_bench_site(root, corpus_pages, make_corpus):
    """The sample site's content and config, with `corpus_pages` pages per locale of the
    shared corpus added under content/<locale>/corpus/."""
    root = Path(root)
    shutil.copytree(REPO / "content", root / "content")
    config = (REPO / "docgen.yaml").read_text(encoding="utf-8")
    (root / "docgen.yaml").write_text(config.replace(" models/", " " + str(REPO / "models") + "/"), encoding="utf-8")
    corpus = root.parent / (root.name + "-corpus")
    subprocess.run(["python3", str(make_corpus), str(corpus), str(corpus_pages)], check=True, capture_output=True)
    for locale in ("en", "ja", "zh"):
        target = root / "content" / locale / "corpus"
        target.mkdir(parents=True)
        for md in (corpus / "content" / locale).glob("*.md"):
            text = md.read_text(encoding="utf-8")
            # Ordered after the guides, so the navigation starts with them.
            text = text.replace("---\n", "---\norder: %d\n" % (1000 + int(md.stem.split("-")[1])), 1)
            (target / md.name).write_text(text, encoding="utf-8")
    shutil.rmtree(corpus)


def docgen_build(docgen, root, out):
    subprocess.run([str(docgen), "build", "--root", str(root), "--out", str(out), "--quiet"], check=True,
                   capture_output=True, timeout=3600)
