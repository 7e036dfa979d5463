/* "Which rules do you play?" (docs/identify.md): the questions of `rulespec
 * identify`, one at a time, from the table the docs build writes
 * (_static/identify/identify.json, from checker/identify/questions.json).
 *
 * The scoring is checker/identify/choosing.py's, step for step and in the
 * same order: each candidate's fit (checker.fitting: unexplained answers,
 * then the product of its legal sets' sizes, exact, as a BigInt), the
 * candidates in play (fewest unexplained), their weights (1/product,
 * normalized), the expected information gain of each question, ties within
 * TOLERANCE to the first in the table, and the question asked again for
 * every allowed outcome once one pick cannot tell them apart. A browser
 * test holds the page's questions and verdicts to the command line's.
 *
 * The answers stay in the address (#m=MODULE&a=ANSWERS, the answers file's
 * JSON), so a half-answered quiz can be shared or resumed.
 */
(function () {
  "use strict";

  var TOLERANCE = 1e-9;
  var SHOWN = 10;
  var root = document.getElementById("identify");
  if (!root) { return; }

  var data = null;        // the page's table
  var moduleIndex = 0;    // which module's questions
  var answers = {};       // question id -> option number (1 is the first) or array of them
  var order = [];         // the question ids in the order they were answered (for Back)

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      if (k === "text") { node.textContent = attrs[k]; } else { node.setAttribute(k, attrs[k]); }
    });
    (children || []).forEach(function (c) { if (c) { node.appendChild(c); } });
    return node;
  }

  // ---- the scoring (checker/identify/choosing.py) --------------------------------------------

  function table() { return data.modules[moduleIndex]; }

  function legalSet(q, c) { return q.sets[q.legal[c]]; }

  function sameSet(a, b) {
    if (a.length !== b.length) { return false; }
    for (var i = 0; i < a.length; i++) { if (a[i] !== b[i]) { return false; } }
    return true;
  }

  /* Each candidate's fit to the answers: {label, misses (question ids), denominator (BigInt)}, ranked. */
  function fits() {
    var t = table();
    var asked = t.questions.filter(function (q) { return Object.prototype.hasOwnProperty.call(answers, q.id); });
    var out = [];
    for (var c = 0; c < t.candidates.length; c++) {
      var denominator = BigInt(1);
      var misses = [];
      asked.forEach(function (q) {
        var legal = legalSet(q, c);
        var answer = answers[q.id];
        if (Array.isArray(answer)) {
          var picked = answer.map(function (n) { return n - 1; }).sort(function (a, b) { return a - b; });
          if (sameSet(picked, legal)) { return; }
          misses.push(q.id);
        } else if (legal.indexOf(answer - 1) >= 0) {
          denominator *= BigInt(legal.length);
        } else {
          misses.push(q.id);
        }
      });
      misses.sort();
      out.push({label: c, misses: misses, explained: asked.length - misses.length, denominator: denominator});
    }
    out.sort(function (a, b) {
      if (a.misses.length !== b.misses.length) { return a.misses.length - b.misses.length; }
      if (a.denominator !== b.denominator) { return a.denominator < b.denominator ? -1 : 1; }
      return a.label - b.label;
    });
    return out;
  }

  function inPlay(ranked) {
    var fewest = ranked[0].misses.length;
    return ranked.filter(function (f) { return f.misses.length === fewest; })
      .map(function (f) { return f.label; }).sort(function (a, b) { return a - b; });
  }

  /* candidate index -> probability, in the table's order. */
  function weights(ranked) {
    var fewest = ranked[0].misses.length;
    var byLabel = ranked.slice().sort(function (a, b) { return a.label - b.label; });
    var raw = [];
    var total = 0.0;
    byLabel.forEach(function (f) {
      if (f.misses.length === fewest) { raw.push([f.label, 1.0 / Number(f.denominator)]); }
    });
    raw.forEach(function (r) { total += r[1]; });
    return raw.map(function (r) { return [r[0], r[1] / total]; });
  }

  function perSet(q, weight) {
    var out = q.sets.map(function () { return 0.0; });
    weight.forEach(function (w) { out[q.legal[w[0]]] += w[1]; });
    return out;
  }

  function entropy(ps) {
    var out = 0.0;
    ps.forEach(function (p) { if (p > 0.0) { out -= p * Math.log2(p); } });
    return out;
  }

  function gain(q, weight) {
    var answer = q.options.map(function () { return 0.0; });
    var expected = 0.0;
    perSet(q, weight).forEach(function (w, index) {
      if (w === 0.0) { return; }
      var outcomes = q.sets[index];
      expected += w * Math.log2(outcomes.length);
      outcomes.forEach(function (o) { answer[o] += w / outcomes.length; });
    });
    return entropy(answer) - expected;
  }

  function gainOfEvery(q, weight) { return entropy(perSet(q, weight)); }

  function best(gains) {
    if (!gains.length) { return null; }
    var top = Math.max.apply(null, gains.map(function (g) { return g[1]; }));
    if (top <= TOLERANCE) { return null; }
    for (var i = 0; i < gains.length; i++) { if (gains[i][1] >= top - TOLERANCE) { return gains[i]; } }
    return null;
  }

  /* {question, every, gain} or null. */
  function nextQuestion() {
    var weight = weights(fits());
    var has = function (q) { return Object.prototype.hasOwnProperty.call(answers, q.id); };
    var qs = table().questions;
    var picked = best(qs.filter(function (q) { return !has(q); }).map(function (q) { return [q, gain(q, weight)]; }));
    if (picked) { return {question: picked[0], every: false, gain: picked[1]}; }
    var again = best(qs.filter(function (q) { return has(q) && !Array.isArray(answers[q.id]); })
      .map(function (q) { return [q, gainOfEvery(q, weight)]; }));
    return again ? {question: again[0], every: true, gain: again[1]} : null;
  }

  // ---- the address ----------------------------------------------------------------------------

  function writeAddress() {
    var hash = "#m=" + encodeURIComponent(table().module) + "&a=" + encodeURIComponent(JSON.stringify(answers));
    history.replaceState(null, "", hash);
  }

  /* The module and answers the address holds, or an error message; the address is left as it is. */
  function readAddress() {
    var hash = location.hash.replace(/^#/, "");
    if (!hash) { return null; }
    var parts = {};
    hash.split("&").forEach(function (p) {
      var i = p.indexOf("=");
      if (i > 0) { parts[p.slice(0, i)] = p.slice(i + 1); }
    });
    try {
      var module = decodeURIComponent(parts.m || data.modules[0].module);
      var index = data.modules.map(function (m) { return m.module; }).indexOf(module);
      if (index < 0) { return {error: "no rules module " + JSON.stringify(module)}; }
      var given = parts.a ? JSON.parse(decodeURIComponent(parts.a)) : {};
      if (given === null || typeof given !== "object" || Array.isArray(given)) { return {error: "the answers are not an object"}; }
      var questions = data.modules[index].questions;
      var ids = questions.map(function (q) { return q.id; });
      var problem = null;
      Object.keys(given).forEach(function (id) {
        var q = questions[ids.indexOf(id)];
        var values = Array.isArray(given[id]) ? given[id] : [given[id]];
        if (!q) { problem = problem || "no question " + JSON.stringify(id); return; }
        if (!values.length || values.some(function (v) { return !Number.isInteger(v) || v < 1 || v > q.options.length; })) {
          problem = problem || "question " + id + " has options 1 to " + q.options.length;
        }
      });
      return problem ? {error: problem} : {module: index, answers: given};
    } catch (e) {
      return {error: "not an address this page wrote (" + e.message + ")"};
    }
  }

  // ---- the page -------------------------------------------------------------------------------

  function answer(id, value) {
    answers[id] = value;
    order = order.filter(function (q) { return q !== id; });
    order.push(id);
    writeAddress();
    render();
  }

  function moduleButtons() {
    var bar = el("div", {"class": "id-modules", role: "group", "aria-label": "Rules module"});
    data.modules.forEach(function (m, i) {
      var b = el("button", {type: "button", "data-module": m.module, "aria-pressed": String(i === moduleIndex), text: m.title});
      b.addEventListener("click", function () {
        if (i === moduleIndex) { return; }
        moduleIndex = i; answers = {}; order = [];
        writeAddress(); render();
      });
      bar.appendChild(b);
    });
    return bar;
  }

  function questionSection(step) {
    var q = step.question;
    var section = el("section", {id: "id-question", "data-question": q.id, "data-every": String(step.every)});
    var number = Object.keys(answers).length + (step.every ? 0 : 1);
    section.appendChild(el("h3", {text: step.every ? "Question " + q.id + ", again" : "Question " + number}));
    section.appendChild(el("p", {"class": "id-ask", text: step.every ? data.ask_every : data.ask_one}));
    section.appendChild(el("p", {"class": "id-turn", text: "The turn: " + q.turn}));
    if (q.shared) {
      section.appendChild(el("p", {"class": "id-shared", text: "In every option: " + q.shared + ". They differ in:"}));
    }
    var list = el("ol", {"class": "id-options"});
    q.own.forEach(function (words, i) {
      var n = i + 1;
      if (step.every) {
        var box = el("input", {type: "checkbox", "data-option": String(n), id: "id-opt-" + n});
        list.appendChild(el("li", {}, [el("label", {"for": "id-opt-" + n, title: q.options[i]},
                                          [box, document.createTextNode(" " + words)])]));
      } else {
        var b = el("button", {type: "button", "class": "id-option", "data-option": String(n), title: q.options[i], text: words});
        b.addEventListener("click", function () { answer(q.id, n); });
        list.appendChild(el("li", {}, [b]));
      }
    });
    section.appendChild(list);
    if (step.every) {
      var done = el("button", {type: "button", id: "id-every-done", text: "These are all the outcomes my rules allow"});
      done.addEventListener("click", function () {
        var picked = Array.prototype.map.call(section.querySelectorAll("input:checked"), function (x) { return Number(x.dataset.option); });
        if (!picked.length) { status("Tick at least one outcome your rules allow."); return; }
        answer(q.id, picked.sort(function (a, b) { return a - b; }));
      });
      section.appendChild(done);
    }
    section.appendChild(el("p", {"class": "id-cli", text: "On the command line: put \"" + q.id + "\": " +
      (step.every ? "[1, 2]" : "1") + " (the options' numbers) in the answers file of rulespec identify --answers FILE."}));
    return section;
  }

  function candidateWords(c) { return table().candidates[c].words; }

  function verdictSection(ranked, playing) {
    var t = table();
    var labels = playing.map(function (c) { return t.candidates[c].rule_set; });
    var section = el("section", {id: "id-verdict", "data-in-play": labels.join(" "),
      "data-status": playing.length === 1 ? "named" : "alike"});
    section.appendChild(el("h3", {text: playing.length === 1 ? "Your rules" : "Your answers fit " + playing.length + " rule sets"}));
    if (playing.length > 1) {
      section.appendChild(el("p", {text: "They play alike on every question, so no witness tells them apart:"}));
    }
    var list = el("ul", {"class": "id-named"});
    playing.forEach(function (c) { list.appendChild(el("li", {text: candidateWords(c)})); });
    section.appendChild(list);
    var first = ranked[0];
    if (first.misses.length) {
      section.appendChild(el("p", {text: "No rule set allows every answer: the best fitting leave " + first.misses.length +
        " unexplained (questions " + first.misses.join(", ") + ")."}));
    }
    return section;
  }

  function rankingSection(ranked) {
    var t = table();
    var rows = ranked.slice(0, SHOWN).map(function (f, i) {
      var like = f.misses.length ? f.misses.length + " unexplained" :
        "1 in " + (f.denominator > BigInt(1e6) ? "10^" + (Math.log10(Number(f.denominator))).toFixed(1) : f.denominator.toString());
      return el("tr", {}, [el("td", {text: String(i + 1)}), el("td", {"class": "id-ref", text: t.candidates[f.label].rule_set}),
                           el("td", {text: like})]);
    });
    var head = el("tr", {}, [el("th", {text: ""}), el("th", {text: "rule set"}), el("th", {text: "likelihood of the answers"})]);
    var details = el("details", {"class": "id-ranking"}, [el("summary", {text: "The best fitting rule sets"}),
      el("table", {}, [el("thead", {}, [head]), el("tbody", {}, rows)])]);
    return details;
  }

  function answeredSection() {
    if (!order.length) { return null; }
    var t = table();
    var list = el("ol", {"class": "id-answered"});
    order.forEach(function (id) {
      var q = t.questions.filter(function (x) { return x.id === id; })[0];
      var value = answers[id];
      var words = Array.isArray(value) ? "every one of " + value.join(", ") : "option " + value + ": " + q.options[value - 1];
      list.appendChild(el("li", {text: id + ": " + words}));
    });
    return el("details", {"class": "id-history"}, [el("summary", {text: "Your answers (" + order.length + ")"}), list]);
  }

  function status(text) { document.getElementById("id-status").textContent = text; }

  function render() {
    var t = table();
    var ranked = fits();
    var playing = inPlay(ranked);
    var step = nextQuestion();
    root.innerHTML = "";
    root.appendChild(moduleButtons());
    root.appendChild(el("p", {id: "id-status", role: "status",
      text: "In play: " + playing.length + " of " + t.candidates.length + " rule sets of " + t.title + "."}));
    root.appendChild(step ? questionSection(step) : verdictSection(ranked, playing));
    var controls = el("div", {"class": "id-controls"});
    var back = el("button", {type: "button", id: "id-back", text: "Back"});
    back.disabled = !order.length;
    back.addEventListener("click", function () {
      delete answers[order.pop()];
      writeAddress(); render();
    });
    var restart = el("button", {type: "button", id: "id-restart", text: "Start again"});
    restart.addEventListener("click", function () { answers = {}; order = []; writeAddress(); render(); });
    controls.appendChild(back); controls.appendChild(restart);
    root.appendChild(controls);
    var answered = answeredSection();
    if (answered) { root.appendChild(answered); }
    root.appendChild(rankingSection(ranked));
    root.dataset.module = t.module;
    root.dataset.next = step ? step.question.id : "";
    root.dataset.every = step ? String(step.every) : "";
    root.dataset.inPlay = playing.map(function (c) { return t.candidates[c].rule_set; }).join(" ");
    root.dataset.ready = "true";
  }

  function start(loaded) {
    data = loaded;
    var given = readAddress();
    var problem = null;
    if (given && given.error) {
      problem = "This address's answers cannot be used here: " + given.error + ". Starting again.";
    } else if (given) {
      moduleIndex = given.module;
      answers = given.answers;
      order = Object.keys(answers);
    }
    render();
    if (problem) { status(problem); }
  }

  fetch(root.dataset.data).then(function (r) {
    if (!r.ok) { throw new Error("HTTP " + r.status); }
    return r.json();
  }).then(start).catch(function (e) {
    root.textContent = "The questions could not be loaded (" + e.message + "); rulespec identify asks the same on the command line.";
    root.dataset.ready = "false";
  });
}());
