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
  let refused = null;  // a way in that could not be read: {where, text}; the loader's message replaces ours when it runs
  const plural = (n, one, many) => `${n} ${n === 1 ? one : many}`;

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
    delete copy.derivation; delete copy.story; delete copy.words; delete copy.steps_words;
    return JSON.stringify(sorted(copy));
  };
  const pack = (text) => {
    // In slices: spreading a large scenario's bytes into one call passes the engine's argument limit.
    const bytes = new TextEncoder().encode(text);
    let bin = "";
    for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
    return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  };
  const unpack = (b64) => {
    // Each way this can fail says which: not base64url, not UTF-8 (the caller then tries JSON).
    if (!/^[A-Za-z0-9_-]*$/.test(b64)) throw new Error("is not base64url (only A-Z, a-z, 0-9, - and _ may appear)");
    let bin;
    try { bin = atob(b64.replace(/-/g, "+").replace(/_/g, "/")); } catch (error) { throw new Error("is not base64url: " + error.message); }
    try { return new TextDecoder("utf-8", {fatal: true}).decode(Uint8Array.from(bin, (c) => c.charCodeAt(0))); }
    catch (error) { throw new Error("is not UTF-8 text once decoded from base64url"); }
  };
  const moduleOf = (s) => (s && s.expansion) || ROBBERS;
  const scenarioText = () => JSON.stringify(scenario, null, 2);

  // ------------------------------------------------------------------ layout
  const status = el("p", {id: "ex-status", role: "status", "aria-live": "polite"}, "Loading the rules engine…");
  const stopButton = el("button", {type: "button", id: "ex-stop", disabled: true, onclick: () => stop("Stopped.")}, "Stop");
  const runButton = el("button", {type: "button", id: "ex-run", onclick: () => compute()}, "Show the legal outcomes");
  const errorLine = el("p", {id: "ex-error", role: "alert", class: "ex-error"});
  const wayIn = el("p", {id: "ex-way-in", role: "alert", class: "ex-error ex-way-in", hidden: true});
  const player = el("section", {id: "ex-player", class: "ex-player", "aria-labelledby": "ex-h-play", hidden: true});
  const moduleChoice = el("select", {id: "ex-module", onchange: (e) => choose(e.target.value)});
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
    status, wayIn,
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
    el("section", {"aria-labelledby": "ex-h-out"}, el("h2", {id: "ex-h-out"}, "Legal outcomes"), out),
    player,
    // "Which rules do you play?" has a page of its own (identify.html): its questions are the
    // catalogue's turns, not this one, so the explorer only points there.
    el("section", {id: "ex-identify", class: "ex-identify", "aria-labelledby": "ex-h-id"},
      el("h2", {id: "ex-h-id"}, "Which rules do you play?"),
      el("p", {}, "Not sure which edition, rulings and readings your group plays? ",
        el("a", {href: "identify.html"}, "Answer a few turns"), " and the checker names them.")));

  // ------------------------------------------------------------------ scenario
  function setScenario(doc, compute_ = false, keepAddress = false) {
    // A field being edited fires its change on blur: let it land on the old scenario, not the new one.
    if (root.contains(document.activeElement)) document.activeElement.blur();
    scenario = JSON.parse(JSON.stringify(doc));
    if (!chosenPiece.player || !(listOf(scenario.players)).includes(chosenPiece.player)) chosenPiece.player = listOf(scenario.players)[0];
    moduleChoice.value = moduleOf(scenario);
    closePlayer();
    render(!keepAddress);
    if (compute_) compute();
  }
  const listOf = (v) => Array.isArray(v) ? v : [];

  function changed(write = true) {
    // ``write`` false: the address stays as the reader gave it (a shared link is not rewritten on opening).
    jsonBox.value = scenarioText();
    drawTrack();
    if (write) updateAddress();
    clearTimeout(checkTimer);
    checkTimer = setTimeout(check, 250);
  }

  function render(write = true) {
    root.classList.toggle("ex-is-ckr", moduleOf(scenario) === CKR);
    renderEditions();
    try {
      renderForm();
      renderSteps();
      renderPieces();
    } catch (error) {  // a document the loader refuses may not fit the form: its JSON stays editable
      console.warn(error);
      form.replaceChildren(el("p", {class: "ex-error"}, "This scenario does not fit the form (the loader's message is below); edit its JSON."));
      steps.replaceChildren();
    }
    changed(write);
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
  let lastWritten = null;
  function updateAddress() {
    const refs = chosenRefs().join(",");
    const withRobbers = moduleOf(scenario) === CKR ? companion.value.trim() : "";
    const hash = `#s=${pack(JSON.stringify(scenario))}&e=${refs}` + (withRobbers ? `&w=${withRobbers}` : "");
    if (location.hash !== hash) history.replaceState(null, "", hash);
    lastWritten = hash;
  }

  function fromAddress() {
    // Not URLSearchParams: a reading's "+" must stay a "+", and a reading's "=" stays in its value.
    // Every way this fails is said (refuse) and leaves the address as given; nothing falls back silently.
    const where = "The scenario in this address (#s=)";
    const params = new Map(location.hash.slice(1).split("&").map((p) => {
      const at = p.indexOf("=");
      return at < 0 ? [p, ""] : [p.slice(0, at), p.slice(at + 1)];
    }));
    if (!params.has("s")) return false;
    let text, values = {};
    try {
      for (const key of ["s", "e", "w"]) values[key] = decodeURIComponent(params.get(key) || "");
    } catch (error) {
      return refuse(where, "is not valid percent-encoding (a % must start %XX, and the bytes must be UTF-8)");
    }
    if (!values.s) return refuse(where, "is empty");
    try {
      text = unpack(values.s);
    } catch (error) {
      return refuse(where, error.message);
    }
    const refs = values.e.split(",").map((r) => r.trim()).filter(Boolean);
    companion.value = values.w;
    extraRefs.value = refs.join(", ");
    editionBox.replaceChildren();
    if (!admit(text, where, true)) return false;
    if (values.w && moduleOf(scenario) !== CKR) {
      wayIn.hidden = false;
      wayIn.textContent = `The address's w=${values.w} (--with-robbers) is for Count, King & Robber turns; this is a turn of The Robbers, so it is not used.`;
    }
    return true;
  }

  function admit(text, where, keepAddress) {
    // A scenario's text from a way in: too large, not JSON, not an object are refused here
    // (the loader's own message follows from the worker); anything else is shown as it is
    // and the loader's check says what it thinks of the format.
    wayIn.hidden = true; wayIn.textContent = ""; refused = null;
    const bytes = new TextEncoder().encode(text).length, limit = editions.max_bytes || 5 * 1024 * 1024;
    if (bytes > limit) return refuse(where, `is too large: ${bytes.toLocaleString("en")} bytes, more than the loader's limit of ${limit / 1048576} MB`);
    let doc;
    try {
      doc = JSON.parse(text);
    } catch (error) {
      return refuse(where, "is not JSON: " + error.message, text);
    }
    if (!doc || typeof doc !== "object" || Array.isArray(doc)) return refuse(where, "is not a scenario: a scenario is a JSON object", text);
    setScenario(doc, false, keepAddress);
    return true;
  }

  function refuse(where, why, text) {
    // Said at the top of the page, in words; the loader's own message replaces ours when the
    // rules engine has read the same text (a scenario it could not read stays unread).
    wayIn.hidden = false;
    wayIn.textContent = `${where} ${why}. Nothing was loaded from it (the turn below is not it); the address is left as it was.`;
    root.dataset.refused = "true";
    refused = text === undefined ? null : {where, text};
    askLoader();
    return false;
  }

  function askLoader() {
    if (refused && workerReady) worker.postMessage({op: "check", id: "refusal-" + (++jobId), scenario: refused.text});
  }

  // ------------------------------------------------------------------ JSON in and out
  function applyJson() {
    admit(jsonBox.value, "The pasted JSON", false);
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
    if (file) file.text().then((text) => { admit(text, `The file ${file.name}`, false); });
  }

  // ------------------------------------------------------------------ the worker
  function startWorker() {
    workerReady = false;
    // The first time, the worker the page's inline script started while the page was
    // still loading (docs/explorer.md), with the messages it has sent so far.
    const early = window.rulespecEarlyWorker;
    window.rulespecEarlyWorker = null;
    worker = early || new Worker(here + "worker.js");
    worker.onmessage = (event) => onMessage(event.data);
    if (early) early.early.splice(0).forEach(onMessage);
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
    closePlayer();
    running = {id: "run-" + (++jobId), refs, started: performance.now()};
    out.replaceChildren();
    stopButton.disabled = false;
    progress.hidden = false; progress.max = refs.length; progress.value = 0;
    worker.postMessage({op: "enumerate", id: running.id, scenario: JSON.stringify(scenario), refs, companion: companionRef()});
  }
  let pendingRun = false;
  const companionRef = () => moduleOf(scenario) === CKR ? companion.value.trim() : "";

  function onMessage(msg) {
    if (msg.kind === "ready") {
      workerReady = true;
      status.textContent = `Ready: Python (Pyodide ${msg.pyodide}) runs the project's own code in this page.`;
      root.dataset.ready = "true";
      root.dataset.timings = JSON.stringify(msg.timings || {});
      check();
      askLoader();
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
    if (String(msg.id).startsWith("refusal-")) {
      if (msg.kind === "result" && refused && msg.result.error) wayIn.textContent = `${refused.where} cannot be read: ${msg.result.error}. Nothing was loaded from it (the turn below is not it); the address is left as it was.`;
      return;
    }
    if (String(msg.id).startsWith("frames-")) { if (msg.kind === "result") framesArrived(msg.id, msg.result); return; }
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
    result.outcomes.forEach((o, index) => {
      const key = canonical(o), differs = columns > 1 && count[key] < columns;
      list.append(el("li", {class: "ex-outcome" + (differs ? " ex-differs" : ""), "data-outcome": key},
        differs ? el("span", {class: "ex-badge"}, `only under ${count[key]} of ${columns}`) : null,
        outcomeWords(o), derivation(o, ref, index)));
    });
    box.append(list);
    return box;
  }

  function outcomeWords(o) {
    // The module's one line when it gave one; the outcome's JSON (its derivation's raw fields too) behind it.
    const plain = Object.fromEntries(Object.entries(o).filter(([k]) => !["story", "words", "steps_words"].includes(k)));
    const json = el("details", {class: "ex-fields"}, el("summary", {}, "JSON"), el("pre", {class: "ex-json-view"}, JSON.stringify(plain, null, 1)));
    return el("div", {}, o.words ? el("p", {class: "ex-words"}, o.words) : null, json);
  }

  function clauseLink(id) {
    return el("a", {href: `${clausesPage}#clause-${id}`, class: "ex-clause"}, id);
  }
  const clauseLinks = (ids) => (ids || []).flatMap((c, i) => i ? [", ", clauseLink(c)] : [clauseLink(c)]);

  function othersWords(d) {
    const others = d.count - 1;
    return others > 0 ? `; ${plural(others, "other derivation", "other derivations")} ${others === 1 ? "reaches" : "reach"} it` : "";
  }

  function derivation(o, ref, index) {
    // Each step once, in words with its clauses; the pictures in the player (Step through).
    const d = o.derivation;
    if (!(d && Array.isArray(d.steps))) return o.story ? el("details", {class: "ex-why"}, el("summary", {}, "Why"),
      el("pre", {class: "ex-story"}, Array.isArray(o.story) ? o.story.join("\n") : o.story)) : null;
    const words = o.steps_words || d.steps.map((s) => s.kind);
    const list = el("ol", {class: "ex-derivation"}, d.steps.map((step, i) => el("li", {}, words[i], " ", el("span", {class: "ex-clauses"}, clauseLinks(step.clauses)))));
    return el("div", {class: "ex-why-row"},
      el("button", {type: "button", class: "ex-play", "data-ref": ref, "data-index": index, onclick: () => openPlayer(ref, index)}, "Step through ▶"),
      el("details", {class: "ex-why"}, el("summary", {}, `Why (${plural(d.steps.length, "step", "steps")}${othersWords(d)})`), list));
  }

  // ------------------------------------------------------------------ the derivation, step by step
  // An outcome's frames (pictures drawn by the module's Python, one per step) are fetched once when
  // it is chosen; a step then only swaps what is shown. A second edition that reaches the same
  // outcome plays beside it, step for step, and the first step where their derivations part is marked.
  let play = null;

  const stepKey = (s) => JSON.stringify(Object.fromEntries(Object.entries(s).filter(([k]) => k !== "clauses")));
  function parting(a, b) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) if (stepKey(a[i]) !== stepKey(b[i])) return i;
    return a.length === b.length ? null : Math.min(a.length, b.length);
  }

  function sameOutcome(ref, key) {
    const r = results[ref];
    return r && r.outcomes ? r.outcomes.findIndex((o) => canonical(o) === key) : -1;
  }

  function openPlayer(ref, index, other) {
    const outcome = results[ref].outcomes[index], key = canonical(outcome);
    const candidates = Object.keys(results).filter((r) => r !== ref && sameOutcome(r, key) >= 0);
    const steps = (o) => ((o.derivation || {}).steps || []);
    const differs = candidates.filter((r) => parting(steps(outcome), steps(results[r].outcomes[sameOutcome(r, key)])) !== null);
    if (other === undefined) other = differs[0] || "";
    const lanes = [{ref, index, outcome}];
    if (other) lanes.push({ref: other, index: sameOutcome(other, key), outcome: results[other].outcomes[sameOutcome(other, key)]});
    const narrow = window.matchMedia("(max-width: 700px)").matches || (other && window.matchMedia("(max-width: 1100px)").matches);
    play = {lanes, at: 0, key, candidates, parting: other ? parting(steps(lanes[0].outcome), steps(lanes[1].outcome)) : null};
    for (const lane of lanes) {
      lane.id = "frames-" + (++jobId);
      lane.frames = null;
      worker.postMessage({op: "frames", id: lane.id, scenario: JSON.stringify(scenario), ref: lane.ref, companion: companionRef(),
        outcome: JSON.stringify(lane.outcome), narrow});
    }
    player.hidden = false;
    player.replaceChildren(el("h2", {id: "ex-h-play"}, "The derivation, step by step"),
      el("p", {class: "ex-loading"}, "Drawing the steps…"));
    player.scrollIntoView({block: "start"});
  }

  function closePlayer() {
    play = null;
    player.hidden = true;
    player.replaceChildren();
  }

  function framesArrived(id, result) {
    const lane = play && play.lanes.find((l) => l.id === id);
    if (!lane) return;
    if (result.error) { player.replaceChildren(el("h2", {id: "ex-h-play"}, "The derivation, step by step"), el("p", {class: "ex-error"}, result.error)); return; }
    lane.frames = result.frames;
    lane.clauses = result.clauses;
    if (play.lanes.every((l) => l.frames)) buildPlayer();
  }

  function buildPlayer() {
    const total = Math.max(...play.lanes.map((l) => l.frames.length - 1));
    const compare = el("select", {id: "ex-compare", onchange: (e) => openPlayer(play.lanes[0].ref, play.lanes[0].index, e.target.value)},
      el("option", {value: ""}, "(none)"),
      play.candidates.map((r) => el("option", {value: r, selected: play.lanes[1] && play.lanes[1].ref === r}, r)));
    const first = play.lanes[0];
    const head = el("p", {class: "ex-player-head"}, `Outcome ${first.index + 1} under `, el("strong", {}, first.ref),
      play.candidates.length ? el("label", {for: "ex-compare"}, " · beside it, the same outcome under ") : null, play.candidates.length ? compare : null);
    const parted = play.lanes.length > 1 ? el("p", {class: "ex-parting-note", id: "ex-parting-note"}, play.parting === null
      ? "Both editions reach it by the same steps (the clauses may differ)."
      : `The derivations part at step ${play.parting + 1}.`) : null;
    const at = el("span", {id: "ex-at", "aria-live": "polite"});
    const button = (id, words, label, to) => el("button", {type: "button", id, "aria-label": label, onclick: () => go(to())}, words);
    const controls = el("p", {class: "ex-controls"},
      button("ex-first", "« Start", "before the turn", () => 0), button("ex-prev", "◀ Back", "back one step", () => play.at - 1), at,
      button("ex-next", "Forward ▶", "forward one step", () => play.at + 1), button("ex-last", "End »", "the last step", () => total),
      el("span", {class: "ex-keys"}, " (keys: ← → Home End)"));
    const lanes = el("div", {class: "ex-lanes" + (play.lanes.length > 1 ? " ex-two" : "")});
    for (const lane of play.lanes) {
      // Parsed once here, so that a step only swaps one element for another.
      lane.drawn = lane.frames.map((f) => { const t = document.createElement("template"); t.innerHTML = f.svg; return t.content.firstElementChild; });
      lane.picture = el("div", {class: "ex-frame"});
      lane.now = el("div", {class: "ex-now"});
      lane.list = el("ol", {class: "ex-steplist", start: 0}, lane.frames.map((f, i) => el("li", {
        class: "ex-steplink" + (play.parting !== null && i === play.parting + 1 ? " ex-parting" : ""), "data-step": i, tabindex: -1,
        onclick: (e) => { if (!e.target.closest("a")) go(i); }},
        play.parting !== null && i === play.parting + 1 ? el("span", {class: "ex-badge"}, "the derivations part here") : null,
        f.index ? f.words : "Before the turn", f.clauses.length ? [" ", el("span", {class: "ex-clauses"}, clauseLinks(f.clauses))] : null)));
      lanes.append(el("div", {class: "ex-lane", "data-ref": lane.ref}, play.lanes.length > 1 ? el("h3", {}, editionLink(lane.ref)) : null,
        el("div", {class: "ex-stage"}, lane.picture, lane.now), lane.list));
    }
    play.total = total;
    play.at = Math.min(play.at, total);
    player.replaceChildren(...[el("h2", {id: "ex-h-play"}, "The derivation, step by step"), head, parted, controls, lanes].filter(Boolean));
    player.tabIndex = -1;
    go(play.at);
    root.dataset.player = "ready";
  }

  function go(step) {
    if (!play || !play.total && play.total !== 0) return;
    play.at = Math.max(0, Math.min(play.total, step));
    for (const lane of play.lanes) {
      const i = Math.min(play.at, lane.frames.length - 1), frame = lane.frames[i];
      lane.picture.replaceChildren(lane.drawn[i]);  // the checker's own SVG, drawn from the outcome's JSON
      const sources = frame.clauses.map((c) => {
        const clause = lane.clauses[c] || {};
        return el("li", {}, clauseLink(c), ": ", clause.summary || "",
          clause.quote ? el("blockquote", {class: "ex-quote"}, `“${clause.quote}”`, el("cite", {}, ` (${clause.where})`)) : null);
      });
      lane.now.replaceChildren(el("p", {class: "ex-now-words"}, el("strong", {}, i ? `Step ${i} of ${lane.frames.length - 1}: ` : ""), frame.words),
        sources.length ? el("ul", {class: "ex-sources"}, sources) : el("p", {class: "ex-sources"}, i ? "The scenario itself imposes this step; no clause is needed." : ""));
      lane.list.querySelectorAll("li").forEach((li) => {
        const here = Number(li.dataset.step) === i;
        li.classList.toggle("ex-current", here);
        if (here) li.setAttribute("aria-current", "step"); else li.removeAttribute("aria-current");
      });
    }
    player.querySelector("#ex-at").textContent = play.at ? `Step ${play.at} of ${play.total}` : `Before the turn (${plural(play.total, "step", "steps")})`;
    player.querySelector("#ex-prev").disabled = play.at === 0;
    player.querySelector("#ex-next").disabled = play.at === play.total;
    root.dataset.step = String(play.at);
  }

  document.addEventListener("keydown", (event) => {
    // The arrow keys step while the player is open, except where they edit a field or choose an option.
    if (!play || !play.lanes[0].frames || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.target.closest && event.target.closest("input, textarea, select, [contenteditable]")) return;
    const to = {ArrowRight: play.at + 1, ArrowDown: play.at + 1, ArrowLeft: play.at - 1, ArrowUp: play.at - 1, Home: 0, End: play.total}[event.key];
    if (to === undefined) return;
    event.preventDefault();
    go(to);
  });

  function choose(value) {
    // A module's default turn, or a worked example with its editions (and its --with-robbers edition).
    const example = editions.examples[value];
    if (!example) { setScenario(DEFAULTS[value], true); return; }
    extraRefs.value = example.refs.join(", ");
    editionBox.replaceChildren();
    companion.value = example.with || "";
    wayIn.hidden = true;
    setScenario(editions.scenarios[example.scenario], true);
    moduleChoice.value = value;
  }

  // ------------------------------------------------------------------ start
  startWorker();  // the runtime loads while the page sets itself up
  fetch(here + "editions.json").then((r) => r.json()).then((doc) => {
    const examples = doc.examples || [];
    editions = doc;
    editions.examples = Object.fromEntries(examples.map((e) => ["example:" + e.id, e]));
    const start = DEFAULTS[ROBBERS];
    const group = (module, words) => el("optgroup", {label: `Worked examples of ${words}`},
      examples.filter((e) => e.module === module).map((e) => el("option", {value: "example:" + e.id}, e.label)));
    moduleChoice.replaceChildren(el("optgroup", {label: "Rules modules"}, el("option", {value: ROBBERS}, "The Robbers"),
      el("option", {value: CKR}, "Count, King & Robber")), group(ROBBERS, "The Robbers"), group(CKR, "Count, King & Robber"));
    DEFAULTS[CKR] = doc.ckr_start;
    const shared = /(^#|&)s=/.test(location.hash);
    if (!shared) setScenario(start);
    else if (fromAddress()) compute();
    else if (!scenario) setScenario(start, false, true);  // the form to work in; the refusal above says it is not the address's
    window.addEventListener("hashchange", () => { if (location.hash !== lastWritten && fromAddress()) compute(); });
  }, (error) => { status.textContent = "Could not read the editions: " + error; });
})();
