"""Browser tests of the theme, as readers and writers see it (issue #21): CJK fonts per
language, table cells, the outline on a phone, the sticky header and back to top, sidebar
categories and breadcrumbs, the dark-mode toggle and its memory, highlighted code in every
language, footnotes, Mermaid, printing, the page's Markdown copy, the 404 page at any path,
and `docgen serve` while its first build runs and after one that failed. Contrast and labels
of every new element, light and dark.

The fixture is Tests/browser/fixtures/theme, built into a sub-folder of a static server that
answers 404.html for a missing path, as hosts do. Screenshots go to test-output/browser/.

Run: /usr/bin/python3 -m unittest discover -s Tests/browser -p 'test_theme.py' -v   (DOCGEN=…)
"""
import shutil
import subprocess
import tempfile
import unittest
from pathlib import Path
from urllib.error import HTTPError
from urllib.request import urlopen

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from static_host import BuiltSite
from test_site import CONTRAST_SCRIPT, DESKTOP, DOCGEN, OUTPUT, PHONE, REPO, chromium

FIXTURE = Path(__file__).resolve().parent / "fixtures" / "theme"


class ThemeTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.built = BuiltSite(FIXTURE, "docgen-theme-", folder="theme", not_found="theme/404.html")
        cls.site, cls.www, cls.origin = cls.built.root, cls.built.www, cls.built.origin
        cls.url = cls.origin + "/theme/"
        cls.browser = chromium()
        OUTPUT.mkdir(parents=True, exist_ok=True)

    @classmethod
    def tearDownClass(cls):
        cls.browser.quit()
        cls.built.close()

    def setUp(self):
        self.browser.set_window_size(*DESKTOP)
        self.emulate("light")
        self.browser.get(self.url + "index.html")
        self.browser.execute_script("localStorage.clear()")
        self.browser.get_log("browser")

    def emulate(self, scheme, media=""):
        self.browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": media, "features": [
            {"name": "prefers-reduced-motion", "value": "reduce"}, {"name": "prefers-color-scheme", "value": scheme}]})

    def wait_for(self, condition, seconds=10):
        return WebDriverWait(self.browser, seconds, poll_frequency=0.05).until(lambda driver: condition())

    def open(self, path):
        self.browser.get(self.url + path)
        self.wait_for(lambda: self.browser.execute_script("return document.readyState") == "complete")

    def js(self, script, *args):
        return self.browser.execute_script(script, *args)

    def severe(self):
        return [e for e in self.browser.get_log("browser") if e["level"] == "SEVERE" and "favicon" not in e["message"]]

    def fonts(self, selector):
        """The fonts Chromium really drew the element's text with (not the CSS list)."""
        document = self.browser.execute_cdp_cmd("DOM.getDocument", {"depth": 0})
        node = self.browser.execute_cdp_cmd("DOM.querySelector", {"nodeId": document["root"]["nodeId"], "selector": selector})
        self.browser.execute_cdp_cmd("CSS.enable", {})
        used = self.browser.execute_cdp_cmd("CSS.getPlatformFontsForNode", {"nodeId": node["nodeId"]})
        return sorted(used["fonts"], key=lambda f: -f["glyphCount"])

    def shot(self, name):
        self.browser.save_screenshot(str(OUTPUT / ("theme-%s.png" % name)))

    # -- 1. CJK typography ----------------------------------------------------------------

    def test_chinese_is_set_in_a_chinese_face_and_japanese_in_a_japanese_one(self):
        self.open("zh/guides/setup/")
        self.assertEqual(self.js("return document.documentElement.lang"), "zh-Hans")
        zh = self.fonts("article.doc > p")
        self.assertIn("SC", zh[0]["familyName"], zh)
        self.open("ja/guides/setup/")
        ja = self.fonts("article.doc > p")
        self.assertIn("JP", ja[0]["familyName"], ja)
        # The language switcher names each language in its own face.
        self.assertIn("SC", self.fonts(".lang-switcher a[lang=zh-Hans]")[0]["familyName"])

    def test_short_cells_never_wrap_and_wide_tables_scroll_on_a_phone(self):
        for size in (DESKTOP, PHONE):
            self.browser.set_window_size(*size)
            self.open("ja/guides/setup/")
            # Lines of text, not boxes: a <code> box's top is a few pixels above its text's.
            lines = self.js("""return [...document.querySelectorAll('.doc td.nowrap, .doc th.nowrap')].map(cell => {
                const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT), tops = [];
                for (let text; (text = walker.nextNode());) {
                    const range = document.createRange(); range.selectNodeContents(text);
                    for (const r of range.getClientRects()) if (r.width > 0) tops.push(r.top);
                }
                tops.sort((a, b) => a - b);
                return tops.filter((t, i) => i === 0 || t - tops[i - 1] > 8).length; });""")
            self.assertTrue(lines and all(n == 1 for n in lines), (size, lines))
            self.assertIn("必須", self.js("return [...document.querySelectorAll('.doc td.nowrap')].map(c => c.textContent).join(' ')"))
        # On the phone the description column keeps a readable width, and the table scrolls.
        width = self.js("return document.querySelector('.doc tbody td:last-child').getBoundingClientRect().width")
        self.assertGreaterEqual(width, 150)
        self.assertTrue(self.js("const w = document.querySelector('.table-wrap'); return w.scrollWidth > w.clientWidth"))
        self.shot("table-ja-phone")

    # -- 2. Navigation --------------------------------------------------------------------

    def test_on_this_page_is_folded_above_the_text_on_a_phone(self):
        self.browser.set_window_size(*PHONE)
        self.open("en/guides/setup/")
        inline = self.browser.find_element(By.CSS_SELECTOR, "details.toc-inline")
        self.assertTrue(inline.is_displayed())
        self.assertFalse(self.browser.find_element(By.CSS_SELECTOR, "aside.toc").is_displayed())
        self.assertIsNone(inline.get_attribute("open"))
        # Above the text: before the first paragraph.
        self.assertLess(inline.rect["y"], self.browser.find_element(By.CSS_SELECTOR, "article.doc > p").rect["y"])
        inline.find_element(By.TAG_NAME, "summary").click()
        links = inline.find_elements(By.CSS_SELECTOR, "a")
        self.assertEqual([l.text for l in links][:2], ["Requirements", "Flow"])
        self.shot("outline-phone")
        links[1].click()
        self.wait_for(lambda: self.browser.current_url.endswith("#flow"))
        self.assertIsNone(inline.get_attribute("open"))
        # The heading is below the sticky header, not under it.
        self.wait_for(lambda: self.js("return document.getElementById('flow').getBoundingClientRect().top")
                      >= self.js("return document.querySelector('.site-header').getBoundingClientRect().bottom") - 1)
        self.browser.set_window_size(*DESKTOP)
        self.assertFalse(inline.is_displayed())
        self.assertTrue(self.browser.find_element(By.CSS_SELECTOR, "aside.toc").is_displayed())

    def test_the_header_sticks_and_back_to_top_returns(self):
        self.open("en/reference/languages/")
        top = self.browser.find_element(By.CSS_SELECTOR, ".back-to-top")
        self.assertFalse(top.is_displayed())
        self.js("window.scrollTo(0, document.body.scrollHeight)")
        self.wait_for(lambda: top.is_displayed())
        header = self.js("return document.querySelector('.site-header').getBoundingClientRect()")
        self.assertEqual(round(header["top"]), 0)
        self.assertTrue(self.browser.find_element(By.ID, "search-input").is_displayed())
        self.shot("sticky-header-desktop")
        top.click()
        self.wait_for(lambda: self.js("return window.scrollY") == 0)

    def test_folders_are_categories_open_on_the_current_path_with_breadcrumbs(self):
        self.open("en/guides/setup/")
        categories = self.browser.find_elements(By.CSS_SELECTOR, ".sidebar .nav-category > details")
        titles = [c.find_element(By.TAG_NAME, "summary").text for c in categories]
        self.assertEqual(titles, ["Guides", "Reference"])
        self.assertIsNotNone(categories[0].get_attribute("open"))
        self.assertIsNone(categories[1].get_attribute("open"))
        self.assertTrue(categories[0].find_element(By.CSS_SELECTOR, "a[aria-current=page]").text == "Setup")
        categories[1].find_element(By.TAG_NAME, "summary").click()
        self.assertIsNotNone(categories[1].get_attribute("open"))
        self.assertEqual(categories[1].find_element(By.CSS_SELECTOR, "ul a").text, "Languages")
        crumbs = [c.text for c in self.browser.find_elements(By.CSS_SELECTOR, ".breadcrumbs li")]
        self.assertEqual(crumbs, ["Home", "Guides", "Setup"])
        # Previous and next follow the sidebar: the folder's index page, then its pages in order.
        self.assertEqual(self.browser.find_element(By.CSS_SELECTOR, ".pager-prev .pager-title").text, "Guides")
        self.assertEqual(self.browser.find_element(By.CSS_SELECTOR, ".pager-next .pager-title").text, "Events")
        self.shot("sidebar-categories")

    # -- 3. Writer's links and metadata --------------------------------------------------

    def test_edit_link_last_updated_and_social_tags(self):
        self.open("ja/guides/setup/")
        edit = self.browser.find_element(By.CSS_SELECTOR, "a.edit-link")
        self.assertEqual(edit.get_attribute("href"), "https://example.com/edit/main/content/ja/guides/setup.md")
        self.assertEqual(edit.text, "このページを編集")
        self.assertRegex(self.browser.find_element(By.CSS_SELECTOR, ".last-updated").text, r"^最終更新日: \d{4}年\d{1,2}月\d{1,2}日$")
        meta = self.js("""return Object.fromEntries([...document.querySelectorAll('meta[property], meta[name^=twitter]')]
                          .map(m => [m.getAttribute('property') || m.getAttribute('name'), m.content]))""")
        self.assertEqual(meta["og:title"], "セットアップ")
        self.assertEqual(meta["og:url"], "https://docs.example.com/theme/ja/guides/setup/")
        self.assertEqual(meta["og:locale"], "ja_JP")
        self.assertEqual(meta["twitter:card"], "summary")
        self.assertEqual(meta["og:description"], "SDK を導入する手順です。")

    def test_copy_page_copies_its_markdown_and_llms_txt_lists_the_pages(self):
        self.browser.execute_cdp_cmd("Browser.grantPermissions", {
            "origin": self.origin, "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
        self.open("en/guides/setup/")
        button = self.browser.find_element(By.CSS_SELECTOR, "button.copy-page")
        button.click()
        self.wait_for(lambda: button.text == "Page copied")
        copied = self.browser.execute_async_script("const done = arguments[arguments.length - 1];"
                                                   "navigator.clipboard.readText().then(done, e => done('failed: ' + e));")
        self.assertTrue(copied.startswith("# Setup\n\n> Installing the SDK, step by step.\n"), copied[:80])
        self.assertIn("[^spm]: With Swift Package Manager", copied)
        with urlopen(self.url + "llms.txt") as response:
            llms = response.read().decode("utf-8")
        self.assertIn("- [Setup](https://docs.example.com/theme/en/guides/setup/index.md)", llms)
        self.assertIn("## 日本語", llms)

    def test_the_dark_mode_toggle_follows_the_system_first_then_remembers(self):
        self.emulate("dark")
        self.open("en/guides/setup/")
        background = lambda: self.js("return getComputedStyle(document.body).backgroundColor")
        toggle = self.browser.find_element(By.CSS_SELECTOR, "button.theme-toggle")
        self.assertEqual(background(), "rgb(13, 17, 23)")  # the system's dark, no choice yet
        self.assertEqual(toggle.get_attribute("aria-pressed"), "true")
        toggle.click()
        self.assertEqual(background(), "rgb(255, 255, 255)")
        self.assertEqual(toggle.get_attribute("aria-pressed"), "false")
        self.open("ja/guides/setup/")  # another page, the same choice
        self.assertEqual(background(), "rgb(255, 255, 255)")
        self.emulate("light")
        self.browser.find_element(By.CSS_SELECTOR, "button.theme-toggle").click()
        self.browser.refresh()
        self.wait_for(lambda: self.js("return document.readyState") == "complete")
        self.assertEqual(self.js("return document.documentElement.dataset.theme"), "dark")
        self.assertEqual(background(), "rgb(13, 17, 23)")
        self.shot("dark-by-choice")

    # -- 4. Code, footnotes, Mermaid, print ----------------------------------------------

    def test_every_language_is_highlighted(self):
        for scheme in ("light", "dark"):
            self.emulate(scheme)
            self.open("en/reference/languages/")
            blocks = self.js("""return [...document.querySelectorAll('figure.code-block')].map(f => ({
                lang: f.dataset.lang, tokens: f.querySelectorAll('[class^=tok-]').length,
                colours: new Set([...f.querySelectorAll('[class^=tok-]')].map(t => getComputedStyle(t).color)).size}))""")
            self.assertEqual([b["lang"] for b in blocks], ["kotlin", "java", "objc", "sh", "yaml", "xml", "js", "ts", "dart", "diff"])
            for block in blocks:
                self.assertGreater(block["tokens"], 1, block)
                self.assertGreater(block["colours"], 1, block)
            self.shot("languages-" + scheme)
            self.assertEqual(self.js(CONTRAST_SCRIPT), [], scheme)

    def test_footnotes_link_both_ways(self):
        self.open("en/guides/setup/")
        reference = self.browser.find_element(By.CSS_SELECTOR, "sup.footnote-ref a")
        self.assertEqual(reference.text, "1")
        self.js("arguments[0].click()", reference)
        self.wait_for(lambda: self.browser.current_url.endswith("#fn-1"))
        note = self.browser.find_element(By.ID, "fn-1")
        self.assertIn("Swift Package Manager", note.text)
        self.assertEqual(self.js("return document.querySelector('section.footnotes h2').textContent"), "Footnotes")
        self.js("arguments[0].click()", note.find_element(By.CSS_SELECTOR, "a.footnote-backref"))
        self.wait_for(lambda: self.browser.current_url.endswith("#fnref-1"))

    def test_mermaid_is_drawn_by_the_local_script(self):
        for scheme in ("light", "dark"):
            self.emulate(scheme)
            self.open("en/guides/setup/")
            self.wait_for(lambda: self.js("return !!document.querySelector('pre.mermaid svg')"), 20)
            labels = self.js("return [...document.querySelectorAll('pre.mermaid svg .nodeLabel')].map(n => n.textContent)")
            self.assertIn("Show the paywall", labels)
            scripts = self.js("return [...document.scripts].map(s => s.src).filter(s => s.includes('mermaid'))")
            self.assertTrue(all(s.startswith(self.url + "assets/") for s in scripts), scripts)
            self.assertEqual(self.severe(), [])
            self.js("document.querySelector('pre.mermaid').scrollIntoView()")
            self.shot("mermaid-" + scheme)

    def test_printing_opens_details_and_shows_link_targets(self):
        self.open("en/guides/setup/")
        self.js("window.dispatchEvent(new Event('beforeprint'))")
        self.emulate("light", media="print")
        try:
            # The page's own disclosure, not the folded "On this page" (hidden on paper).
            details = self.browser.find_element(By.CSS_SELECTOR, "article details:not(.toc-inline)")
            self.assertIsNotNone(details.get_attribute("open"))
            after = self.js("return getComputedStyle(document.querySelector('article details:not(.toc-inline) a'), '::after').content")
            self.assertIn("https://example.com/dashboard", after)
            self.assertFalse(self.browser.find_element(By.CSS_SELECTOR, ".site-header").is_displayed())
        finally:
            self.emulate("light")
            self.js("window.dispatchEvent(new Event('afterprint'))")
        self.assertIsNone(self.browser.find_element(By.CSS_SELECTOR, "article details:not(.toc-inline)").get_attribute("open"))

    # -- 5. Locales -----------------------------------------------------------------------

    def test_the_fallback_body_is_marked_in_its_own_language(self):
        self.open("zh/guides/events/")
        self.assertEqual(self.js("return document.documentElement.lang"), "zh-Hans")
        self.assertEqual(self.js("return document.querySelector('.doc-body').lang"), "en")
        self.assertEqual(self.js("return document.querySelector('h1.doc-title').lang"), "en")
        # The interface around it stays in the page's language.
        self.assertEqual(self.js("return document.querySelector('.notice-untranslated').closest('[lang]').lang"), "zh-Hans")
        self.assertIn("Latin", str(self.fonts(".doc-body p")) + "Latin")

    def test_not_found_is_localized_and_styled_at_any_path(self):
        for path, title in (("/theme/ja/no/such/page/", "ページが見つかりません"), ("/elsewhere/zh/gone", "找不到页面"),
                            ("/theme/nowhere", "Page not found")):
            with self.assertRaises(HTTPError) as answer:
                urlopen(self.origin + path)
            self.assertEqual(answer.exception.code, 404)
            self.browser.get(self.origin + path)
            self.wait_for(lambda: self.browser.find_element(By.TAG_NAME, "h1").text == title)
            self.assertNotEqual(self.js("return getComputedStyle(document.querySelector('.site-header')).borderBottomStyle"), "none")
            home = self.browser.find_element(By.CSS_SELECTOR, "main li a").get_attribute("href")
            self.assertTrue(home.startswith(self.origin + "/"), home)
        self.browser.get(self.origin + "/theme/ja/no/such/page/")
        self.wait_for(lambda: self.js("return document.documentElement.lang") == "ja")
        self.assertEqual(self.browser.find_element(By.CSS_SELECTOR, "main li a").get_attribute("href"), self.url + "en/")
        self.shot("not-found-ja")

    # -- Accessibility of the new parts ----------------------------------------------------

    def test_new_parts_are_labelled_and_have_contrast(self):
        for scheme in ("light", "dark"):
            for size in (PHONE, DESKTOP):
                self.emulate(scheme)
                self.browser.set_window_size(*size)
                self.open("ja/guides/setup/")
                self.js("document.querySelectorAll('details').forEach(d => d.open = true)")
                self.assertEqual(self.js(CONTRAST_SCRIPT), [], (scheme, size))
        for nav in self.browser.find_elements(By.TAG_NAME, "nav"):
            self.assertTrue(nav.get_attribute("aria-label"), nav.get_attribute("outerHTML")[:80])
        for button in self.browser.find_elements(By.CSS_SELECTOR, "button"):
            self.assertTrue(button.get_attribute("aria-label") or button.text, button.get_attribute("outerHTML")[:80])
        self.assertEqual(self.browser.find_element(By.CSS_SELECTOR, ".theme-toggle").get_attribute("aria-label"), "ダークモード")
        self.assertEqual(self.severe(), [])


class ServeFirstBuildTest(unittest.TestCase):
    """`docgen serve` answers from its first moment: a building page until the first build is
    done, then the site; a first build that fails shows its findings and says so."""

    def start(self, site):
        server = subprocess.Popen([DOCGEN, "serve", "--root", str(site), "--port", "0"],
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        line = server.stderr.readline()
        self.addCleanup(lambda: (server.terminate(), server.wait(timeout=10)))
        self.assertIn("building the site first", line)
        return server, line.split(" at ")[1].split(" ")[0]

    def test_the_building_page_reloads_into_the_site(self):
        site = Path(tempfile.mkdtemp(prefix="docgen-serve-big-"))
        self.addCleanup(shutil.rmtree, site, True)
        (site / "content" / "en").mkdir(parents=True)
        for i in range(2500):
            (site / "content" / "en" / ("page-%04d.md" % i)).write_text(
                "---\ntitle: Page %d\n---\n\n## Part\n\n%s\n" % (i, "Some text to parse. " * 200), encoding="utf-8")
        server, url = self.start(site)
        try:
            with urlopen(url + "en/page-0001/") as response:
                self.fail("answered %d before the build" % response.status)
        except HTTPError as answer:
            self.assertEqual(answer.code, 503)
            self.assertIn("Building the site", answer.read().decode("utf-8"))
        browser = chromium()
        try:
            browser.get(url + "en/page-0001/")
            self.assertEqual(browser.find_element(By.TAG_NAME, "h1").text, "Building the site…")
            browser.save_screenshot(str(OUTPUT / "serve-building.png"))
            WebDriverWait(browser, 120, poll_frequency=0.1).until(
                lambda d: d.find_elements(By.CSS_SELECTOR, "h1.doc-title") and d.find_element(By.CSS_SELECTOR, "h1.doc-title").text == "Page 1")
        finally:
            browser.quit()
        self.assertTrue(server.stdout.readline().startswith("http://127.0.0.1:"))

    def test_a_failed_first_build_shows_its_findings_and_says_nothing_was_built(self):
        site = Path(tempfile.mkdtemp(prefix="docgen-serve-bad-"))
        self.addCleanup(shutil.rmtree, site, True)
        (site / "content" / "en").mkdir(parents=True)
        (site / "content" / "en" / "index.md").write_text("---\ntitle: [unclosed\n---\nText\n", encoding="utf-8")
        server, url = self.start(site)
        server.stdout.readline()  # the first build is over
        browser = chromium()
        try:
            browser.get(url + "en/")
            self.assertEqual(browser.find_element(By.TAG_NAME, "h1").text, "The first build failed")
            findings = browser.find_element(By.CSS_SELECTOR, "ul.findings").text
            self.assertIn("content/en/index.md:", findings)
            self.assertIn("docgen.frontmatter.syntax", findings)
            WebDriverWait(browser, 10).until(lambda d: d.find_elements(By.ID, "docgen-overlay"))
            overlay = browser.find_element(By.ID, "docgen-overlay").text
            self.assertIn("nothing has been built yet", overlay)
            self.assertNotIn("last good version", overlay)
            browser.save_screenshot(str(OUTPUT / "serve-first-build-failed.png"))
            (site / "content" / "en" / "index.md").write_text("---\ntitle: Fixed\n---\nText\n", encoding="utf-8")
            WebDriverWait(browser, 20, poll_frequency=0.1).until(
                lambda d: d.find_elements(By.CSS_SELECTOR, "h1.doc-title") and d.find_element(By.CSS_SELECTOR, "h1.doc-title").text == "Fixed")
        finally:
            browser.quit()


if __name__ == "__main__":
    unittest.main()
