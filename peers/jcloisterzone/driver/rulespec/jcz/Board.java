package rulespec.jcz;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The board a scenario is played on, before JCloisterZone builds it: the
 * tiles (each with its own definition, written as JCloisterZone's tile XML),
 * where they lie, the figures on their features and what each scenario
 * feature must look like once built (checked by {@link BoardCheck}).
 *
 * Every tile is placed unrotated, so a location in a tile's definition is
 * also its location on the board. The completing tile is not among the
 * start tiles: the engine draws it and the driver places it with a
 * PLACE_TILE message, as a player would.
 */
public final class Board {

    public record Pos(int x, int y) {
        Pos plus(Pos d) {
            return new Pos(x + d.x, y + d.y);
        }

        Pos times(int k) {
            return new Pos(x * k, y * k);
        }

        boolean touches(Pos other) {
            return !equals(other) && Math.abs(x - other.x) <= 1 && Math.abs(y - other.y) <= 1;
        }
    }

    /** A feature of a tile: its XML element ("city", "road", "monastery", "field"), locations and attributes. */
    public record Part(String element, String locations, Map<String, String> attributes) {
        String xml() {
            StringBuilder s = new StringBuilder("<").append(element);
            attributes.entrySet().stream().sorted(Map.Entry.comparingByKey())
                    .forEach(a -> s.append(' ').append(a.getKey()).append("=\"").append(a.getValue()).append('"'));
            if (locations == null) {
                return s.append("/>").toString();
            }
            return s.append('>').append(locations).append("</").append(element).append('>').toString();
        }
    }

    public static final class TileSpec {
        final String id;
        final Pos pos;
        final List<Part> parts = new ArrayList<>();

        TileSpec(String id, Pos pos) {
            this.id = id;
            this.pos = pos;
        }

        TileSpec add(String element, String locations, Map<String, String> attributes) {
            parts.add(new Part(element, locations, attributes));
            return this;
        }

        String xml() {
            StringBuilder s = new StringBuilder("  <tile id=\"").append(id).append("\">");
            parts.forEach(p -> s.append(p.xml()));
            return s.append("</tile>\n").toString();
        }
    }

    /** A figure on a feature: player, figure kind (meeple, large, abbot, barn) and the feature's place on one tile. */
    public record Deployment(String player, String figure, Pos pos, String featureClass, String location) {
    }

    /**
     * What a scenario feature must be once the completing tile is down: its
     * place, size in tiles (cities and roads), whether it is completed, and
     * the points JCloisterZone gives it.
     */
    public record Expectation(int stage, String label, Pos pos, String featureClass, String location, int tiles,
                              boolean completed, int points) {
    }

    /** The stage of expectations checked before any tile is placed (the game end's features). */
    public static final int BEFORE = -1;

    final Map<Pos, TileSpec> grid = new HashMap<>();
    final List<TileSpec> start = new ArrayList<>();
    final List<Deployment> deployments = new ArrayList<>();
    /** Barns (Abbey & Mayor) on the fields a field scoring of the turn joins; their owner is the active player. */
    final List<Deployment> barns = new ArrayList<>();
    final List<Expectation> expectations = new ArrayList<>();
    /** The completing tiles, in the order they are played (two in a builder's double turn). */
    final List<TileSpec> completing = new ArrayList<>();
    /** The builder (Traders & Builders) that gives a second tile, on the road the first tile extends. */
    final List<Deployment> builders = new ArrayList<>();
    TileSpec cityOfCarcassonne;
    TileSpec nextTurn;
    /** Completed cities and roads already on the board before the turn (checked against the scenario). */
    int backgroundCities;
    int backgroundRoads;
    private int serial;

    boolean free(Pos p) {
        return !grid.containsKey(p);
    }

    /** A new tile at p, placed at setup. */
    TileSpec tile(Pos p) {
        return tile("RS/" + (++serial), p);
    }

    TileSpec tile(String id, Pos p) {
        TileSpec t = put(id, p);
        start.add(t);
        return t;
    }

    /** A completing tile at p: the engine deals it and the driver places it there. */
    TileSpec completingTile(Pos p) {
        TileSpec t = put("RS/X" + (completing.size() + 1), p);
        completing.add(t);
        return t;
    }

    private TileSpec put(String id, Pos p) {
        if (grid.containsKey(p)) {
            throw new IllegalStateException("two tiles at " + p);
        }
        TileSpec t = new TileSpec(id, p);
        grid.put(p, t);
        return t;
    }


    /** A tile that is not on the board: the one drawn after the turn, so that the game does not end. */
    TileSpec spare() {
        nextTurn = new TileSpec("RS/next", null);
        return nextTurn;
    }

    /** The scenario's figures on feature f, standing on its part at p. */
    void deploy(Scenario.Feature f, Pos p, String featureClass, String location) {
        deploy(f.meeples(), p, featureClass, location);
    }

    void deploy(Scenario.Figures figures, Pos p, String featureClass, String location) {
        for (var player : figures.byPlayer().entrySet()) {
            for (var kind : player.getValue().entrySet()) {
                for (int n = 0; n < kind.getValue(); n++) {
                    deployments.add(new Deployment(player.getKey(), kind.getKey(), p, featureClass, location));
                }
            }
        }
    }

    String nextId(String prefix) {
        return prefix + (++serial);
    }

    /** The tiles XML JCloisterZone loads: one tile set holding every tile once. */
    String tilesXml() {
        List<TileSpec> all = new ArrayList<>(start);
        all.addAll(completing);
        if (nextTurn != null) {
            all.add(nextTurn);
        }
        StringBuilder s = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<tiles>\n  <tile-set id=\"rulespec\">\n");
        all.forEach(t -> s.append("    <ref tile=\"").append(t.id).append("\" count=\"1\"/>\n"));
        s.append("  </tile-set>\n");
        all.forEach(t -> s.append(t.xml()));
        return s.append("</tiles>\n").toString();
    }
}
