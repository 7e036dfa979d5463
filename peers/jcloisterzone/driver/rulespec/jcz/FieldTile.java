package rulespec.jcz;

import rulespec.jcz.Board.Pos;
import rulespec.jcz.Scenario.Feature;

import java.util.Map;

/**
 * The tile of a field: the field on the given locations and, on the same
 * tile, one completed one-tile city for each city the field supplies. A field
 * next to the City of Carcassonne is on a tile whose id starts with "CO/":
 * JCloisterZone marks every field of such a tile as bordering it (which
 * counts as one more city).
 */
final class FieldTile {

    private static final String[] CITY_PLACES = {"I", "II", "III"};

    private FieldTile() {
    }

    static Board.TileSpec build(Board board, Pool pool, Pos at, String locations, Feature f) throws Unexpressible {
        if (f.cities() > CITY_PLACES.length) {
            throw new Unexpressible("a field next to " + f.cities() + " completed cities: this board gives a field at most "
                    + CITY_PLACES.length);
        }
        pool.take(f.cities());
        Board.TileSpec t = f.carcassonne() ? board.tile(board.nextId("CO/F"), at) : board.tile(at);
        StringBuilder near = new StringBuilder();
        for (int i = 0; i < f.cities(); i++) {
            t.add("city", CITY_PLACES[i], Map.of());
            near.append(i == 0 ? "" : " ").append(CITY_PLACES[i]);
        }
        t.add("field", locations, f.cities() > 0 ? Map.of("city", near.toString()) : Map.of());
        board.backgroundCities += f.cities();
        return t;
    }
}
