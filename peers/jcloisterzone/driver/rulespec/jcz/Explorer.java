package rulespec.jcz;

import com.jcloisterzone.action.ConfirmAction;
import com.jcloisterzone.action.MeepleAction;
import com.jcloisterzone.action.NeutralFigureAction;
import com.jcloisterzone.action.PlayerAction;
import com.jcloisterzone.board.pointer.FeaturePointer;
import com.jcloisterzone.game.GameStatePhaseReducer;
import com.jcloisterzone.game.phase.GameOverPhase;
import com.jcloisterzone.game.phase.TilePhase;
import com.jcloisterzone.game.state.ActionsState;
import com.jcloisterzone.game.state.GameState;
import com.jcloisterzone.io.message.CommitMessage;
import com.jcloisterzone.io.message.DeployMeepleMessage;
import com.jcloisterzone.io.message.Message;
import com.jcloisterzone.io.message.MoveNeutralFigureMessage;
import com.jcloisterzone.io.message.PassMessage;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;

/**
 * Plays every line of play the engine offers from a state to the end of the
 * turn: at each choice, every option of every action the engine lists
 * (moving a figure from a district, placing one in the city, moving the
 * Count, confirming) and passing when it allows it. JCloisterZone's states
 * are immutable, so each branch simply continues from the same state.
 *
 * A turn ends when the next player is dealt a tile, or when the game is over
 * (after the final scoring). When the same player is dealt a second
 * completing tile (a builder's double turn), the driver places it
 * ({@code dealt}) and the turn goes on.
 */
final class Explorer {

    static final int MAX_STATES = 200_000;

    private final GameStatePhaseReducer reducer;
    private final UnaryOperator<GameState> dealt;
    private final Consumer<GameState> onEnd;
    private int visited;

    /** dealt: the state once a tile dealt in the turn is placed, or null when the tile is the next turn's. */
    Explorer(GameStatePhaseReducer reducer, UnaryOperator<GameState> dealt, Consumer<GameState> onEnd) {
        this.reducer = reducer;
        this.dealt = dealt;
        this.onEnd = onEnd;
    }

    int visited() {
        return visited;
    }

    void explore(GameState state) {
        if (++visited > MAX_STATES) {
            throw new IllegalStateException("more than " + MAX_STATES + " states in one turn");
        }
        if (state.getPhase() instanceof TilePhase) {
            GameState next = dealt.apply(state);
            if (next != null) {
                explore(next);
            } else {
                onEnd.accept(state);
            }
            return;
        }
        if (state.getPhase() instanceof GameOverPhase) {
            onEnd.accept(state);
            return;
        }
        for (Message move : moves(state)) {
            explore(reducer.apply(state, move));
        }
    }

    static List<Message> moves(GameState state) {
        ActionsState actions = state.getPlayerActions();
        if (actions == null) {
            throw new IllegalStateException("the engine waits in " + state.getPhase() + " with no action offered");
        }
        List<Message> moves = new ArrayList<>();
        for (PlayerAction<?> action : actions.getActions()) {
            if (action instanceof MeepleAction meeple) {
                for (FeaturePointer fp : meeple.getOptions()) {
                    moves.add(new DeployMeepleMessage(fp, meeple.getMeepleIdFor(fp)));
                }
            } else if (action instanceof NeutralFigureAction neutral) {
                for (FeaturePointer fp : neutral.getOptions()) {
                    moves.add(new MoveNeutralFigureMessage(neutral.getFigure().getId(), fp));
                }
            } else if (action instanceof ConfirmAction) {
                moves.add(new CommitMessage());
            } else {
                throw new IllegalStateException("unexpected action " + action.getClass().getSimpleName() + " in " + state.getPhase());
            }
        }
        if (actions.isPassAllowed()) {
            moves.add(new PassMessage());
        }
        return moves;
    }
}
