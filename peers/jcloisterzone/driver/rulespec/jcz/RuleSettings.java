package rulespec.jcz;

import java.util.Map;

/**
 * The JCloisterZone rule settings that play a rulespec configuration (edition
 * and readings), or the reason none does.
 *
 * JCloisterZone has three settings for the City of Carcassonne: count-move
 * (by-player, clockwise, follow-meeple: the rulebook and the two official
 * variants of footnote 13), coc-final-scoring (market-only, its default, or
 * any-district, the 1st edition's final redeployment) and, for the King and
 * Robber Baron tiles, king-and-robber-scoring (default: 1 per completed city
 * or road). It has no setting for the Z-Man text's entry into the city and no
 * The Robbers, so those vectors are skipped.
 */
public record RuleSettings(String countMove, String finalScoring) {

    public static final String KING_AND_ROBBER_SCORING = "default";

    public static RuleSettings of(String edition, Map<String, String> readings, boolean withRobbers) throws Unexpressible {
        if (withRobbers) {
            throw new Unexpressible("a combined turn with The Robbers: JCloisterZone has no The Robbers");
        }
        String finalScoring;
        switch (edition) {
            case "ckr-hig-2017" -> finalScoring = "market-only";
            case "ckr-c1-2008" -> finalScoring = "any-district";
            case "ckr-zmg-2017" -> throw new Unexpressible(
                    "the Z-Man text's entry into the city (entry-per-feature, entry-any-phase): JCloisterZone has no setting for it");
            default -> throw new Unexpressible("edition " + edition + ": not a Count, King & Robber edition JCloisterZone plays");
        }
        String countMove = "by-player";
        for (var reading : readings.entrySet()) {
            String key = reading.getKey();
            String value = reading.getValue();
            switch (key) {
                case "count-variant" -> countMove = switch (value) {
                    case "free" -> "by-player";
                    case "clockwise" -> "clockwise";
                    case "follows-figure" -> "follow-meeple";
                    default -> throw new Unexpressible("count-variant=" + value + ": no JCloisterZone count-move setting");
                };
                // Robbed points exist only with The Robbers, refused above: the reading changes nothing here.
                case "robbing-gains" -> { }
                // JCloisterZone's any-district lets each player redeploy or not; 'must' vectors run with it too,
                // and where the two differ it is a finding, not a skip.
                case "final-redeploy" -> { }
                // CocFollowerPhase opens the city on the points of the turn part's landscape scorings
                // (a player received none, an opponent some): footnote 8 read as the points test.
                case "own-redeploy" -> {
                    if (!value.equals("points")) {
                        throw new Unexpressible("reading own-redeploy=" + value + ": no JCloisterZone setting "
                                + "(it opens the city on points received, whoever redeployed)");
                    }
                }
                default -> throw new Unexpressible("reading " + key + "=" + value + ": no JCloisterZone setting");
            }
        }
        return new RuleSettings(countMove, finalScoring);
    }
}
