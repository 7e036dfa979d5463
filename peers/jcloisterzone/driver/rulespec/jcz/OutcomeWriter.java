package rulespec.jcz;

import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.jcloisterzone.Player;
import com.jcloisterzone.board.Location;
import com.jcloisterzone.board.pointer.BoardPointer;
import com.jcloisterzone.board.pointer.FeaturePointer;
import com.jcloisterzone.event.MeepleDeployed;
import com.jcloisterzone.event.MeepleReturned;
import com.jcloisterzone.event.PlayEvent;
import com.jcloisterzone.feature.City;
import com.jcloisterzone.feature.Completable;
import com.jcloisterzone.feature.Road;
import com.jcloisterzone.figure.Meeple;
import com.jcloisterzone.game.BiggestFeatureAward;
import com.jcloisterzone.game.state.GameState;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The end of a line of play as a docs/ckr-turn-model.md outcome: scores, the
 * Count and the districts, the figures returned to supply during the turn
 * (MeepleReturned events), the figure placed in the city (a MeepleDeployed
 * event from supply onto a district), and the King and Robber Baron: who
 * holds each token, and the size of the largest completed city or road,
 * which is the one the tile sits on.
 */
final class OutcomeWriter {

    private final Scenario sc;

    OutcomeWriter(Scenario sc) {
        this.sc = sc;
    }

    JsonObject write(GameState state) {
        JsonObject out = new JsonObject();
        JsonObject scores = new JsonObject();
        for (int i = 0; i < sc.players().size(); i++) {
            scores.addProperty(sc.players().get(i), state.getPlayers().getScore().get(i));
        }
        out.add("scores", scores);
        if (sc.city()) {
            out.add("city", city(state));
        }
        Map<String, Map<String, Integer>> returned = new TreeMap<>();
        List<JsonObject> placed = new ArrayList<>();
        for (PlayEvent ev : state.getEvents()) {
            if (ev instanceof MeepleReturned r) {
                Meeple m = r.getMeeple();
                returned.computeIfAbsent(name(m.getPlayer()), k -> new TreeMap<>()).merge(figure(m), 1, Integer::sum);
            } else if (ev instanceof MeepleDeployed d && d.getMovedFrom() == null && d.getLocation().isCityOfCarcassonneQuarter()) {
                JsonObject p = new JsonObject();
                p.addProperty("district", district(d.getLocation()));
                p.addProperty("figure", figure(d.getMeeple()));
                p.addProperty("player", name(d.getMeeple().getPlayer()));
                placed.add(p);
            }
        }
        out.add("returned", figures(returned));
        if (placed.isEmpty()) {
            out.add("placed", JsonNull.INSTANCE);
        } else if (placed.size() == 1) {
            out.add("placed", placed.get(0));
        } else {
            com.google.gson.JsonArray all = new com.google.gson.JsonArray();
            placed.forEach(all::add);
            out.add("placed", all);
        }
        out.add("king", holder(state, BiggestFeatureAward.KING, City.class));
        out.add("robber-baron", holder(state, BiggestFeatureAward.ROBBER, Road.class));
        return out;
    }

    private JsonObject city(GameState state) {
        JsonObject city = new JsonObject();
        FeaturePointer count = state.getNeutralFigures().getCountDeployment();
        city.addProperty("count", district(count.getLocation()));
        Map<String, Map<String, Map<String, Integer>>> districts = new TreeMap<>();
        Scenario.DISTRICTS.forEach(d -> districts.put(d, new TreeMap<>()));
        for (var t : state.getDeployedMeeples()) {
            BoardPointer bp = t._2;
            if (bp instanceof FeaturePointer fp && fp.getLocation().isCityOfCarcassonneQuarter()) {
                districts.get(district(fp.getLocation()))
                        .computeIfAbsent(name(t._1.getPlayer()), k -> new TreeMap<>())
                        .merge(figure(t._1), 1, Integer::sum);
            }
        }
        JsonObject ds = new JsonObject();
        districts.forEach((d, figures) -> ds.add(d, figures(figures)));
        city.add("districts", ds);
        return city;
    }

    private JsonObject holder(GameState state, BiggestFeatureAward token, Class<? extends Completable> cls) {
        Player p = state.getPlayers().getPlayerWithToken(token);
        JsonObject h = new JsonObject();
        if (p == null) {
            h.add("holder", JsonNull.INSTANCE);
            h.addProperty("size", 0);
            return h;
        }
        int size = state.getFeatures(cls).filter(c -> c.isCompleted(state)).map(c -> c.getTilePositions().size()).max().getOrElse(0);
        h.addProperty("holder", name(p));
        h.addProperty("size", size);
        return h;
    }

    private static JsonObject figures(Map<String, Map<String, Integer>> byPlayer) {
        JsonObject out = new JsonObject();
        byPlayer.forEach((player, kinds) -> {
            JsonObject k = new JsonObject();
            kinds.forEach(k::addProperty);
            out.add(player, k);
        });
        return out;
    }

    private String name(Player p) {
        return sc.players().get(p.getIndex());
    }

    static String figure(Meeple m) {
        for (var e : GameBuilder.FIGURES.entrySet()) {
            if (e.getValue().equals(m.getClass())) {
                return e.getKey();
            }
        }
        throw new IllegalStateException("a figure the scenario has no name for: " + m.getClass().getSimpleName());
    }

    static String district(Location loc) {
        for (var e : GameBuilder.QUARTERS.entrySet()) {
            if (e.getValue().equals(loc)) {
                return e.getKey();
            }
        }
        throw new IllegalStateException("not a district: " + loc);
    }
}
