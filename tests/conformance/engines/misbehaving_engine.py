#!/usr/bin/env python3
"""Small engines that misbehave in one way each, for conform's fault tests.

    python3 misbehaving_engine.py MODE

One-shot modes (one request on stdin, like any engine):

- ``huge-number``: an outcome whose score is a 5,000-digit integer;
- ``two-documents``: two JSON documents;
- ``not-json``: a line of prose;
- ``silent``: exits 0 without printing anything;
- ``leaves-child``: starts a child that keeps stdout open for 60 s, then exits without answering;
- ``hangs-with-child``: starts that child and sleeps for 60 s itself;
- ``flood``: prints 6 MB without a newline;
- ``skip-all``: answers every vector ``{"skipped": ...}``;
- ``declares-c1``: declares The Robbers' c1-hig-2013 only, then plays every vector right;
- ``deep-handshake``: answers the handshake with arrays nested 5,000 levels deep, then plays every vector right.

Persistent modes (one request a line, ``--persistent``), each playing right
with the reference simulator otherwise:

- ``stray``: prints a debugging line before its answer to the third vector, no ids;
- ``stray-echo``: the same, but copies each request's id into its answer;
- ``exits-0``: exits 0 on its second request without answering;
- ``deep-handshake-lines``: answers the handshake with arrays nested 5,000 levels deep.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "examples" / "engines"))
sys.path.insert(0, str(ROOT))

import reference_engine  # noqa: E402


#: Arrays nested 5,000 levels deep: past Python's recursion limit.
DEEP = "[" * 5000 + "]" * 5000


def right(request: dict) -> dict:
    return reference_engine.play(*reference_engine.prepare(request))


def one_shot(mode: str) -> int:
    request = json.load(sys.stdin)
    if "handshake" in request:
        if mode == "declares-c1":
            print(json.dumps({"declaration": {"name": "c1 only", "modules": ["robbers"], "editions": ["c1-hig-2013"]}}))
            return 0
        print(DEEP if mode == "deep-handshake" else json.dumps({"error": "no handshake here"}))
        return 0
    if mode == "huge-number":
        print('{"markers": {"red": {"meeple": ' + "7" * 5000 + '}}, "robbers": {}, "steals": []}')
    elif mode == "two-documents":
        doc = json.dumps(right(request))
        print(doc)
        print(doc)
    elif mode == "not-json":
        print("I think Red scores 3")
    elif mode == "silent":
        pass
    elif mode in ("leaves-child", "hangs-with-child"):
        subprocess.Popen(["sleep", "60"])  # inherits stdout and stderr
        if mode == "hangs-with-child":
            time.sleep(60)
    elif mode == "flood":
        chunk = "x" * 65536
        for _ in range(6 * 1024 * 1024 // 65536 + 1):
            sys.stdout.write(chunk)
        sys.stdout.flush()
    elif mode == "skip-all":
        print(json.dumps({"skipped": "I skip everything"}))
    elif mode in ("declares-c1", "deep-handshake"):
        print(json.dumps(right(request)))
    return 0


def persistent(mode: str) -> int:
    for line in sys.stdin:
        request = json.loads(line)
        if "handshake" in request and mode == "deep-handshake-lines":
            sys.stdout.write(DEEP + "\n")
            sys.stdout.flush()
            continue
        if "handshake" in request:
            answer = {"error": "no handshake here"}
        else:
            if mode == "exits-0" and request.get("id") == 3:  # the second vector after the handshake; ids go on across restarts: once
                return 0
            if mode.startswith("stray") and request.get("id") == 4:  # the third vector after the handshake: once, as ids go on across restarts
                sys.stdout.write("debug: thinking about the robbers\n")
                sys.stdout.flush()
                time.sleep(0.5)  # the answer comes late, as under load: the stray line must cost its vector only
            answer = right(request)
        if mode == "stray-echo" and "id" in request:
            answer["id"] = request["id"]
        sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    chosen = sys.argv[1]
    sys.exit(persistent(chosen) if chosen in ("stray", "stray-echo", "exits-0", "deep-handshake-lines") else one_shot(chosen))
