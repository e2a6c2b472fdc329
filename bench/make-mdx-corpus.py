#!/usr/bin/env python3
"""Write the MDX flavour of the shared benchmark corpus: a Docusaurus site, read in place.

usage: make-mdx-corpus.py OUT_DIR [PAGES_PER_LOCALE] [--make-corpus PATH]

The shared generator (../shared/bench/make-corpus.py, read-only) writes the plain corpus into a
scratch folder; each page is then rewritten as a Docusaurus team writes it:

- `docs/page-NNNNN.mdx` for English, `i18n/<ja|zh>/docusaurus-plugin-content-docs/current/…`
  for the translations, a `docusaurus.config.js` naming the locales;
- ESM imports (`@theme/Tabs`, `@theme/TabItem`) and an MDX comment `{/* … */}` after the front
  matter, `sidebar_position` in it;
- the Swift sample in `<Tabs groupId="language">` with a second `<TabItem>`; the translations
  drop the blank line after each opening tag, as translators' tools do;
- the `<details>` block as `<Details>` with its `<summary>`;
- the links to sibling pages by doc id (`page-00001`), absolute slug (`/page-00001`) and
  `.mdx` path (`./page-00001.mdx`), in turn, some to `#events`: the first section's explicit
  heading id (`{#events}`; `\{#events\}` in the translations, as their tools escape it).

Output is deterministic for a given page count, like the generator's.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

DEFAULT_GENERATOR = Path(__file__).resolve().parent.parent.parent / "shared" / "bench" / "make-corpus.py"
LOCALES = ("en", "ja", "zh")
TAB_LABELS = {"en": ("Swift", "Objective-C"), "ja": ("Swift", "Objective-C"), "zh": ("Swift", "Objective-C")}
OBJC = '''```objc
- (void)flowController:(AdaptyFlowController *)controller
       didFailPurchase:(AdaptyPaywallProduct *)product
                 error:(AdaptyError *)error {
    NSLog(@"purchase failed: %@", error);
}
```'''
LINK = re.compile(r"\]\(page-(\d{5})\.md\)")


def convert(text: str, locale: str, index: int) -> str:
    front, body = split_front_matter(text)
    front += f"sidebar_position: {index + 1}\n"
    imports = ("import Tabs from '@theme/Tabs';\n"
               "import TabItem from '@theme/TabItem';\n\n"
               "{/* generated for docgen's benchmark: an MDX comment is not content */}\n\n")
    gap = "\n" if locale == "en" else ""  # translations drop the blank line after an opening tag

    def tabs(match: re.Match) -> str:
        swift, objc = TAB_LABELS[locale]
        return (f'<Tabs groupId="language">\n<TabItem value="swift" label="{swift}">\n{gap}'
                f"{match.group(0)}\n\n</TabItem>\n"
                f'<TabItem value="objc" label="{objc}">\n{gap}{OBJC}\n\n</TabItem>\n</Tabs>')

    body = re.sub(r"```swift\n.*?\n```", tabs, body, count=1, flags=re.S)
    body = body.replace("<details>\n", "<Details>\n").replace("</details>", "</Details>")

    turn = [0]

    def link(match: re.Match) -> str:
        target = match.group(1)
        turn[0] += 1
        form = (index + turn[0]) % 3
        # Every page's first section has the explicit id `events` (see below): some links go there.
        anchor = "#events" if (index + turn[0]) % 4 == 0 else ""
        dest = (f"page-{target}", f"/page-{target}", f"./page-{target}.mdx")[form]
        return f"]({dest}{anchor})"

    body = LINK.sub(link, body)
    # The first section's heading gets an explicit id, escaped in translations as their tools write it.
    heading_id = "{#events}" if locale == "en" else "\\{#events\\}"
    body = re.sub(r"^(## .*)$", lambda m: f"{m.group(1)} {heading_id}", body, count=1, flags=re.M)
    return f"---\n{front}---\n\n{imports}{body}"


def split_front_matter(text: str) -> tuple[str, str]:
    if not text.startswith("---\n"):
        return "", text
    end = text.index("\n---\n", 4)
    return text[4:end + 1], text[end + 5:].lstrip("\n")


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    generator = DEFAULT_GENERATOR
    if "--make-corpus" in sys.argv:
        generator = Path(sys.argv[sys.argv.index("--make-corpus") + 1])
        args = [a for a in args if a != str(generator)]
    if not args:
        sys.exit(__doc__)
    out = Path(args[0])
    pages = int(args[1]) if len(args) > 1 else 1000
    with tempfile.TemporaryDirectory() as scratch:
        subprocess.run([sys.executable, str(generator), scratch, str(pages)], check=True)
        if out.exists():
            shutil.rmtree(out)
        for locale in LOCALES:
            source = Path(scratch) / "content" / locale
            target = out / ("docs" if locale == "en" else f"i18n/{locale}/docusaurus-plugin-content-docs/current")
            target.mkdir(parents=True, exist_ok=True)
            for page in sorted(source.glob("page-*.md")):
                index = int(page.stem.split("-")[1])
                text = convert(page.read_text(encoding="utf-8"), locale, index)
                (target / (page.stem + ".mdx")).write_text(text, encoding="utf-8")
    (out / "docusaurus.config.js").write_text(
        "// The benchmark's Docusaurus site: docgen reads only the title and the locales.\n"
        "module.exports = {\n"
        "  title: 'Benchmark Guides',\n"
        "  i18n: {defaultLocale: 'en', locales: ['en', 'ja', 'zh']},\n"
        "};\n", encoding="utf-8")
    print(f"mdx corpus: {out} - {pages * len(LOCALES)} pages")


if __name__ == "__main__":
    main()
