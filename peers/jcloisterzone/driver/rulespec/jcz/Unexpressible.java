package rulespec.jcz;

/**
 * A vector this driver cannot put to JCloisterZone: rules it has no setting
 * for, or a situation it cannot build on its board. The message is the
 * stated reason the vector is skipped with.
 */
public final class Unexpressible extends Exception {

    private static final long serialVersionUID = 1L;

    public Unexpressible(String reason) {
        super(reason);
    }
}
