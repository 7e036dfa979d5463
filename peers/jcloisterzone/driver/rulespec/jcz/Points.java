package rulespec.jcz;

import rulespec.jcz.Scenario.Feature;

import java.util.Map;

/**
 * How a city's or road's points are given in its tile definition.
 *
 * JCloisterZone scores a completed city 2 a tile and an incomplete one 1 a
 * tile, a road 1 a tile either way. Where the scenario's points differ (the
 * suite's smallest cities are one tile worth 1), the city carries
 * JCloisterZone's own fixed-points modifier (the "points" attribute of a
 * city, city[points], which its special tiles use). Roads have no such
 * modifier, so a road whose points are not its length cannot be built.
 */
final class Points {

    private Points() {
    }

    static Map<String, String> attributes(Feature f, boolean completed) throws Unexpressible {
        int tiles = f.tiles();
        int points = f.points();
        if (f.kind().equals("city")) {
            int natural = completed ? 2 * tiles : tiles;
            return points == natural ? Map.of() : Map.of("points", Integer.toString(points));
        }
        if (points != tiles) {
            throw new Unexpressible("a road of " + tiles + " tile(s) worth " + points + ": JCloisterZone scores a road 1 a tile");
        }
        return Map.of();
    }
}
