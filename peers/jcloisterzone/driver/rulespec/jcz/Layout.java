package rulespec.jcz;

import rulespec.jcz.Scenario.Step;

import java.util.List;

/**
 * A scenario's board: the turn's features around the completing tile
 * ({@link TurnLayout}), the game end's features ({@link EndLayout}) and the
 * background ({@link Background}). Two scorings in one turn are a builder's
 * double turn (Traders &amp; Builders): the first completing tile extends the
 * road of the active player's builder, and the engine deals a second one. A
 * turn JCloisterZone cannot play so is not built, with its reason.
 */
final class Layout {

    private Layout() {
    }

    static Board of(Scenario sc) throws Unexpressible {
        List<Step> scores = sc.turn().stream().filter(s -> !s.gameEnd()).toList();
        Step end = sc.turn().stream().filter(Step::gameEnd).findFirst().orElse(null);
        if (scores.size() > 2) {
            throw new Unexpressible(scores.size() + " scorings in one turn: JCloisterZone plays at most two tiles a turn (a builder's double turn)");
        }
        if (scores.size() == 2 && end != null) {
            throw new Unexpressible("a double turn and then the game end: the builder's road, with its follower, would score at the end");
        }
        for (Step score : scores) {
            // A field in a turn's scoring is built as a field the tile joins to a
            // field with a barn (TurnLayout.buildField): that is a field connection,
            // so that source is played as the tile's scoring it is. A barn placement
            // (the active player placing a barn after the tile) is not expressed:
            // the driver's barns stand before the turn.
            if (score.source().equals("barn")) {
                throw new Unexpressible("a barn placement: the driver builds barns that stand before the turn, so it "
                        + "expresses a field connection's scoring (source 'field-connection'), not a barn placed in the turn");
            }
            if (!score.source().equals("features") && !score.source().equals("field-connection")) {
                throw new Unexpressible("a scoring of source '" + score.source()
                        + "': JCloisterZone scores only when a tile is placed (and a barn's field)");
            }
            if (score.source().equals("field-connection") && score.features().stream().noneMatch(f -> f.kind().equals("field"))) {
                throw new Unexpressible("a field connection's scoring without a field: the tile joins no field to a barn");
            }
            if (end != null && score.features().stream().anyMatch(f -> f.kind().equals("field"))) {
                throw new Unexpressible("a field scored in the turn and then the game end: the barn the field was joined to would score at the end");
            }
            if (end != null && score.features().stream().anyMatch(f -> f.challenge() != null && f.challenge().feature() == null)) {
                throw new Unexpressible("a challenge's incomplete rival and then the game end: the rival stays on the board, "
                        + "where the final scoring would score it or take redeployed figures, and the scenario does not list it");
            }
        }
        Pool pool = Background.pool(sc);
        Board board = new Board();
        for (int i = 0; i < scores.size(); i++) {
            TurnLayout turn = new TurnLayout(board, pool, new Board.Pos(0, 20 * i), i);
            turn.build(scores.get(i).features());
            if (i == 0 && scores.size() == 2) {
                turn.builderRoad(sc.active());
            }
        }
        if (end != null) {
            EndLayout.build(board, pool, end.features());
        } else {
            board.spare();
        }
        Background.build(board, sc, pool);
        return board;
    }
}
