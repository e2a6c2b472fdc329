/* docgen search: finds sections of this locale's pages in <root><locale>/search-index.json,
   written by `docgen build` (SearchIndex.swift). No dependencies; without JavaScript the
   search form stays hidden and nothing else changes.

   The index is fetched the first time the search box gets focus. A query is cut into terms by
   `tokenize`, which follows the same rules as SearchTokenizer.swift (a test runs both on the
   same inputs and compares):
   1. NFKC normalization (full-width Latin becomes ASCII, half-width katakana full-width).
   2. Runs: CJK runs are Han, Hiragana and Katakana code points (ranges in isCJK); word runs
      are other letters, marks and numbers (\p{L}, \p{M}, \p{N}); anything else separates.
   3. A CJK run of one code point is one term; a longer one gives its overlapping bigrams.
   4. A word run gives the word lowercased code point by code point, cut to 32 code points;
      a camelCase word also gives its parts ("didFinishPurchase" -> "did", "finish",
      "purchase"): a part starts at \p{Lu} after \p{Ll} or \p{Nd}, or at \p{Lu} after \p{Lu}
      when \p{Ll} follows.
   A section matches when it has every word of the query (the last one, or any of three or
   more letters, also as a prefix) and every bigram of each CJK run. The index keeps a short
   snippet per section; when the hit lies past it, the words around the hit are taken from the
   page itself (fetched once). */
(function () {
  "use strict";

  var MAX_WORD = 32;
  var WORD = /[\p{L}\p{M}\p{N}]/u;
  var UPPER = /\p{Lu}/u;
  var LOWER = /\p{Ll}/u;
  var DIGIT = /\p{Nd}/u;
  var ASCII = /^[\x00-\x7f]*$/;

  function isCJK(cp) {
    return (cp >= 0x3005 && cp <= 0x3007) ||    // 々 〆 〇
      (cp >= 0x3041 && cp <= 0x309f) ||         // hiragana
      (cp >= 0x30a1 && cp <= 0x30fa) ||         // katakana
      (cp >= 0x30fc && cp <= 0x30ff) ||         // ー ヽ ヾ ヿ
      (cp >= 0x31f0 && cp <= 0x31ff) ||         // katakana phonetic extensions
      (cp >= 0x3400 && cp <= 0x4dbf) ||         // CJK extension A
      (cp >= 0x4e00 && cp <= 0x9fff) ||         // CJK unified ideographs
      (cp >= 0xf900 && cp <= 0xfaff) ||         // CJK compatibility ideographs
      (cp >= 0x20000 && cp <= 0x3134f);         // CJK extensions B-G
  }

  // Code point by code point, so the result never depends on context (a final "Σ").
  function lower(chars) {
    var s = chars.join("");
    if (ASCII.test(s)) return s.toLowerCase();
    var out = "";
    for (var i = 0; i < chars.length; i++) out += chars[i].toLowerCase();
    return out;
  }

  function camelCaseParts(word) {
    var parts = [], start = 0;
    for (var i = 1; i < word.length; i++) {
      if (!UPPER.test(word[i])) continue;
      var before = word[i - 1];
      if (LOWER.test(before) || DIGIT.test(before) ||
          (UPPER.test(before) && i + 1 < word.length && LOWER.test(word[i + 1]))) {
        parts.push(word.slice(start, i));
        start = i;
      }
    }
    parts.push(word.slice(start));
    return parts;
  }

  /** The terms of `text` in order: {text, kind: "w" word | "p" camelCase part | "c" CJK, run}. */
  function tokenize(text) {
    var tokens = [], word = [], previous = null, cjkLength = 0, run = 0;
    function flushWord() {
      if (!word.length) return;
      tokens.push({ text: lower(word.slice(0, MAX_WORD)), kind: "w", run: run });
      var parts = camelCaseParts(word);
      if (parts.length > 1) {
        for (var i = 0; i < parts.length; i++) {
          tokens.push({ text: lower(parts[i].slice(0, MAX_WORD)), kind: "p", run: run });
        }
      }
      word = [];
      run++;
    }
    function flushCJK() {
      if (previous === null) return;
      if (cjkLength === 1) tokens.push({ text: previous, kind: "c", run: run });
      previous = null;
      cjkLength = 0;
      run++;
    }
    var chars = Array.from(String(text).normalize("NFKC"));
    for (var i = 0; i < chars.length; i++) {
      var ch = chars[i];
      if (isCJK(ch.codePointAt(0))) {
        flushWord();
        if (previous !== null) tokens.push({ text: previous + ch, kind: "c", run: run });
        previous = ch;
        cjkLength++;
      } else if (WORD.test(ch)) {
        flushCJK();
        word.push(ch);
      } else {
        flushWord();
        flushCJK();
      }
    }
    flushWord();
    flushCJK();
    return tokens;
  }

  var ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_";
  var DIGITS = {};
  for (var d = 0; d < ALPHABET.length; d++) DIGITS[ALPHABET[d]] = d;

  /** Section numbers from a term's postings: gaps in base 32, continuation digits from the
      upper half of the alphabet (SearchPostings in SearchShardWriter.swift). */
  function decodePostings(text) {
    var result = [], value = 0, last = 0;
    for (var i = 0; i < text.length; i++) {
      var digit = DIGITS[text[i]];
      value = value * 32 + (digit & 31);
      if (digit < 32) {
        last += value;
        result.push(last);
        value = 0;
      }
    }
    return result;
  }

  // Lowercased NFKC text, code point by code point, with where each UTF-16 unit came from
  // in the original: hits are found in the first and marked in the second.
  function folded(text) {
    var out = "", from = [], offset = 0;
    var chars = Array.from(text);
    for (var i = 0; i < chars.length; i++) {
      var n = chars[i].normalize("NFKC").toLowerCase();
      for (var k = 0; k < n.length; k++) from.push(offset);
      out += n;
      offset += chars[i].length;
    }
    from.push(offset);
    return { text: out, from: from };
  }

  /** Ranges [start, end) of `needles` (folded) in `text`, merged and sorted. */
  function hits(text, needles) {
    var f = folded(text), ranges = [];
    needles.forEach(function (needle) {
      if (!needle) return;
      for (var at = f.text.indexOf(needle); at >= 0; at = f.text.indexOf(needle, at + needle.length)) {
        ranges.push([f.from[at], f.from[at + needle.length] || text.length]);
      }
    });
    ranges.sort(function (a, b) { return a[0] - b[0]; });
    var merged = [];
    ranges.forEach(function (r) {
      var last = merged[merged.length - 1];
      if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
      else merged.push(r.slice());
    });
    return merged;
  }

  /** The dictionary: terms (in UTF-16 order, as written) and their encoded postings, from
      "P suffix : postings" entries front-coded against the term before (SearchShardWriter). */
  function dictionary(text) {
    var keys = [], postings = [], previous = "", at = 0;
    while (at < text.length) {
      var colon = text.indexOf(":", at), comma = text.indexOf(",", colon);
      if (colon < 0) break;
      if (comma < 0) comma = text.length;
      previous = previous.slice(0, DIGITS[text[at]]) + text.slice(at + 1, colon);
      keys.push(previous);
      postings.push(text.slice(colon + 1, comma));
      at = comma + 1;
    }
    return { keys: keys, postings: postings };
  }

  /** Searches one locale's index (the parsed search-index.json). The index comes in shards
      of consecutive pages, each with its own dictionary (SearchIndex.swift): their pages and
      sections are put end to end here, and a term's sections are those of every shard. */
  function Engine(index) {
    var pages = [], sections = [], parts = [];
    (index.shards || []).forEach(function (shard) {
      var firstPage = pages.length, d = dictionary(shard.terms || "");
      parts.push({ sorted: d.keys, encoded: d.postings, first: sections.length });
      shard.pages.forEach(function (page) { pages.push(page); });
      shard.sections.forEach(function (s) { sections.push([s[0] + firstPage, s[1], s[2], s[3]]); });
    });
    this.index = { pages: pages, sections: sections };
    this.parts = parts;
    this.cache = Object.create(null);
  }

  // The first position in `terms` whose term is not below `term` (binary search; they are sorted).
  function lowerBound(terms, term) {
    var lo = 0, hi = terms.length;
    while (lo < hi) {
      var mid = (lo + hi) >> 1;
      if (terms[mid] < term) lo = mid + 1; else hi = mid;
    }
    return lo;
  }

  // The sections that hold `term`, ascending.
  Engine.prototype.postings = function (term) {
    if (!(term in this.cache)) {
      var list = [];
      this.parts.forEach(function (part) {
        var i = lowerBound(part.sorted, term);
        if (part.sorted[i] !== term) return;
        decodePostings(part.encoded[i]).forEach(function (s) { list.push(part.first + s); });
      });
      this.cache[term] = list;
    }
    return this.cache[term];
  };

  // The first `limit` terms, in order, that start with `prefix`.
  Engine.prototype.withPrefix = function (prefix, limit) {
    var seen = Object.create(null), out = [];
    this.parts.forEach(function (part) {
      var terms = part.sorted;
      for (var i = lowerBound(terms, prefix), n = 0; i < terms.length && n < limit && terms[i].lastIndexOf(prefix, 0) === 0; i++, n++) {
        if (!seen[terms[i]]) { seen[terms[i]] = true; out.push(terms[i]); }
      }
    });
    return out.sort().slice(0, limit);
  };

  // Every term that holds `text`.
  Engine.prototype.containing = function (text) {
    var seen = Object.create(null), out = [];
    this.parts.forEach(function (part) {
      part.sorted.forEach(function (t) {
        if (!seen[t] && t.indexOf(text) >= 0) { seen[t] = true; out.push(t); }
      });
    });
    return out;
  };

  /** The query's groups: a word, or one CJK run's bigrams (or its one character). */
  function groups(query) {
    var byRun = [], list = [];
    tokenize(query).forEach(function (t) {
      if (t.kind === "p") return;  // the whole word is in the index too
      var g = byRun[t.run];
      if (!g) {
        g = byRun[t.run] = { kind: t.kind, terms: [], text: "" };
        list.push(g);
      }
      g.terms.push(t.text);
      g.text = t.kind === "w" || !g.text ? t.text : g.text + Array.from(t.text).pop();
    });
    return list;
  }

  // Weights per section, one slot per section: a few thousand numbers are cheaper to walk
  // than objects keyed by section.
  function weights(engine) { return new Float32Array(engine.index.sections.length); }

  function mark(into, list, weight) {
    for (var i = 0; i < list.length; i++) if (into[list[i]] < weight) into[list[i]] = weight;
  }

  /** The sections of a group: per section 1 (exact), 0.6 (prefix of a word) or 0 (none). */
  Engine.prototype.match = function (group, isLast) {
    var found = weights(this), self = this;
    if (group.kind === "w") {
      var term = group.terms[0];
      if (isLast || term.length >= 3) {
        this.withPrefix(term, 64).forEach(function (t) { mark(found, self.postings(t), 0.6); });
      }
      mark(found, this.postings(term), 1);
      return found;
    }
    if (group.terms.length === 1 && Array.from(group.terms[0]).length === 1) {
      // One character: every bigram that holds it.
      var ch = group.terms[0];
      this.containing(ch).forEach(function (t) { mark(found, self.postings(t), 1); });
      return found;
    }
    // A run: every one of its bigrams.
    var counts = new Uint16Array(found.length);
    group.terms.forEach(function (t) {
      var list = self.postings(t);
      for (var i = 0; i < list.length; i++) counts[list[i]]++;
    });
    for (var s = 0; s < found.length; s++) if (counts[s] === group.terms.length) found[s] = 1;
    return found;
  };

  // Lowercased NFKC text for scoring, cached: the same sections come back at every keystroke.
  Engine.prototype.fold = function (key, text) {
    var cached = this.folds[key];
    if (cached === undefined) {
      cached = this.folds[key] = ASCII.test(text) ? text.toLowerCase() : text.normalize("NFKC").toLowerCase();
    }
    return cached;
  };

  /** The best sections for `query`, at most `limit`, best first. */
  Engine.prototype.search = function (query, limit) {
    var gs = groups(query), index = this.index, self = this;
    if (!gs.length) return [];
    if (!this.folds) this.folds = Object.create(null);
    var trailingSpace = /\s$/.test(query);
    var total = index.sections.length;
    var matches = gs.map(function (g, i) {
      var m = self.match(g, i === gs.length - 1 && !trailingSpace), df = 0;
      for (var s = 0; s < total; s++) if (m[s] > 0) df++;
      g.idf = Math.log(1 + total / Math.max(1, df));
      return m;
    });
    var phrase = query.trim().normalize("NFKC").toLowerCase();
    var results = [];
    for (var s = 0; s < total; s++) {
      var all = true;
      for (var k = 0; k < matches.length && all; k++) all = matches[k][s] > 0;
      if (!all) continue;
      var section = index.sections[s], page = index.pages[section[0]];
      var heading = this.fold("h" + s, section[1]), title = this.fold("t" + section[0], page[0]);
      var snippet = this.fold("s" + s, section[3]);
      var score = 0;
      for (k = 0; k < gs.length; k++) {
        var g = gs[k], weight = matches[k][s];
        var inHeading = heading.indexOf(g.text) >= 0, inTitle = title.indexOf(g.text) >= 0;
        var inText = snippet.indexOf(g.text) >= 0;
        // Every section holds its page title's terms; a title match counts fully only on the intro.
        var base = inTitle && !inHeading && !inText && section[2] ? 0.4 : 1;
        score += g.idf * weight * base;
        if (inHeading) score += g.idf * 1.5;
        if (inTitle && !section[2]) score += g.idf;
        if (inText && g.kind === "c") score += g.idf * 0.5;  // the run itself, not just its bigrams
      }
      if (phrase && (snippet.indexOf(phrase) >= 0 || heading.indexOf(phrase) >= 0)) score += 2;
      results.push({ section: s, score: score });
    }
    results.sort(function (a, b) { return b.score - a.score || a.section - b.section; });
    var needles = gs.map(function (g) { return g.text; });
    return results.slice(0, limit || 10).map(function (r) {
      var section = index.sections[r.section], page = index.pages[section[0]];
      return {
        title: page[0], url: page[1], heading: section[1], anchor: section[2], text: section[3],
        score: r.score, needles: needles
      };
    });
  };

  var api = { tokenize: tokenize, decodePostings: decodePostings, dictionary: dictionary, Engine: Engine, hits: hits };
  if (typeof module === "object" && module.exports) module.exports = api;
  if (typeof document === "undefined") return;

  /* ---- The search box: a combobox with a listbox of results (WAI-ARIA APG pattern). ---- */

  // Text with its hits in <mark>, built as nodes (never innerHTML: snippets are page text).
  function marked(text, needles, into) {
    var at = 0;
    hits(text, needles).forEach(function (r) {
      into.appendChild(document.createTextNode(text.slice(at, r[0])));
      var mark = document.createElement("mark");
      mark.textContent = text.slice(r[0], r[1]);
      into.appendChild(mark);
      at = r[1];
    });
    into.appendChild(document.createTextNode(text.slice(at)));
  }

  // The snippet around the first hit, so a hit late in the text is not clamped away.
  function around(text, needles) {
    var first = hits(text, needles)[0];
    if (!first || first[0] < 50) return text;
    var start = first[0] - 30, space = text.lastIndexOf(" ", start);
    if (space > start - 15) start = space + 1;
    return "…" + text.slice(start);
  }

  // The text of a section in a rendered page: from its heading (or the title, for the intro)
  // to the next h2 or h3, code blocks left out as in the index.
  function sectionText(doc, anchor) {
    var start = anchor ? doc.getElementById(anchor) : doc.querySelector(".doc-title");
    var parts = [];
    for (var node = start && start.nextElementSibling; node; node = node.nextElementSibling) {
      if (/^H[23]$/.test(node.tagName) || node.matches(".pager")) break;
      if (node.matches("figure.code-block")) continue;
      parts.push(node.textContent);
    }
    return parts.join(" ").replace(/\s+/g, " ").trim();
  }

  function setup(form) {
    var input = form.querySelector("input"), list = form.querySelector("[role=listbox]");
    var panel = form.querySelector(".search-panel"), message = form.querySelector(".search-message");
    var status = form.querySelector("[role=status]");
    var root = form.getAttribute("data-root") || "", locale = form.getAttribute("data-locale") || "";
    var engine = null, loading = null, failed = false, results = [], active = -1;
    var generation = 0, pages = Object.create(null);

    // A hit past the snippet stored in the index: the page itself has the text, so show the
    // words around the hit from there. Pages are fetched once; the index stays small.
    function enrich(r, into, asked) {
      var url = root + r.url;
      if (!pages[url]) {
        pages[url] = fetch(url)
          .then(function (response) { return response.ok ? response.text() : ""; })
          .then(function (html) { return html ? new DOMParser().parseFromString(html, "text/html") : null; })
          .catch(function () { return null; });
      }
      pages[url].then(function (doc) {
        if (!doc || asked !== generation) return;
        var text = sectionText(doc, r.anchor), first = hits(text, r.needles)[0];
        if (!first) return;
        var start = Math.max(0, first[0] - 30), space = text.lastIndexOf(" ", start);
        if (space > start - 15 && space >= 0) start = space + 1;
        into.textContent = "";
        marked((start > 0 ? "…" : "") + text.slice(start, start + 200), r.needles, into);
      });
    }


    function load() {
      if (!loading) {
        loading = fetch(root + locale + "/search-index.json")
          .then(function (response) {
            if (!response.ok) throw new Error(String(response.status));
            return response.json();
          })
          .then(function (index) { engine = new Engine(index); update(); })
          .catch(function () { failed = true; update(); });
      }
    }

    function text(name, count) {
      return (form.getAttribute("data-" + name) || "").replace("{count}", String(count));
    }

    function open(isOpen) {
      panel.hidden = !isOpen;
      input.setAttribute("aria-expanded", isOpen && results.length ? "true" : "false");
      if (!isOpen) select(-1);
    }

    function select(i) {
      active = i;
      var options = list.children;
      for (var k = 0; k < options.length; k++) options[k].setAttribute("aria-selected", k === i ? "true" : "false");
      if (i >= 0 && options[i]) {
        input.setAttribute("aria-activedescendant", options[i].id);
        options[i].scrollIntoView({ block: "nearest" });
      } else {
        input.removeAttribute("aria-activedescendant");
      }
    }

    function update() {
      var query = input.value;
      generation++;
      list.textContent = "";
      results = [];
      active = -1;
      input.removeAttribute("aria-activedescendant");
      if (!query.trim()) {
        message.textContent = "";
        status.textContent = "";
        open(false);
        return;
      }
      if (failed) {
        message.textContent = text("unavailable");
      } else if (!engine) {
        message.textContent = "";
        return;  // update() runs again when the index arrives
      } else {
        results = engine.search(query, 10);
        message.textContent = results.length === 0 ? text("no-results")
          : text(results.length === 1 ? "one-result" : "results", results.length);
      }
      results.forEach(function (r, i) {
        var li = document.createElement("li");
        li.id = "search-option-" + i;
        li.setAttribute("role", "option");
        li.setAttribute("aria-selected", "false");
        li.className = "search-result";
        var a = document.createElement("a");
        a.href = root + r.url + (r.anchor ? "#" + encodeURIComponent(r.anchor) : "");
        a.tabIndex = -1;
        var title = document.createElement("span");
        title.className = "search-result-title";
        marked(r.title, r.needles, title);
        a.appendChild(title);
        if (r.heading) {
          var heading = document.createElement("span");
          heading.className = "search-result-section";
          marked(r.heading, r.needles, heading);
          a.appendChild(heading);
        }
        if (r.text) {
          var snippet = document.createElement("span");
          snippet.className = "search-result-snippet";
          marked(around(r.text, r.needles), r.needles, snippet);
          if (i < 5 && !hits(r.text, r.needles).length) enrich(r, snippet, generation);
          a.appendChild(snippet);
        }
        li.appendChild(a);
        list.appendChild(li);
      });
      status.textContent = message.textContent;
      open(document.activeElement === input);
    }

    function go(i) {
      var link = list.children[i] && list.children[i].querySelector("a");
      if (!link) return;
      open(false);
      window.location.href = link.href;
    }

    input.addEventListener("focus", function () {
      load();
      if (input.value.trim()) open(true);
    });
    input.addEventListener("input", function () { load(); update(); });
    input.addEventListener("keydown", function (event) {
      var count = results.length;
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        if (!count) return;
        event.preventDefault();
        if (panel.hidden) open(true);
        var step = event.key === "ArrowDown" ? 1 : -1;
        select(active < 0 ? (step > 0 ? 0 : count - 1) : (active + step + count) % count);
      } else if (event.key === "Enter") {
        event.preventDefault();
        if (count && !panel.hidden) go(active < 0 ? 0 : active);
      } else if (event.key === "Escape") {
        if (!panel.hidden) {
          event.preventDefault();
          open(false);
        } else if (input.value) {
          event.preventDefault();
          input.value = "";
          update();
        }
      }
    });
    form.addEventListener("submit", function (event) { event.preventDefault(); });
    // Keep the focus in the box while a result is clicked; the link then navigates.
    list.addEventListener("mousedown", function (event) { event.preventDefault(); });
    list.addEventListener("click", function () { open(false); });
    form.addEventListener("focusout", function (event) {
      if (!form.contains(event.relatedTarget)) open(false);
    });
    document.addEventListener("keydown", function (event) {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      var target = event.target;
      if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
      event.preventDefault();
      input.focus();
      input.select();
    });
    form.hidden = false;
  }

  var form = document.querySelector("form.search[data-locale]");
  if (form && typeof fetch === "function") setup(form);
})();
