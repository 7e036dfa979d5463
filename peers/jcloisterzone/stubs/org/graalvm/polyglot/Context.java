package org.graalvm.polyglot;

/**
 * Stand-in for GraalVM's polyglot Context, which Debian does not package.
 *
 * JCloisterZone evaluates JavaScript only for the scripted score modifiers of
 * add-on tiles (feature/ModifiedFeature.java). The rulespec driver writes its
 * own tile definitions and declares no scripted modifier, so this class only
 * has to exist for the engine to compile; using it is an error.
 */
public final class Context implements AutoCloseable {

    private Context() {
    }

    public static Context create(String... languages) {
        throw new UnsupportedOperationException("scripted score modifiers need GraalVM polyglot, which this build leaves out");
    }

    public Value getBindings(String language) {
        throw new UnsupportedOperationException("no GraalVM polyglot in this build");
    }

    public Value eval(String language, CharSequence source) {
        throw new UnsupportedOperationException("no GraalVM polyglot in this build");
    }

    @Override
    public void close() {
    }
}
