#!/usr/bin/env python3
"""docgen's search against Pagefind's, side by side, in one run.

usage: search_bench.py [--docgen PATH] [--pagefind CMD] [--corpus-pages N] [--large N] [--json FILE]

1. The bench site: the sample site (content/) plus N pages per locale of the shared corpus
   under corpus/ (bench/search_sites.py), built by docgen.
2. Pagefind (`pip install 'pagefind[extended]'`, its CJK segmentation included) indexes a copy
   of that same built HTML, with the page's <main> as its root (the navigation left out).
3. Both are served gzip-compressed, as a static host serves them, and headless Chromium runs
   every query of bench/search-queries.tsv through each, from a fresh page with the cache off:
   docgen through its search box (the query entered at once, as an IME commits it), Pagefind
   through its JavaScript API (search, then the data of its first 5 results, what its UI
   shows). Bytes are what the server sent from the query's start to its results, headers and
   compressed bodies (counted at the server: Pagefind fetches from a worker, whose requests
   the page does not see), the code included (search.js is not: it loads with every page;
   Pagefind's pagefind.js, worker and WebAssembly are: they load for the first search).
4. Per locale: recall@5 (the expected page among the first five pages of results), MRR over
   those five, bytes transferred per query (mean and largest), and the index's size (docgen:
   the locale's head, chunks and fragments; Pagefind: its files for that language), gzip.
5. Time to first results on the sample site: from the keystroke that completes a query to the
   first result on screen, with the index not yet fetched (the first keystroke) and fetched.
6. With --large N: the bytes per query on a generated site of N Japanese pages.

Needs Debian's chromium, chromium-driver and python3-selenium (scripts/packages-test.txt).
"""
import argparse
import gzip
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import unquote, urlsplit

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(REPO / "Tests" / "browser"))
from search_sites import GzipServer, docgen_build, write_bench_site, write_large_site  # noqa: E402

LOCALES = ("en", "ja", "zh")
PAGEFIND_LANGUAGE = {"en": "en", "ja": "ja", "zh": "zh-hans"}


def queries():
    out = []
    for line in (HERE / "search-queries.tsv").read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            locale, kind, query, expected = line.split("\t")
            out.append({"locale": locale, "kind": kind, "query": query, "expected": expected})
    return out


def browser():
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1280,900"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
    driver.set_script_timeout(60)
    return driver


def fresh(driver, server, url):
    """A fresh page, and the server's count started after its load: bytes are the query's."""
    driver.get(url)
    time.sleep(0.2)
    server.reset()


CODE = ("/pagefind/pagefind.js", "/pagefind/pagefind-worker.js", "/pagefind/wasm.", "/assets/snowball-english.js")


def transferred(server):
    """Bytes the server sent since `fresh` (compressed bodies and headers): all, and of them
    the search's code (the rest is the index's data); the favicon is not counted."""
    sent = [(path, size) for path, size in server.sent() if not path.endswith("favicon.svg")]
    return sum(size for _, size in sent), sum(size for path, size in sent if path.startswith(CODE))


def settle(driver):
    last, deadline = -1, time.time() + 60
    while time.time() < deadline:
        time.sleep(0.3)
        count = driver.execute_script("return performance.getEntriesByType('resource').length")
        idle = driver.execute_script("return document.getElementById('search-results').getAttribute('aria-busy') === 'false'")
        if idle and count == last:
            return
        last = count


def pages_of(urls):
    out = []
    for url in urls:
        path = unquote(urlsplit(url).path).lstrip("/")
        if path.endswith("index.html"):
            path = path[:-len("index.html")]
        if path not in out:
            out.append(path)
    return out


def docgen_query(driver, server, q):
    from selenium.webdriver.common.by import By
    fresh(driver, server, server.url + q["locale"] + "/")
    box = driver.find_element(By.ID, "search-input")
    box.click()
    driver.execute_script("arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('input'))", box, q["query"])
    settle(driver)
    links = driver.execute_script("return [...document.querySelectorAll('#search-results [role=option] a')].map(a => a.href)")
    return pages_of(links)[:5], transferred(server)


PAGEFIND_SCRIPT = """
const done = arguments[arguments.length - 1];
(async () => {
  const pagefind = await import("/pagefind/pagefind.js");
  await pagefind.init();
  const search = await pagefind.search(arguments[0]);
  const data = await Promise.all(search.results.slice(0, 5).map(r => r.data()));
  done(data.map(d => d.url));
})().catch(e => done("error: " + e));
"""


def pagefind_query(driver, server, q):
    fresh(driver, server, server.url + q["locale"] + "/")
    urls = driver.execute_async_script(PAGEFIND_SCRIPT, q["query"])
    if isinstance(urls, str):
        raise RuntimeError(urls)
    time.sleep(0.2)
    return pages_of(urls)[:5], transferred(server)


def folder_bytes(files):
    raw = sum(f.stat().st_size for f in files)
    packed = sum(len(gzip.compress(f.read_bytes(), 6)) if f.suffix in (".json", ".txt") else f.stat().st_size for f in files)
    return raw, packed


def docgen_index_files(out, locale):
    return [out / locale / "search-index.json"] + [f for f in (out / locale / "search-index").rglob("*") if f.is_file()
                                                   and not f.name.endswith(".all.txt")]


def pagefind_index_files(out, locale):
    language = PAGEFIND_LANGUAGE[locale]
    return [f for f in (out / "pagefind").rglob("*") if f.is_file() and (f.name.startswith(language + "_") or
                                                                       f.name.startswith("pagefind." + language + "_"))]


def first_results_ms(driver, base, query, cold):
    """ms from the keystroke that completes `query` to its first result on screen."""
    from selenium.webdriver.common.by import By
    driver.get(base)
    box = driver.find_element(By.ID, "search-input")
    driver.execute_script("""
        const box = arguments[0];
        window.__keyAt = 0; window.__shownAt = 0;
        box.addEventListener('keydown', () => { if (!window.__keyAt) window.__keyAt = performance.now(); }, true);
        new MutationObserver(() => {
          if (window.__keyAt && !window.__shownAt && document.querySelector('#search-results .search-result')) window.__shownAt = performance.now();
        }).observe(document.getElementById('search-results'), {childList: true, subtree: true});""", box)
    if not cold:
        box.click()
        from selenium.webdriver.support.ui import WebDriverWait
        WebDriverWait(driver, 30).until(lambda d: d.execute_script(
            "return performance.getEntriesByType('resource').some(e => e.name.endsWith('/search-index.json'))"))
        time.sleep(0.3)
    driver.execute_script("arguments[0].value = arguments[1]", box, query[:-1])
    box.send_keys(query[-1])
    deadline = time.time() + 10
    while time.time() < deadline and not driver.execute_script("return window.__shownAt"):
        time.sleep(0.01)
    return driver.execute_script("return window.__shownAt - window.__keyAt")


def table(rows, header):
    widths = [max(len(str(r[i])) for r in rows + [header]) for i in range(len(header))]
    line = lambda r: "| " + " | ".join(str(c).ljust(w) for c, w in zip(r, widths)) + " |"
    return "\n".join([line(header), "|" + "|".join("-" * (w + 2) for w in widths) + "|"] + [line(r) for r in rows])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--docgen", default=str(REPO / ".build" / "release" / "docgen"))
    parser.add_argument("--pagefind", default="python3 -m pagefind", help="the Pagefind command (extended build)")
    parser.add_argument("--corpus-pages", type=int, default=300)
    parser.add_argument("--make-corpus", default="/work/shared/bench/make-corpus.py")
    parser.add_argument("--large", type=int, default=0, help="also measure a generated site of N Japanese pages")
    parser.add_argument("--work-dir", default=str(REPO / "bench-out" / "search"))
    parser.add_argument("--json", help="also write every number to this file")
    args = parser.parse_args()

    work = Path(args.work_dir)
    if work.exists():
        shutil.rmtree(work)
    work.mkdir(parents=True)
    results = {"machine": os.uname().release, "corpus_pages": args.corpus_pages}

    print("building the bench site (sample site + %d corpus pages per locale)..." % args.corpus_pages, flush=True)
    write_bench_site(work / "site", args.corpus_pages, args.make_corpus)
    start = time.perf_counter()
    docgen_build(args.docgen, work / "site", work / "docgen")
    results["docgen_build_s"] = time.perf_counter() - start
    shutil.copytree(work / "docgen", work / "pagefind")
    start = time.perf_counter()
    subprocess.run(args.pagefind.split() + ["--site", str(work / "pagefind"), "--root-selector", "main",
                                            "--exclude-selectors", ".toc, .pager, .copy-button", "--silent"], check=True)
    results["pagefind_index_s"] = time.perf_counter() - start
    version = subprocess.run(args.pagefind.split() + ["--version"], capture_output=True, text=True).stdout.strip()
    results["pagefind_version"] = version

    docgen_server, pagefind_server = GzipServer(work / "docgen"), GzipServer(work / "pagefind")
    driver = browser()
    per_query = []
    try:
        for q in queries():
            d_pages, d_bytes = docgen_query(driver, docgen_server, q)
            p_pages, p_bytes = pagefind_query(driver, pagefind_server, q)
            rank = lambda pages: pages.index(q["expected"]) + 1 if q["expected"] in pages else 0
            per_query.append(dict(q, docgen_rank=rank(d_pages), docgen_bytes=d_bytes[0], docgen_data=d_bytes[0] - d_bytes[1],
                                  docgen_pages=d_pages, pagefind_rank=rank(p_pages), pagefind_bytes=p_bytes[0],
                                  pagefind_data=p_bytes[0] - p_bytes[1], pagefind_pages=p_pages))
            print("%s %-9s %-40s docgen #%d %6.1f KB   pagefind #%d %6.1f KB" % (
                q["locale"], q["kind"], q["query"][:40], rank(d_pages), d_bytes[0] / 1024, rank(p_pages), p_bytes[0] / 1024), flush=True)

        # Time to first results on the sample site alone.
        sample = work / "sample"
        shutil.copytree(REPO / "content", sample / "site" / "content")
        config = (REPO / "docgen.yaml").read_text(encoding="utf-8")
        (sample / "site" / "docgen.yaml").write_text(config.replace(" models/", " " + str(REPO / "models") + "/"), encoding="utf-8")
        docgen_build(args.docgen, sample / "site", sample / "out")
        sample_server = GzipServer(sample / "out")
        latency = {"cold": [], "warm": []}
        for q in queries():
            if q["expected"].split("/")[1] == "corpus":
                continue
            for mode in latency:
                latency[mode].append(first_results_ms(driver, sample_server.url + q["locale"] + "/", q["query"], mode == "cold"))
        sample_server.close()
        results["first_results_ms"] = {m: {"median": statistics.median(v), "max": max(v), "n": len(v)} for m, v in latency.items()}

        if args.large:
            print("building a site of %d Japanese pages..." % args.large, flush=True)
            write_large_site(work / "large", args.large, "ja")
            docgen_build(args.docgen, work / "large", work / "large-out")
            large_server = GzipServer(work / "large-out")
            page = next((work / "large-out" / "ja" / "g000").iterdir()).relative_to(work / "large-out").as_posix()
            large = []
            for q in [q for q in queries() if q["locale"] == "ja"]:
                from selenium.webdriver.common.by import By
                fresh(driver, large_server, large_server.url + page + "/")
                box = driver.find_element(By.ID, "search-input")
                box.click()
                driver.execute_script("arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('input'))", box, q["query"])
                settle(driver)
                large.append(transferred(large_server)[0])
            large_server.close()
            results["large"] = {"pages": args.large, "mean": statistics.mean(large), "max": max(large), "n": len(large)}
    finally:
        driver.quit()
        docgen_server.close()
        pagefind_server.close()

    rows = []
    results["locales"] = {}
    for locale in LOCALES:
        qs = [q for q in per_query if q["locale"] == locale]
        summary = {"queries": len(qs)}
        for tool, files in (("docgen", docgen_index_files(work / "docgen", locale)), ("pagefind", pagefind_index_files(work / "pagefind", locale))):
            ranks = [q[tool + "_rank"] for q in qs]
            sizes = [q[tool + "_bytes"] for q in qs]
            data = [q[tool + "_data"] for q in qs]
            raw, packed = folder_bytes(files)
            summary[tool] = {"recall_at_5": sum(1 for r in ranks if r) / len(ranks), "mrr": sum(1 / r for r in ranks if r) / len(ranks),
                             "bytes_mean": statistics.mean(sizes), "bytes_max": max(sizes), "data_mean": statistics.mean(data),
                             "index_bytes": raw, "index_gzip": packed, "index_files": len(files)}
            s = summary[tool]
            rows.append([locale, tool, "%.2f" % s["recall_at_5"], "%.2f" % s["mrr"], "%.1f KB (max %.1f)" % (s["bytes_mean"] / 1024, s["bytes_max"] / 1024),
                         "%.1f KB" % (s["data_mean"] / 1024), "%.0f KB gzip (%.0f KB, %d files)" % (packed / 1024, raw / 1024, len(files))])
        results["locales"][locale] = summary
    results["queries"] = per_query
    print()
    print(table(rows, ["locale", "search", "recall@5", "MRR", "bytes per query", "of them index data", "index"]))
    fr = results["first_results_ms"]
    print("\nfirst results on the sample site: %.0f ms median, %.0f ms max with the index to fetch; %.0f ms median, %.0f ms max with it fetched (%d queries)"
          % (fr["cold"]["median"], fr["cold"]["max"], fr["warm"]["median"], fr["warm"]["max"], fr["cold"]["n"]))
    if "large" in results:
        print("%d Japanese pages: %.1f KB per query on average, %.1f KB at most (%d queries)" % (
            results["large"]["pages"], results["large"]["mean"] / 1024, results["large"]["max"] / 1024, results["large"]["n"]))
    print("docgen build %.2f s, Pagefind index %.2f s (%s)" % (results["docgen_build_s"], results["pagefind_index_s"], version))
    if args.json:
        Path(args.json).write_text(json.dumps(results, ensure_ascii=False, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main()
