package rulespec.jcz;

import rulespec.jcz.Board.Pos;

import java.util.Map;

/**
 * What the board holds before the turn besides the scenario's features: the
 * cities and roads completed so far ("completed", which the King's and the
 * Robber Baron's final bonuses count and which set the size a new city or
 * road must beat), and the City of Carcassonne.
 *
 * JCloisterZone keeps no size on the King tile: a city must have more tiles
 * than every completed city, so the holder's city is the largest one, of the
 * scenario's size, and every other completed city has one tile (likewise for
 * roads). A scenario with completed cities and nobody holding the King has no
 * such board (JCloisterZone gives the King with the first completed city).
 */
final class Background {

    private Background() {
    }

    /** The one-tile completed cities fields may take (see {@link Pool}), before anything is laid out. */
    static Pool pool(Scenario sc) throws Unexpressible {
        check(sc.completedCities(), sc.king(), "cities", "King");
        check(sc.completedRoads(), sc.robberBaron(), "roads", "Robber Baron");
        boolean kingLine = sc.king().holder() != null && sc.king().size() > 1;
        return new Pool(sc.completedCities() - (kingLine ? 1 : 0));
    }

    private static void check(int completed, Scenario.Holder holder, String what, String tile) throws Unexpressible {
        if (completed > 0 && holder.holder() == null) {
            throw new Unexpressible(completed + " " + what + " completed and nobody holds the " + tile
                    + ": JCloisterZone gives the tile with the first one");
        }
    }

    static void build(Board board, Scenario sc, Pool pool) {
        if (sc.king().holder() != null && sc.king().size() > 1) {
            line(board, "city", sc.king().size(), -44);
            board.backgroundCities++;
        }
        for (int i = 0; i < pool.left(); i++) {
            board.tile(new Pos(3 * i, -40)).add("city", "I", Map.of());
            board.backgroundCities++;
        }
        int singleRoads = sc.completedRoads();
        if (sc.robberBaron().holder() != null && sc.robberBaron().size() > 1) {
            line(board, "road", sc.robberBaron().size(), -52);
            singleRoads--;
        }
        for (int i = 0; i < singleRoads; i++) {
            board.tile(new Pos(3 * i, -48)).add("road", "I", Map.of());
        }
        board.backgroundRoads = sc.completedRoads();
        if (sc.city()) {
            board.cityOfCarcassonne = board.tile("CO/7", new Pos(-40, 0));
        }
    }

    /** A completed city or road of n tiles in a row: closed at both ends. */
    private static void line(Board board, String kind, int n, int y) {
        for (int k = 0; k < n; k++) {
            String locations = k == 0 ? "E" : k == n - 1 ? "W" : "W E";
            board.tile(new Pos(k, y)).add(kind, locations, Map.of());
        }
    }
}
