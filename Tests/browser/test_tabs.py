"""Browser tests of MDX tabs (<Tabs>/<TabItem>): the labelled sections docgen publishes made a
WAI-ARIA tab list by docgen.js, switched by click and by keyboard (Left/Right/Home/End),
groups of one groupId switched together and remembered across a reload, `default` picking
the first tab shown, and every panel readable without JavaScript.

The fixture is Tests/browser/fixtures/tabs. Screenshots go to test-output/browser/.

Run: /usr/bin/python3 -m unittest discover -s Tests/browser -p 'test_tabs.py' -v   (DOCGEN=…)
"""
import unittest
from pathlib import Path

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from static_host import BuiltSite
from test_site import DESKTOP, OUTPUT, chromium

FIXTURE = Path(__file__).resolve().parent / "fixtures" / "tabs"


class TabsTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.built = BuiltSite(FIXTURE, "docgen-tabs-", folder="tabs")
        cls.url = cls.built.origin + "/tabs/en/install/"
        cls.browser = chromium()
        OUTPUT.mkdir(parents=True, exist_ok=True)

    @classmethod
    def tearDownClass(cls):
        cls.browser.quit()
        cls.built.close()

    def setUp(self):
        self.browser.set_window_size(*DESKTOP)
        self.browser.get(self.url)
        self.browser.execute_script("localStorage.clear()")
        self.open()
        self.browser.get_log("browser")

    def open(self):
        self.browser.get(self.url)
        WebDriverWait(self.browser, 10).until(lambda d: d.execute_script("return document.readyState") == "complete")

    def groups(self):
        return self.browser.find_elements(By.CSS_SELECTOR, ".doc div.tabs")

    def state(self, group):
        """The group's tabs as (label, aria-selected, tabindex) and the labels of the panels shown."""
        tabs = [(t.text, t.get_attribute("aria-selected"), t.get_attribute("tabindex"))
                for t in group.find_elements(By.CSS_SELECTOR, "[role=tab]")]
        shown = [p.get_attribute("data-value") for p in group.find_elements(By.CSS_SELECTOR, "[role=tabpanel]") if p.is_displayed()]
        return tabs, shown

    def selected(self, group):
        return [t.text for t in group.find_elements(By.CSS_SELECTOR, "[role=tab][aria-selected=true]")]

    def test_roles_and_default(self):
        first, second, platform = self.groups()
        tabs, shown = self.state(first)
        self.assertEqual(tabs, [("npm", "true", "0"), ("Yarn", "false", "-1"), ("pnpm", "false", "-1")])
        self.assertEqual(shown, ["npm"])
        # The second group of the same groupId keeps its own default until the reader picks.
        self.assertEqual(self.selected(second), ["Yarn"])
        self.assertEqual(self.selected(platform), ["Linux"])
        for tab in first.find_elements(By.CSS_SELECTOR, "[role=tab]"):
            panel = self.browser.find_element(By.ID, tab.get_attribute("aria-controls"))
            self.assertEqual(panel.get_attribute("role"), "tabpanel")
            self.assertEqual(panel.get_attribute("aria-labelledby"), tab.get_attribute("id"))
        self.assertEqual(first.find_element(By.CSS_SELECTOR, "[role=tablist]").get_attribute("role"), "tablist")
        # The list scrolls sideways only: nothing of it reaches below it (a classic scrollbar
        # showed on a list 1px too tall), and the chosen tab is marked by the accent line.
        for group in (first, second, platform):
            tablist = group.find_element(By.CSS_SELECTOR, "[role=tablist]")
            self.assertEqual(self.browser.execute_script("return arguments[0].scrollHeight - arguments[0].clientHeight", tablist), 0)
        chosen = first.find_element(By.CSS_SELECTOR, "[role=tab][aria-selected=true]")
        other = first.find_element(By.CSS_SELECTOR, "[role=tab][aria-selected=false]")
        self.assertIn("inset", chosen.value_of_css_property("box-shadow"))
        self.assertEqual(other.value_of_css_property("box-shadow"), "none")
        # The label inside the panel is not said twice.
        self.assertFalse(first.find_element(By.CSS_SELECTOR, ".tab-label").is_displayed())
        self.assertEqual([e for e in self.browser.get_log("browser") if e["level"] == "SEVERE" and "favicon" not in e["message"]], [])
        self.browser.save_screenshot(str(OUTPUT / "tabs-default.png"))

    def test_click_syncs_and_is_remembered(self):
        first, second, platform = self.groups()
        first.find_elements(By.CSS_SELECTOR, "[role=tab]")[2].click()
        self.assertEqual(self.state(first)[1], ["pnpm"])
        self.assertEqual(self.state(second)[1], ["pnpm"])
        self.assertEqual(self.selected(platform), ["Linux"])  # another group: untouched
        self.assertEqual(self.browser.execute_script("return localStorage.getItem('docgen-tabs:package-manager')"), "pnpm")
        self.open()
        first, second, platform = self.groups()
        self.assertEqual(self.selected(first), ["pnpm"])
        self.assertEqual(self.selected(second), ["pnpm"])
        # A group without a groupId is not remembered.
        platform.find_elements(By.CSS_SELECTOR, "[role=tab]")[0].click()
        self.open()
        self.assertEqual(self.selected(self.groups()[2]), ["Linux"])

    def test_keyboard(self):
        first, second, _ = self.groups()
        tab = first.find_elements(By.CSS_SELECTOR, "[role=tab]")[0]
        tab.click()
        focused = lambda: self.browser.execute_script("return document.activeElement.textContent")
        tab.send_keys(Keys.ARROW_RIGHT)
        self.assertEqual((focused(), self.selected(first), self.selected(second)), ("Yarn", ["Yarn"], ["Yarn"]))
        self.browser.switch_to.active_element.send_keys(Keys.END)
        self.assertEqual((focused(), self.selected(first)), ("pnpm", ["pnpm"]))
        self.browser.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)  # wraps to the first
        self.assertEqual((focused(), self.selected(first)), ("npm", ["npm"]))
        self.browser.switch_to.active_element.send_keys(Keys.ARROW_LEFT)  # and back to the last
        self.assertEqual((focused(), self.selected(second)), ("pnpm", ["pnpm"]))
        self.browser.switch_to.active_element.send_keys(Keys.HOME)
        self.assertEqual((focused(), self.selected(first)), ("npm", ["npm"]))
        # Tab leaves the tab list for the chosen panel: one stop per list (roving tabindex).
        self.browser.switch_to.active_element.send_keys(Keys.TAB)
        self.assertEqual(self.browser.execute_script("return document.activeElement.getAttribute('role')"), "tabpanel")

    def test_without_javascript(self):
        browser = chromium(javascript=False)
        try:
            browser.get(self.url)
            group = browser.find_elements(By.CSS_SELECTOR, ".doc div.tabs")[0]
            self.assertEqual(group.find_elements(By.CSS_SELECTOR, "[role=tab]"), [])
            panels = group.find_elements(By.CSS_SELECTOR, "section.tab-item")
            # The first tab is on screen, its label above it; the others follow, labelled.
            self.assertTrue(panels[0].is_displayed())
            self.assertIn("npm install example", panels[0].text)
            self.assertEqual([p.find_element(By.CSS_SELECTOR, ".tab-label").text for p in panels], ["npm", "Yarn", "pnpm"])
            self.assertTrue(all(p.is_displayed() for p in panels))
        finally:
            browser.quit()


if __name__ == "__main__":
    unittest.main()
