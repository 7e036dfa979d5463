package org.graalvm.polyglot;

/**
 * Stand-in for GraalVM's polyglot Value (see Context): the methods
 * JCloisterZone calls, none of which can be reached without a Context.
 */
public final class Value {

    private Value() {
    }

    private static UnsupportedOperationException absent() {
        return new UnsupportedOperationException("no GraalVM polyglot in this build");
    }

    public void putMember(String key, Object value) {
        throw absent();
    }

    public boolean hasArrayElements() {
        throw absent();
    }

    public long getArraySize() {
        throw absent();
    }

    public Value getArrayElement(long index) {
        throw absent();
    }

    public Value getMember(String key) {
        throw absent();
    }

    public boolean hasMember(String key) {
        throw absent();
    }

    public String asString() {
        throw absent();
    }

    public int asInt() {
        throw absent();
    }
}
