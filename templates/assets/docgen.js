/* docgen page behaviour: copy buttons on code blocks, the table of contents following the
   section in view, and the menu folded away on narrow screens. No dependencies. Every part
   only adds to a page that already works: without JavaScript the code can still be selected,
   the table of contents still links, and the menu stays open. */
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

  var tocLinks = document.querySelectorAll(".toc a[href^='#']");
  if (tocLinks.length && "IntersectionObserver" in window) {
    var entries = [];
    Array.prototype.forEach.call(tocLinks, function (link) {
      var id = decodeURIComponent(link.getAttribute("href").slice(1));
      var heading = document.getElementById(id);
      if (heading) entries.push({ heading: heading, link: link });
    });
    var current = null;
    // The current section: the first heading on screen if it is in the top third of the
    // viewport (where a link to it puts it), else the last heading scrolled past; before the
    // first heading, none.
    var refresh = function () {
      var line = window.innerHeight / 3, found = null;
      for (var i = 0; i < entries.length; i++) {
        var top = entries[i].heading.getBoundingClientRect().top;
        if (top < 0) { found = entries[i]; continue; }
        if (top <= line) found = entries[i];
        break;
      }
      if (found === current) return;
      if (current) current.link.removeAttribute("aria-current");
      if (found) found.link.setAttribute("aria-current", "true");
      current = found;
    };
    // The observer says when a heading crosses the line, so nothing runs on every scroll event.
    var observer = new IntersectionObserver(refresh, { rootMargin: "0px 0px -66% 0px" });
    entries.forEach(function (e) { observer.observe(e.heading); });
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
})();
