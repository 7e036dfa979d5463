package rulespec.jcz;

/**
 * The cities completed before the turn, as the scenario counts them
 * ("completed"), which fields need as neighbours: JCloisterZone counts a
 * field's completed neighbouring cities, so each city a field supplies is
 * one of them, a one-tile city on the field's tile. The King's city (the
 * largest) is a line of its own when it has more than one tile.
 */
final class Pool {

    private int singles;

    Pool(int singles) {
        this.singles = singles;
    }

    void take(int cities) throws Unexpressible {
        if (cities > singles) {
            throw new Unexpressible("fields next to more completed cities than the scenario's one-tile completed cities ("
                    + singles + ") can supply");
        }
        singles -= cities;
    }

    int left() {
        return singles;
    }
}
