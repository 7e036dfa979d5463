/* The "Explore a turn" page (docs/explorer.md): a scenario set up by the
   score track, the form or the address; every legal outcome under each chosen
   edition, computed by the project's Python in a Web Worker (worker.js). */
"use strict";
(function () {
  const root = document.getElementById("explorer");
  if (!root) return;
  const here = root.dataset.static;  // _static/explorer/, relative to the page
  const clausesPage = root.dataset.clauses;  // generated/clauses.html
  const editionsPage = root.dataset.editions;  // generated/editions/
  const ROBBERS = "robbers", CKR = "count-king-robber";
  const COLOURS = {red: "#d62728", blue: "#1f6fd1", yellow: "#f2c200", green: "#2ca02c", black: "#222222",
    grey: "#8c8c8c", gray: "#8c8c8c", pink: "#e377c2", purple: "#8e44ad", orange: "#ff7f0e", white: "#f7f7f7",
    brown: "#8c564b"};
  const FALLBACK = ["#17becf", "#bcbd22", "#7f7f7f", "#9467bd", "#e7969c", "#637939"];
  const TEMPLATES = {
    [ROBBERS]: {
      "place robbers": () => ({step: "place-robbers"}),
      "score features": (s) => ({step: "score", source: "features", events: [{player: s.active, points: 4, feature: "city"}]}),
      "fairy's point": (s) => ({step: "score", source: "fairy", events: [{player: s.active, points: 1, feature: "fairy"}]}),
      "message": (s) => ({step: "score", source: "message", events: [{player: s.active, points: 2, feature: "message"}]}),
      "game end": () => ({step: "game-end"}),
    },
    [CKR]: {
      "score features": (s) => ({step: "score", source: "features", features: [
        {id: "f1", kind: "city", size: 3, points: 6, meeples: {[s.active]: {meeple: 1}}}]}),
    },
  };
  const DEFAULTS = {
    [ROBBERS]: {expansion: ROBBERS, track: 50, players: ["red", "blue"], active: "red",
      markers: {red: {meeple: 8}, blue: {meeple: 20}}, robbers: {blue: 10},
      turn: [{step: "score", source: "features", events: [{player: "red", points: 4, feature: "road"}]}]},
  };

  let scenario = null, editions = {editions: [], interpretations: []}, worker = null, workerReady = false;
  let jobId = 0, running = null, results = {}, chosenPiece = {player: null, kind: "meeple"}, checkTimer = null;

  // ------------------------------------------------------------------ helpers
  const el = (tag, attrs, ...kids) => {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (k === "class") node.className = v;
      else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
      else if (v !== null && v !== undefined && v !== false) node.setAttribute(k, v === true ? "" : v);
    }
    for (const kid of kids.flat()) if (kid !== null && kid !== undefined) node.append(kid);
    return node;
  };
  const colour = (p) => COLOURS[p.toLowerCase()] || FALLBACK[[...p].reduce((a, c) => a + c.charCodeAt(0), 0) % FALLBACK.length];
  const sorted = (v) => Array.isArray(v) ? v.map(sorted) : (v && typeof v === "object")
    ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, sorted(v[k])])) : v;
  const canonical = (outcome) => {
    const copy = Object.assign({}, outcome);
    delete copy.derivation; delete copy.story; delete copy.words;
    return JSON.stringify(sorted(copy));
  };
  const pack = (text) => btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  const unpack = (b64) => {
    const bin = atob(b64.replace(/-/g, "+").replace(/_/g, "/"));
    return new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
  };
  const moduleOf = (s) => (s && s.expansion) || ROBBERS;
  const scenarioText = () => JSON.stringify(scenario, null, 2);

  // ------------------------------------------------------------------ layout
  const status = el("p", {id: "ex-status", role: "status", "aria-live": "polite"}, "Loading the rules engine…");
  const stopButton = el("button", {type: "button", id: "ex-stop", disabled: true, onclick: () => stop("Stopped.")}, "Stop");
  const runButton = el("button", {type: "button", id: "ex-run", onclick: () => compute()}, "Show the legal outcomes");
  const errorLine = el("p", {id: "ex-error", role: "alert", class: "ex-error"});
  const moduleChoice = el("select", {id: "ex-module", onchange: (e) => setScenario(DEFAULTS[e.target.value] ||
    editions.examples[e.target.value], true)});
  const track = el("div", {id: "ex-track", class: "ex-track"});
  const pieceChoice = el("div", {class: "ex-pieces", role: "group", "aria-label": "piece to place on the track"});
  const form = el("div", {id: "ex-form", class: "ex-form"});
  const steps = el("ol", {id: "ex-steps", class: "ex-steps"});
  const addSteps = el("p", {class: "ex-add"});
  const jsonBox = el("textarea", {id: "ex-json", rows: 12, spellcheck: "false", "aria-label": "scenario JSON"});
  const fileInput = el("input", {type: "file", id: "ex-file", accept: ".json,application/json", onchange: loadFile});
  const editionBox = el("fieldset", {id: "ex-editions", class: "ex-editions"});
  const extraRefs = el("input", {id: "ex-refs", type: "text", size: 40, placeholder: "c1-hig-2013@2014-01, c3.1-2025+steal-base=player-turn",
    onchange: () => updateAddress()});
  const companion = el("input", {id: "ex-with-robbers", type: "text", size: 16, placeholder: "c3-2021", onchange: () => updateAddress()});
  const progress = el("progress", {id: "ex-progress", max: 1, value: 0, hidden: true});
  const out = el("div", {id: "ex-results", class: "ex-results", "aria-live": "polite"});

  root.append(
    status,
    el("section", {class: "ex-scenario", "aria-labelledby": "ex-h-turn"},
      el("h2", {id: "ex-h-turn"}, "The turn"),
      el("p", {}, el("label", {for: "ex-module"}, "Rules module or example: "), moduleChoice),
      el("div", {class: "ex-board"}, track, pieceChoice),
      form,
      el("h3", {}, "Steps of the turn"), steps, addSteps,
      el("details", {class: "ex-jsonbox"}, el("summary", {}, "Scenario JSON (for rulespec enumerate)"), jsonBox,
        el("p", {class: "ex-buttons"},
          el("button", {type: "button", id: "ex-apply", onclick: applyJson}, "Use this JSON"),
          el("button", {type: "button", id: "ex-copy", onclick: copyJson}, "Copy"),
          el("button", {type: "button", id: "ex-download", onclick: downloadJson}, "Download"),
          el("label", {for: "ex-file"}, " Load a file: "), fileInput)),
      errorLine),
    el("section", {class: "ex-choose", "aria-labelledby": "ex-h-ed"},
      el("h2", {id: "ex-h-ed"}, "Editions"),
      editionBox,
      el("p", {}, el("label", {for: "ex-refs"}, "More editions, dated states (@YYYY-MM) or readings (+key=value), comma-separated: "), extraRefs),
      el("p", {class: "ex-ckr-only"}, el("label", {for: "ex-with-robbers"}, "The Robbers' edition for robbers on the score track (--with-robbers): "), companion),
      el("p", {class: "ex-buttons"}, runButton, stopButton, progress)),
    el("section", {"aria-labelledby": "ex-h-out"}, el("h2", {id: "ex-h-out"}, "Legal outcomes"), out));

  // ------------------------------------------------------------------ scenario
  function setScenario(doc, compute_ = false) {
    // A field being edited fires its change on blur: let it land on the old scenario, not the new one.
    if (root.contains(document.activeElement)) document.activeElement.blur();
    scenario = JSON.parse(JSON.stringify(doc));
    if (!chosenPiece.player || !(scenario.players || []).includes(chosenPiece.player)) chosenPiece.player = (scenario.players || [])[0];
    moduleChoice.value = moduleOf(scenario);
    render();
    if (compute_) compute();
  }

  function changed() {
    jsonBox.value = scenarioText();
    drawTrack();
    updateAddress();
    clearTimeout(checkTimer);
    checkTimer = setTimeout(check, 250);
  }

  function render() {
    root.classList.toggle("ex-is-ckr", moduleOf(scenario) === CKR);
    renderEditions();
    renderForm();
    renderSteps();
    renderPieces();
    changed();
  }

  function field(label, id, value, onchange, attrs) {
    return el("label", {class: "ex-field", for: id}, label + " ",
      el("input", Object.assign({id, value: value === null || value === undefined ? "" : value,
        onchange: (e) => { onchange(e.target.value); renderForm(); changed(); }}, attrs || {})));
  }
  const number = (text) => text.trim() === "" ? null : (/^-?\d+$/.test(text.trim()) ? Number(text) : text);

  function renderForm() {
    form.replaceChildren();
    const s = scenario;
    const players = el("div", {class: "ex-row"},
      field("Players (in turn order, comma-separated):", "ex-players", (s.players || []).join(", "), (v) => renamePlayers(v.split(",").map((p) => p.trim()).filter(Boolean)), {"data-path": "$.players"}),
      el("label", {class: "ex-field", for: "ex-active"}, "Active player ",
        el("select", {id: "ex-active", "data-path": "$.active", onchange: (e) => { s.active = e.target.value; changed(); }},
          (s.players || []).map((p) => el("option", {value: p, selected: p === s.active}, p)))));
    form.append(players);
    if (moduleOf(s) === ROBBERS) {
      form.append(field("Score track length:", "ex-track-length", s.track ?? 50, (v) => { s.track = number(v); }, {"data-path": "$.track", inputmode: "numeric"}));
      const table = el("table", {class: "ex-table"}, el("caption", {}, "Markers (scores) and robbers (a space, or empty: in supply)"),
        el("tr", {}, el("th", {scope: "col"}, "player"), el("th", {scope: "col"}, "meeple"), el("th", {scope: "col"}, "courier"), el("th", {scope: "col"}, "robber")));
      for (const p of s.players || []) {
        const m = (s.markers || {})[p] || {};
        const cell = (kind, value, set, path) => el("td", {}, el("input", {id: `ex-${kind}-${p}`, "aria-label": `${p}'s ${kind}`, "data-path": path,
          inputmode: "numeric", size: 5, value: value ?? "", onchange: (e) => { set(number(e.target.value)); changed(); }}));
        table.append(el("tr", {}, el("th", {scope: "row"}, p),
          cell("meeple", m.meeple, (v) => setMarker(p, "meeple", v), `$.markers.${p}.meeple`),
          cell("courier", m.courier, (v) => setMarker(p, "courier", v), `$.markers.${p}.courier`),
          cell("robber", (s.robbers || {})[p], (v) => { s.robbers = s.robbers || {}; if (v === null) delete s.robbers[p]; else s.robbers[p] = v; }, `$.robbers.${p}`)));
      }
      form.append(table);
    } else {
      const table = el("table", {class: "ex-table"}, el("caption", {}, "Scores"));
      for (const p of s.players || []) {
        table.append(el("tr", {}, el("th", {scope: "row"}, p), el("td", {}, el("input", {id: `ex-score-${p}`, "aria-label": `${p}'s score`, "data-path": `$.scores.${p}`,
          size: 6, inputmode: "numeric", value: (s.scores || {})[p] ?? "", onchange: (e) => { s.scores = s.scores || {}; s.scores[p] = number(e.target.value); changed(); }}))));
      }
      form.append(table);
      form.append(ckrFields(s));
      for (const key of ["city", "king", "robber-baron", "completed", "supply", "robbers"]) {
        if (!(key in s) && key === "robbers") continue;
        form.append(jsonField(key, s[key], (v) => { if (v === undefined) delete s[key]; else s[key] = v; }, `$.${key}`));
      }
    }
  }

  function ckrFields(s) {
    // The Count's district and the King's and Robber Baron's holders and sizes as plain fields;
    // the rest of the City and each scoring's features stay JSON below.
    const row = el("div", {class: "ex-row"});
    const districts = Object.keys((s.city || {}).districts || {});
    if (s.city) {
      row.append(el("label", {class: "ex-field", for: "ex-count"}, "The Count in ",
        el("select", {id: "ex-count", "data-path": "$.city.count", onchange: (e) => { s.city.count = e.target.value || null; renderForm(); changed(); }},
          el("option", {value: ""}, "(none)"), districts.map((d) => el("option", {value: d, selected: s.city.count === d}, d)))));
    }
    for (const [key, words] of [["king", "King"], ["robber-baron", "Robber Baron"]]) {
      if (!s[key]) continue;
      row.append(el("label", {class: "ex-field", for: `ex-${key}-holder`}, `${words} held by `,
        el("select", {id: `ex-${key}-holder`, "data-path": `$.${key}.holder`, onchange: (e) => { s[key].holder = e.target.value || null; renderForm(); changed(); }},
          el("option", {value: ""}, "(no one)"), (s.players || []).map((p) => el("option", {value: p, selected: s[key].holder === p}, p)))));
      row.append(field(`${words}'s size:`, `ex-${key}-size`, s[key].size, (v) => { s[key].size = number(v); }, {"data-path": `$.${key}.size`, size: 4, inputmode: "numeric"}));
    }
    return row;
  }

  function jsonField(label, value, set, path) {
    const id = "ex-f-" + path.replace(/[^a-z0-9]+/gi, "-");
    const box = el("textarea", {id, rows: Math.min(8, JSON.stringify(value ?? null, null, 1).split("\n").length), "data-path": path, spellcheck: "false",
      onchange: (e) => {
        try { set(e.target.value.trim() === "" ? undefined : JSON.parse(e.target.value)); box.classList.remove("ex-bad"); changed(); }
        catch (err) { box.classList.add("ex-bad"); errorLine.textContent = `${path}: not JSON: ${err.message}`; }
      }});
    box.value = value === undefined ? "" : JSON.stringify(value, null, 1);
    return el("label", {class: "ex-field ex-json-field", for: id}, el("span", {}, label), box);
  }

  function setMarker(p, kind, v) {
    scenario.markers = scenario.markers || {};
    scenario.markers[p] = scenario.markers[p] || {};
    if (v === null) delete scenario.markers[p][kind]; else scenario.markers[p][kind] = v;
  }

  function renamePlayers(names) {
    const s = scenario, old = s.players || [];
    const map = Object.fromEntries(old.map((p, i) => [p, names[i]]));
    const move = (obj) => obj && Object.fromEntries(Object.entries(obj).filter(([p]) => map[p]).map(([p, v]) => [map[p], v]));
    s.players = names;
    if (!names.includes(map[s.active])) s.active = names[0]; else s.active = map[s.active];
    for (const key of ["markers", "robbers", "scores", "supply"]) if (s[key]) s[key] = move(s[key]);
    for (const p of names) if (!old.length || !Object.values(map).includes(p)) {
      if (moduleOf(s) === ROBBERS) { s.markers = s.markers || {}; s.markers[p] = s.markers[p] || {meeple: 0}; }
      else { s.scores = s.scores || {}; s.scores[p] = s.scores[p] ?? 0; }
    }
    renderPieces();
  }

  function renderSteps() {
    steps.replaceChildren();
    (scenario.turn || []).forEach((step, i) => {
      const move = (to) => { const t = scenario.turn; [t[i], t[to]] = [t[to], t[i]]; renderSteps(); changed(); };
      steps.append(el("li", {class: "ex-step"},
        el("div", {class: "ex-step-head"},
          el("strong", {}, step.step + (step.source ? ` (${step.source})` : "")),
          el("button", {type: "button", "aria-label": `move step ${i + 1} up`, disabled: i === 0, onclick: () => move(i - 1)}, "↑"),
          el("button", {type: "button", "aria-label": `move step ${i + 1} down`, disabled: i === scenario.turn.length - 1, onclick: () => move(i + 1)}, "↓"),
          el("button", {type: "button", "aria-label": `remove step ${i + 1}`, onclick: () => { scenario.turn.splice(i, 1); renderSteps(); changed(); }}, "✕")),
        jsonField(`Step ${i + 1}`, step, (v) => { scenario.turn[i] = v; renderSteps(); }, `$.turn[${i}]`)));
    });
    addSteps.replaceChildren("Add a step: ", ...Object.entries(TEMPLATES[moduleOf(scenario)]).map(([name, make]) =>
      el("button", {type: "button", onclick: () => { scenario.turn = scenario.turn || []; scenario.turn.push(make(scenario)); renderSteps(); changed(); }}, name)));
  }

  // ------------------------------------------------------------------ the track
  function renderPieces() {
    pieceChoice.replaceChildren();
    if (moduleOf(scenario) !== ROBBERS) return;
    pieceChoice.append(el("span", {}, "Click or drag on the track to place: "));
    for (const p of scenario.players || []) for (const kind of ["meeple", "courier", "robber"]) {
      const on = chosenPiece.player === p && chosenPiece.kind === kind;
      pieceChoice.append(el("button", {type: "button", class: "ex-piece" + (on ? " ex-on" : ""), "aria-pressed": on ? "true" : "false",
        style: `border-color:${colour(p)}`, onclick: () => { chosenPiece = {player: p, kind}; renderPieces(); }}, `${p} ${kind}`));
    }
  }

  function spaces(n, width, height) {
    const w = width - 40, h = height - 40, per = 2 * (w + h), out = [];
    for (let i = 0; i < n; i++) {
      let d = (i / n) * per, x, y;
      if (d < w) { x = d; y = 0; } else if ((d -= w) < h) { x = w; y = d; }
      else if ((d -= h) < w) { x = w - d; y = h; } else { d -= w; x = 0; y = h - d; }
      out.push([x + 20, y + 20]);
    }
    return out;
  }

  function drawTrack() {
    if (moduleOf(scenario) !== ROBBERS) { track.replaceChildren(); return; }
    const n = Number.isInteger(scenario.track) && scenario.track >= 2 && scenario.track <= 1000 ? scenario.track : 50;
    const W = 600, H = 300, at = spaces(n, W, H), size = Math.max(6, Math.min(22, (2 * (W + H - 80)) / n - 2));
    const NS = "http://www.w3.org/2000/svg";
    const svg = document.createElementNS(NS, "svg");
    svg.setAttribute("viewBox", `0 0 ${W} ${H}`);
    svg.setAttribute("role", "img");
    svg.setAttribute("class", "ex-svg");
    const label = ["The score track: " + n + " spaces."];
    const shape = (tag, attrs) => { const s = document.createElementNS(NS, tag); for (const [k, v] of Object.entries(attrs)) s.setAttribute(k, v); svg.append(s); return s; };
    at.forEach(([x, y], i) => {
      shape("rect", {x: x - size / 2, y: y - size / 2, width: size, height: size, class: "ex-space", "data-space": i});
      if (i % 5 === 0) { const t = shape("text", {x, y: y + 3, class: "ex-space-no", "text-anchor": "middle"}); t.textContent = i; }
    });
    const stack = {};
    const put = (space, p, kind) => {
      const k = (stack[space] = (stack[space] || 0) + 1) - 1;
      const [cx, cy0] = at[space], cy = cy0 + (cy0 < H / 2 ? 1 : -1) * (size / 2 + 7 + k * 13), r = 6, fill = colour(p);
      const common = {fill, stroke: "#1a1a1a", "stroke-width": 1, class: "ex-token", "data-player": p, "data-kind": kind};
      if (kind === "meeple") shape("circle", Object.assign({cx, cy, r}, common));
      else if (kind === "courier") shape("polygon", Object.assign({points: `${cx},${cy - r} ${cx + r},${cy} ${cx},${cy + r} ${cx - r},${cy}`}, common));
      else shape("polygon", Object.assign({points: `${cx},${cy - r} ${cx + r},${cy + r} ${cx - r},${cy + r}`}, common));
      label.push(`${p}'s ${kind} on space ${space}.`);
    };
    for (const p of scenario.players || []) {
      const m = (scenario.markers || {})[p] || {};
      for (const kind of ["meeple", "courier"]) if (Number.isInteger(m[kind]) && m[kind] >= 0) put(m[kind] % n, p, kind);
      const r = (scenario.robbers || {})[p];
      if (Number.isInteger(r) && r >= 0 && r < n) put(r, p, "robber");
    }
    svg.setAttribute("aria-label", label.join(" "));
    let dragging = null;
    const spaceAt = (event) => {
      const box = svg.getBoundingClientRect(), x = (event.clientX - box.left) * W / box.width, y = (event.clientY - box.top) * H / box.height;
      let best = 0, bestD = Infinity;
      at.forEach(([sx, sy], i) => { const d = (sx - x) ** 2 + (sy - y) ** 2; if (d < bestD) { best = i; bestD = d; } });
      return best;
    };
    svg.addEventListener("pointerdown", (event) => {
      const t = event.target;
      if (t.classList && t.classList.contains("ex-token")) {
        dragging = {player: t.dataset.player, kind: t.dataset.kind};
        chosenPiece = dragging; renderPieces();
      }
    });
    svg.addEventListener("pointerup", (event) => {
      const piece = dragging || chosenPiece;
      dragging = null;
      if (piece.player) place(piece, spaceAt(event), n);
    });
    track.replaceChildren(svg);
  }

  function place(piece, space, n) {
    if (piece.kind === "robber") {
      scenario.robbers = scenario.robbers || {};
      scenario.robbers[piece.player] = space;
    } else {
      const old = ((scenario.markers || {})[piece.player] || {})[piece.kind] || 0;
      setMarker(piece.player, piece.kind, Math.floor(old / n) * n + space);
    }
    renderForm();
    changed();
  }

  // ------------------------------------------------------------------ editions
  function renderEditions() {
    const module = moduleOf(scenario);
    const ticked = new Set(chosenRefs());
    editionBox.replaceChildren(el("legend", {}, "Compare under (tick several):"));
    const mine = editions.editions.filter((e) => e.module === module);
    if (!mine.some((e) => ticked.has(e.id))) ticked.add(mine.length ? mine[mine.length - 1].id : "");
    for (const e of mine) {
      editionBox.append(el("label", {class: "ex-check", title: e.title},
        el("input", {type: "checkbox", value: e.id, checked: ticked.has(e.id), onchange: () => updateAddress()}), " " + e.id));
    }
    extraRefs.value = [...ticked].filter((r) => !mine.some((e) => e.id === r)).join(", ");
  }

  function chosenRefs() {
    const boxes = [...editionBox.querySelectorAll("input:checked")].map((b) => b.value);
    const extra = extraRefs.value.split(",").map((r) => r.trim()).filter(Boolean);
    return [...new Set([...boxes, ...extra])];
  }

  // ------------------------------------------------------------------ address
  function updateAddress() {
    const refs = chosenRefs().join(",");
    const hash = `#s=${pack(JSON.stringify(scenario))}&e=${refs}` + (companion.value.trim() ? `&w=${companion.value.trim()}` : "");
    if (location.hash !== hash) history.replaceState(null, "", hash);
  }

  function fromAddress() {
    // Not URLSearchParams: a reading's "+" must stay a "+", and a reading's "=" stays in its value.
    const params = new Map(location.hash.slice(1).split("&").map((p) => {
      const at = p.indexOf("=");
      return at < 0 ? [p, ""] : [p.slice(0, at), decodeURIComponent(p.slice(at + 1))];
    }));
    if (!params.get("s")) return false;
    try {
      const doc = JSON.parse(unpack(params.get("s")));
      const refs = (params.get("e") || "").split(",").filter(Boolean);
      companion.value = params.get("w") || "";
      extraRefs.value = refs.join(", ");
      editionBox.replaceChildren();
      setScenario(doc);
      return true;
    } catch (error) {
      console.error(error);
      errorLine.textContent = "The address holds no readable scenario: " + error.message;
      return false;
    }
  }

  // ------------------------------------------------------------------ JSON in and out
  function applyJson() {
    try { setScenario(JSON.parse(jsonBox.value)); } catch (error) { errorLine.textContent = "scenario: not JSON: " + error.message; }
  }
  function copyJson() {
    jsonBox.select();
    (navigator.clipboard ? navigator.clipboard.writeText(jsonBox.value) : Promise.reject()).then(
      () => { status.textContent = "The scenario JSON is copied."; }, () => document.execCommand("copy"));
  }
  function downloadJson() {
    const a = el("a", {href: URL.createObjectURL(new Blob([scenarioText() + "\n"], {type: "application/json"})), download: "scenario.json"});
    document.body.append(a); a.click(); a.remove();
  }
  function loadFile() {
    const file = fileInput.files[0];
    if (file) file.text().then((text) => { jsonBox.value = text; applyJson(); });
  }

  // ------------------------------------------------------------------ the worker
  function startWorker() {
    workerReady = false;
    worker = new Worker(here + "worker.js");
    worker.onmessage = (event) => onMessage(event.data);
    worker.onerror = (event) => { status.textContent = "The rules engine failed: " + event.message; };
  }

  function stop(words) {
    if (worker) worker.terminate();
    root.dataset.ready = "restarting";
    running = null;
    stopButton.disabled = true;
    progress.hidden = true;
    startWorker();
    status.textContent = words + " The rules engine restarts.";
  }

  function check() {
    if (!workerReady || !scenario) return;
    worker.postMessage({op: "check", id: "check-" + (++jobId), scenario: JSON.stringify(scenario)});
  }

  function showError(result) {
    errorLine.textContent = result && result.error ? result.error : "";
    form.querySelectorAll(".ex-bad-field").forEach((n) => n.classList.remove("ex-bad-field"));
    form.querySelectorAll("[aria-invalid]").forEach((n) => n.removeAttribute("aria-invalid"));
    if (result && result.path) {
      const hit = [...root.querySelectorAll("[data-path]")].filter((n) => result.path.startsWith(n.dataset.path))
        .sort((a, b) => b.dataset.path.length - a.dataset.path.length)[0];
      if (hit) { hit.classList.add("ex-bad-field"); hit.setAttribute("aria-invalid", "true"); }
    }
  }

  function compute() {
    // A run still going is superseded, not stopped: its answers are ignored and the worker
    // takes the new one next (restarting the runtime would cost seconds; Stop does that).
    if (!workerReady) { status.textContent = "The rules engine is loading; the outcomes follow."; pendingRun = true; return; }
    const refs = chosenRefs();
    results = {};
    running = {id: "run-" + (++jobId), refs, started: performance.now()};
    out.replaceChildren();
    stopButton.disabled = false;
    progress.hidden = false; progress.max = refs.length; progress.value = 0;
    worker.postMessage({op: "enumerate", id: running.id, scenario: JSON.stringify(scenario), refs, companion: companion.value.trim()});
  }
  let pendingRun = false;

  function onMessage(msg) {
    if (msg.kind === "ready") {
      workerReady = true;
      status.textContent = `Ready: Python (Pyodide ${msg.pyodide}) runs the project's own code in this page.`;
      root.dataset.ready = "true";
      root.dataset.timings = JSON.stringify(msg.timings || {});
      check();
      if (pendingRun) { pendingRun = false; compute(); }
      return;
    }
    if (msg.kind === "failed") {
      status.replaceChildren(msg.error === "no-runtime"
        ? "This build of the site has no Python runtime for the explorer. To get it: npm ci --prefix docs/_tooling, then build the docs again (the runtime is then copied into the site)."
        : "The rules engine could not start: " + msg.error);
      root.dataset.ready = "failed";
      return;
    }
    if (String(msg.id).startsWith("check-")) { if (msg.kind === "result") showError(msg.result.ok ? null : msg.result); return; }
    if (!running || msg.id !== running.id) return;
    if (msg.kind === "progress") {
      progress.value = msg.done;
      status.textContent = `Computing under ${msg.ref} (${msg.done + 1} of ${msg.total})…`;
    } else if (msg.kind === "result") {
      results[msg.ref] = msg.result;
      if (msg.result.error) showError(msg.result);
      showResults();
    } else if (msg.kind === "done") {
      const ms = Math.round(performance.now() - running.started);
      status.textContent = `Done: ${running.refs.length} edition${running.refs.length === 1 ? "" : "s"} in ${ms} ms.`;
      root.dataset.done = running.id;
      running = null; stopButton.disabled = true; progress.hidden = true;
    }
  }

  // ------------------------------------------------------------------ results
  function showResults() {
    const refs = running ? running.refs : Object.keys(results);
    const done = refs.filter((r) => results[r] && results[r].outcomes);
    const count = {};
    for (const r of done) for (const o of results[r].outcomes) count[canonical(o)] = (count[canonical(o)] || 0) + 1;
    out.replaceChildren(...refs.filter((r) => results[r]).map((ref) => card(ref, results[ref], count, done.length)));
  }

  function editionLink(ref) {
    const id = ref.split(/[@+~]/)[0];
    return editions.editions.some((e) => e.id === id) ? el("a", {href: `${editionsPage}${id}.html`}, ref) : ref;
  }

  function card(ref, result, count, columns) {
    const box = el("article", {class: "ex-card", "data-ref": ref}, el("h3", {}, editionLink(ref)));
    if (result.error) { box.append(el("p", {class: "ex-error"}, result.error)); return box; }
    if (result.limit) { box.append(el("p", {class: "ex-error ex-limit"}, "Past the simulator's limits: " + result.limit)); return box; }
    const n = result.outcomes.length;
    box.append(el("p", {class: "ex-count"}, `${n} legal outcome${n === 1 ? "" : "s"}` + (result.as_of ? ` (as of ${result.as_of})` : "") + ` · ${result.ms} ms`));
    const list = el("ol", {class: "ex-outcomes"});
    for (const o of result.outcomes) {
      const key = canonical(o), differs = columns > 1 && count[key] < columns;
      list.append(el("li", {class: "ex-outcome" + (differs ? " ex-differs" : ""), "data-outcome": key},
        differs ? el("span", {class: "ex-badge"}, `only under ${count[key]} of ${columns}`) : null,
        outcomeWords(o), derivation(o)));
    }
    box.append(list);
    return box;
  }

  function outcomeWords(o) {
    // The module's one line when it gave one, the outcome's JSON fields behind it.
    const parts = [];
    for (const [k, v] of Object.entries(o)) {
      if (k === "derivation" || k === "story" || k === "words") continue;
      if (Array.isArray(v) && v.length === 0) continue;
      parts.push(el("div", {class: "ex-kv"}, el("span", {class: "ex-k"}, k + ": "), el("code", {}, JSON.stringify(v))));
    }
    if (!o.words) return el("div", {}, parts);
    return el("div", {}, el("p", {class: "ex-words"}, o.words), el("details", {class: "ex-fields"}, el("summary", {}, "JSON"), parts));
  }

  function clauseLink(id) {
    return el("a", {href: `${clausesPage}#clause-${id}`, class: "ex-clause"}, id);
  }

  function derivation(o) {
    // The module's story (numbered lines) when it tells one; the steps with their clauses from the JSON.
    const d = o.derivation, story = Array.isArray(o.story) ? o.story.join("\n") : o.story;
    if (!story && !(d && Array.isArray(d.steps))) return null;
    const box = el("details", {class: "ex-why"}, el("summary", {}, d && d.steps ? `Why (${d.steps.length} steps` +
      (d.count > 1 ? `; ${d.count - 1} other derivation${d.count > 2 ? "s" : ""} reach it)` : ")") : "Why"));
    if (story) box.append(el("pre", {class: "ex-story"}, story));
    if (d && Array.isArray(d.steps)) {
      const list = el("ol", {class: "ex-derivation"});
      for (const step of d.steps) {
        const fields = Object.entries(step).filter(([k]) => k !== "kind" && k !== "clauses").map(([k, v]) => `${k} ${JSON.stringify(v)}`).join(", ");
        list.append(el("li", {}, el("strong", {}, step.kind), fields ? " " + fields : "", " — ",
          (step.clauses || []).flatMap((c, i) => i ? [", ", clauseLink(c)] : [clauseLink(c)])));
      }
      box.append(list);
    }
    return box;
  }

  // ------------------------------------------------------------------ start
  startWorker();  // the runtime loads while the page sets itself up
  fetch(here + "editions.json").then((r) => r.json()).then((doc) => {
    editions = doc;
    editions.examples = {};
    const start = DEFAULTS[ROBBERS];
    moduleChoice.replaceChildren(el("option", {value: ROBBERS}, "The Robbers"), el("option", {value: CKR}, "Count, King & Robber"));
    DEFAULTS[CKR] = doc.ckr_start;
    const shared = location.hash.includes("s=");
    if (!shared || !fromAddress()) setScenario(start);
    if (shared) compute();
    window.addEventListener("hashchange", () => { if (fromAddress()) compute(); });
  }, (error) => { status.textContent = "Could not read the editions: " + error; });
})();
