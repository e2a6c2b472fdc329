"""Browser tests of the built site in headless Chromium (Debian's chromium and chromium-driver,
driven by Selenium): the language switcher, search in Japanese, Chinese and mixed queries by
keyboard alone, copy buttons, disclosure boxes, the table of contents, the folding menu,
landmarks and contrast, no console errors on any page, and the site with JavaScript off.

The sample site is copied to a temporary folder and served by `docgen serve` (which builds
it); one test also builds it into a sub-folder of a plain static server, as a host would.

Run: /usr/bin/python3 -m unittest discover -s Tests/browser -v   (DOCGEN=path/to/docgen)
Screenshots are kept in test-output/browser/.
"""
import functools
import http.server
import os
import shutil
import subprocess
import tempfile
import threading
import unittest
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urljoin, urlsplit
from urllib.request import urlopen

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

REPO = Path(__file__).resolve().parents[2]
DOCGEN = os.environ.get("DOCGEN", str(REPO / ".build" / "debug" / "docgen"))
OUTPUT = REPO / "test-output" / "browser"

PHONE = (390, 844)
DESKTOP = (1280, 900)


def chromium(javascript=True):
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    # No back/forward cache: a cached page keeps the preview's live-reload EventSource open,
    # and after six pages Chromium has no connection left for the server (requests stall).
    # Remove once live.js closes its EventSource on `pagehide`.
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--window-size=%d,%d" % DESKTOP, "--lang=en-US", "--disable-features=BackForwardCache"):
        options.add_argument(flag)
    if not javascript:
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def copy_sample_site():
    """A copy of the sample content and config, with the models pointed at the repository."""
    site = Path(tempfile.mkdtemp(prefix="docgen-site-"))
    shutil.copytree(REPO / "content", site / "content")
    config = (REPO / "docgen.yaml").read_text(encoding="utf-8")
    (site / "docgen.yaml").write_text(config.replace(" models/", " " + str(REPO / "models") + "/"), encoding="utf-8")
    return site


class Links(HTMLParser):
    def __init__(self):
        super().__init__()
        self.hrefs = []

    def handle_starttag(self, tag, attrs):
        if tag == "a":
            self.hrefs.extend(value for name, value in attrs if name == "href" and value)


# Contrast of every piece of visible text against what is really behind it (backgrounds
# blended up the tree), WCAG 2 formula; large text needs 3:1, the rest 4.5:1.
CONTRAST_SCRIPT = r"""
function parse(c) {
  const m = c.match(/rgba?\(([^)]+)\)/);
  if (!m) return [0, 0, 0, 0];
  const p = m[1].split(/[ ,\/]+/).filter(Boolean).map(Number);
  return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
}
function over(top, bottom) {
  const a = top[3] + bottom[3] * (1 - top[3]);
  if (a === 0) return [0, 0, 0, 0];
  return [0, 1, 2].map(i => (top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / a).concat([a]);
}
function background(el) {
  const layers = [];
  for (let e = el; e; e = e.parentElement) layers.push(parse(getComputedStyle(e).backgroundColor));
  let color = parse(getComputedStyle(document.documentElement).backgroundColor);
  if (color[3] === 0) color = matchMedia("(prefers-color-scheme: dark)").matches ? [0, 0, 0, 1] : [255, 255, 255, 1];
  for (let i = layers.length - 1; i >= 0; i--) color = over(layers[i], color);
  return color;
}
function luminance(c) {
  const [r, g, b] = c.slice(0, 3).map(v => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const failures = [];
const seen = new Set();
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
for (let node = walker.nextNode(); node; node = walker.nextNode()) {
  const el = node.parentElement;
  if (!node.textContent.trim() || seen.has(el)) continue;
  seen.add(el);
  const style = getComputedStyle(el);
  const box = el.getBoundingClientRect();
  if (style.visibility === "hidden" || box.width < 2 || box.height < 2 || el.closest(".visually-hidden, [hidden], [aria-hidden=true]")) continue;
  let opacity = 1;
  for (let e = el; e; e = e.parentElement) opacity *= Number(getComputedStyle(e).opacity);
  const bg = background(el);
  const fg = over(parse(style.color).map((v, i) => i === 3 ? v * opacity : v), bg);
  const l1 = luminance(fg), l2 = luminance(bg);
  const ratio = (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
  const size = parseFloat(style.fontSize), bold = Number(style.fontWeight) >= 700;
  const needed = size >= 24 || (bold && size >= 18.66) ? 3 : 4.5;
  if (ratio < needed) failures.push(el.tagName.toLowerCase() + "." + el.className + " '" + node.textContent.trim().slice(0, 30) + "' " + ratio.toFixed(2));
}
return failures;
"""


class SiteTest(unittest.TestCase):
    """One preview server on a copy of the sample site, one browser."""

    @classmethod
    def setUpClass(cls):
        cls.site = copy_sample_site()
        cls.server = subprocess.Popen([DOCGEN, "serve", "--root", str(cls.site), "--port", "0"],
                                      stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        cls.url = cls.server.stdout.readline().strip()
        if not cls.url.startswith("http://127.0.0.1:"):
            cls.server.kill()
            raise RuntimeError("docgen serve did not start: " + cls.server.stderr.read())
        if not cls.url.endswith("/"):
            cls.url += "/"
        cls.browser = chromium()
        OUTPUT.mkdir(parents=True, exist_ok=True)

    @classmethod
    def tearDownClass(cls):
        cls.browser.quit()
        cls.server.terminate()
        cls.server.wait(timeout=10)
        shutil.rmtree(cls.site, ignore_errors=True)

    def setUp(self):
        self.browser.set_window_size(*DESKTOP)
        self.emulate()
        self.browser.get_log("browser")  # start each test with an empty log

    def emulate(self, scheme="light"):
        # Reduced motion: no smooth scrolling under a click that Selenium has just aimed.
        self.browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
            {"name": "prefers-reduced-motion", "value": "reduce"},
            {"name": "prefers-color-scheme", "value": scheme}]})

    def wait_for(self, condition, seconds=10):
        return WebDriverWait(self.browser, seconds, poll_frequency=0.05).until(lambda driver: condition())

    def open(self, path):
        self.browser.get(self.url + path)
        self.wait_for(lambda: self.browser.execute_script("return document.readyState") == "complete")

    def path(self):
        return unquote(urlsplit(self.browser.current_url).path)

    def fragment(self):
        return unquote(urlsplit(self.browser.current_url).fragment)

    def severe(self):
        return [entry for entry in self.browser.get_log("browser") if entry["level"] == "SEVERE"]

    def search_box(self):
        return self.browser.find_element(By.ID, "search-input")

    def type_query(self, text):
        """Focuses the search box with "/" (as a reader would) and types `text`."""
        self.browser.find_element(By.TAG_NAME, "body").send_keys("/")
        box = self.search_box()
        self.assertEqual(self.browser.switch_to.active_element, box)
        box.send_keys(text)
        try:
            self.wait_for(lambda: self.browser.find_elements(By.CSS_SELECTOR, "#search-results [role=option]"))
        except Exception:
            message = self.browser.execute_script("return document.querySelector('.search-message').textContent")
            self.fail("no results for %r in the box (%r): %r, log %r" % (text, box.get_attribute("value"), message,
                                                                       self.browser.get_log("browser")))
        return box

    # -- Language switcher ---------------------------------------------------------------

    def test_language_switcher_keeps_the_page(self):
        self.open("en/flow-events/")
        for locale in ("ja", "zh", "en"):
            link = self.browser.find_element(By.CSS_SELECTOR, ".lang-switcher a[hreflang^='%s']" % locale)
            self.assertTrue(link.get_attribute("lang"))
            link.click()
            self.wait_for(lambda: self.path().endswith("/%s/flow-events/" % locale))
            current = self.browser.find_element(By.CSS_SELECTOR, ".lang-switcher a[aria-current='true']")
            self.assertTrue(current.get_attribute("hreflang").startswith(locale))

    # -- Search --------------------------------------------------------------------------

    def results(self):
        """The results once the search has settled: (option, link) per option, in order."""
        self.wait_for(lambda: self.browser.execute_script(
            "return document.getElementById('search-results').getAttribute('aria-busy') === 'false'"))
        return self.browser.find_elements(By.CSS_SELECTOR, "#search-results [role=option]")

    def search_and_go(self, start, query, page, section):
        """Types `query` on `start`, picks the first result with ArrowDown and Enter, and
        checks it landed on `page` at `section`."""
        self.open(start)
        box = self.type_query(query)
        first = self.results()[0]
        self.assertEqual(box.get_attribute("aria-expanded"), "true")
        # Grouped by page: the page's title labels the group the section is in.
        group = first.find_element(By.XPATH, "./ancestor::*[@role='group']")
        title = self.browser.find_element(By.ID, group.get_attribute("aria-labelledby"))
        self.assertTrue(title.text)
        self.assertTrue(first.find_element(By.CSS_SELECTOR, ".search-result-section").text)
        # The hit is marked in the snippet.
        self.assertTrue(first.find_elements(By.CSS_SELECTOR, ".search-result-snippet mark"))
        box.send_keys(Keys.ARROW_DOWN)
        self.assertEqual(box.get_attribute("aria-activedescendant"), first.get_attribute("id"))
        self.assertEqual(first.get_attribute("aria-selected"), "true")
        self.browser.save_screenshot(str(OUTPUT / ("search-" + start.split("/")[0] + ".png")))
        box.send_keys(Keys.ENTER)
        self.wait_for(lambda: self.path().endswith(page) and self.fragment() == section)
        self.assertTrue(self.browser.find_elements(By.ID, section))

    def first_results(self, start, query, count=3):
        """The results of `query` typed on `start` on its first `count` pages, as (page path,
        section id)."""
        self.open(start)
        self.type_query(query)
        out, pages = [], []
        for option in self.results():
            link = option.find_elements(By.TAG_NAME, "a")
            if not link:
                continue
            href = link[0].get_attribute("href")
            path = unquote(urlsplit(href).path)
            if path not in pages:
                if len(pages) == count:
                    break
                pages.append(path)
            out.append((path, unquote(urlsplit(href).fragment)))
        return out

    def test_search_finds_a_japanese_phrase_by_keyboard(self):
        self.search_and_go("ja/button-actions/", "復元できる購入", "/ja/flow-events/", "復元")

    def test_search_finds_a_chinese_phrase_by_keyboard(self):
        # The phrase is deep in its section: the snippet is the part of the text around it.
        self.search_and_go("zh/", "无休止地重试", "/zh/flow-events/", "错误与商品加载")

    def test_search_finds_what_readers_type_in_japanese_and_chinese(self):
        # The queries: particles, conjugations, no spaces; none of them holds every
        # character pair of the sections they are about.
        for start, query, page, section in [
            ("ja/", "購入の復元", "/ja/flow-events/", "復元"),
            ("ja/", "購入を復元する", "/ja/flow-events/", "復元"),
            ("ja/", "購入失敗", "/ja/flow-events/", None),
            ("zh/", "如何恢复购买", "/zh/flow-events/", "恢复购买"),
            ("zh/", "恢复失败", "/zh/flow-events/", None),
            ("zh/", "支付失败", "/zh/paywall-events/", None),
            ("zh/", "恢復購買", "/zh/flow-events/", "恢复购买"),  # traditional characters
        ]:
            results = self.first_results(start, query, 5)
            self.assertTrue(any(p == page and (section is None or s == section) for p, s in results), (query, results))

    def test_search_stems_forgives_a_typo_and_completes_a_word(self):
        for query, page in [("restoring", "/en/flow-events/"), ("didFinsihPurchase", "/en/flow-events/"),
                            ("AdaptyPaywallControllerDeleg", "/en/paywall-events/")]:
            results = self.first_results("en/", query, 5)
            self.assertIn(page, [p for p, _ in results], (query, results))
        marks = {m.text.lower() for m in self.browser.find_elements(By.CSS_SELECTOR, "#search-results mark")}
        self.assertIn("adaptypaywallcontrollerdelegate", marks)

    def test_search_finds_a_mixed_query_on_a_japanese_page(self):
        self.open("ja/")
        box = self.type_query("didFinishPurchase 必須")
        options = [o.find_element(By.TAG_NAME, "a") for o in self.results()]
        self.assertTrue(all("/ja/" in o.get_attribute("href") for o in options))
        marks = {m.text for m in self.browser.find_elements(By.CSS_SELECTOR, "#search-results mark")}
        self.assertIn("didFinishPurchase", marks)
        self.assertIn("必須", marks)
        box.send_keys(Keys.ARROW_DOWN, Keys.ENTER)
        self.wait_for(lambda: self.path().startswith("/ja/") and self.fragment())
        target = self.browser.find_element(By.ID, self.fragment())
        section = self.browser.execute_script("""
            const parts = [];
            for (let n = arguments[0].nextElementSibling; n && !/^H[23]$/.test(n.tagName); n = n.nextElementSibling) parts.push(n.textContent);
            return parts.join(" ");""", target)
        self.assertIn("didFinishPurchase", section)
        self.assertIn("必須", section)

    def test_search_is_case_folded_and_keyboard_only(self):
        self.open("en/")
        box = self.type_query("DIDFINISHPURCHASE")
        count = len(self.results())
        self.assertGreater(count, 1)
        box.send_keys(Keys.ARROW_UP)  # wraps to the last option
        last = self.browser.find_elements(By.CSS_SELECTOR, "#search-results [role=option]")[-1]
        self.assertEqual(box.get_attribute("aria-activedescendant"), last.get_attribute("id"))
        box.send_keys(Keys.ESCAPE)
        panel = self.browser.find_element(By.CSS_SELECTOR, ".search-panel")
        self.assertFalse(panel.is_displayed())
        self.assertEqual(box.get_attribute("aria-expanded"), "false")
        self.assertEqual(self.path(), "/en/")
        box.send_keys(Keys.ESCAPE)  # a second Escape clears the box
        self.assertEqual(box.get_attribute("value"), "")

    def test_search_counts_every_result_and_shows_more_on_demand(self):
        self.open("en/")
        box = self.type_query("purchase")
        options = self.results()
        message = self.browser.find_element(By.CSS_SELECTOR, ".search-message").text
        total = int(message.split()[0])
        self.assertGreater(total, 10)  # the true count, not the number shown
        shown = [o for o in options if "search-more" not in o.get_attribute("class")]
        self.assertEqual(len(shown), 10)
        more = options[-1]
        self.assertIn("search-more", more.get_attribute("class"))
        self.assertIn(str(total - 10), more.text)
        # Pages group their sections, and no page appears twice in a row.
        titles = [t.text for t in self.browser.find_elements(By.CSS_SELECTOR, ".search-page > .search-result-title")]
        self.assertTrue(all(a != b for a, b in zip(titles, titles[1:])), titles)
        # "More" by keyboard: up from the top wraps to it, Enter shows the next ten and selects the first of them.
        box.send_keys(Keys.ARROW_UP, Keys.ENTER)
        self.wait_for(lambda: len(self.browser.find_elements(By.CSS_SELECTOR, "#search-results .search-result")) > 10)
        selected = self.browser.find_element(By.CSS_SELECTOR, "#search-results [aria-selected=true]")
        self.assertEqual(box.get_attribute("aria-activedescendant"), selected.get_attribute("id"))
        results = self.browser.find_elements(By.CSS_SELECTOR, "#search-results .search-result")
        self.assertEqual(selected.get_attribute("id"), results[10].get_attribute("id"))
        self.assertEqual(len(results), min(total, 20))
        ids = [r.get_attribute("id") for r in results]
        self.assertEqual(len(ids), len(set(ids)))

    def test_search_waits_for_the_ime_to_finish(self):
        # An IME composes the query: what it shows while composing is not searched, and the
        # Enter that confirms the conversion does not open a result.
        self.open("ja/")
        self.browser.find_element(By.TAG_NAME, "body").send_keys("/")
        box = self.search_box()
        box.send_keys("購入")
        self.results()
        self.browser.execute_cdp_cmd("Input.imeSetComposition", {"text": "ふくげん", "selectionStart": 4, "selectionEnd": 4})
        self.assertEqual(box.get_attribute("value"), "購入ふくげん")
        self.assertTrue(self.browser.execute_script("return document.querySelector('.search-message').textContent"))
        before = self.browser.execute_script("return document.querySelector('.search-message').textContent")
        # Enter during composition, as the browser sends it (isComposing, keyCode 229).
        for code in (13, 229):
            self.browser.execute_script("""arguments[0].dispatchEvent(new KeyboardEvent('keydown',
                {key: 'Enter', keyCode: arguments[1], isComposing: true, bubbles: true, cancelable: true}))""", box, code)
        self.assertEqual(self.path(), "/ja/")
        self.assertEqual(self.browser.execute_script("return document.querySelector('.search-message').textContent"), before)
        # The conversion is confirmed: now the query is searched.
        self.browser.execute_cdp_cmd("Input.insertText", {"text": "復元"})
        self.wait_for(lambda: box.get_attribute("value") == "購入復元")
        self.results()
        self.wait_for(lambda: self.browser.execute_script("return document.querySelector('.search-message').textContent") != before)
        self.assertEqual(self.path(), "/ja/")
        box.send_keys(Keys.ENTER)
        self.wait_for(lambda: self.path().startswith("/ja/") and self.fragment())

    def test_search_shortcuts_and_their_hint(self):
        self.open("en/flow-events/")
        hint = self.browser.find_element(By.CSS_SELECTOR, ".search-hint")
        self.assertTrue(hint.is_displayed())
        self.assertIn("/", hint.text)
        self.assertIn("K", hint.text)
        box = self.search_box()
        self.assertIn("Control+K", box.get_attribute("aria-keyshortcuts"))
        body = self.browser.find_element(By.TAG_NAME, "body")
        body.send_keys(Keys.CONTROL, "k")
        self.assertEqual(self.browser.switch_to.active_element, box)
        self.assertFalse(hint.is_displayed())
        box.send_keys(Keys.ESCAPE)
        self.browser.execute_script("document.activeElement.blur()")
        body.send_keys("/")
        self.assertEqual(self.browser.switch_to.active_element, box)

    def test_search_says_when_nothing_is_found(self):
        self.open("zh/")
        self.browser.find_element(By.TAG_NAME, "body").send_keys("/")
        self.search_box().send_keys("zzqqxx")
        message = self.browser.find_element(By.CSS_SELECTOR, ".search-message")
        self.wait_for(lambda: message.text == "没有找到结果")
        status = self.browser.find_element(By.CSS_SELECTOR, "form[role=search] [role=status]")
        self.assertEqual(status.get_attribute("textContent"), "没有找到结果")

    # -- Page behaviour ------------------------------------------------------------------

    def test_details_open_on_click(self):
        self.open("en/paywall-events/")
        # Not the folded "On this page", hidden on a desktop.
        details = self.browser.find_elements(By.CSS_SELECTOR, "article details:not(.toc-inline)")
        self.assertTrue(details)
        self.assertIsNone(details[0].get_attribute("open"))
        summary = details[0].find_element(By.TAG_NAME, "summary")
        self.browser.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", summary)
        summary.click()
        self.assertIsNotNone(details[0].get_attribute("open"))

    def test_copy_button_copies_the_code(self):
        origin = self.url.rstrip("/")
        self.browser.execute_cdp_cmd("Browser.grantPermissions", {
            "origin": origin, "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
        self.open("ja/flow-events/")
        figure = self.browser.find_element(By.CSS_SELECTOR, "figure.code-block")
        button = figure.find_element(By.CSS_SELECTOR, "button.copy-button")
        self.assertEqual(button.text, "コピー")
        # The button, not the figure: a block taller than the window would leave its button
        # above it, for the driver to scroll to the very top, under the sticky header.
        self.browser.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", button)
        button.click()
        self.wait_for(lambda: button.text == "コピーしました")
        copied = self.browser.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "navigator.clipboard.readText().then(done, e => done('failed: ' + e));")
        code = self.browser.execute_script("return arguments[0].querySelector('pre code').textContent", figure)
        self.assertEqual(copied, code.rstrip("\n"))
        self.assertIn("import SwiftUI", copied)

    def test_table_of_contents_follows_the_section_in_view(self):
        self.open("en/flow-events/")
        links = self.browser.find_elements(By.CSS_SELECTOR, ".toc a")
        self.assertGreater(len(links), 3)
        target = links[3].get_attribute("href").split("#")[1]
        self.browser.execute_script("document.getElementById(arguments[0]).scrollIntoView()", unquote(target))
        self.wait_for(lambda: links[3].get_attribute("aria-current") == "true")
        self.assertEqual(len(self.browser.find_elements(By.CSS_SELECTOR, ".toc a[aria-current]")), 1)

    def test_menu_folds_on_a_phone_and_stays_open_on_a_desktop(self):
        self.browser.set_window_size(*PHONE)
        self.open("zh/flow-events/")
        nav = self.browser.find_element(By.CSS_SELECTOR, "details.nav-collapse")
        self.assertIsNone(nav.get_attribute("open"))
        nav.find_element(By.TAG_NAME, "summary").click()
        self.assertTrue(self.browser.find_element(By.CSS_SELECTOR, ".sidebar a[aria-current=page]").is_displayed())
        self.browser.set_window_size(*DESKTOP)
        self.open("zh/flow-events/")
        self.assertIsNotNone(self.browser.find_element(By.CSS_SELECTOR, "details.nav-collapse").get_attribute("open"))

    # -- Accessibility -------------------------------------------------------------------

    def test_landmarks_labels_and_skip_link(self):
        self.open("ja/flow-events/")
        find = self.browser.find_elements
        self.assertEqual(len(find(By.CSS_SELECTOR, "header.site-header")), 1)
        self.assertEqual(len(find(By.CSS_SELECTOR, "main#main")), 1)
        self.assertEqual(len(find(By.CSS_SELECTOR, "footer")), 1)
        self.assertTrue(find(By.CSS_SELECTOR, "aside.toc[aria-labelledby]"))
        for nav in find(By.TAG_NAME, "nav"):
            self.assertTrue(nav.get_attribute("aria-label"), nav.get_attribute("outerHTML")[:80])
        form = self.browser.find_element(By.CSS_SELECTOR, "form[role=search]")
        self.assertEqual(form.get_attribute("aria-label"), "検索")
        box = self.search_box()
        label = self.browser.find_element(By.CSS_SELECTOR, "label[for=search-input]")
        self.assertEqual(label.get_attribute("textContent"), "検索")
        self.assertEqual(box.get_attribute("role"), "combobox")
        self.assertEqual(box.get_attribute("aria-controls"), "search-results")
        for link in find(By.CSS_SELECTOR, ".lang-switcher a"):
            self.assertTrue(link.get_attribute("lang"))
        # The first Tab reaches the skip link, which is then visible.
        self.browser.find_element(By.TAG_NAME, "body").send_keys(Keys.TAB)
        active = self.browser.switch_to.active_element
        self.assertEqual(active.get_attribute("class"), "skip-link")
        self.assertGreater(active.rect["y"], -1)
        # Focus is visible: an outline on a focused link.
        outline = self.browser.execute_script("return getComputedStyle(document.activeElement).outlineStyle")
        self.assertNotEqual(outline, "none")

    def check_contrast(self, scheme):
        self.emulate(scheme)
        for path in ("en/flow-events/", "ja/paywall-events/", "zh/migrate-3-to-4/"):
            self.open(path)
            self.type_query("flow")
            failures = self.browser.execute_script(CONTRAST_SCRIPT)
            self.assertEqual(failures, [], "%s in %s mode" % (path, scheme))
        self.browser.save_screenshot(str(OUTPUT / ("search-results-%s.png" % scheme)))

    def test_contrast_in_light_mode(self):
        self.check_contrast("light")

    def test_contrast_in_dark_mode(self):
        self.check_contrast("dark")

    # -- Every page ----------------------------------------------------------------------

    def all_pages(self):
        """Every HTML page reachable by links from the root, in every locale. (404.html links
        its assets from the base URL's path, /sdk/: StaticHostTest serves it there.)"""
        pages, queue = {self.url}, [self.url]
        while queue:
            url = queue.pop()
            with urlopen(url) as response:
                if "text/html" not in response.headers.get("Content-Type", ""):
                    continue
                parser = Links()
                parser.feed(response.read().decode("utf-8"))
            for href in parser.hrefs:
                target = urljoin(url, href).split("#")[0]
                if target.startswith(self.url) and target not in pages and target.endswith("/"):
                    pages.add(target)
                    queue.append(target)
        return sorted(pages)

    def test_no_console_errors_on_any_page(self):
        pages = self.all_pages()
        for locale in ("en", "ja", "zh"):
            self.assertIn(self.url + locale + "/flow-events/", pages)
        self.assertIn(self.url + "zh/migrate-3-to-4/", pages)  # the untranslated fallback
        for page in pages:
            self.browser.get(page)
            self.wait_for(lambda: self.browser.execute_script("return document.readyState") == "complete")
            if self.browser.find_elements(By.ID, "search-input"):
                # Load the index and run a query too: the script must not fail anywhere.
                self.browser.find_element(By.TAG_NAME, "body").send_keys("/")
                self.search_box().send_keys("flow")
                self.wait_for(lambda: self.browser.find_element(By.CSS_SELECTOR, ".search-message").text)
            self.assertEqual(self.severe(), [], page)

    def test_screenshots_of_each_locale(self):
        for locale in ("en", "ja", "zh"):
            for name, size in (("phone", PHONE), ("desktop", DESKTOP)):
                self.browser.set_window_size(*size)
                self.open(locale + "/flow-events/")
                self.browser.save_screenshot(str(OUTPUT / ("site-%s-%s.png" % (locale, name))))
        self.emulate("dark")
        self.open("ja/paywall-events/")
        self.browser.save_screenshot(str(OUTPUT / "site-ja-desktop-dark.png"))
        self.assertEqual(self.severe(), [])


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


class StaticHostTest(unittest.TestCase):
    """The built site in a sub-folder of a plain static server, as on any host, and with
    JavaScript off."""

    @classmethod
    def setUpClass(cls):
        cls.site = copy_sample_site()
        cls.www = Path(tempfile.mkdtemp(prefix="docgen-www-"))
        subprocess.run([DOCGEN, "build", "--root", str(cls.site), "--out", str(cls.www / "sdk"), "--quiet"],
                       check=True, capture_output=True)
        handler = functools.partial(QuietHandler, directory=str(cls.www))
        cls.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=cls.httpd.serve_forever, daemon=True).start()
        # The folder of the configured baseURL (https://docs.example.com/sdk/), as deployed.
        cls.url = "http://127.0.0.1:%d/sdk/" % cls.httpd.server_address[1]

    @classmethod
    def tearDownClass(cls):
        cls.httpd.shutdown()
        shutil.rmtree(cls.site, ignore_errors=True)
        shutil.rmtree(cls.www, ignore_errors=True)

    def test_search_works_from_a_sub_folder(self):
        browser = chromium()
        try:
            browser.get(self.url + "zh/paywall-events/")
            browser.find_element(By.TAG_NAME, "body").send_keys("/")
            box = browser.find_element(By.ID, "search-input")
            box.send_keys("恢复购买")
            WebDriverWait(browser, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#search-results [role=option]"))
            box.send_keys(Keys.ARROW_DOWN, Keys.ENTER)
            WebDriverWait(browser, 10).until(lambda d: "#" in d.current_url)
            self.assertTrue(unquote(browser.current_url).startswith(self.url + "zh/"))
            self.assertEqual([e for e in browser.get_log("browser") if e["level"] == "SEVERE"], [])
        finally:
            browser.quit()

    def test_not_found_page_loads_its_assets(self):
        browser = chromium()
        try:
            browser.get(self.url + "404.html")
            self.assertTrue(browser.find_element(By.TAG_NAME, "h1").text)
            self.assertNotEqual(browser.execute_script("return getComputedStyle(document.body).fontFamily"), "")
            self.assertEqual([e for e in browser.get_log("browser") if e["level"] == "SEVERE"], [])
        finally:
            browser.quit()

    def test_pages_work_without_javascript(self):
        browser = chromium(javascript=False)
        try:
            browser.set_window_size(*PHONE)
            browser.get(self.url + "ja/flow-events/")
            self.assertFalse(browser.find_element(By.CSS_SELECTOR, "form[role=search]").is_displayed())
            self.assertIsNotNone(browser.find_element(By.CSS_SELECTOR, "details.nav-collapse").get_attribute("open"))
            self.assertTrue(browser.find_element(By.CSS_SELECTOR, "h1.doc-title").text)
            self.assertEqual(browser.find_elements(By.CSS_SELECTOR, "button.copy-button"), [])
            browser.save_screenshot(str(OUTPUT / "site-ja-phone-nojs.png"))
        finally:
            browser.quit()


if __name__ == "__main__":
    unittest.main()
