package rulespec.jcz;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * rulespec's driver of the JCloisterZone engine: reads one request of
 * rulespec conform per line on stdin (the JSON document docs/conformance.md
 * describes) and prints one JSON answer per line, until stdin ends. One JVM
 * so serves a whole suite (rulespec conform --persistent) or, given a single
 * request, one vector.
 */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length > 0) {
            System.err.println("usage: java rulespec.jcz.Main < requests (one JSON request a line, one JSON answer a line)");
            System.exit(2);
        }
        Path tiles = Files.createTempFile("rulespec-jcz-", ".xml");
        tiles.toFile().deleteOnExit();
        Driver driver = new Driver(tiles);
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        try (BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8))) {
            String line;
            while ((line = in.readLine()) != null) {
                if (line.isBlank()) {
                    continue;
                }
                out.println(driver.answer(line));
                out.flush();
            }
        } finally {
            Files.deleteIfExists(tiles);
        }
    }
}
