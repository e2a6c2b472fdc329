/* docgen search: finds sections of this locale's pages in the index `docgen build` writes
   (SearchIndex.swift, version 5), fetching only what a query needs: the head
   (<root><locale>/search-index.json) when the box first gets focus, then per query the
   dictionary chunks that hold its terms and the fragments of the pages it shows. No
   dependencies beyond the two files beside it: Snowball's English stemmer
   (snowball-english.js) and, on Chinese pages, the traditional-to-simplified table
   (zh-fold.txt). Without JavaScript the search form stays hidden and nothing else changes.

   A query is cut into terms by `tokenize`, which follows the rules of SearchTokenizer.swift
   (a test runs both on the sample site's text and compares):
   1. NFKC normalization (full-width Latin becomes ASCII, half-width katakana full-width); on
      a Chinese page, traditional characters folded into simplified ones.
   2. Runs: CJK runs are Han, Hiragana and Katakana code points (ranges in isCJK); word runs
      are other letters, marks and numbers (\p{L}, \p{M}, \p{N}); anything else separates.
   3. A CJK run of one code point is one term; a longer one gives its overlapping bigrams,
      then its words as Intl.Segmenter cuts them (ICU's dictionary, as the build's).
   4. A word run gives the word lowercased code point by code point, cut to 32 code points;
      a camelCase word also gives its parts ("didFinishPurchase" -> "did", "finish",
      "purchase"): a part starts at \p{Lu} after \p{Ll} or \p{Nd}, or at \p{Lu} after \p{Lu}
      when \p{Ll} follows. A word or part of ASCII letters only becomes its Snowball stem.

   Each word of the query is a group: its term, and while it is being typed the terms it
   starts (and the stems it is the start of); a word of five or more characters that the
   dictionary lacks also matches the words one edit away from it; a CJK word the dictionary
   lacks matches where all of its bigrams are. A section matches when it has most groups
   (words that are in most sections do not count), and is scored by BM25: each group's
   inverse document frequency times the term's weight in the section (from the index). The
   best sections' pages are then fetched, and sections whose text has the query's words close
   together, or the query as it was typed, move up. */
(function (root) {
  "use strict";

  var MAX_WORD = 32;
  var WORD = /[\p{L}\p{M}\p{N}]/u;
  var UPPER = /\p{Lu}/u;
  var LOWER = /\p{Ll}/u;
  var DIGIT = /\p{Nd}/u;
  var ASCII = /^[\x00-\x7f]*$/;
  var LETTERS = /^[a-z]+$/;

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

  /** A text's language tools: `stem` (a word to its stem), `fold` (traditional to simplified
      Chinese, by character, or null) and the locale's word segmenter. */
  function Analyzer(locale, stem, fold) {
    this.locale = locale || "en";
    this.stem = stem || function (w) { return w; };
    this.fold = fold || null;
    var language = this.locale.split("-")[0];
    this.segmenter = typeof Intl === "object" && Intl.Segmenter ? new Intl.Segmenter(language, { granularity: "word" }) : null;
    this.stems = Object.create(null);
  }

  Analyzer.prototype.stemmed = function (term) {
    if (term.length <= 2 || !LETTERS.test(term)) return term;
    var known = this.stems[term];
    if (known === undefined) known = this.stems[term] = this.stem(term);
    return known;
  };

  /** The words of a CJK run, as the locale's word break iterator cuts it. */
  Analyzer.prototype.words = function (run) {
    if (!this.segmenter) return [run];
    var out = [];
    for (var it = this.segmenter.segment(run)[Symbol.iterator](), s = it.next(); !s.done; s = it.next()) out.push(s.value.segment);
    return out;
  };

  /** Text NFKC-normalized and, with a table, folded to simplified Chinese. */
  Analyzer.prototype.normalize = function (text) {
    var n = String(text).normalize("NFKC");
    if (!this.fold) return n;
    var out = "", fold = this.fold;
    for (var it = n[Symbol.iterator](), c = it.next(); !c.done; c = it.next()) out += fold[c.value] || c.value;
    return out;
  };

  /** The terms of `text` in order: {text, kind: "w" word | "p" camelCase part | "c" CJK
      bigram or lone character | "j" CJK word, run, start, end} (start and end are UTF-16
      offsets into the normalized text, `analyzer.normalize(text)`). */
  function tokenize(text, analyzer) {
    analyzer = analyzer || new Analyzer("en");
    var tokens = [], word = [], wordStart = 0, run = 0, cjk = [], cjkStart = 0;
    var normal = analyzer.normalize(text);
    function flushWord(end) {
      if (!word.length) return;
      tokens.push({ text: analyzer.stemmed(lower(word.slice(0, MAX_WORD))), kind: "w", run: run, start: wordStart, end: end });
      var parts = camelCaseParts(word);
      if (parts.length > 1) {
        for (var i = 0, at = wordStart; i < parts.length; i++) {
          var length = parts[i].join("").length;
          tokens.push({ text: analyzer.stemmed(lower(parts[i].slice(0, MAX_WORD))), kind: "p", run: run, start: at, end: at + length });
          at += length;
        }
      }
      word = [];
      run++;
    }
    function flushCJK(end) {
      if (!cjk.length) return;
      if (cjk.length === 1) {
        tokens.push({ text: cjk[0], kind: "c", run: run, start: cjkStart, end: end });
      } else {
        var at = cjkStart;
        for (var i = 0; i + 1 < cjk.length; i++) {
          tokens.push({ text: cjk[i] + cjk[i + 1], kind: "c", run: run, start: at, end: at + cjk[i].length + cjk[i + 1].length });
          at += cjk[i].length;
        }
        var words = analyzer.words(cjk.join("")), from = cjkStart;
        for (var k = 0; k < words.length; k++) {
          tokens.push({ text: words[k], kind: "j", run: run, start: from, end: from + words[k].length });
          from += words[k].length;
        }
      }
      cjk = [];
      run++;
    }
    var offset = 0;
    for (var it = normal[Symbol.iterator](), c = it.next(); !c.done; c = it.next()) {
      var ch = c.value;
      if (isCJK(ch.codePointAt(0))) {
        flushWord(offset);
        if (!cjk.length) cjkStart = offset;
        cjk.push(ch);
      } else if (WORD.test(ch)) {
        flushCJK(offset);
        if (!word.length) wordStart = offset;
        word.push(ch);
      } else {
        flushWord(offset);
        flushCJK(offset);
      }
      offset += ch.length;
    }
    flushWord(offset);
    flushCJK(offset);
    return tokens;
  }

  var ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_";
  var DIGITS = {};
  for (var d = 0; d < ALPHABET.length; d++) DIGITS[ALPHABET[d]] = d;

  /** Numbers in the postings alphabet: base 32, continuation digits from its upper half. */
  function numbers(text) {
    var result = [], value = 0;
    for (var i = 0; i < text.length; i++) {
      var digit = DIGITS[text[i]];
      value = value * 32 + (digit & 31);
      if (digit < 32) { result.push(value); value = 0; }
    }
    return result;
  }

  /** A term's postings as [section, weight] pairs: weight groups separated by ".", each its
      weight's digit then its sections as gaps (SearchPostings in SearchIndexWriter.swift). */
  function decodePostings(text) {
    var out = [], groups = text.split(".");
    for (var g = 0; g < groups.length; g++) {
      var weight = DIGITS[groups[g][0]], last = 0, gaps = numbers(groups[g].slice(1));
      for (var i = 0; i < gaps.length; i++) {
        last = i === 0 ? gaps[0] : last + gaps[i];
        out.push([last, weight]);
      }
    }
    return out;
  }

  /** Damerau-Levenshtein distance of at most one (a substitution, insertion, deletion or swap). */
  function withinOneEdit(a, b) {
    if (a === b) return true;
    var la = a.length, lb = b.length;
    if (Math.abs(la - lb) > 1) return false;
    var i = 0;
    while (i < la && i < lb && a[i] === b[i]) i++;
    if (la === lb) {
      if (a.slice(i + 1) === b.slice(i + 1)) return true;
      return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
    }
    return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
  }

  // The first position in a sorted array whose value is not below `value`.
  function lowerBound(sorted, value, key) {
    var lo = 0, hi = sorted.length;
    while (lo < hi) {
      var mid = (lo + hi) >> 1;
      if ((key ? key(sorted[mid]) : sorted[mid]) < value) lo = mid + 1; else hi = mid;
    }
    return lo;
  }

  /** Searches one locale's index. `head` is the parsed search-index.json; `fetchText(path)`
      returns a promise of a file of the index by its path under the locale's search-index/
      folder ("t/3f09c2d1.txt", "f/0/8.json"). */
  function Engine(head, fetchText, analyzer) {
    this.head = head;
    this.fetchText = fetchText;
    this.analyzer = analyzer || new Analyzer(head.locale);
    this.chunks = Object.create(null);
    this.fragments = Object.create(null);
    var counts = numbers(head.counts || ""), starts = [0];
    for (var i = 0; i < counts.length; i++) starts.push(starts[i] + counts[i]);
    this.starts = starts;
    this.sections = starts[starts.length - 1];
  }

  /** The page of a section and its place in the page. */
  Engine.prototype.pageOf = function (section) {
    var page = lowerBound(this.starts, section + 1) - 1;
    return { page: page, index: section - this.starts[page] };
  };

  /** The chunk that holds `term`, if any: its position in head.chunks. */
  Engine.prototype.chunkIndex = function (term) {
    var i = lowerBound(this.head.chunks, term, function (c) { return c[0]; });
    if (i < this.head.chunks.length && this.head.chunks[i][0] === term) return i;
    return i - 1;
  };

  /** A promise of a chunk: {terms (sorted), postings: term -> encoded}. */
  Engine.prototype.chunk = function (i) {
    var self = this, name = this.head.chunks[i][1];
    if (!this.chunks[name]) {
      this.chunks[name] = this.fetchText("t/" + name + ".txt").then(function (text) {
        var terms = [], postings = Object.create(null), lines = text.split("\n");
        for (var k = 0; k < lines.length; k++) {
          var space = lines[k].indexOf(" ");
          if (space <= 0) continue;
          var term = lines[k].slice(0, space);
          terms.push(term);
          postings[term] = lines[k].slice(space + 1);
        }
        return { terms: terms, postings: postings, decoded: Object.create(null), index: i };
      }, function () { return { terms: [], postings: Object.create(null), decoded: Object.create(null), index: i }; });
    }
    return this.chunks[name];
  };

  /** A promise of page `page`'s fragment (null if its file cannot be read): its file holds
      the fragments of `head.fragments` pages in a row, fetched once for all of them, and
      shares a folder with `head.folder` files. */
  Engine.prototype.fragment = function (page) {
    var per = this.head.fragments || 1, file = Math.floor(page / per);
    if (!this.fragments[file]) {
      var path = "f/" + Math.floor(file / (this.head.folder || 1)) + "/" + file + ".json";
      this.fragments[file] = this.fetchText(path).then(JSON.parse).catch(function () { return null; });
    }
    return this.fragments[file].then(function (list) { return (list && list[page - file * per]) || null; });
  };

  /** A common term's postings: its heaviest sections with their weights, "~", then a bitmap
      of every section that holds it (six to a character); the others get the lightest weight
      of the heaviest. */
  function decodeCommon(text) {
    var tilde = text.indexOf("~"), top = decodePostings(text.slice(0, tilde)), bits = text.slice(tilde + 1);
    var seen = Object.create(null), floor = 31;
    top.forEach(function (e) { seen[e[0]] = true; if (e[1] < floor) floor = e[1]; });
    for (var i = 0; i < bits.length; i++) {
      var value = DIGITS[bits[i]];
      for (var j = 0; j < 6; j++) if (value & (1 << j) && !seen[i * 6 + j]) top.push([i * 6 + j, floor]);
    }
    return top;
  }

  function entries(chunk, term) {
    var cached = chunk.decoded[term];
    if (cached === undefined) {
      var text = chunk.postings[term];
      cached = chunk.decoded[term] = text === undefined ? null : text.indexOf("~") >= 0 ? decodeCommon(text) : decodePostings(text);
    }
    return cached;
  }

  /** The query's groups: its words (Latin words, CJK words, lone CJK characters), in order. */
  Engine.prototype.groups = function (query) {
    var tokens = tokenize(query, this.analyzer), groups = [], byRun = Object.create(null);
    var typing = !/\s$/.test(query);
    var normal = this.analyzer.normalize(query);
    for (var i = 0; i < tokens.length; i++) {
      var t = tokens[i];
      if (t.kind === "w") {
        var raw = lower(Array.from(normal.slice(t.start, t.end))).slice(0, 64);
        var group = { kind: "w", term: t.text, raw: raw, parts: [], run: t.run };
        byRun[t.run] = group;
        groups.push(group);
      } else if (t.kind === "p") {
        byRun[t.run].parts.push(t.text);
      } else if (t.kind === "j" || (t.kind === "c" && Array.from(t.text).length === 1 && !byRun[t.run])) {
        groups.push({ kind: "j", term: t.text, raw: t.text, parts: [], run: t.run });
        byRun[t.run] = true;
      }
    }
    if (groups.length && typing) groups[groups.length - 1].typing = true;
    return groups;
  };

  /** True when chunk `i` holds one term only, in most sections: not worth its download when
      the query has other words, as such a term weighs next to nothing. */
  Engine.prototype.isCommon = function (i) {
    var c = this.head.chunks[i];
    return !!c && c.length > 2 && c[2] > this.sections / 2;
  };

  /** The terms a group stands for in the index, each with how much a match counts: a promise
      of [{terms: [term…], weight}] where every term of an entry must be in a section.
      `alone` is false when the query has other groups. */
  Engine.prototype.expand = function (group, alone) {
    var self = this, term = group.term, length = Array.from(term).length;
    var exact = this.chunkIndex(term);
    if (!alone && this.isCommon(exact) && this.head.chunks[exact][0] === term) {
      group.skipped = this.head.chunks[exact][2];
      return Promise.resolve([]);
    }
    var wanted = [term];
    if (group.kind === "w") {
      if (group.raw !== term) wanted.push(group.raw);
      // A stem typed in part: "restori" has the stem "restor".
      if (group.typing) for (var cut = 1; cut <= 3 && group.raw.length - cut >= 4; cut++) wanted.push(group.raw.slice(0, group.raw.length - cut));
    }
    var bigrams = [];
    if (group.kind === "j" && length >= 3) {
      var chars = Array.from(term);
      for (var b = 0; b + 1 < chars.length; b++) bigrams.push(chars[b] + chars[b + 1]);
    }
    var indexes = {};
    wanted.concat(bigrams, group.parts).forEach(function (t) { indexes[self.chunkIndex(t)] = true; });
    // A word typed in part, or a lone character, also finds the terms it starts: they sort
    // right after it, in its chunk or the next.
    var prefix = group.typing || (group.kind === "j" && length === 1) ? (group.kind === "w" ? group.raw : term) : null;
    if (prefix && (group.kind !== "w" || prefix.length >= 2)) indexes[self.chunkIndex(prefix) + 1] = true;
    var loads = Object.keys(indexes).map(Number).filter(function (i) {
      return i >= 0 && i < self.head.chunks.length && (alone || i === exact || !self.isCommon(i));
    })
      .map(function (i) { return self.chunk(i); });
    return Promise.all(loads).then(function (chunks) {
      var found = Object.create(null), options = [];
      function lookup(t) {
        for (var c = 0; c < chunks.length; c++) if (t in chunks[c].postings) return entries(chunks[c], t);
        return null;
      }
      function add(t, weight) {
        if (found[t] !== undefined && found[t] >= weight) return;
        var list = lookup(t);
        if (!list) return;
        found[t] = weight;
        options.push({ terms: [t], weight: weight, lists: [list] });
      }
      add(term, 1);
      if (group.kind === "w" && group.raw !== term) add(group.raw, 1);
      if (group.typing && group.kind === "w") for (var w = 1; w < wanted.length; w++) add(wanted[w], 0.8);
      if (prefix) {
        var extra = [];
        chunks.forEach(function (c) {
          for (var i = lowerBound(c.terms, prefix); i < c.terms.length && c.terms[i].lastIndexOf(prefix, 0) === 0; i++) {
            if (c.terms[i] !== prefix) extra.push(c.terms[i]);
          }
        });
        // The commonest completions first, a few dozen at most.
        extra.sort(function (a, b) { return lookup(b).length - lookup(a).length || (a < b ? -1 : 1); });
        extra.slice(0, 48).forEach(function (t) { add(t, 0.7); });
      }
      if (!options.length && group.kind === "w" && group.raw.length >= 5) {
        // One edit away, among the terms that sort near it.
        chunks.forEach(function (c) {
          c.terms.forEach(function (t) {
            if (Math.abs(t.length - term.length) <= 1 && (withinOneEdit(t, term) || withinOneEdit(t, group.raw))) add(t, 0.6);
          });
        });
      }
      if (!options.length && group.parts.length > 1) {
        var lists = group.parts.map(lookup);
        if (lists.every(Boolean)) options.push({ terms: group.parts, weight: 0.8, lists: lists });
      }
      if (!found[term] && bigrams.length) {
        var bl = bigrams.map(lookup);
        if (bl.every(Boolean)) options.push({ terms: bigrams, weight: 0.8, lists: bl });
      }
      return options;
    });
  };

  /** A promise of every section matching `query`, best first: {section, page, index, score,
      terms (the index terms that matched), groups}. */
  Engine.prototype.search = function (query) {
    var self = this, groups = this.groups(query);
    if (!groups.length) return Promise.resolve({ results: [], groups: groups });
    return Promise.all(groups.map(function (g) { return self.expand(g, groups.length === 1); })).then(function (expanded) {
      var N = Math.max(1, self.sections), scores = Object.create(null);
      var common = 0;
      expanded.forEach(function (options, g) {
        // Per section, the best weight of any of the group's options.
        var best = Object.create(null);
        options.forEach(function (o) {
          if (o.lists.length === 1) {
            var list = o.lists[0];
            for (var i = 0; i < list.length; i++) {
              var v = o.weight * list[i][1];
              if (!(best[list[i][0]] >= v)) best[list[i][0]] = v;
            }
          } else {
            // Every term must be there: the weight is that of the lightest.
            var acc = Object.create(null);
            o.lists.forEach(function (list, k) {
              for (var i = 0; i < list.length; i++) {
                var s = list[i][0], prev = acc[s];
                if (k === 0) acc[s] = { n: 1, w: list[i][1] };
                else if (prev && prev.n === k) { prev.n++; prev.w = Math.min(prev.w, list[i][1]); }
              }
            });
            for (var s in acc) {
              if (acc[s].n !== o.lists.length) continue;
              var value = o.weight * acc[s].w;
              if (!(best[s] >= value)) best[s] = value;
            }
          }
        });
        var df = groups[g].skipped || Object.keys(best).length;
        groups[g].df = df;
        groups[g].matched = options.map(function (o) { return o.terms; }).reduce(function (a, b) { return a.concat(b); }, []);
        groups[g].common = df > N / 2;
        if (groups[g].common) common++;
        var idf = Math.log(1 + (N - df + 0.5) / (df + 0.5));
        for (var sec in best) {
          var entry = scores[sec] || (scores[sec] = { score: 0, groups: 0, common: 0 });
          entry.score += idf * best[sec] / 31;
          entry.groups++;
          if (groups[g].common) entry.common++;
        }
      });
      // Most of the groups that are not in most sections; all when there are two or fewer.
      var informative = groups.length - common || groups.length;
      var needed = informative <= 2 ? informative : Math.ceil(informative * 2 / 3);
      var results = [];
      for (var key in scores) {
        var e = scores[key], rare = common === groups.length ? e.groups : e.groups - e.common;
        if (rare < needed) continue;
        var section = Number(key), where = self.pageOf(section);
        results.push({ section: section, page: where.page, index: where.index, score: e.score * (0.5 + 0.5 * e.groups / groups.length) });
      }
      results.sort(function (a, b) { return b.score - a.score || a.section - b.section; });
      // Hits are marked for the words that tell sections apart, not for those in most of them.
      var marked = groups.filter(function (g) { return !g.common; });
      return { results: results, groups: groups, marked: marked.length ? marked : groups };
    });
  };

  /** Hits of the query in a text: UTF-16 ranges [start, end) of the words and CJK words
      whose terms matched, and of each CJK query word as it stands, merged and sorted. */
  Engine.prototype.hits = function (text, groups) {
    var wanted = Object.create(null), needles = [];
    groups.forEach(function (g) {
      (g.matched || [g.term]).forEach(function (t) { wanted[t] = true; });
      if (g.kind === "j") needles.push(g.term);
      if (g.typing && g.kind === "w") wanted["\u0000" + g.raw] = true;
    });
    var ranges = [], analyzer = this.analyzer;
    // Offsets are into the normalized text: mapped back through each code point's place.
    var map = [], normal = "", offset = 0;
    for (var it = String(text)[Symbol.iterator](), c = it.next(); !c.done; c = it.next()) {
      var n = analyzer.normalize(c.value);
      for (var k = 0; k < n.length; k++) map.push(offset);
      normal += n;
      offset += c.value.length;
    }
    map.push(offset);
    // The text is folded already: cut it with the same words and stems, and no table.
    if (!this.plain) {
      this.plain = Object.create(analyzer);
      this.plain.fold = null;
    }
    tokenize(normal, this.plain).forEach(function (t) {
      if (t.kind === "c") return;
      var typed = false;
      if (t.kind === "w" || t.kind === "p") {
        for (var key in wanted) if (key[0] === "\u0000" && normal.slice(t.start, t.end).toLowerCase().lastIndexOf(key.slice(1), 0) === 0) typed = true;
      }
      if (wanted[t.text] || typed) ranges.push([map[t.start], map[t.end]]);
    });
    var lowered = normal.toLowerCase();
    needles.forEach(function (needle) {
      for (var at = lowered.indexOf(needle); at >= 0; at = lowered.indexOf(needle, at + needle.length)) ranges.push([map[at], map[at + needle.length]]);
    });
    ranges.sort(function (a, b) { return a[0] - b[0] || b[1] - a[1]; });
    var merged = [];
    ranges.forEach(function (r) {
      var last = merged[merged.length - 1];
      if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
      else merged.push(r.slice());
    });
    return merged;
  };

  /** How close the query's words are in a text: 1 when none or one is there, more the more
      groups a short window holds, and more again for the query as typed. */
  Engine.prototype.closeness = function (text, groups, query) {
    var hits = [], self = this;
    groups.forEach(function (g, i) {
      self.hits(text, [g]).forEach(function (r) { hits.push([r[0], i]); });
    });
    hits.sort(function (a, b) { return a[0] - b[0]; });
    var distinct = Object.create(null), total = 0;
    hits.forEach(function (h) { if (!distinct[h[1]]) { distinct[h[1]] = true; total++; } });
    var boost = 1;
    if (total > 1) {
      // The shortest window (in UTF-16 units) that holds every group found.
      var inWindow = Object.create(null), have = 0, lo = 0, span = Infinity;
      for (var hi = 0; hi < hits.length; hi++) {
        inWindow[hits[hi][1]] = (inWindow[hits[hi][1]] || 0) + 1;
        if (inWindow[hits[hi][1]] === 1) have++;
        while (have === total) {
          span = Math.min(span, hits[hi][0] - hits[lo][0]);
          if (--inWindow[hits[lo][1]] === 0) have--;
          lo++;
        }
      }
      boost += 0.6 * (total / groups.length) * Math.min(1, 12 * total / (span + 12));
    }
    var phrase = this.analyzer.normalize(query.trim()).toLowerCase();
    if (phrase.length > 1 && this.analyzer.normalize(text).toLowerCase().indexOf(phrase) >= 0) boost += 0.5;
    return boost;
  };

  /** The best sections moved by their texts' closeness to the query: the pages of the first
      `depth` results are fetched, and their sections scored again. A promise of the results. */
  Engine.prototype.rerank = function (found, query, depth) {
    var self = this, top = found.results.slice(0, depth), pages = [];
    top.forEach(function (r) { if (pages.indexOf(r.page) < 0) pages.push(r.page); });
    return Promise.all(pages.map(function (p) { return self.fragment(p); })).then(function () {
      return Promise.all(top.map(function (r) {
        return self.fragment(r.page).then(function (f) {
          var s = f && f.s[r.index];
          if (s) r.score *= self.closeness(s[0] + " " + s[2], found.groups, query);
        });
      }));
    }).then(function () {
      top.sort(function (a, b) { return b.score - a.score || a.section - b.section; });
      return top.concat(found.results.slice(depth));
    });
  };

  /** Results in the order they are shown: pages in the order of their best section, each
      with its best `perPage` sections, then the others in the order of their scores, so one
      page with many matching sections does not push every other page down. */
  function arrange(results, perPage) {
    var order = [], byPageList = Object.create(null), later = [];
    results.forEach(function (r) {
      var list = byPageList[r.page];
      if (!list) { list = byPageList[r.page] = []; order.push(r.page); }
      if (list.length < perPage) list.push(r); else later.push(r);
    });
    var out = [];
    order.forEach(function (page) { out.push.apply(out, byPageList[page]); });
    return out.concat(later);
  }

  /** Results grouped by page, pages in the order of their best section: [{page, sections}]. */
  function byPage(results) {
    var pages = [], at = Object.create(null);
    results.forEach(function (r) {
      var p = at[r.page];
      if (!p) { p = at[r.page] = { page: r.page, sections: [] }; pages.push(p); }
      p.sections.push(r);
    });
    return pages;
  }

  /** A window of `text` around its hits, about `width` UTF-16 units, that holds as many hits
      as it can: {text, hits} with the hits' ranges in the window, the window with "…" where cut. */
  function snippet(text, ranges, width) {
    if (text.length <= width) return { text: text, hits: ranges };
    var best = 0, bestCount = -1;
    for (var i = 0; i < ranges.length; i++) {
      var count = 0;
      for (var k = i; k < ranges.length && ranges[k][1] <= ranges[i][0] + width; k++) count++;
      if (count > bestCount) { bestCount = count; best = i; }
    }
    var start = ranges.length ? Math.max(0, ranges[best][0] - 30) : 0;
    var space = text.lastIndexOf(" ", start);
    if (space > start - 15 && space >= 0 && start > 0) start = space + 1;
    var end = Math.min(text.length, start + width), prefix = start > 0 ? "…" : "", suffix = end < text.length ? "…" : "";
    var hits = [];
    ranges.forEach(function (r) {
      if (r[1] > start && r[0] < end) hits.push([Math.max(r[0], start) - start + prefix.length, Math.min(r[1], end) - start + prefix.length]);
    });
    return { text: prefix + text.slice(start, end) + suffix, hits: hits };
  }

  var api = {
    tokenize: tokenize, Analyzer: Analyzer, Engine: Engine, decodePostings: decodePostings, numbers: numbers,
    withinOneEdit: withinOneEdit, byPage: byPage, arrange: arrange, snippet: snippet
  };
  if (typeof module === "object" && module.exports) module.exports = api;
  if (typeof document === "undefined") return;
  root.docgenSearch = api;

  /* ---- The search box: a combobox with a listbox of results grouped by page (WAI-ARIA
     APG pattern), "/" and Ctrl+K (⌘K on a Mac) to reach it. ---- */

  var PAGE = 10;

  // Text with its hits in <mark>, built as nodes (never innerHTML: snippets are page text).
  function marked(text, ranges, into) {
    var at = 0;
    ranges.forEach(function (r) {
      into.appendChild(document.createTextNode(text.slice(at, r[0])));
      var mark = document.createElement("mark");
      mark.textContent = text.slice(r[0], r[1]);
      into.appendChild(mark);
      at = r[1];
    });
    into.appendChild(document.createTextNode(text.slice(at)));
  }

  function loadScript(src) {
    return new Promise(function (resolve) {
      var script = document.createElement("script");
      script.src = src;
      script.onload = script.onerror = function () { resolve(); };
      document.head.appendChild(script);
    });
  }

  function setup(form) {
    var input = form.querySelector("input"), list = form.querySelector("[role=listbox]");
    var panel = form.querySelector(".search-panel"), message = form.querySelector(".search-message");
    var status = form.querySelector("[role=status]"), hint = form.querySelector(".search-hint");
    var base = form.getAttribute("data-root") || "", locale = form.getAttribute("data-locale") || "";
    // Where the locale's pages and index are: its folder, or the root for a root locale.
    var folder = form.hasAttribute("data-index") ? form.getAttribute("data-index") : locale + "/";
    var engine = null, loading = null, failed = false, active = -1;
    var generation = 0, found = null, shown = 0, composing = false;
    var mac = /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent || "");

    if (hint) {
      hint.textContent = "/ · " + (mac ? "⌘K" : "Ctrl K");
      hint.hidden = false;
    }
    input.setAttribute("aria-keyshortcuts", "/ " + (mac ? "Meta+K" : "Control+K"));

    function fetchText(path) {
      return fetch(base + folder + "search-index/" + path).then(function (response) {
        if (!response.ok) throw new Error(String(response.status));
        return response.text();
      });
    }

    function load() {
      if (!loading) {
        var zh = /^zh/.test(locale);
        loading = Promise.all([
          fetch(base + folder + "search-index.json").then(function (r) {
            if (!r.ok) throw new Error(String(r.status));
            return r.json();
          }),
          root.docgenSnowballEnglish ? null : loadScript(base + "assets/snowball-english.js"),
          zh ? fetch(base + "assets/zh-fold.txt").then(function (r) { return r.ok ? r.text() : ""; }) : null,
        ]).then(function (loaded) {
          var fold = null;
          if (loaded[2]) {
            fold = Object.create(null);
            var chars = Array.from(loaded[2].trim());
            for (var i = 0; i + 1 < chars.length; i += 2) fold[chars[i]] = chars[i + 1];
          }
          var stemmer = root.docgenSnowballEnglish;
          engine = new Engine(loaded[0], fetchText, new Analyzer(locale, stemmer && stemmer.stem, fold));
          update();
        }).catch(function () { failed = true; update(); });
      }
    }

    function text(name, count) {
      return (form.getAttribute("data-" + name) || "").replace("{count}", String(count));
    }

    function options() { return list.querySelectorAll("[role=option]"); }

    function open(isOpen) {
      panel.hidden = !isOpen;
      input.setAttribute("aria-expanded", isOpen && options().length ? "true" : "false");
      if (!isOpen) select(-1);
    }

    function select(i) {
      active = i;
      var all = options();
      for (var k = 0; k < all.length; k++) all[k].setAttribute("aria-selected", k === i ? "true" : "false");
      if (i >= 0 && all[i]) {
        input.setAttribute("aria-activedescendant", all[i].id);
        all[i].scrollIntoView({ block: "nearest" });
      } else {
        input.removeAttribute("aria-activedescendant");
      }
    }

    function clear(messageText) {
      list.textContent = "";
      active = -1;
      input.removeAttribute("aria-activedescendant");
      message.textContent = messageText;
      status.textContent = messageText;
    }

    function update() {
      var query = input.value, asked = ++generation;
      if (!query.trim()) {
        found = null;
        list.setAttribute("aria-busy", "false");
        clear("");
        open(false);
        return;
      }
      if (failed) {
        clear(text("unavailable"));
        open(document.activeElement === input);
        return;
      }
      if (!engine) return;  // update() runs again when the index arrives
      list.setAttribute("aria-busy", "true");
      engine.search(query).then(function (result) {
        if (asked !== generation) return null;
        return engine.rerank(result, query, 20).then(function (ranked) {
          result.results = arrange(ranked, 3);
          return result;
        });
      }).then(function (result) {
        if (!result || asked !== generation) return;
        found = { query: query, results: result.results, groups: result.marked };
        shown = 0;
        list.textContent = "";
        active = -1;
        input.removeAttribute("aria-activedescendant");
        var count = result.results.length;
        message.textContent = count === 0 ? text("no-results") : text(count === 1 ? "one-result" : "results", count);
        status.textContent = message.textContent;
        return more(asked, false);
      }).then(function () {
        if (asked === generation) list.setAttribute("aria-busy", "false");
      });
    }

    // Shows the next PAGE results (their pages' fragments fetched first), grouped by page.
    function more(asked, focusFirstNew) {
      var results = found.results, from = shown, next = results.slice(from, from + PAGE);
      var pages = [];
      next.forEach(function (r) { if (pages.indexOf(r.page) < 0) pages.push(r.page); });
      return Promise.all(pages.map(function (p) { return engine.fragment(p); })).then(function (fragments) {
        if (asked !== generation) return;
        var old = list.querySelector(".search-more");
        if (old) old.parentNode.removeChild(old);
        var firstNew = options().length;
        byPage(next).forEach(function (group) { render(group, fragments[pages.indexOf(group.page)]); });
        shown = from + next.length;
        if (shown < results.length) {
          var li = document.createElement("li");
          li.id = "search-more-" + shown;
          li.setAttribute("role", "option");
          li.setAttribute("aria-selected", "false");
          li.className = "search-more";
          li.textContent = text("more", results.length - shown);
          list.appendChild(li);
        }
        open(document.activeElement === input);
        if (focusFirstNew) select(firstNew);
      });
    }

    function render(group, fragment) {
      if (!fragment) return;
      // Consecutive results of a page share its group, also across "more".
      var last = list.lastElementChild, box, ul;
      if (last && last.getAttribute("data-page") === String(group.page)) {
        ul = last.querySelector("[role=group]");
      } else {
        box = document.createElement("li");
        box.setAttribute("role", "presentation");
        box.className = "search-page";
        box.setAttribute("data-page", String(group.page));
        var title = document.createElement("div");
        title.className = "search-result-title";
        title.id = "search-page-" + group.page + "-" + list.children.length;
        marked(fragment.t, engine.hits(fragment.t, found.groups), title);
        box.appendChild(title);
        ul = document.createElement("ul");
        ul.setAttribute("role", "group");
        ul.setAttribute("aria-labelledby", title.id);
        box.appendChild(ul);
        list.appendChild(box);
      }
      group.sections.forEach(function (r) {
        var s = fragment.s[r.index];
        if (!s) return;
        var li = document.createElement("li");
        li.id = "search-option-" + r.section;
        li.setAttribute("role", "option");
        li.setAttribute("aria-selected", "false");
        li.className = "search-result";
        var a = document.createElement("a");
        a.href = base + fragment.u + (s[1] ? "#" + encodeURIComponent(s[1]) : "");
        a.tabIndex = -1;
        var heading = document.createElement("span");
        heading.className = "search-result-section";
        marked(s[0] || fragment.t, engine.hits(s[0] || fragment.t, found.groups), heading);
        a.appendChild(heading);
        if (s[2]) {
          var snip = snippet(s[2], engine.hits(s[2], found.groups), 180);
          var span = document.createElement("span");
          span.className = "search-result-snippet";
          marked(snip.text, snip.hits, span);
          a.appendChild(span);
        }
        li.appendChild(a);
        ul.appendChild(li);
      });
      input.setAttribute("aria-expanded", panel.hidden ? "false" : "true");
    }

    function go(i) {
      var option = options()[i];
      if (!option) return;
      if (option.classList.contains("search-more")) {
        more(generation, true);
        return;
      }
      var link = option.querySelector("a");
      open(false);
      window.location.href = link.href;
    }

    input.addEventListener("focus", function () {
      load();
      if (hint) hint.hidden = true;
      if (input.value.trim()) open(true);
    });
    input.addEventListener("blur", function () { if (hint) hint.hidden = !!input.value; });
    input.addEventListener("compositionstart", function () { composing = true; });
    input.addEventListener("compositionend", function () { composing = false; load(); update(); });
    input.addEventListener("input", function (event) {
      // An IME's unconverted text is not searched: the converted text is, when it is confirmed.
      if (event.isComposing || composing) return;
      load();
      update();
    });
    input.addEventListener("keydown", function (event) {
      // Keys that confirm or move through an IME's candidates are the IME's.
      if (event.isComposing || composing || event.keyCode === 229) return;
      var count = options().length;
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
    list.addEventListener("click", function (event) {
      if (event.target.closest && event.target.closest(".search-more")) {
        more(generation, false);
        return;
      }
      open(false);
    });
    form.addEventListener("focusout", function (event) {
      if (!form.contains(event.relatedTarget)) open(false);
    });
    document.addEventListener("keydown", function (event) {
      if (event.defaultPrevented || event.altKey) return;
      var slash = event.key === "/" && !event.ctrlKey && !event.metaKey;
      var k = (event.key === "k" || event.key === "K") && (event.ctrlKey || event.metaKey) && !event.shiftKey;
      if (!slash && !k) return;
      var target = event.target;
      if (slash && target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
      event.preventDefault();
      input.focus();
      input.select();
    });
    form.hidden = false;
  }

  var form = document.querySelector("form.search[data-locale]");
  if (form && typeof fetch === "function" && typeof Promise === "function") setup(form);
})(this);
