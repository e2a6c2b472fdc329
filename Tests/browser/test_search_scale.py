"""Search stays light on a large site: a generated site of 30,000 Japanese pages (text drawn
from the sample site's sentences, bench/search_sites.py) is built with docgen and served
gzip-compressed, as a static host serves it, and the server counts the bytes each query
downloads in Chromium (compressed bodies and headers): the index's head, its dictionary
chunks, Snowball's stemmer and the fragments of the results shown, from the moment the box
gets focus to the results being shown. Each query
stays within 300 KB, typed at once (as an IME commits it) or letter by letter.

Run: /usr/bin/python3 -m unittest Tests/browser/test_search_scale.py   (DOCGEN=path/to/docgen;
DOCGEN_LARGE_PAGES=N for another size)
"""
import os
import shutil
import sys
import tempfile
import time
import unittest
from pathlib import Path

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from search_sites import GzipServer, docgen_build, write_large_site  # noqa: E402
from test_site import DOCGEN, chromium  # noqa: E402

PAGES = int(os.environ.get("DOCGEN_LARGE_PAGES", "30000"))
BUDGET = 300 * 1024

# What a reader types, committed at once: natural phrases with particles, API names, English.
QUERIES = ["購入の復元", "購入を復元する", "フローを閉じる", "イベントを処理する", "デリゲートメソッド一覧",
           "didFinishPurchase", "AdaptyFlowControllerDelegate", "restore purchases", "ログイン"]
# Typed letter by letter, as fast as a quick typist: every keystroke searches.
TYPED = ["didFinishPurchase", "restore purchases", "flowController"]


class LargeSiteTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.folder = Path(tempfile.mkdtemp(prefix="docgen-large-"))
        write_large_site(cls.folder / "site", PAGES, "ja")
        docgen_build(DOCGEN, cls.folder / "site", cls.folder / "out")
        cls.server = GzipServer(cls.folder / "out")
        cls.browser = chromium()
        cls.browser.execute_cdp_cmd("Network.enable", {})
        cls.browser.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
        cls.page = next((cls.folder / "out" / "ja" / "g000").iterdir()).relative_to(cls.folder / "out").as_posix() + "/"

    @classmethod
    def tearDownClass(cls):
        cls.browser.quit()
        cls.server.close()
        shutil.rmtree(cls.folder, ignore_errors=True)

    def measure(self, query, typed):
        """Bytes transferred for `query` from a fresh page, the results' count and links."""
        b = self.browser
        b.get(self.server.url + self.page)
        b.execute_script("performance.setResourceTimingBufferSize(100000); performance.clearResourceTimings()")
        time.sleep(0.2)
        self.server.reset()
        box = b.find_element(By.ID, "search-input")
        if typed:
            # As a reader types: a key at a time, each after the last one's search began.
            box.click()
            WebDriverWait(b, 30).until(lambda d: d.execute_script(
                "return performance.getEntriesByType('resource').some(e => e.name.endsWith('/search-index.json'))"))
            for key in query:
                box.send_keys(key)
                time.sleep(0.15)
        else:
            box.click()
            b.execute_script("arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('input'))", box, query)
        # Settled: the list is not busy and nothing more was fetched for a while.
        last, deadline = -1, time.time() + 60
        while time.time() < deadline:
            time.sleep(0.4)
            count = b.execute_script("return performance.getEntriesByType('resource').length")
            idle = b.execute_script("return document.getElementById('search-results').getAttribute('aria-busy') === 'false'")
            if idle and count == last:
                break
            last = count
        # Counted where it is sent: compressed bodies and their headers.
        entries = [e for e in self.server.sent() if not e[0].endswith("favicon.svg")]
        message = b.execute_script("return document.querySelector('.search-message').textContent")
        links = [a.get_attribute("href") for a in b.find_elements(By.CSS_SELECTOR, "#search-results [role=option] a")]
        return sum(size for _, size in entries), entries, message, links

    def test_the_site_is_large(self):
        head = (self.folder / "out" / "ja" / "search-index.json").read_text(encoding="utf-8")
        self.assertIn('"pages":%d,' % PAGES, head)

    def test_each_query_downloads_at_most_300_kb(self):
        for typed, queries in ((False, QUERIES), (True, TYPED)):
            for query in queries:
                total, entries, message, links = self.measure(query, typed)
                biggest = sorted(entries, key=lambda e: -e[1])[:3]
                self.assertLessEqual(total, BUDGET, "%r (typed: %s) downloaded %d bytes; the largest: %r" % (query, typed, total, biggest))
                # Every request was the search's own, and compressed.
                self.assertTrue(all(name.startswith(("/ja/search-index", "/assets/")) for name, _ in entries), entries)
                self.assertTrue(links, "%r found nothing: %r" % (query, message))
                print("%-32s %-6s %6.1f KB in %2d requests: %s" % (query, "typed" if typed else "once", total / 1024, len(entries), message))


if __name__ == "__main__":
    unittest.main()
