package rulespec.jcz;

import rulespec.jcz.Board.Pos;
import rulespec.jcz.Scenario.Feature;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The features a score step completes, laid out around its completing tile
 * X (at the layout's origin), so that placing X completes exactly them.
 *
 * - A city or road of one tile lies on X itself, on an inner location (a
 *   feature with no edge is closed, hence completed when X is placed).
 * - A city or road of T tiles is a straight line of T - 1 tiles leaving one
 *   side of X; X carries the edge that joins it.
 * - A monastery or shrine stands on X, on a diagonal neighbour of X or on an
 *   orthogonal neighbour no line uses, with all its other neighbours filled by
 *   featureless tiles, so that X is its last neighbour. An incomplete rival
 *   stands next to it, away from X, with one neighbour left empty; two rivals
 *   completed together are neighbours. No other monastery and shrine touch
 *   (JCloisterZone challenges every adjacent one of the other kind).
 * - A field scored in the turn is a farmers' field joined by X to a field
 *   with a barn (JCloisterZone's only field scoring in a turn besides placing
 *   a barn, and the scoring of "per-city": 1): it takes two sides of X.
 */
final class TurnLayout {

    static final Pos[] SIDES = {new Pos(0, -1), new Pos(1, 0), new Pos(0, 1), new Pos(-1, 0)};
    static final String[] SIDE_NAMES = {"N", "E", "S", "W"};
    static final String[] FIELD_HALVES = {"NL NR", "EL ER", "SL SR", "WL WR"};
    static final String[] INNER = {"II", "III", "IV"};
    private static final Pos[] DIAGONALS = {new Pos(1, -1), new Pos(1, 1), new Pos(-1, 1), new Pos(-1, -1)};

    static final Pos ZERO = new Pos(0, 0);

    private final Board board;
    private final Pool pool;
    private final Pos origin;
    private final int stage;

    /** The layout of the stage-th scoring of the turn (0 first), around a completing tile at origin. */
    TurnLayout(Board board, Pool pool, Pos origin, int stage) {
        this.board = board;
        this.pool = pool;
        this.origin = origin;
        this.stage = stage;
    }

    /** A position relative to X, on the board. */
    private Pos at(Pos relative) {
        return origin.plus(relative);
    }

    private boolean free(Pos relative) {
        return board.free(at(relative));
    }

    private Board.TileSpec tile(Pos relative) {
        return board.tile(at(relative));
    }

    private void expect(String label, Pos relative, String featureClass, String location, int tiles, boolean completed, int points) {
        board.expectations.add(new Board.Expectation(stage, label, at(relative), featureClass, location, tiles, completed, points));
    }

    static int opposite(int side) {
        return (side + 2) % 4;
    }

    void build(List<Feature> features) throws Unexpressible {
        List<Feature> closed = new ArrayList<>();
        List<Feature> lines = new ArrayList<>();
        List<Feature> fields = new ArrayList<>();
        List<Feature> monastics = new ArrayList<>();
        for (Feature f : features) {
            switch (f.kind()) {
                case "city", "road" -> (f.tiles() == 1 ? closed : lines).add(f);
                case "field" -> fields.add(f);
                default -> monastics.add(f);
            }
        }
        if (closed.size() > INNER.length) {
            throw new Unexpressible(closed.size() + " one-tile cities and roads completed by one tile: this board puts at most "
                    + INNER.length + " on the completing tile");
        }
        if (lines.size() + 2 * fields.size() > SIDES.length) {
            throw new Unexpressible("more cities, roads and fields joined to the completing tile than it has sides");
        }
        Board.TileSpec x = board.completingTile(origin);
        for (int i = 0; i < closed.size(); i++) {
            Feature f = closed.get(i);
            x.add(f.kind(), INNER[i], Points.attributes(f, true));
            expect(label(f), ZERO, f.kind(), INNER[i], 1, true, f.points());
            board.deploy(f, origin, f.kind(), INNER[i]);
        }
        boolean[] used = new boolean[SIDES.length];
        int side = 0;
        for (Feature f : lines) {
            buildLine(x, f, side);
            used[side++] = true;
        }
        for (Feature f : fields) {
            buildField(x, f, side, side + 1);
            used[side++] = true;
            used[side++] = true;
        }
        placeMonastics(x, monastics, used);
        if (!hasNeighbour()) {
            for (Pos s : SIDES) {
                if (free(s)) {
                    tile(s);
                    break;
                }
            }
        }
    }

    private boolean hasNeighbour() {
        for (Pos s : SIDES) {
            if (!free(s)) {
                return true;
            }
        }
        return false;
    }

    /**
     * A road of two tiles leaving a free side of X, still open at its far end,
     * with the active player's follower and builder on it: placing X extends
     * it, so JCloisterZone deals the same player a second tile (a builder's
     * double turn, Traders &amp; Builders). Called after {@link #build}.
     */
    void builderRoad(String active) throws Unexpressible {
        for (int s = 0; s < SIDES.length; s++) {
            Pos near = SIDES[s];
            if (free(near) && free(near.times(2)) && free(near.times(3))) {
                board.completing.get(stage).add("road", SIDE_NAMES[s], Map.of());
                String locations = SIDE_NAMES[opposite(s)] + " " + SIDE_NAMES[s];
                tile(near).add("road", locations, Map.of());
                board.deployments.add(new Board.Deployment(active, "meeple", at(near), "road", locations));
                board.builders.add(new Board.Deployment(active, "builder", at(near), "road", locations));
                return;
            }
        }
        throw new Unexpressible("no free side of the first completing tile for the builder's road of a double turn");
    }

    private void buildLine(Board.TileSpec x, Feature f, int side) throws Unexpressible {
        String out = SIDE_NAMES[side];
        String back = SIDE_NAMES[opposite(side)];
        x.add(f.kind(), out, Map.of());
        Map<String, String> attributes = Points.attributes(f, true);
        for (int k = 1; k < f.tiles(); k++) {
            String locations = k == f.tiles() - 1 ? back : back + " " + out;
            Pos p = SIDES[side].times(k);
            tile(p).add(f.kind(), locations, k == 1 ? attributes : Map.of());
            if (k == 1) {
                expect(label(f), p, f.kind(), locations, f.tiles(), true, f.points());
                board.deploy(f, at(p), f.kind(), locations);
            }
        }
    }

    private void buildField(Board.TileSpec x, Feature f, int farmers, int barn) throws Unexpressible {
        if (f.perCity() != 1) {
            throw new Unexpressible("a field scored in the turn at " + f.perCity()
                    + " per city: this board builds only a field joined to a barn (1 per city)");
        }
        x.add("field", FIELD_HALVES[farmers] + " " + FIELD_HALVES[barn], Map.of());
        Pos farmersAt = at(SIDES[farmers]);
        String farmersLoc = FIELD_HALVES[opposite(farmers)];
        FieldTile.build(board, pool, farmersAt, farmersLoc, f);
        board.expectations.add(new Board.Expectation(stage, label(f), farmersAt, "field", farmersLoc, 0, false, 0));
        board.deploy(f, farmersAt, "field", farmersLoc);
        Pos barnAt = at(SIDES[barn]);
        String barnLoc = FIELD_HALVES[opposite(barn)];
        board.tile(barnAt).add("field", barnLoc, Map.of());
        board.barns.add(new Board.Deployment(null, "barn", barnAt, "field", barnLoc));
    }

    private void placeMonastics(Board.TileSpec x, List<Feature> monastics, boolean[] usedSides) throws Unexpressible {
        if (monastics.isEmpty()) {
            return;
        }
        List<Pos> candidates = new ArrayList<>(List.of(DIAGONALS));
        candidates.add(ZERO);
        for (int s = 0; s < SIDES.length; s++) {
            if (!usedSides[s]) {
                candidates.add(SIDES[s]);
            }
        }
        Arrangement found = search(monastics, candidates, new ArrayList<>());
        if (found == null) {
            throw new Unexpressible("no arrangement of the turn's monasteries and shrines in which exactly the rivals named touch");
        }
        for (int i = 0; i < monastics.size(); i++) {
            Feature f = monastics.get(i);
            Pos p = found.positions.get(i);
            Board.TileSpec t = p.equals(ZERO) ? x : tile(p);
            t.add("monastery", null, f.kind().equals("shrine") ? Map.of("shrine", "true") : Map.of());
            expect(label(f), p, "monastery", "I", 0, true, 9);
            board.deploy(f, at(p), "monastery", "I");
        }
        for (var rival : found.rivals.entrySet()) {
            Feature f = rival.getKey();
            Pos r = rival.getValue();
            String kind = f.kind().equals("shrine") ? "monastery" : "shrine";
            tile(r).add("monastery", null, kind.equals("shrine") ? Map.of("shrine", "true") : Map.of());
            expect("rival of " + label(f), r, "monastery", "I", 0, false, -1);
            board.deploy(f.challenge().meeples(), at(r), "monastery", "I");
        }
        for (Pos p : found.filled) {
            if (free(p)) {
                tile(p);
            }
        }
    }

    /** Positions of the turn's monastics and their incomplete rivals, and the cells to fill. */
    private record Arrangement(List<Pos> positions, Map<Feature, Pos> rivals, Set<Pos> filled) {
    }

    private Arrangement search(List<Feature> monastics, List<Pos> candidates, List<Pos> chosen) {
        if (chosen.size() == monastics.size()) {
            return check(monastics, chosen);
        }
        for (Pos p : candidates) {
            if (!chosen.contains(p) && (p.equals(ZERO) || free(p))) {
                chosen.add(p);
                Arrangement a = search(monastics, candidates, chosen);
                chosen.remove(chosen.size() - 1);
                if (a != null) {
                    return a;
                }
            }
        }
        return null;
    }

    private Arrangement check(List<Feature> monastics, List<Pos> positions) {
        Map<Feature, Pos> rivals = new HashMap<>();
        Set<Pos> empty = new HashSet<>();
        Set<Pos> taken = new HashSet<>(positions);
        for (int i = 0; i < monastics.size(); i++) {
            Feature f = monastics.get(i);
            if (f.challenge() == null || f.challenge().feature() != null) {
                continue;
            }
            Pos m = positions.get(i);
            Pos r = null;
            Pos q = null;
            if (m.equals(ZERO)) {
                for (Pos d : DIAGONALS) {
                    if (!taken.contains(d) && free(d)) {
                        r = d;
                        q = d.times(2);
                        break;
                    }
                }
            } else {
                r = m.times(2);
                q = m.times(3);
            }
            if (r == null || taken.contains(r) || !free(r) || !free(q) || taken.contains(q)) {
                return null;
            }
            rivals.put(f, r);
            taken.add(r);
            empty.add(q);
        }
        // Every monastic and rival, with its kind; opposite kinds may touch only as a named challenge.
        List<Pos> all = new ArrayList<>(positions);
        List<Boolean> shrine = new ArrayList<>();
        List<Feature> owner = new ArrayList<>(monastics);
        monastics.forEach(f -> shrine.add(f.kind().equals("shrine")));
        for (var e : rivals.entrySet()) {
            all.add(e.getValue());
            shrine.add(!e.getKey().kind().equals("shrine"));
            owner.add(e.getKey());
        }
        for (int a = 0; a < all.size(); a++) {
            for (int b = a + 1; b < all.size(); b++) {
                boolean touch = all.get(a).touches(all.get(b));
                boolean rivalsNamed = named(owner.get(a), a >= monastics.size(), owner.get(b), b >= monastics.size());
                if (shrine.get(a) != shrine.get(b) && touch != rivalsNamed) {
                    return null;
                }
                if (rivalsNamed && !touch) {
                    return null;
                }
            }
        }
        Set<Pos> filled = new HashSet<>();
        for (Pos m : positions) {
            for (int dx = -1; dx <= 1; dx++) {
                for (int dy = -1; dy <= 1; dy++) {
                    Pos n = new Pos(m.x() + dx, m.y() + dy);
                    if (!n.equals(ZERO) && !taken.contains(n)) {
                        filled.add(n);
                    }
                }
            }
        }
        for (Pos q : empty) {
            if (filled.contains(q)) {
                return null;
            }
        }
        return new Arrangement(new ArrayList<>(positions), rivals, filled);
    }

    /** Whether the two are the two sides of one challenge named in the scenario. */
    private static boolean named(Feature a, boolean aIsRival, Feature b, boolean bIsRival) {
        if (aIsRival || bIsRival) {
            return (aIsRival != bIsRival) && a == b;
        }
        return a.challenge() != null && a.challenge().feature() != null && a.challenge().feature().equals(b.id());
    }

    static String label(Feature f) {
        return f.id().isEmpty() ? f.kind() : f.kind() + " " + f.id();
    }
}
