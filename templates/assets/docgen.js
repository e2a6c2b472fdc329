/* docgen page behaviour: copy buttons on code blocks and on the page, the table of contents
   following the section in view, the menu folded away on narrow screens, the dark-mode
   toggle, back to the top, Mermaid diagrams drawn by the local script, MDX tabs, and printing
   with every disclosure open. No dependencies. Every part only adds to a page that already works:
   without JavaScript the code can still be selected, the table of contents still links, the
   menu stays open, the theme follows the system and a diagram shows its source. */
(function () {
  "use strict";

  var body = document.body;

  /* ---- Copy buttons ---- */

  // A polite live region says "Copied" to screen readers; the button says it to everyone.
  var announcer = document.createElement("p");
  announcer.className = "visually-hidden";
  announcer.setAttribute("role", "status");
  body.appendChild(announcer);

  // For pages served over plain HTTP from another machine, where navigator.clipboard is absent.
  function copyWithSelection(text) {
    var area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.top = "-1000px";
    body.appendChild(area);
    area.select();
    var ok = false;
    try { ok = document.execCommand("copy"); } catch (e) { ok = false; }
    body.removeChild(area);
    return ok ? Promise.resolve() : Promise.reject(new Error("copy"));
  }

  function copy(text) {
    if (navigator.clipboard && window.isSecureContext) {
      return navigator.clipboard.writeText(text).catch(function () { return copyWithSelection(text); });
    }
    return copyWithSelection(text);
  }

  var copyLabel = body.getAttribute("data-copy") || "Copy";
  var copiedLabel = body.getAttribute("data-copied") || "Copied";
  Array.prototype.forEach.call(document.querySelectorAll("figure.code-block"), function (figure) {
    var code = figure.querySelector("pre code");
    if (!code) return;
    var button = document.createElement("button");
    button.type = "button";
    button.className = "copy-button";
    button.textContent = copyLabel;
    var timer = 0;
    button.addEventListener("click", function () {
      copy(code.textContent.replace(/\n$/, "")).then(function () {
        button.textContent = copiedLabel;
        button.classList.add("is-copied");
        announcer.textContent = copiedLabel;
        clearTimeout(timer);
        timer = setTimeout(function () {
          button.textContent = copyLabel;
          button.classList.remove("is-copied");
          announcer.textContent = "";
        }, 2000);
      }, function () {
        // Nothing was copied; the code is still there to select by hand.
      });
    });
    figure.classList.add("has-copy");
    figure.appendChild(button);
  });

  /* ---- Table of contents: aria-current on the link of the section being read ---- */

  var tocLinks = document.querySelectorAll(".toc a[href^='#'], .toc-inline a[href^='#']");
  if (tocLinks.length && "IntersectionObserver" in window) {
    var entries = [];
    Array.prototype.forEach.call(tocLinks, function (link) {
      var id = decodeURIComponent(link.getAttribute("href").slice(1));
      var heading = document.getElementById(id);
      if (heading) entries.push({ heading: heading, link: link });
    });
    var current = [];
    // The current section: the first heading on screen if it is in the top third of the
    // viewport (where a link to it puts it), else the last heading scrolled past; before the
    // first heading, none.
    var refresh = function () {
      var line = window.innerHeight / 3, found = null;
      var column = entries.filter(function (e) { return e.link.closest(".toc"); });
      if (!column.length) column = entries;
      for (var i = 0; i < column.length; i++) {
        var top = column[i].heading.getBoundingClientRect().top;
        if (top < 0) { found = column[i]; continue; }
        if (top <= line) found = column[i];
        break;
      }
      // Both tables of contents (the column and the folded one) mark the same heading.
      var links = found ? entries.filter(function (e) { return e.heading === found.heading; }).map(function (e) { return e.link; }) : [];
      if (links.length === current.length && links.every(function (l, i) { return l === current[i]; })) return;
      current.forEach(function (link) { link.removeAttribute("aria-current"); });
      links.forEach(function (link) { link.setAttribute("aria-current", "true"); });
      current = links;
    };
    // The observer says when a heading crosses the line, so nothing runs on every scroll event.
    var observer = new IntersectionObserver(refresh, { rootMargin: "0px 0px -66% 0px" });
    // A link in the folded table of contents closes it once followed.
    Array.prototype.forEach.call(document.querySelectorAll(".toc-inline a"), function (link) {
      link.addEventListener("click", function () { link.closest("details").open = false; });
    });
    entries.forEach(function (e) { if (e.link.closest(".toc")) observer.observe(e.heading); });
    window.addEventListener("hashchange", refresh);
    refresh();
  }

  /* ---- Navigation folded away on narrow screens, where it would push the page down ---- */

  var nav = document.querySelector("details.nav-collapse");
  if (nav && window.matchMedia) {
    var narrow = window.matchMedia("(max-width: 799.98px)");
    var fit = function () { nav.open = !narrow.matches; };
    fit();
    if (narrow.addEventListener) narrow.addEventListener("change", fit);
  }

  /* ---- Dark mode: the system's setting until the reader picks, then the reader's ---- */

  var root = document.documentElement;
  var toggle = document.querySelector(".theme-toggle");
  var systemDark = window.matchMedia ? window.matchMedia("(prefers-color-scheme: dark)") : null;
  function isDark() {
    var chosen = root.getAttribute("data-theme");
    return chosen ? chosen === "dark" : !!(systemDark && systemDark.matches);
  }
  function showTheme() {
    if (toggle) toggle.setAttribute("aria-pressed", isDark() ? "true" : "false");
    document.dispatchEvent(new CustomEvent("docgen:theme"));
  }
  if (toggle) {
    toggle.hidden = false;
    toggle.addEventListener("click", function () {
      var theme = isDark() ? "light" : "dark";
      root.setAttribute("data-theme", theme);
      try { localStorage.setItem("docgen-theme", theme); } catch (e) { /* private mode: this page only */ }
      showTheme();
    });
    if (systemDark && systemDark.addEventListener) systemDark.addEventListener("change", showTheme);
    showTheme();
  }

  /* ---- On a phone, the header out of the way while reading down, back when going up ---- */

  var header = document.querySelector(".site-header");
  if (header && window.matchMedia) {
    var phone = window.matchMedia("(max-width: 799.98px)");
    var lastY = window.scrollY;
    window.addEventListener("scroll", function () {
      var y = window.scrollY;
      var away = phone.matches && y > lastY && y > header.offsetHeight && !header.contains(document.activeElement);
      header.classList.toggle("is-away", away);
      lastY = y;
    }, { passive: true });
  }

  /* ---- Back to the top, once the page has scrolled a screen ---- */

  var top = document.querySelector(".back-to-top");
  if (top) {
    var placeTop = function () { top.hidden = window.scrollY < window.innerHeight; };
    window.addEventListener("scroll", placeTop, { passive: true });
    top.addEventListener("click", function () {
      window.scrollTo({ top: 0 });
      var skip = document.querySelector(".skip-link");
      if (skip) skip.focus({ preventScroll: true });
    });
    placeTop();
  }

  /* ---- Copy the page as Markdown (its copy beside it: index.md) ---- */

  var copyPage = document.querySelector(".copy-page");
  if (copyPage && window.fetch) {
    var pageLabel = copyPage.textContent;
    copyPage.hidden = false;
    copyPage.addEventListener("click", function () {
      fetch("index.md").then(function (response) {
        if (!response.ok) throw new Error(String(response.status));
        return response.text();
      }).then(copy).then(function () {
        copyPage.textContent = copyPage.getAttribute("data-copied");
        announcer.textContent = copyPage.textContent;
        setTimeout(function () { copyPage.textContent = pageLabel; announcer.textContent = ""; }, 2000);
      }, function () {
        // A page opened from a file cannot fetch its copy: the link beside the button opens it.
      });
    });
  }

  /* ---- Printing: every disclosure open, every link's target written out ---- */

  var reopened = [];
  window.addEventListener("beforeprint", function () {
    reopened = Array.prototype.filter.call(document.querySelectorAll("details:not([open])"), function (d) {
      return !d.classList.contains("nav-collapse");
    });
    reopened.forEach(function (d) { d.open = true; });
    Array.prototype.forEach.call(document.querySelectorAll(".doc a[href]"), function (a) {
      var href = a.getAttribute("href");
      if (href.charAt(0) !== "#" && !a.classList.contains("heading-anchor")) a.setAttribute("data-print-href", a.href);
    });
  });
  window.addEventListener("afterprint", function () {
    reopened.forEach(function (d) { d.open = false; });
    reopened = [];
  });

  /* ---- Mermaid diagrams, drawn by the script shipped beside this one ---- */

  var diagrams = document.querySelectorAll("pre.mermaid");
  if (diagrams.length) {
    var here = document.currentScript && document.currentScript.src;
    var script = document.createElement("script");
    script.src = here ? here.replace(/docgen\.js(\?.*)?$/, "mermaid.min.js") : "mermaid.min.js";
    Array.prototype.forEach.call(diagrams, function (pre) { pre.setAttribute("data-source", pre.textContent); });
    var draw = function () {
      var mermaid = window.mermaid;
      if (!mermaid) return;
      Array.prototype.forEach.call(diagrams, function (pre) {
        pre.removeAttribute("data-processed");
        pre.textContent = pre.getAttribute("data-source");
      });
      mermaid.initialize({ startOnLoad: false, securityLevel: "strict", theme: isDark() ? "dark" : "default",
                           fontFamily: getComputedStyle(body).fontFamily });
      mermaid.run({ nodes: diagrams }).catch(function () { /* the source stays on the page */ });
    };
    script.onload = draw;
    document.head.appendChild(script);
    document.addEventListener("docgen:theme", draw);
  }

  /* ---- Tabs: <Tabs>/<TabItem>, published as labelled sections, made a tab list ---- */

  // Without JavaScript every panel shows under its label; here the labels become the tabs
  // of a WAI-ARIA tab list and only the chosen panel stays. Groups with the same
  // data-group-id switch together, and the choice is remembered for the next page.
  var tabSets = [];
  function tabStore(group) { return "docgen-tabs:" + group; }
  function showTab(set, index, focus) {
    set.buttons.forEach(function (button, i) {
      var selected = i === index;
      button.setAttribute("aria-selected", selected ? "true" : "false");
      button.tabIndex = selected ? 0 : -1; // roving tabindex: Tab enters at the chosen one
      set.panels[i].hidden = !selected;
    });
    set.current = index;
    if (focus) set.buttons[index].focus();
  }
  function chooseTab(set, index, focus) {
    var value = set.values[index];
    if (!set.group || value === null) return showTab(set, index, focus);
    // Synced groups above change height: keep the clicked tab where the reader sees it.
    var before = set.buttons[index].getBoundingClientRect().top;
    tabSets.forEach(function (other) {
      if (other.group !== set.group) return;
      var i = other === set ? index : other.values.indexOf(value);
      if (i >= 0) showTab(other, i, focus && other === set);
    });
    var shift = set.buttons[index].getBoundingClientRect().top - before;
    if (shift) window.scrollBy(0, shift);
    try { localStorage.setItem(tabStore(set.group), value); } catch (e) { /* private mode: this page only */ }
  }
  Array.prototype.forEach.call(document.querySelectorAll("div.tabs"), function (tabs, n) {
    var panels = Array.prototype.filter.call(tabs.children, function (el) { return el.classList.contains("tab-item"); });
    if (!panels.length) return;
    var list = document.createElement("div");
    list.className = "tab-list";
    list.setAttribute("role", "tablist");
    var set = { group: tabs.getAttribute("data-group-id"), panels: panels, buttons: [], values: [], current: 0 };
    panels.forEach(function (panel, i) {
      var label = panel.querySelector(".tab-label");
      if (label && label.parentNode !== panel) label = null;
      var button = document.createElement("button");
      button.type = "button";
      button.className = "tab";
      button.setAttribute("role", "tab");
      button.id = "docgen-tabs-" + n + "-tab-" + i;
      if (!panel.id) panel.id = "docgen-tabs-" + n + "-panel-" + i;
      button.setAttribute("aria-controls", panel.id);
      button.textContent = label ? label.textContent : String(i + 1);
      if (label) label.classList.add("is-tab"); // the tab says it (print shows it again)
      panel.setAttribute("role", "tabpanel");
      panel.setAttribute("aria-labelledby", button.id);
      panel.tabIndex = 0;
      button.addEventListener("click", function () { chooseTab(set, i, false); });
      list.appendChild(button);
      set.buttons.push(button);
      set.values.push(panel.getAttribute("data-value"));
    });
    list.addEventListener("keydown", function (event) {
      var last = set.buttons.length - 1, next = -1;
      if (event.key === "ArrowRight") next = set.current === last ? 0 : set.current + 1;
      else if (event.key === "ArrowLeft") next = set.current === 0 ? last : set.current - 1;
      else if (event.key === "Home") next = 0;
      else if (event.key === "End") next = last;
      if (next < 0) return;
      event.preventDefault();
      chooseTab(set, next, true);
    });
    tabs.insertBefore(list, tabs.firstChild);
    tabs.classList.add("is-tabbed");
    var initial = panels.findIndex(function (panel) { return panel.hasAttribute("data-default"); });
    if (set.group) {
      var stored = null;
      try { stored = localStorage.getItem(tabStore(set.group)); } catch (e) { stored = null; }
      var remembered = stored === null ? -1 : set.values.indexOf(stored);
      if (remembered >= 0) initial = remembered;
    }
    // A link to a heading inside another tab opens that tab.
    var target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    panels.forEach(function (panel, i) { if (target && panel.contains(target)) initial = i; });
    tabSets.push(set);
    showTab(set, Math.max(initial, 0), false);
  });
})();
