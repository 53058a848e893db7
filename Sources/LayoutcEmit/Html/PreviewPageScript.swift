/// The preview page's style and script (`PreviewPage`), inline so that the page is one file.
///
/// The script reads the page's JSON (`#layoutc-data`), draws each preview for the picked device
/// and direction from its `<template>`, lays a transparent target over every view's frame
/// (deeper views on top, so a click picks the innermost view under the pointer) and shows the
/// picked view's details in the inspector: title, body type, frame, identity, source location,
/// assumptions and its `--explain` block, with the preview's views as a tree to pick from. It
/// uses no library and nothing outside the page.
enum PreviewPageScript {
  static let stylesheet = [
    "html, body { margin: 0; background: #f2f2f7; color: #1c1c1e; font: 13px \(FramesSVG.fontFamilies); }",
    "header { position: sticky; top: 0; z-index: 2; display: flex; gap: 16px; align-items: center; padding: 8px 16px; "
      + "background: #ffffffee; border-bottom: 1px solid #c7c7cc; }",
    "header h1 { font-size: 14px; margin: 0 auto 0 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }",
    "header label { white-space: nowrap; }",
    ".note { margin: 8px 16px; color: #8a4b00; }",
    "#layout { display: flex; align-items: flex-start; }",
    "#previews { flex: 1; display: flex; flex-wrap: wrap; gap: 16px; padding: 16px; min-width: 0; }",
    ".card { background: #ffffff; border-radius: 8px; box-shadow: 0 1px 3px #0002; padding: 8px; max-width: 100%; }",
    ".card h2 { font-size: 12px; margin: 0 0 4px; }",
    ".card h2 .source { font-weight: 400; color: #636366; margin-left: 8px; }",
    ".card .note { margin: 0 0 4px; font-size: 11px; }",
    ".card svg { display: block; max-width: 100%; height: auto; }",
    ".hits rect { fill: transparent; stroke: none; cursor: pointer; }",
    ".highlight { fill: #0a84ff; fill-opacity: 0.12; stroke: #0a84ff; stroke-width: 2px; vector-effect: non-scaling-stroke; pointer-events: none; }",
    ".highlight.hover { fill-opacity: 0.06; stroke-dasharray: 4 2; }",
    "#inspector { position: sticky; top: 49px; width: 380px; max-height: calc(100vh - 65px); overflow: auto; margin: 16px 16px 16px 0; "
      + "background: #ffffff; border-radius: 8px; box-shadow: 0 1px 3px #0002; padding: 12px; box-sizing: border-box; }",
    "#inspector h2 { font-size: 14px; margin: 0 0 8px; word-break: break-all; }",
    "#inspector dl { display: grid; grid-template-columns: auto 1fr; gap: 2px 8px; margin: 0 0 8px; }",
    "#inspector dt { color: #636366; }",
    "#inspector dd { margin: 0; word-break: break-all; font-family: ui-monospace, Menlo, \"DejaVu Sans Mono\", monospace; font-size: 11px; }",
    "#inspector pre { background: #f2f2f7; padding: 8px; overflow: auto; font-size: 11px; }",
    "#inspector ol { list-style: none; padding: 0; margin: 0; font-size: 11px; }",
    "#inspector li { padding: 1px 4px; cursor: pointer; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }",
    "#inspector li.selected { background: #0a84ff; color: #ffffff; }",
    ".hint { color: #636366; }",
  ]

  static let script = #"""
    (function () {
      "use strict";
      var data = JSON.parse(document.getElementById("layoutc-data").textContent);
      var state = { device: data.initial.device, rtl: data.initial.rtl, selected: null };
      var deviceSelect = document.getElementById("device");
      var rtlBox = document.getElementById("rtl");
      var previews = document.getElementById("previews");
      var inspector = document.getElementById("inspector");
      var svgNS = "http://www.w3.org/2000/svg";
      var cards = [];

      function key(device, rtl) { return device + (rtl ? "/rtl" : "/ltr"); }

      // The layout a preview shows for the current choice, and why it differs when it does.
      function variantOf(preview) {
        var wanted = key(state.device, state.rtl);
        if (preview.variants[wanted]) return { variant: preview.variants[wanted], note: "" };
        var keys = Object.keys(preview.variants);
        var sameDirection = keys.filter(function (k) { return k.endsWith(state.rtl ? "/rtl" : "/ltr"); });
        var chosen = sameDirection.length ? sameDirection[0] : keys[0];
        var device = data.devices.filter(function (d) { return chosen.indexOf(d.id + "/") === 0; })[0];
        var note = preview.fixed ? "Fixed window: the same on every device." :
          "Not laid out on this device in this page: shown on " + (device ? device.name : chosen) + ".";
        if (!chosen.endsWith(state.rtl ? "/rtl" : "/ltr")) note += " Left to right only.";
        return { variant: preview.variants[chosen], note: note };
      }

      function rect(parent, cls, frame) {
        var r = document.createElementNS(svgNS, "rect");
        if (cls) r.setAttribute("class", cls);
        r.setAttribute("x", frame[0]); r.setAttribute("y", frame[1]);
        r.setAttribute("width", Math.max(frame[2], 0.5)); r.setAttribute("height", Math.max(frame[3], 0.5));
        parent.appendChild(r);
        return r;
      }

      function drawCard(index) {
        var preview = data.previews[index];
        var card = cards[index];
        var chosen = variantOf(preview);
        card.note.textContent = chosen.note;
        card.note.hidden = chosen.note === "";
        var template = document.getElementById(chosen.variant.template);
        var clone = template.content.cloneNode(true);
        // Every card's ids must be unique in the page (clip paths, gradients, filters and the
        // assumption hatch are found by id).
        var prefix = "c" + index + "-";
        clone.querySelectorAll("[id]").forEach(function (el) { el.id = prefix + el.id; });
        ["clip-path", "fill", "filter"].forEach(function (name) {
          clone.querySelectorAll("[" + name + "^='url(#']").forEach(function (el) {
            el.setAttribute(name, el.getAttribute(name).replace("url(#", "url(#" + prefix));
          });
        });
        card.canvas.replaceChildren(clone);
        var group = card.canvas.querySelector("g.preview");
        var hits = document.createElementNS(svgNS, "g");
        hits.setAttribute("class", "hits");
        chosen.variant.nodes.forEach(function (node, n) {
          var r = rect(hits, "", node.frame);
          r.setAttribute("data-node", n);
        });
        group.appendChild(hits);
        card.nodes = chosen.variant.nodes;
        card.hover = rect(group, "highlight hover", [0, 0, 0, 0]);
        card.hover.style.display = "none";
        card.mark = rect(group, "highlight", [0, 0, 0, 0]);
        card.mark.style.display = "none";
      }

      function place(r, frame) {
        if (!frame) { r.style.display = "none"; return; }
        r.setAttribute("x", frame[0]); r.setAttribute("y", frame[1]);
        r.setAttribute("width", Math.max(frame[2], 0.5)); r.setAttribute("height", Math.max(frame[3], 0.5));
        r.style.display = "";
      }

      function row(dl, term, value) {
        if (value === null || value === undefined || value === "") return;
        var dt = document.createElement("dt"); dt.textContent = term;
        var dd = document.createElement("dd"); dd.textContent = value;
        dl.appendChild(dt); dl.appendChild(dd);
      }

      function number(v) { return String(Math.round(v * 1000) / 1000); }

      function select(index, n) {
        cards.forEach(function (c) { c.mark.style.display = "none"; });
        var card = cards[index];
        var node = card.nodes[n];
        if (!node) { state.selected = null; return; }
        state.selected = { preview: index, identity: node.identity, node: n };
        place(card.mark, node.frame);
        inspector.replaceChildren();
        var h = document.createElement("h2");
        h.id = "selected-title";
        h.textContent = node.title;
        inspector.appendChild(h);
        var dl = document.createElement("dl");
        dl.id = "selected-details";
        row(dl, "Preview", data.previews[index].name);
        row(dl, "Type", node.type);
        row(dl, "Body", node.bodyType || null);
        var f = node.frame;
        row(dl, "Frame", "(" + number(f[0]) + ", " + number(f[1]) + ") " + number(f[2]) + " × " + number(f[3]));
        row(dl, "Identity", node.identity);
        row(dl, "Source", node.source);
        if (node.assumed) row(dl, "Assumed", node.assumed.join(", "));
        if (node.hidden) row(dl, "Hidden", "yes");
        inspector.appendChild(dl);
        var pre = document.createElement("pre");
        pre.id = "selected-explain";
        pre.textContent = node.explain;
        inspector.appendChild(pre);
        var list = document.createElement("ol");
        card.nodes.forEach(function (other, m) {
          var li = document.createElement("li");
          li.textContent = other.title;
          li.style.paddingLeft = (4 + Math.min(other.depth, 32) * 10) + "px";
          if (m === n) li.className = "selected";
          li.addEventListener("click", function () { select(index, m); });
          list.appendChild(li);
        });
        var caption = document.createElement("p");
        caption.className = "hint";
        caption.textContent = "Views of this preview:";
        inspector.appendChild(caption);
        inspector.appendChild(list);
      }

      function nodeOf(event) {
        var t = event.target;
        return t && t.getAttribute && t.getAttribute("data-node") !== null ? Number(t.getAttribute("data-node")) : null;
      }

      function drawAll() {
        var previous = state.selected;
        data.previews.forEach(function (_, i) { drawCard(i); });
        if (previous) {
          var nodes = cards[previous.preview].nodes;
          var again = nodes.findIndex(function (n) { return n.identity === previous.identity; });
          if (again >= 0) select(previous.preview, again);
        }
      }

      data.devices.forEach(function (d) {
        var o = document.createElement("option");
        o.value = d.id; o.textContent = d.name;
        deviceSelect.appendChild(o);
      });
      deviceSelect.value = state.device;
      rtlBox.checked = state.rtl;
      deviceSelect.addEventListener("change", function () { state.device = deviceSelect.value; drawAll(); });
      rtlBox.addEventListener("change", function () { state.rtl = rtlBox.checked; drawAll(); });

      data.previews.forEach(function (preview, index) {
        var section = document.createElement("section");
        section.className = "card";
        var h = document.createElement("h2");
        h.textContent = preview.name;
        var source = document.createElement("span");
        source.className = "source"; source.textContent = preview.source;
        h.appendChild(source);
        var note = document.createElement("p");
        note.className = "note";
        var canvas = document.createElement("div");
        canvas.className = "canvas";
        section.appendChild(h); section.appendChild(note); section.appendChild(canvas);
        previews.appendChild(section);
        var card = { canvas: canvas, note: note, nodes: [] };
        cards.push(card);
        canvas.addEventListener("mousemove", function (e) {
          var n = nodeOf(e);
          place(card.hover, n === null ? null : card.nodes[n].frame);
          canvas.title = n === null ? "" : card.nodes[n].title;
        });
        canvas.addEventListener("mouseleave", function () { place(card.hover, null); });
        canvas.addEventListener("click", function (e) {
          var n = nodeOf(e);
          if (n !== null) select(index, n);
        });
      });
      if (data.previews.length === 0) {
        var empty = document.createElement("p");
        empty.className = "hint"; empty.textContent = "No preview was laid out.";
        previews.appendChild(empty);
      }
      drawAll();
    })();
    """#
}
