"""Browser tests of `docgen serve` in headless Chromium (Debian's chromium and
chromium-driver, driven by Selenium): an open page reloads and shows the edited text, and the
drift check's findings appear on the page in an overlay that goes away when fixed.

Run: /usr/bin/python3 -m unittest discover -s Tests/browser -v   (DOCGEN=path/to/docgen)
Screenshots are kept in test-output/browser/.
"""
import os
import shutil
import subprocess
import tempfile
import time
import unittest
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.support.ui import WebDriverWait

REPO = Path(__file__).resolve().parents[2]
DOCGEN = os.environ.get("DOCGEN", str(REPO / ".build" / "debug" / "docgen"))
OUTPUT = REPO / "test-output" / "browser"


def chromium():
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1280,900"):
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


class LiveReloadTest(unittest.TestCase):
    """One preview server on a copy of the sample site, one browser."""

    @classmethod
    def setUpClass(cls):
        cls.site = Path(tempfile.mkdtemp(prefix="docgen-browser-"))
        shutil.copytree(REPO / "content", cls.site / "content")
        shutil.copy(REPO / "docgen.yaml", cls.site / "docgen.yaml")
        # The models are configured relative to the repository; point them there.
        config = (cls.site / "docgen.yaml").read_text(encoding="utf-8")
        config = config.replace(" models/", " " + str(REPO / "models") + "/")
        (cls.site / "docgen.yaml").write_text(config, encoding="utf-8")
        cls.server = subprocess.Popen([DOCGEN, "serve", "--root", str(cls.site), "--port", "0"],
                                      stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        cls.url = cls.server.stdout.readline().strip()
        if not cls.url.startswith("http://127.0.0.1:"):
            cls.server.kill()
            raise RuntimeError("docgen serve did not start: " + cls.server.stderr.read())
        cls.browser = chromium()
        OUTPUT.mkdir(parents=True, exist_ok=True)

    @classmethod
    def tearDownClass(cls):
        cls.browser.quit()
        cls.server.terminate()
        cls.server.wait(timeout=10)
        shutil.rmtree(cls.site, ignore_errors=True)

    def edit(self, relative, old, new):
        path = self.site / relative
        text = path.read_text(encoding="utf-8")
        self.assertIn(old, text)
        path.write_text(text.replace(old, new, 1), encoding="utf-8")

    def wait_for(self, condition, seconds=15):
        # A reload can replace the document between finding an element and reading it; that
        # is a reason to look again, not a failure.
        return WebDriverWait(self.browser, seconds, poll_frequency=0.1,
                             ignored_exceptions=(WebDriverException,)).until(lambda driver: condition())

    def test_1_open_page_reloads_with_edited_text(self):
        self.browser.get(self.url + "ja/button-actions/")
        heading = self.browser.find_element(By.CSS_SELECTOR, "h1.doc-title").text
        self.assertTrue(heading)
        self.browser.execute_script("window.__docgenMarker = 1")
        self.edit("content/ja/button-actions.md", "title: ", "title: 編集済み ")
        self.wait_for(lambda: "編集済み" in self.browser.find_element(By.CSS_SELECTOR, "h1.doc-title").text)
        # A real reload, not a patch of the old document.
        self.assertIsNone(self.browser.execute_script("return window.__docgenMarker"))
        self.browser.save_screenshot(str(OUTPUT / "serve-reloaded-ja.png"))

    def test_2_findings_show_in_an_overlay_and_go_away_when_fixed(self):
        self.browser.get(self.url + "en/flow-events/")
        self.assertEqual(self.browser.find_elements(By.ID, "docgen-overlay"), [])
        self.edit("content/en/flow-events.md", "The protocol has 15 methods", "The protocol has 13 methods")
        overlay = self.wait_for(lambda: self.browser.find_elements(By.ID, "docgen-overlay"), seconds=30)[0]
        self.wait_for(lambda: "docgen.count.mismatch" in overlay.text)
        self.assertIn("content/en/flow-events.md", overlay.text)
        self.browser.save_screenshot(str(OUTPUT / "serve-overlay.png"))
        # The writer can close it.
        overlay.find_element(By.CSS_SELECTOR, "button[aria-label=Close]").click()
        self.assertEqual(self.browser.find_elements(By.ID, "docgen-overlay"), [])
        self.edit("content/en/flow-events.md", "The protocol has 13 methods", "The protocol has 15 methods")
        self.wait_for(lambda: "15 methods" in self.browser.page_source)
        time.sleep(1)  # let the check that follows the rebuild report
        self.assertEqual(self.browser.find_elements(By.ID, "docgen-overlay"), [])

    def test_3_no_console_errors(self):
        self.browser.get(self.url + "zh/flow-events/")
        self.wait_for(lambda: self.browser.execute_script("return document.readyState") == "complete")
        errors = [entry for entry in self.browser.get_log("browser") if entry["level"] == "SEVERE"]
        self.assertEqual(errors, [])


if __name__ == "__main__":
    unittest.main()
