## The aps kind's line of `fde-grade --format table`.
cli-table-aps = delay { $delay } days  utilisation { $utilization }  rules broken { $violations }
