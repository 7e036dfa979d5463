package rulespec.jcz;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.jcloisterzone.board.Position;
import com.jcloisterzone.board.Rotation;
import com.jcloisterzone.game.GameStatePhaseReducer;
import com.jcloisterzone.game.phase.ActionPhase;
import com.jcloisterzone.game.phase.Phase;
import com.jcloisterzone.game.state.GameState;
import com.jcloisterzone.io.message.PassMessage;
import com.jcloisterzone.io.message.PlaceTileMessage;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeSet;

/**
 * One request of rulespec conform, answered: the rules become JCloisterZone
 * settings, the scenario a board and a game state; the completing tile is
 * placed with a PLACE_TILE message, the active player passes the figure
 * placement of phase 2 (the scenario starts after it) and every line of play
 * the engine then offers is followed to the end of the turn. The answer is {"outcomes": [...]} (each
 * distinct end once, in sorted order), {"skipped": reason} or {"error": reason}.
 */
final class Driver {

    private final Path tilesFile;

    Driver(Path tilesFile) {
        this.tilesFile = tilesFile;
    }

    JsonObject answer(String line) {
        JsonObject out = new JsonObject();
        try {
            JsonObject request = JsonParser.parseString(line).getAsJsonObject();
            out.add("outcomes", outcomes(request));
        } catch (Unexpressible u) {
            out.addProperty("skipped", u.getMessage());
        } catch (Exception | AssertionError e) {
            if (System.getenv("RULESPEC_JCZ_DEBUG") != null) {
                e.printStackTrace();
            }
            out.addProperty("error", e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        return out;
    }

    /**
     * Plays a completing tile the engine has dealt: places it where the layout
     * put it (the scenario's figures on it are already set, see
     * GameBuilder.deploy), checks the board and passes the figure placement of
     * phase 2. Null when the tile dealt is the next
     * turn's: the turn is over.
     */
    private static GameState place(GameState state, Board board, GameStatePhaseReducer reducer) {
        String dealt = state.getDrawnTile() == null ? null : state.getDrawnTile().getId();
        for (int stage = 0; stage < board.completing.size(); stage++) {
            Board.TileSpec tile = board.completing.get(stage);
            if (!tile.id.equals(dealt)) {
                continue;
            }
            state = reducer.apply(state, new PlaceTileMessage(tile.id, Rotation.R0, new Position(tile.pos.x(), tile.pos.y())));
            BoardCheck.after(state, board, stage);
            if (state.getPhase() instanceof ActionPhase) {
                state = reducer.apply(state, new PassMessage());
            }
            return state;
        }
        return null;
    }

    JsonArray outcomes(JsonObject request) throws Exception {
        JsonObject scenarioDoc = request.getAsJsonObject("scenario");
        if (!scenarioDoc.has("expansion") || !scenarioDoc.get("expansion").getAsString().equals("count-king-robber")) {
            throw new Unexpressible("The Robbers (the mini-expansion): JCloisterZone does not implement it");
        }
        Map<String, String> readings = new HashMap<>();
        if (request.has("interpretations")) {
            request.getAsJsonObject("interpretations").entrySet().forEach(e -> readings.put(e.getKey(), e.getValue().getAsString()));
        }
        RuleSettings rules = RuleSettings.of(request.get("edition").getAsString(), readings, request.has("with_robbers"));
        Scenario sc = Scenario.read(scenarioDoc);
        Board board = Layout.of(sc);
        GameBuilder builder = new GameBuilder(sc, board, rules);
        GameState state = builder.build(tilesFile);
        GameStatePhaseReducer reducer = new GameStatePhaseReducer(builder.setup, 0.0);
        Phase first = reducer.getFirstPhase();
        state = reducer.applyStepResult(first.enter(state.setPhase(first)));
        BoardCheck.before(state, sc, board);
        OutcomeWriter writer = new OutcomeWriter(sc);
        TreeSet<String> ends = new TreeSet<>();
        new Explorer(reducer, s -> place(s, board, reducer), end -> ends.add(writer.write(end).toString())).explore(state);
        JsonArray all = new JsonArray();
        ends.forEach(e -> all.add(JsonParser.parseString(e)));
        return all;
    }
}
