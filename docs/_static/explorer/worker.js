/* The explorer's computation, off the page's main thread: Pyodide running the
   project's own Python (spec, the loader, the reference simulators; no Z3).
   Messages in: {op: "check"|"enumerate", id, scenario, refs, companion},
   {op: "frames", id, scenario, ref, companion, outcome, narrow} (an outcome's derivation as pictures);
   out: {id, kind: "ready"|"progress"|"result"|"done"|"failed", ...}.
   Stopping is the page terminating this worker and starting a new one. */
"use strict";

const base = new URL(".", self.location.href).href;
let python = null;

const timings = {};
const mark = (name) => { timings[name] = Math.round(performance.now()); };

async function start() {
  mark("worker");
  const manifest = await (await fetch(base + "manifest.json", {cache: "no-cache"})).json();
  if (!manifest.runtime) {
    throw new Error("no-runtime");
  }
  importScripts(base + "pyodide/pyodide.js");
  // The project's archives download while Pyodide compiles and starts.
  const v = "?v=" + manifest.version;
  const archives = Promise.all([
    fetch(base + "rulespec.zip" + v).then((r) => r.arrayBuffer()),
    fetch(base + "deps.zip" + v).then((r) => r.arrayBuffer()),
  ]);
  const pyodide = await loadPyodide({indexURL: base + "pyodide/", fullStdLib: false});
  mark("pyodide");
  const [project, deps] = await archives;
  pyodide.unpackArchive(project, "zip", {extractDir: "/rulespec"});
  pyodide.unpackArchive(deps, "zip", {extractDir: "/rulespec-deps"});
  mark("unpacked");
  pyodide.runPython("import sys; sys.path[:0] = ['/rulespec', '/rulespec-deps']; import bridge");
  python = pyodide.pyimport("bridge");
  mark("imported");
  return manifest;
}

const ready = start();
ready.then(
  (manifest) => {
    self.postMessage({kind: "ready", pyodide: manifest.pyodide, timings});
    python.warm();  // the validator, while the reader looks at the page; a job sent meanwhile waits for it
  },
  (error) => self.postMessage({kind: "failed", error: String(error && error.message || error)}),
);

self.onmessage = async (event) => {
  const job = event.data;
  try {
    await ready;
  } catch (error) {
    return;
  }
  if (job.op === "check") {
    self.postMessage({id: job.id, kind: "result", ref: null, result: JSON.parse(python.check(job.scenario))});
    self.postMessage({id: job.id, kind: "done"});
    return;
  }
  if (job.op === "frames") {
    let result;
    try {
      result = JSON.parse(python.frames(job.scenario, job.outcome, job.ref, job.companion || "", Boolean(job.narrow)));
    } catch (error) {
      result = {error: "internal error: " + String(error.message || error).split("\n").slice(-2).join(" ")};
    }
    self.postMessage({id: job.id, kind: "result", ref: job.ref, result});
    return;
  }
  job.refs.forEach((ref, index) => {
    self.postMessage({id: job.id, kind: "progress", done: index, total: job.refs.length, ref});
    const started = performance.now();
    let result;
    try {
      result = JSON.parse(python.enumerate_one(job.scenario, ref, job.companion || ""));
    } catch (error) {
      result = {error: "internal error: " + String(error.message || error).split("\n").slice(-2).join(" ")};
    }
    result.ms = Math.round(performance.now() - started);
    self.postMessage({id: job.id, kind: "result", ref, result});
  });
  self.postMessage({id: job.id, kind: "done"});
};
