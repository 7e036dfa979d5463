package rulespec.jcz;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A Count, King &amp; Robber scenario as docs/ckr-turn-model.md defines it,
 * read from the request rulespec conform sends, with the format's defaults
 * filled in (a player left out of "supply" has one meeple, of "scores" 0, ...).
 * The request was validated by rulespec when the suite was written, so this
 * reader trusts its shape.
 */
public record Scenario(
        List<String> players,
        String active,
        Map<String, Integer> scores,
        Map<String, Figures> supply,
        boolean city,
        String count,
        Map<String, Figures> districts,
        Holder king,
        Holder robberBaron,
        int completedCities,
        int completedRoads,
        List<Step> turn,
        boolean robbers) {

    public static final List<String> DISTRICTS = List.of("castle", "market", "blacksmith", "cathedral");

    /** Figures by player and figure kind ("meeple", "large", "abbot"), zero counts left out. */
    public record Figures(Map<String, Map<String, Integer>> byPlayer) {
        static Figures read(JsonElement element) {
            Map<String, Map<String, Integer>> out = new TreeMap<>();
            if (element != null && element.isJsonObject()) {
                for (var player : element.getAsJsonObject().entrySet()) {
                    Map<String, Integer> kinds = new TreeMap<>();
                    for (var kind : player.getValue().getAsJsonObject().entrySet()) {
                        int n = kind.getValue().getAsInt();
                        if (n > 0) {
                            kinds.put(kind.getKey(), n);
                        }
                    }
                    if (!kinds.isEmpty()) {
                        out.put(player.getKey(), kinds);
                    }
                }
            }
            return new Figures(out);
        }

        public int count(String player, String kind) {
            return byPlayer.getOrDefault(player, Map.of()).getOrDefault(kind, 0);
        }

        public boolean isEmpty() {
            return byPlayer.isEmpty();
        }
    }

    public record Holder(String holder, int size) {
        static Holder read(JsonObject doc, String key) {
            if (!doc.has(key) || doc.get(key).isJsonNull()) {
                return new Holder(null, 0);
            }
            JsonObject h = doc.getAsJsonObject(key);
            String who = h.has("holder") && !h.get("holder").isJsonNull() ? h.get("holder").getAsString() : null;
            return new Holder(who, h.has("size") ? h.get("size").getAsInt() : 0);
        }
    }

    /** The rival of a monk-heretic challenge: a feature of the same step, or an incomplete one with these figures. */
    public record Challenge(String feature, Figures meeples) {
    }

    public record Feature(String id, String kind, Figures meeples, int tiles, Integer points,
                          int cities, int perCity, boolean carcassonne, Challenge challenge) {
        public boolean monastic() {
            return kind.equals("monastery") || kind.equals("shrine");
        }

        static Feature read(JsonObject f) {
            Challenge challenge = null;
            if (f.has("challenge")) {
                JsonObject c = f.getAsJsonObject("challenge");
                challenge = new Challenge(c.has("feature") ? c.get("feature").getAsString() : null, Figures.read(c.get("meeples")));
            }
            return new Feature(
                    f.has("id") ? f.get("id").getAsString() : "",
                    f.get("kind").getAsString(),
                    Figures.read(f.get("meeples")),
                    f.has("tiles") ? f.get("tiles").getAsInt() : 1,
                    f.has("points") ? f.get("points").getAsInt() : null,
                    f.has("cities") ? f.get("cities").getAsInt() : 0,
                    f.has("per-city") ? f.get("per-city").getAsInt() : 0,
                    f.has("carcassonne") && f.get("carcassonne").getAsBoolean(),
                    challenge);
        }
    }

    public record Step(String kind, String source, List<Feature> features) {
        public boolean gameEnd() {
            return kind.equals("game-end");
        }
    }

    public static Scenario read(JsonObject doc) {
        List<String> players = new ArrayList<>();
        doc.getAsJsonArray("players").forEach(p -> players.add(p.getAsString()));
        Map<String, Integer> scores = new LinkedHashMap<>();
        JsonObject scoreDoc = doc.has("scores") ? doc.getAsJsonObject("scores") : new JsonObject();
        Map<String, Figures> supply = new LinkedHashMap<>();
        JsonObject supplyDoc = doc.has("supply") ? doc.getAsJsonObject("supply") : new JsonObject();
        for (String p : players) {
            scores.put(p, scoreDoc.has(p) ? scoreDoc.get(p).getAsInt() : 0);
            JsonObject own = new JsonObject();
            if (supplyDoc.has(p)) {
                own.add(p, supplyDoc.get(p));
            } else {
                JsonObject one = new JsonObject();
                one.addProperty("meeple", 1);
                own.add(p, one);
            }
            supply.put(p, Figures.read(own));
        }
        boolean city = doc.has("city");
        String count = null;
        Map<String, Figures> districts = new LinkedHashMap<>();
        if (city) {
            JsonObject c = doc.getAsJsonObject("city");
            count = c.get("count").getAsString();
            JsonObject ds = c.has("districts") ? c.getAsJsonObject("districts") : new JsonObject();
            for (String d : DISTRICTS) {
                districts.put(d, Figures.read(ds.get(d)));
            }
        }
        JsonObject completed = doc.has("completed") ? doc.getAsJsonObject("completed") : new JsonObject();
        List<Step> turn = new ArrayList<>();
        for (JsonElement s : doc.getAsJsonArray("turn")) {
            JsonObject step = s.getAsJsonObject();
            List<Feature> features = new ArrayList<>();
            if (step.has("features")) {
                step.getAsJsonArray("features").forEach(f -> features.add(Feature.read(f.getAsJsonObject())));
            }
            turn.add(new Step(step.get("step").getAsString(),
                    step.has("source") ? step.get("source").getAsString() : "features", features));
        }
        return new Scenario(players, doc.get("active").getAsString(), scores, supply, city, count, districts,
                Holder.read(doc, "king"), Holder.read(doc, "robber-baron"),
                completed.has("cities") ? completed.get("cities").getAsInt() : 0,
                completed.has("roads") ? completed.get("roads").getAsInt() : 0,
                turn, doc.has("robbers"));
    }

    public int index(String player) {
        return players.indexOf(player);
    }
}
