package rulespec.jcz;

import com.google.gson.Gson;
import com.jcloisterzone.Player;
import com.jcloisterzone.board.Location;
import com.jcloisterzone.board.Position;
import com.jcloisterzone.board.pointer.FeaturePointer;
import com.jcloisterzone.debug.ForcedDrawTilePack;
import com.jcloisterzone.event.PlayEvent.PlayEventMeta;
import com.jcloisterzone.event.PlayerTurnEvent;
import com.jcloisterzone.feature.City;
import com.jcloisterzone.feature.Feature;
import com.jcloisterzone.feature.Field;
import com.jcloisterzone.feature.Monastery;
import com.jcloisterzone.feature.Quarter;
import com.jcloisterzone.feature.Road;
import com.jcloisterzone.figure.Abbot;
import com.jcloisterzone.figure.Barn;
import com.jcloisterzone.figure.BigFollower;
import com.jcloisterzone.figure.Builder;
import com.jcloisterzone.figure.Follower;
import com.jcloisterzone.figure.Meeple;
import com.jcloisterzone.figure.MeepleIdProvider;
import com.jcloisterzone.figure.SmallFollower;
import com.jcloisterzone.figure.Special;
import com.jcloisterzone.figure.neutral.Count;
import com.jcloisterzone.game.BiggestFeatureAward;
import com.jcloisterzone.game.Capability;
import com.jcloisterzone.game.GameSetup;
import com.jcloisterzone.game.Rule;
import com.jcloisterzone.game.capability.AbbotCapability;
import com.jcloisterzone.game.capability.BarnCapability;
import com.jcloisterzone.game.capability.BuilderCapability;
import com.jcloisterzone.game.capability.CountCapability;
import com.jcloisterzone.game.capability.KingCapability;
import com.jcloisterzone.game.capability.RobberCapability;
import com.jcloisterzone.game.capability.ShrineCapability;
import com.jcloisterzone.game.state.GameState;
import com.jcloisterzone.game.state.GameStateBuilder;
import com.jcloisterzone.io.message.GameSetupMessage.PlacedTileItem;
import com.jcloisterzone.reducers.MoveNeutralFigure;
import io.vavr.collection.Array;
import io.vavr.collection.HashMap;
import io.vavr.collection.HashSet;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Queue;
import io.vavr.collection.Seq;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Map;

/**
 * Turns a {@link Board} into a JCloisterZone game state at the start of the
 * active player's turn: the engine loads the board's tiles XML and places the
 * start tiles itself (GameStateBuilder, as for any game); the driver then
 * sets what a game would have reached by then: each player's figures (exactly
 * the scenario's supply plus those on the board), the figures on the
 * features and in the districts, the Count, the scores, the King and Robber
 * Baron tiles, the active player, and a tile pack that deals the completing
 * tile (and, when the game does not end, one more tile for the next turn).
 */
final class GameBuilder {

    static final Map<String, Class<? extends Follower>> FIGURES = Map.of(
            "meeple", SmallFollower.class, "large", BigFollower.class, "abbot", Abbot.class);
    static final Map<String, Location> QUARTERS = Map.of(
            "castle", Location.QUARTER_CASTLE, "market", Location.QUARTER_MARKET,
            "blacksmith", Location.QUARTER_BLACKSMITH, "cathedral", Location.QUARTER_CATHEDRAL);

    private final Scenario sc;
    private final Board board;
    private final RuleSettings rules;
    GameSetup setup;

    GameBuilder(Scenario sc, Board board, RuleSettings rules) {
        this.sc = sc;
        this.board = board;
        this.rules = rules;
    }

    static Class<? extends Feature> featureClass(String name) {
        return switch (name) {
            case "city" -> City.class;
            case "road" -> Road.class;
            case "field" -> Field.class;
            default -> Monastery.class;
        };
    }

    static Location location(String locations) {
        Location loc = null;
        for (String token : locations.trim().split("\\s+")) {
            Location l = Location.valueOf(token);
            loc = loc == null ? l : loc.union(l);
        }
        return loc;
    }

    static FeaturePointer pointer(Board.Pos p, String featureClass, String locations) {
        return new FeaturePointer(new Position(p.x(), p.y()), featureClass(featureClass), location(locations));
    }

    GameState build(Path tilesFile) throws IOException {
        Files.writeString(tilesFile, board.tilesXml());
        setup = setup();
        var players = new GameStateBuilder(java.util.List.of(tilesFile.toString()), setup, sc.players().size());
        GameState state = players.createInitialState();
        state = withFigures(state);
        state = deploy(state);
        state = withCityAndTiles(state);
        state = withPack(state);
        Player turn = state.getPlayers().getPlayer(sc.index(sc.active()));
        state = state.mapPlayers(ps -> ps.setTurnPlayerIndex(turn.getIndex()));
        return state.setEvents(Queue.of(new PlayerTurnEvent(PlayEventMeta.createWithoutPlayer(), turn)));
    }

    private GameSetup setup() {
        var capabilities = HashSet.<Class<? extends Capability<?>>>of(KingCapability.class, RobberCapability.class, ShrineCapability.class);
        var elements = HashMap.<String, Object>of("king", 1, "robber", 1, "shrine", 1, "farmers", 1, "big-follower", 1);
        if (sc.city()) {
            capabilities = capabilities.add(CountCapability.class);
            elements = elements.put("count", 1);
        }
        if (usesAbbots()) {
            capabilities = capabilities.add(AbbotCapability.class);
            elements = elements.put("abbot", 1);
        }
        if (!board.barns.isEmpty()) {
            capabilities = capabilities.add(BarnCapability.class);
            elements = elements.put("barn", 1);
        }
        if (!board.builders.isEmpty()) {
            capabilities = capabilities.add(BuilderCapability.class);
            elements = elements.put("builder", 1);
        }
        var meeples = HashMap.<Class<? extends Meeple>, Integer>of(SmallFollower.class, 1, BigFollower.class, 1);
        if (usesAbbots()) {
            meeples = meeples.put(Abbot.class, 1);
        }
        if (!board.barns.isEmpty()) {
            meeples = meeples.put(Barn.class, board.barns.size());
        }
        if (!board.builders.isEmpty()) {
            meeples = meeples.put(Builder.class, board.builders.size());
        }
        var ruleMap = HashMap.<Rule, Object>of(
                Rule.FARMERS, true,
                Rule.COUNT_MOVE, rules.countMove(),
                Rule.COC_FINAL_SCORING, rules.finalScoring(),
                Rule.KING_AND_ROBBER_SCORING, RuleSettings.KING_AND_ROBBER_SCORING,
                Rule.BARN_PLACEMENT, "not-occupied",
                Rule.TINY_CITY_SCORING, "4");
        Gson gson = new Gson();
        java.util.List<PlacedTileItem> start = new ArrayList<>();
        for (Board.TileSpec t : board.start) {
            String item = String.format("{\"tile\":\"%s\",\"x\":%d,\"y\":%d,\"rotation\":0}", t.id, t.pos.x(), t.pos.y());
            start.add(gson.fromJson(item, PlacedTileItem.class));
        }
        return new GameSetup(HashMap.of("rulespec", 1), elements, meeples, capabilities, ruleMap, List.ofAll(start));
    }

    private boolean usesAbbots() {
        if (sc.supply().values().stream().anyMatch(f -> f.byPlayer().values().stream().anyMatch(k -> k.containsKey("abbot")))) {
            return true;
        }
        return board.deployments.stream().anyMatch(d -> d.figure().equals("abbot"))
                || sc.districts().values().stream().anyMatch(f -> f.byPlayer().values().stream().anyMatch(k -> k.containsKey("abbot")));
    }

    /** Each player's followers: the scenario's supply, the figures on the board and those in the districts. */
    private GameState withFigures(GameState state) {
        java.util.List<Seq<Follower>> followers = new ArrayList<>();
        java.util.List<Seq<Special>> specials = new ArrayList<>();
        for (int i = 0; i < sc.players().size(); i++) {
            String name = sc.players().get(i);
            Player player = state.getPlayers().getPlayer(i);
            MeepleIdProvider ids = new MeepleIdProvider(player);
            List<Follower> own = List.empty();
            for (String kind : java.util.List.of("meeple", "large", "abbot")) {
                int n = sc.supply().get(name).count(name, kind);
                n += (int) board.deployments.stream().filter(d -> name.equals(d.player()) && d.figure().equals(kind)).count();
                for (Scenario.Figures district : sc.districts().values()) {
                    n += district.count(name, kind);
                }
                for (int k = 0; k < n; k++) {
                    own = own.append(newFollower(FIGURES.get(kind), ids, player));
                }
            }
            followers.add(own);
            List<Special> own2 = List.empty();
            if (name.equals(sc.active())) {
                for (int k = 0; k < board.barns.size(); k++) {
                    own2 = own2.append(new Barn(ids.generateId(Barn.class), player));
                }
                for (int k = 0; k < board.builders.size(); k++) {
                    own2 = own2.append(new Builder(ids.generateId(Builder.class), player));
                }
            }
            specials.add(own2);
        }
        return state.mapPlayers(ps -> ps.setFollowers(Array.ofAll(followers)).setSpecialMeeples(Array.ofAll(specials)));
    }

    private static Follower newFollower(Class<? extends Follower> cls, MeepleIdProvider ids, Player player) {
        try {
            return cls.getConstructor(String.class, Player.class).newInstance(ids.generateId(cls), player);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Puts figures on the board without the engine's checks: the scenario
     * says where they stand (several players' figures on one feature is the
     * point of the City of Carcassonne), with the barns and the builder
     * (special figures of the active player). Figures on a completing tile's
     * features are set too, on the places that tile will cover: JCloisterZone
     * finds a feature's figures by place, so they stand on the feature as soon
     * as the tile is down, and until then they are out of their owner's
     * supply, as the scenario has them (a figure on the board cannot enter the
     * city in the turn's first scoring).
     */
    private GameState deploy(GameState state) {
        LinkedHashMap<Meeple, FeaturePointer> deployed = state.getDeployedMeeples();
        for (Board.Deployment d : board.deployments) {
            Player player = state.getPlayers().getPlayer(sc.index(d.player()));
            Meeple m = freeFollower(state, deployed, player, d.figure());
            deployed = deployed.put(m, pointer(d.pos(), d.featureClass(), d.location()));
        }
        Player active = state.getPlayers().getPlayer(sc.index(sc.active()));
        java.util.List<Board.Deployment> special = new ArrayList<>(board.barns);
        special.addAll(board.builders);
        for (Board.Deployment d : special) {
            Class<?> cls = d.figure().equals("barn") ? Barn.class : Builder.class;
            LinkedHashMap<Meeple, FeaturePointer> now = deployed;
            Special figure = state.getPlayers().getSpecialMeeples().get(active.getIndex())
                    .find(s -> cls.isInstance(s) && !now.containsKey(s)).get();
            deployed = deployed.put(figure, pointer(d.pos(), d.featureClass(), d.location()));
        }
        return state.setDeployedMeeples(deployed);
    }

    private static Meeple freeFollower(GameState state, LinkedHashMap<Meeple, FeaturePointer> deployed, Player player, String kind) {
        Class<? extends Follower> cls = FIGURES.get(kind);
        return state.getPlayers().getFollowers().get(player.getIndex())
                .find(f -> f.getClass().equals(cls) && !deployed.containsKey(f)).get();
    }

    private GameState withCityAndTiles(GameState state) {
        if (sc.city()) {
            Position quarters = state.getCapabilityModel(CountCapability.class).getQuarterPosition();
            LinkedHashMap<Meeple, FeaturePointer> deployed = state.getDeployedMeeples();
            for (var district : sc.districts().entrySet()) {
                FeaturePointer fp = new FeaturePointer(quarters, Quarter.class, QUARTERS.get(district.getKey()));
                for (var player : district.getValue().byPlayer().entrySet()) {
                    Player p = state.getPlayers().getPlayer(sc.index(player.getKey()));
                    for (var kind : player.getValue().entrySet()) {
                        for (int n = 0; n < kind.getValue(); n++) {
                            deployed = deployed.put(freeFollower(state, deployed, p, kind.getKey()), fp);
                        }
                    }
                }
            }
            state = state.setDeployedMeeples(deployed);
            Count count = state.getNeutralFigures().getCount();
            state = new MoveNeutralFigure<>(count, new FeaturePointer(quarters, Quarter.class, QUARTERS.get(sc.count()))).apply(state);
        }
        java.util.List<Integer> scores = new ArrayList<>();
        sc.players().forEach(p -> scores.add(sc.scores().get(p)));
        return state.mapPlayers(ps -> {
            ps = ps.setScore(Array.ofAll(scores));
            if (sc.king().holder() != null) {
                ps = ps.setTokenCount(sc.index(sc.king().holder()), BiggestFeatureAward.KING, 1);
            }
            if (sc.robberBaron().holder() != null) {
                ps = ps.setTokenCount(sc.index(sc.robberBaron().holder()), BiggestFeatureAward.ROBBER, 1);
            }
            return ps;
        });
    }

    /** The pack deals the completing tile(s), then (when the game goes on) the next turn's tile. */
    private GameState withPack(GameState state) {
        java.util.List<String> order = new ArrayList<>();
        board.completing.forEach(t -> order.add(t.id));
        if (board.nextTurn != null) {
            order.add(board.nextTurn.id);
        }
        return state.setTilePack(new ForcedDrawTilePack(state.getTilePack().getGroups(), Map.<String, Object>of("drawOrder", order)));
    }
}
