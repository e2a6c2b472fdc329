"""Browser test of a Starlight site whose default locale is `root`, published at the site's
root (Tests/DocgenCoreTests/Fixtures/sites/starlight-links): search from a root-locale page and
from a Japanese one loads the right locale's index, the language switcher moves between `/`
and `/ja/`, and the 404 page links every locale's home where it is.

Run: cd Tests/browser && DOCGEN=path/to/docgen /usr/bin/python3 -m unittest test_root_locale
"""
import unittest

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from static_host import BuiltSite
from test_site import REPO, chromium

FIXTURE = REPO / "Tests" / "DocgenCoreTests" / "Fixtures" / "sites" / "starlight-links"


class RootLocaleTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.built = BuiltSite(FIXTURE, "docgen-root-locale-", not_found="404.html")
        cls.origin = cls.built.origin
        cls.browser = chromium()

    @classmethod
    def tearDownClass(cls):
        cls.browser.quit()
        cls.built.close()

    def wait_for(self, condition, seconds=10):
        return WebDriverWait(self.browser, seconds, poll_frequency=0.05).until(lambda driver: condition())

    def open(self, path):
        self.browser.get(self.origin + path)
        self.wait_for(lambda: self.browser.execute_script("return document.readyState") == "complete")

    def search(self, text):
        """The results' links for `text` typed in the search box."""
        self.browser.find_element(By.TAG_NAME, "body").send_keys("/")
        self.browser.find_element(By.ID, "search-input").send_keys(text)
        self.wait_for(lambda: self.browser.find_elements(By.CSS_SELECTOR, "#search-results [role=option]"))
        return [a.get_attribute("href") for a in self.browser.find_elements(By.CSS_SELECTOR, "#search-results a")]

    def test_search_reads_the_root_locale_index_at_the_root(self):
        self.open("/")
        self.browser.get_log("browser")  # what earlier tests' 404 pages logged
        links = self.search("Swift")
        self.assertIn(self.origin + "/guides/install/#before", links)
        self.open("/ja/guides/install/")
        links = self.search("Swift")
        self.assertTrue(any(link.startswith(self.origin + "/ja/guides/install/") for link in links), links)
        errors = [e for e in self.browser.get_log("browser") if e["level"] == "SEVERE" and "favicon" not in e["message"]]
        self.assertEqual(errors, [])

    def test_switcher_moves_between_the_root_and_locale_folders(self):
        self.open("/guides/install/")
        self.browser.find_element(By.CSS_SELECTOR, ".lang-switcher a[hreflang='ja']").click()
        self.wait_for(lambda: self.browser.current_url == self.origin + "/ja/guides/install/")
        self.browser.find_element(By.CSS_SELECTOR, ".lang-switcher a[hreflang='en']").click()
        self.wait_for(lambda: self.browser.current_url == self.origin + "/guides/install/")

    def test_not_found_links_every_locale_home(self):
        for path, lang in (("/ja/no/such/page/", "ja"), ("/no/such/page/", None)):
            self.open(path)
            if lang:
                self.wait_for(lambda: self.browser.execute_script("return document.documentElement.lang") == lang)
            homes = [a.get_attribute("href") for a in self.browser.find_elements(By.CSS_SELECTOR, "main li a")]
            self.assertEqual(homes, [self.origin + "/", self.origin + "/ja/", self.origin + "/zh/"], path)


if __name__ == "__main__":
    unittest.main()
