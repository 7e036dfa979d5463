package rulespec.jcz;

import rulespec.jcz.Board.Pos;
import rulespec.jcz.Scenario.Feature;

import java.util.List;
import java.util.Map;

/**
 * The incomplete features a game-end step scores, each alone in its own
 * corner of the board (so that nothing else touches it):
 * - a city or road of T tiles is a line whose last edge stays open;
 * - a monastery or shrine worth P has P - 1 neighbours (JCloisterZone counts
 *   1 for itself and 1 for each neighbour);
 * - a field is one tile, with the completed cities it supplies on it.
 * A challenge is ignored at the end (003, The cultists, Final Scoring), and
 * JCloisterZone has no challenge at the end either, so its rival is not built;
 * a rival with figures cannot be left out, since JCloisterZone would score
 * them, so such a scenario is not built.
 */
final class EndLayout {

    private static final Pos[] AROUND = {
        new Pos(0, 0), new Pos(1, 0), new Pos(2, 0), new Pos(2, 1), new Pos(2, 2), new Pos(1, 2), new Pos(0, 2), new Pos(0, 1),
    };

    private EndLayout() {
    }

    static void build(Board board, Pool pool, List<Feature> features) throws Unexpressible {
        int x = 0;
        for (Feature f : features) {
            Pos origin = new Pos(x, 40);
            x += Math.max(f.tiles(), 3) + 3;
            String label = "incomplete " + TurnLayout.label(f);
            switch (f.kind()) {
                case "city", "road" -> {
                    Map<String, String> attributes = Points.attributes(f, false);
                    for (int k = 0; k < f.tiles(); k++) {
                        String locations = k == 0 ? "E" : "W E";
                        board.tile(new Pos(origin.x() + k, origin.y())).add(f.kind(), locations, k == 0 ? attributes : Map.of());
                    }
                    board.expectations.add(new Board.Expectation(Board.BEFORE, label, origin, f.kind(), "E", f.tiles(), false, f.points()));
                    board.deploy(f, origin, f.kind(), "E");
                }
                case "field" -> {
                    if (f.perCity() != 3) {
                        throw new Unexpressible("a field at the game end worth " + f.perCity()
                                + " per city: JCloisterZone gives farmers 3 a city, or 1 on a field with a barn, whose owner then scores 4 a city");
                    }
                    String all = "NL NR EL ER SL SR WL WR";
                    FieldTile.build(board, pool, origin, all, f);
                    board.expectations.add(new Board.Expectation(Board.BEFORE, label, origin, "field", all, 0, false, 0));
                    board.deploy(f, origin, "field", all);
                }
                default -> {
                    if (f.challenge() != null && !f.challenge().meeples().isEmpty()) {
                        throw new Unexpressible("an unresolved challenge at the game end whose rival has figures: JCloisterZone would score them");
                    }
                    int points = f.points();
                    if (points < 1 || points > AROUND.length) {
                        throw new Unexpressible("an incomplete monastery or shrine worth " + points + ": it has 1 + neighbours, 1 to 8");
                    }
                    Pos at = new Pos(origin.x() + 1, origin.y() + 1);
                    board.tile(at).add("monastery", null, f.kind().equals("shrine") ? Map.of("shrine", "true") : Map.of());
                    for (int n = 0; n < points - 1; n++) {
                        board.tile(new Pos(origin.x() + AROUND[n].x(), origin.y() + AROUND[n].y()));
                    }
                    board.expectations.add(new Board.Expectation(Board.BEFORE, label, at, "monastery", "I", 0, false, points));
                    board.deploy(f, at, "monastery", "I");
                }
            }
        }
    }
}
