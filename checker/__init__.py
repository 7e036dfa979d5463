"""rulespec's checker: reads scenarios, enumerates outcomes with Z3, and
checks them against an independent reference simulator."""
