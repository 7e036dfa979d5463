#!/usr/bin/env python3
"""A deliberately wrong engine, to show what ``rulespec conform`` reports.

    rulespec conform SUITE --impl 'python3 examples/engines/greedy_thief_engine.py'

Written from scratch in plain Python (it imports nothing from rulespec), the
way another project's engine would be. It plays one line of play with greedy
but legal choices (nobody places a robber unless the rules force it, every
score goes to the meeple in the listed order, a robber takes the first
marker it may) and prints that single outcome. It reads only the edition's
family (C1 or C2/C3) and plays today's default reading of it.

The bug is on purpose: a robber steals from *any* marker that leaves its
space, its owner's included, so it breaks the clause ``no-self-robbery``.
(It also ignores ``as_of`` and non-default readings, so vectors for those
fail too; a real engine would read them.)
"""

from __future__ import annotations

import json
import sys

TRACK_DEFAULT = 50


class Game:
    def __init__(self, request):
        sc = request["scenario"]
        edition = request["edition"]
        self.c1 = edition.startswith("c1-")
        self.end_bonus = not self.c1 or edition == "c1-hig-2013"
        self.track = sc.get("track", TRACK_DEFAULT)
        self.players = sc["players"]
        self.active = sc["active"]
        self.score = {(p, k): v for p, kinds in sc["markers"].items() for k, v in kinds.items()}
        robbers = sc.get("robbers") or {}
        self.robber = {p: robbers.get(p) for p in self.players}
        self.steals = []
        self.turn = sc["turn"]

    def space(self, marker):
        return self.score[marker] % self.track

    def order(self):
        i = self.players.index(self.active)
        return self.players[i:] + self.players[:i]

    def place(self):
        if self.c1:
            return  # C1: placing and moving are optional; this engine never does
        for p in self.order():  # C2/C3: every robber in supply must be placed
            if self.robber[p] is None:
                targets = sorted({self.space(m) for m in self.score if m[0] != p})
                if targets:
                    self.robber[p] = targets[0]

    def move(self, marker, points):
        start = self.score[marker]
        self.score[marker] = max(0, start + points)
        return start % self.track, self.score[marker] - start

    def resolve(self, candidates, window_start=None):
        """candidates: (robber owner, victim marker, base) in the order found."""
        rogue = {}
        for owner in self.order():
            mine = [c for c in candidates if c[0] == owner and self.robber[owner] is not None]
            if not mine:
                continue
            _, victim, base = mine[0]  # BUG: victim may be the owner's own marker
            amount = (base + 1) // 2 if base > 0 else 0
            self.steals.append({"thief": owner, "victim": victim[0], "marker": victim[1], "points": amount})
            rogue[owner] = amount
            self.robber[owner] = None
        if window_start is not None:  # C3: backward movement at resolution
            for p in self.players:
                here = self.robber[p]
                for m, start in window_start.items():
                    if here is not None and m[0] != p and start % self.track == here and self.score[m] < start:
                        self.robber[p] = self.space(m)
                        break
        moves = {}
        for thief, amount in rogue.items():
            meeple = (thief, "meeple")
            start_space, _ = self.move(meeple, amount)
            moves[thief] = (start_space, self.space(meeple), amount)
        for p in self.players:
            here = self.robber[p]
            for thief in self.order():
                if thief in moves and thief != p and here == moves[thief][0] and moves[thief][2] > 0:
                    self.robber[p] = moves[thief][1]
                    break

    def counted(self, step, after_end):
        if self.c1:
            return not after_end
        return step.get("source", "features") != "message"

    def play(self):
        after_end = False
        window = None  # C3: scores at the window's start, and the counted displacement
        for step in self.turn:
            kind = step["step"]
            if kind == "place-robbers":
                self.place()
            elif kind == "game-end":
                if window is not None:
                    self.close_turn_window(window)
                    window = None
                if self.end_bonus:
                    for p in self.players:
                        if self.robber[p] is not None:
                            self.score[(p, "meeple")] += 3
                            self.robber[p] = None
                after_end = True
            else:
                counted = self.counted(step, after_end)
                if self.c1:
                    self.c1_round(step, counted)
                else:
                    if counted and window is None:
                        window = ({m: v for m, v in self.score.items()}, {m: 0 for m in self.score})
                    for e in step["events"]:
                        marker = (e["player"], "meeple")
                        _, disp = self.move(marker, e["points"])
                        if counted:
                            window[1][marker] += disp
        if window is not None:
            self.close_turn_window(window)

    def c1_round(self, step, counted):
        candidates, moved = [], set()
        for e in step["events"]:
            marker = (e["player"], "meeple")
            start, disp = self.move(marker, e["points"])
            if not counted:
                continue
            for p in self.players:
                if self.robber[p] == start and disp > 0 and marker not in moved:
                    candidates.append((p, marker, disp))
                elif self.robber[p] == start and disp < 0 and marker[0] != p:
                    self.robber[p] = self.space(marker)  # backward movement: the robber follows
            moved.add(marker)
        if counted:
            self.resolve(candidates)

    def close_turn_window(self, window):
        start, disp = window
        candidates = []
        for p in self.players:
            for m in self.score:
                if self.robber[p] == start[m] % self.track and disp[m] > 0:
                    base = sum(d for (q, _), d in disp.items() if q == m[0])
                    candidates.append((p, m, base))
        self.resolve(candidates, window_start=start)

    def outcome(self):
        markers = {p: {} for p in self.players}
        for (p, k), v in self.score.items():
            markers[p][k] = v
        return {
            "markers": markers,
            "scores": {p: sum(markers[p].values()) for p in self.players},
            "robbers": dict(self.robber),
            "steals": self.steals,
        }


def main() -> int:
    request = json.load(sys.stdin)
    expansion = request["scenario"].get("expansion", "robbers")
    if expansion != "robbers":  # refuse what it does not play, rather than guess
        print(f"greedy_thief_engine: plays The Robbers only, not {expansion}", file=sys.stderr)
        return 2
    game = Game(request)
    game.play()
    json.dump(game.outcome(), sys.stdout)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
