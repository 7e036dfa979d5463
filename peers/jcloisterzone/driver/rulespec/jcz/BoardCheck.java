package rulespec.jcz;

import com.jcloisterzone.feature.City;
import com.jcloisterzone.feature.Completable;
import com.jcloisterzone.feature.Feature;
import com.jcloisterzone.feature.Road;
import com.jcloisterzone.game.state.GameState;

/**
 * Checks that the board JCloisterZone built is the scenario's: the completed
 * cities and roads before the turn (how many, and the largest as large as the
 * King's or the Robber Baron's), and, once the completing tile is down, every
 * scenario feature where the layout put it, of its size, completed or not as
 * the scenario says, worth its points by the engine's own count. A mismatch
 * is a fault of the driver's layout, reported as an error, never a skip.
 */
final class BoardCheck {

    private BoardCheck() {
    }

    static void before(GameState state, Scenario sc, Board board) {
        completed(state, City.class, board.backgroundCities, sc.king(), "cities");
        completed(state, Road.class, board.backgroundRoads, sc.robberBaron(), "roads");
        after(state, board, Board.BEFORE);
    }

    private static void completed(GameState state, Class<? extends Completable> cls, int count, Scenario.Holder holder, String what) {
        var done = state.getFeatures(cls).filter(c -> c.isCompleted(state));
        if (done.size() != count) {
            throw new IllegalStateException("board check: " + done.size() + " completed " + what + " before the turn, expected " + count);
        }
        int largest = done.map(c -> c.getTilePositions().size()).max().getOrElse(0);
        if (holder.holder() != null && largest != holder.size()) {
            throw new IllegalStateException("board check: the largest completed " + what + " has " + largest + " tiles, the tile holder's " + holder.size());
        }
    }

    /** The features expected at this stage: before the turn, or once the stage-th completing tile is down. */
    static void after(GameState state, Board board, int stage) {
        for (Board.Expectation e : board.expectations) {
            if (e.stage() != stage) {
                continue;
            }
            Feature f = state.getFeature(GameBuilder.pointer(e.pos(), e.featureClass(), e.location()));
            String where = "board check: " + e.label() + " at " + e.pos();
            if (f == null || !GameBuilder.featureClass(e.featureClass()).isInstance(f)) {
                throw new IllegalStateException(where + ": no " + e.featureClass() + " there");
            }
            if (e.tiles() > 0 && f.getTilePositions().size() != e.tiles()) {
                throw new IllegalStateException(where + ": " + f.getTilePositions().size() + " tiles, expected " + e.tiles());
            }
            if (f instanceof Completable c) {
                if (c.isCompleted(state) != e.completed()) {
                    throw new IllegalStateException(where + ": completed is " + c.isCompleted(state) + ", expected " + e.completed());
                }
                int points = c.getPoints(state).getPoints();
                if (e.points() >= 0 && points != e.points()) {
                    throw new IllegalStateException(where + ": worth " + points + ", expected " + e.points());
                }
            }
        }
    }
}
